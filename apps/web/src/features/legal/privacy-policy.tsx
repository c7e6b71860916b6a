import { PRIVACY_VERSION } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { type Translate, useT } from '@/lib/i18n';
import { LEGAL_LINK_CLASS, LegalDocument, type LegalSection, LegalText } from './legal-document';

function sections(t: Translate): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: t('Who we are'),
      body: (
        <>
          <p>
            <LegalText id="Talanta is a marketplace that connects businesses (“clients”) with vetted software developers, mainly in Kenya and India. Talanta is the data controller for the personal data described here (under Kenya’s Data Protection Act 2019, India’s Digital Personal Data Protection Act 2023 — where we are the “data fiduciary” — and, for people in the EU or UK, the GDPR)." />
          </p>
          <p>
            <LegalText id="Questions or requests about your data: {email}. We answer within 30 days." />
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: t('What we collect and why'),
      body: (
        <ul>
          <li>
            <LegalText id="<0>Account:</0> your name, email address, phone number, password (stored only as a salted hash), role and time zone — to create your account, sign you in and contact you." />
          </li>
          <li>
            <LegalText id="<0>Profile:</0> for developers the title, bio, skills, rate, experience, location and links; for clients the company’s name, size, industry, description, location and website; an optional photo — so clients and developers can find and judge each other." />
          </li>
          <li>
            <LegalText id="<0>Vetting:</0> what you send when applying to be vetted (experience, skills, projects, links, résumé link) and our decision — to admit only vetted developers." />
          </li>
          <li>
            <LegalText id="<0>Work on the platform:</0> job posts, applications and cover letters, interviews, offers, contracts, reviews and messages between a client and a developer — to run the hiring and the work you ask us to." />
          </li>
          <li>
            <LegalText id="<0>Hours and invoices:</0> weekly timesheets, invoices and recorded payments — to bill clients, pay developers and meet tax and accounting duties." />
          </li>
          <li>
            <LegalText id="<0>Technical logs:</0> sign-in sessions, IP address at registration and sign-in attempts, API token and webhook use — to keep accounts secure and the service running." />
          </li>
          <li>
            <LegalText id="<0>Consent record:</0> which version of these terms and this policy you accepted, when, and from which IP address." />
          </li>
        </ul>
      ),
    },
    {
      id: 'legal-bases',
      title: t('Legal bases'),
      body: (
        <ul>
          <li>
            <LegalText id="<0>Contract:</0> accounts, profiles, jobs, applications, messages, contracts, hours and invoices are needed to provide the service you signed up for." />
          </li>
          <li>
            <LegalText id="<0>Legal obligation:</0> invoices and payment records are kept because tax and accounting law requires it." />
          </li>
          <li>
            <LegalText id="<0>Legitimate interests:</0> security logs, fraud prevention and vetting quality. You may object to these (see your rights)." />
          </li>
          <li>
            <LegalText id="<0>Consent:</0> recorded when you register; you may withdraw it at any time by deleting your account." />
          </li>
        </ul>
      ),
    },
    {
      id: 'how-long',
      title: t('How long we keep it'),
      body: (
        <ul>
          <li>{t('Account, profile, applications, notifications: until you delete your account.')}</li>
          <li>
            {t('Sign-in sessions: until they expire or you sign out; API tokens until revoked or expired.')}
          </li>
          <li>{t('Vetting submissions: until you delete your account or ask us to delete them.')}</li>
          <li>
            {t(
              'Invoices, payments, contracts and the billed hours behind them: 7 years from the invoice date (Kenya’s Tax Procedures Act; India’s Companies Act and GST rules), with your name replaced by “Deleted user” if you delete your account.',
            )}
          </li>
          <li>
            {t(
              'Messages: a conversation stays with the other participant after you delete your account, shown as from “Deleted user”.',
            )}
          </li>
          <li>
            {t(
              'Sign-in attempt counters: until their rate-limit window ends. Records of admin actions: as long as the platform runs, as the security record of who changed what.',
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'who-sees-what',
      title: t('Who sees what'),
      body: (
        <ul>
          <li>
            <LegalText id="<0>Clients</0> see approved developers’ public profiles, and the applications, cover letters and messages sent to them." />
          </li>
          <li>
            <LegalText id="<0>Developers</0> see open jobs, the client’s company profile, and their own applications, offers, contracts and messages." />
          </li>
          <li>
            <LegalText id="<0>Talanta admins</0> see accounts, vetting submissions, jobs and invoices to run and support the platform; every admin action is logged." />
          </li>
          <li>{t('We do not sell your personal data or use it for advertising.')}</li>
        </ul>
      ),
    },
    {
      id: 'processors',
      title: t('Processors and international transfers'),
      body: (
        <>
          <p>
            {t(
              'We use service providers that process data on our instructions only: hosting and database providers, an email delivery provider, and banks for bank transfers. Each is bound by a data processing agreement.',
            )}
          </p>
          <p>
            {t(
              'Clients and developers are often in different countries, so data moves between Kenya, India and elsewhere (for example the EU). We transfer only what the work needs, under contractual safeguards (such as the EU Standard Contractual Clauses) and the transfer rules of Kenya’s Data Protection Act (section 48) and India’s DPDP Act (section 16).',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('Your rights'),
      body: (
        <ul>
          <li>
            <LegalText
              id="<0>Access and portability:</0> download everything we hold about you as one JSON file from <1>Account Settings</1> → Your data (or <2>GET /api/account/export</2>)."
              components={{ 1: <Link to="/profile" className={LEGAL_LINK_CLASS} />, 2: <code /> }}
            />
          </li>
          <li>
            <LegalText id="<0>Correction:</0> edit your details and profile in Account Settings, or write to us." />
          </li>
          <li>
            <LegalText
              id="<0>Deletion:</0> delete your account in Account Settings → Your data (or <1>DELETE /api/account</1>). Your personal data is deleted at once, every session ends and your open jobs close; only invoices (and what they need) stay, anonymised, for the law."
              components={{ 1: <code /> }}
            />
          </li>
          <li>
            <LegalText id="<0>Objection and restriction:</0> object to processing based on legitimate interests, or ask us to restrict it, at {email}." />
          </li>
          <li>
            <LegalText
              id="<0>Withdrawing consent</0> and <1>nominating</1> someone to act for you (India) at the same address."
              components={{ 1: <strong /> }}
            />
          </li>
          <li>
            <LegalText id="<0>Complaint:</0> to the Office of the Data Protection Commissioner (ODPC) in Kenya, the Data Protection Board of India, or your EU or UK supervisory authority. Please write to us first so we can try to help." />
          </li>
        </ul>
      ),
    },
    {
      id: 'children',
      title: t('Children'),
      body: (
        <p>
          <LegalText id="Talanta is for professionals aged 18 or over. We do not knowingly collect children’s data; if you believe a child has an account, write to {email} and we delete it." />
        </p>
      ),
    },
    {
      id: 'security',
      title: t('Security'),
      body: (
        <p>
          {t(
            'Passwords are stored as salted hashes, session and API tokens only as hashes, connections use HTTPS, and access to data is limited by role and logged. If a breach puts your data at risk we notify the authorities and you as the law requires (within 72 hours of learning of it, in Kenya and the EU).',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact and changes'),
      body: (
        <p>
          <LegalText id="Write to {email}. When this policy changes we publish the new version here with its date, and tell registered users by email before material changes take effect." />
        </p>
      ),
    },
  ];
}

/** /privacy: the Privacy Policy written for Talanta (version PRIVACY_VERSION), in the page's language. */
export function PrivacyPolicy() {
  const t = useT();
  return (
    <LegalDocument
      title={t('Privacy Policy')}
      description={t('What Talanta collects about you, why, how long we keep it, and your rights.')}
      version={PRIVACY_VERSION}
      sections={sections(t)}
    />
  );
}
