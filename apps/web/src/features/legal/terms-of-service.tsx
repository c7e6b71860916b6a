import { TERMS_VERSION } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { type Translate, useT } from '@/lib/i18n';
import { LEGAL_LINK_CLASS, LegalDocument, type LegalSection, LegalText } from './legal-document';

function sections(t: Translate): LegalSection[] {
  return [
    {
      id: 'our-role',
      title: t('What Talanta is'),
      body: (
        <p>
          {t(
            'Talanta is a marketplace: it lets clients post jobs, find vetted developers, interview them, make offers and run contracts, and it records hours and issues invoices. Talanta is not the employer of any developer; a contract made on Talanta is between the client and the developer, with Talanta providing the platform, the billing and the payment records.',
          )}
        </p>
      ),
    },
    {
      id: 'accounts',
      title: t('Accounts'),
      body: (
        <ul>
          <li>{t('You must be 18 or over and give true, current details.')}</li>
          <li>
            {t(
              'One person per account; keep your password and API tokens secret. You are responsible for what is done with them.',
            )}
          </li>
          <li>{t('Business accounts act for their company and confirm they may bind it.')}</li>
        </ul>
      ),
    },
    {
      id: 'vetting',
      title: t('Vetting'),
      body: (
        <p>
          {t(
            'Developers appear to clients only after Talanta vets them (their experience, projects and links). We may refuse or withdraw approval, with a reason, where the information is untrue or the quality bar is not met. Vetting is our assessment, not a guarantee of any result.',
          )}
        </p>
      ),
    },
    {
      id: 'conduct',
      title: t('Conduct'),
      body: (
        <ul>
          <li>{t('No false profiles, fake jobs, spam, harassment or discrimination.')}</li>
          <li>
            {t('No taking work found on Talanta off the platform to avoid its fees during a contract.')}
          </li>
          <li>{t('No attempts to break, overload or probe the service, or to read other people’s data.')}</li>
          <li>{t('Use the API within its rate limits and only with your own tokens.')}</li>
        </ul>
      ),
    },
    {
      id: 'fees',
      title: t('Fees'),
      body: (
        <p>
          {t(
            'Registering, posting jobs and applying are free. For contract work, clients pay the developer’s agreed hourly rate for approved hours plus a platform fee on that subtotal — 10% unless your agreement with us says otherwise — shown on every invoice. Developers are paid their full hourly rate for approved hours.',
          )}
        </p>
      ),
    },
    {
      id: 'payments',
      title: t('Hours, invoices and payments'),
      body: (
        <ul>
          <li>{t('Developers record hours weekly; the client approves or disputes each week.')}</li>
          <li>
            {t(
              'Approved weeks are invoiced to the client per period; invoices are due within 14 days by bank transfer quoting the invoice number.',
            )}
          </li>
          <li>
            {t(
              'Invoices and payment records are kept for the periods tax law requires, also after an account is deleted.',
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'intellectual-property',
      title: t('Intellectual property'),
      body: (
        <p>
          {t(
            'Work a developer delivers under a contract belongs to the client once the invoices for it are paid, unless the two agree otherwise in writing. You keep the rights to what you post on Talanta and give us the licence needed to show it on the platform. Talanta’s name, logo and software remain ours.',
          )}
        </p>
      ),
    },
    {
      id: 'termination',
      title: t('Termination'),
      body: (
        <p>
          <LegalText
            id="You may delete your account at any time in <1>Account Settings</1>: your open jobs close, active contracts end, and unpaid invoices stay due. We may suspend or close an account that breaks these terms, after notice where the law and safety allow."
            components={{ 1: <Link to="/profile" className={LEGAL_LINK_CLASS} /> }}
          />
        </p>
      ),
    },
    {
      id: 'liability',
      title: t('Liability'),
      body: (
        <p>
          {t(
            'Talanta is provided with reasonable care and skill. We are not liable for the work clients and developers do for each other, or for indirect losses; our total liability to you in a year is limited to the fees you paid us in that year. Nothing here limits liability that cannot be limited by law, or your rights as a consumer.',
          )}
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: t('Governing law and disputes'),
      body: (
        <p>
          {t(
            'These terms are governed by the laws of Kenya, and the courts of Nairobi decide disputes, except that consumers keep the protection and the courts of the country where they live. Please contact us first: most disputes are settled quickly that way.',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact and changes'),
      body: (
        <p>
          <LegalText
            id="Write to {email} about these terms or your data. When the terms change we publish the new version here with its date and tell registered users by email before material changes take effect. Our <1>Privacy Policy</1> explains how we handle personal data."
            components={{ 1: <Link to="/privacy" className={LEGAL_LINK_CLASS} /> }}
          />
        </p>
      ),
    },
  ];
}

/** /terms: the Terms of Service written for Talanta (version TERMS_VERSION), in the page's language. */
export function TermsOfService() {
  const t = useT();
  return (
    <LegalDocument
      title={t('Terms of Service')}
      description={t('The rules for using Talanta as a client or a developer.')}
      version={TERMS_VERSION}
      sections={sections(t)}
    />
  );
}
