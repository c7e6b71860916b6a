import { TERMS_VERSION } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { LegalDocument, type LegalSection, PrivacyEmail } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'our-role',
    title: 'What Talanta is',
    body: (
      <p>
        Talanta is a marketplace: it lets clients post jobs, find vetted developers, interview them, make
        offers and run contracts, and it records hours and issues invoices. Talanta is not the employer of any
        developer; a contract made on Talanta is between the client and the developer, with Talanta providing
        the platform, the billing and the payment records.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>You must be 18 or over and give true, current details.</li>
        <li>
          One person per account; keep your password and API tokens secret. You are responsible for what is
          done with them.
        </li>
        <li>Business accounts act for their company and confirm they may bind it.</li>
      </ul>
    ),
  },
  {
    id: 'vetting',
    title: 'Vetting',
    body: (
      <p>
        Developers appear to clients only after Talanta vets them (their experience, projects and links). We
        may refuse or withdraw approval, with a reason, where the information is untrue or the quality bar is
        not met. Vetting is our assessment, not a guarantee of any result.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct',
    body: (
      <ul>
        <li>No false profiles, fake jobs, spam, harassment or discrimination.</li>
        <li>No taking work found on Talanta off the platform to avoid its fees during a contract.</li>
        <li>No attempts to break, overload or probe the service, or to read other people’s data.</li>
        <li>Use the API within its rate limits and only with your own tokens.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Registering, posting jobs and applying are free. For contract work, clients pay the developer’s agreed
        hourly rate for approved hours plus a platform fee on that subtotal — 10% unless your agreement with
        us says otherwise — shown on every invoice. Developers are paid their full hourly rate for approved
        hours.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Hours, invoices and payments',
    body: (
      <ul>
        <li>Developers record hours weekly; the client approves or disputes each week.</li>
        <li>
          Approved weeks are invoiced to the client per period; invoices are due within 14 days by bank
          transfer quoting the invoice number.
        </li>
        <li>
          Invoices and payment records are kept for the periods tax law requires, also after an account is
          deleted.
        </li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        Work a developer delivers under a contract belongs to the client once the invoices for it are paid,
        unless the two agree otherwise in writing. You keep the rights to what you post on Talanta and give us
        the licence needed to show it on the platform. Talanta’s name, logo and software remain ours.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may delete your account at any time in{' '}
        <Link to="/profile" className="rounded-sm text-accent underline underline-offset-2">
          Account Settings
        </Link>
        : your open jobs close, active contracts end, and unpaid invoices stay due. We may suspend or close an
        account that breaks these terms, after notice where the law and safety allow.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Talanta is provided with reasonable care and skill. We are not liable for the work clients and
        developers do for each other, or for indirect losses; our total liability to you in a year is limited
        to the fees you paid us in that year. Nothing here limits liability that cannot be limited by law, or
        your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of Kenya, and the courts of Nairobi decide disputes, except that
        consumers keep the protection and the courts of the country where they live. Please contact us first:
        most disputes are settled quickly that way.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and changes',
    body: (
      <p>
        Write to <PrivacyEmail /> about these terms or your data. When the terms change we publish the new
        version here with its date and tell registered users by email before material changes take effect. Our{' '}
        <Link to="/privacy" className="rounded-sm text-accent underline underline-offset-2">
          Privacy Policy
        </Link>{' '}
        explains how we handle personal data.
      </p>
    ),
  },
];

/** /terms: the Terms of Service written for Talanta (version TERMS_VERSION). */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The rules for using Talanta as a client or a developer."
      version={TERMS_VERSION}
      sections={SECTIONS}
    />
  );
}
