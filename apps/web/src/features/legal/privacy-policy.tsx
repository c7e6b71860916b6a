import { PRIVACY_VERSION } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection, PrivacyEmail } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Talanta is a marketplace that connects businesses (“clients”) with vetted software developers,
          mainly in Kenya and India. Talanta is the data controller for the personal data described here
          (under Kenya’s Data Protection Act 2019, India’s Digital Personal Data Protection Act 2023 — where
          we are the “data fiduciary” — and, for people in the EU or UK, the GDPR).
        </p>
        <p>
          Questions or requests about your data: <PrivacyEmail />. We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your name, email address, phone number, password (stored only as a salted
          hash), role and time zone — to create your account, sign you in and contact you.
        </li>
        <li>
          <strong>Profile:</strong> for developers the title, bio, skills, rate, experience, location and
          links; for clients the company’s name, size, industry, description, location and website; an
          optional photo — so clients and developers can find and judge each other.
        </li>
        <li>
          <strong>Vetting:</strong> what you send when applying to be vetted (experience, skills, projects,
          links, résumé link) and our decision — to admit only vetted developers.
        </li>
        <li>
          <strong>Work on the platform:</strong> job posts, applications and cover letters, interviews,
          offers, contracts, reviews and messages between a client and a developer — to run the hiring and the
          work you ask us to.
        </li>
        <li>
          <strong>Hours and invoices:</strong> weekly timesheets, invoices and recorded payments — to bill
          clients, pay developers and meet tax and accounting duties.
        </li>
        <li>
          <strong>Technical logs:</strong> sign-in sessions, IP address at registration and sign-in attempts,
          API token and webhook use — to keep accounts secure and the service running.
        </li>
        <li>
          <strong>Consent record:</strong> which version of these terms and this policy you accepted, when,
          and from which IP address.
        </li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <ul>
        <li>
          <strong>Contract:</strong> accounts, profiles, jobs, applications, messages, contracts, hours and
          invoices are needed to provide the service you signed up for.
        </li>
        <li>
          <strong>Legal obligation:</strong> invoices and payment records are kept because tax and accounting
          law requires it.
        </li>
        <li>
          <strong>Legitimate interests:</strong> security logs, fraud prevention and vetting quality. You may
          object to these (see your rights).
        </li>
        <li>
          <strong>Consent:</strong> recorded when you register; you may withdraw it at any time by deleting
          your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account, profile, applications, notifications: until you delete your account.</li>
        <li>Sign-in sessions: until they expire or you sign out; API tokens until revoked or expired.</li>
        <li>Vetting submissions: until you delete your account or ask us to delete them.</li>
        <li>
          Invoices, payments, contracts and the billed hours behind them: 7 years from the invoice date
          (Kenya’s Tax Procedures Act; India’s Companies Act and GST rules), with your name replaced by
          “Deleted user” if you delete your account.
        </li>
        <li>
          Messages: a conversation stays with the other participant after you delete your account, shown as
          from “Deleted user”.
        </li>
        <li>
          Sign-in attempt counters: until their rate-limit window ends. Records of admin actions: as long as
          the platform runs, as the security record of who changed what.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who sees what',
    body: (
      <ul>
        <li>
          <strong>Clients</strong> see approved developers’ public profiles, and the applications, cover
          letters and messages sent to them.
        </li>
        <li>
          <strong>Developers</strong> see open jobs, the client’s company profile, and their own applications,
          offers, contracts and messages.
        </li>
        <li>
          <strong>Talanta admins</strong> see accounts, vetting submissions, jobs and invoices to run and
          support the platform; every admin action is logged.
        </li>
        <li>We do not sell your personal data or use it for advertising.</li>
      </ul>
    ),
  },
  {
    id: 'processors',
    title: 'Processors and international transfers',
    body: (
      <>
        <p>
          We use service providers that process data on our instructions only: hosting and database providers,
          an email delivery provider, and banks for bank transfers. Each is bound by a data processing
          agreement.
        </p>
        <p>
          Clients and developers are often in different countries, so data moves between Kenya, India and
          elsewhere (for example the EU). We transfer only what the work needs, under contractual safeguards
          (such as the EU Standard Contractual Clauses) and the transfer rules of Kenya’s Data Protection Act
          (section 48) and India’s DPDP Act (section 16).
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <ul>
          <li>
            <strong>Access and portability:</strong> download everything we hold about you as one JSON file
            from{' '}
            <Link to="/profile" className="rounded-sm text-accent underline underline-offset-2">
              Account Settings
            </Link>{' '}
            → Your data (or <code>GET /api/account/export</code>).
          </li>
          <li>
            <strong>Correction:</strong> edit your details and profile in Account Settings, or write to us.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account in Account Settings → Your data (or{' '}
            <code>DELETE /api/account</code>). Your personal data is deleted at once, every session ends and
            your open jobs close; only invoices (and what they need) stay, anonymised, for the law.
          </li>
          <li>
            <strong>Objection and restriction:</strong> object to processing based on legitimate interests, or
            ask us to restrict it, at <PrivacyEmail />.
          </li>
          <li>
            <strong>Withdrawing consent</strong> and <strong>nominating</strong> someone to act for you
            (India) at the same address.
          </li>
          <li>
            <strong>Complaint:</strong> to the Office of the Data Protection Commissioner (ODPC) in Kenya, the
            Data Protection Board of India, or your EU or UK supervisory authority. Please write to us first
            so we can try to help.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Talanta is for professionals aged 18 or over. We do not knowingly collect children’s data; if you
        believe a child has an account, write to <PrivacyEmail /> and we delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as salted hashes, session and API tokens only as hashes, connections use HTTPS,
        and access to data is limited by role and logged. If a breach puts your data at risk we notify the
        authorities and you as the law requires (within 72 hours of learning of it, in Kenya and the EU).
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and changes',
    body: (
      <p>
        Write to <PrivacyEmail />. When this policy changes we publish the new version here with its date, and
        tell registered users by email before material changes take effect.
      </p>
    ),
  },
];

/** /privacy: the Privacy Policy written for Talanta (version PRIVACY_VERSION). */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What Talanta collects about you, why, how long we keep it, and your rights."
      version={PRIVACY_VERSION}
      sections={SECTIONS}
    />
  );
}
