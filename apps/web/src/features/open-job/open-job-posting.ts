import { DEVELOPER_COUNTRIES, DEVELOPER_COUNTRY_LABELS, type TOpenJob } from '@talanta/schema';
import { APP_NAME } from '@/lib/document-title';
import type { Translate } from '@/lib/i18n';
import { jsonLdText, metaDescription } from '@/lib/json-ld';
import type { IndexedPageMeta } from '@/lib/page-meta';
import { openJobCompany } from './open-job-company';

/**
 * One job of the board for search engines: "<title> · Talanta", a description from its text, its
 * canonical address and its schema.org JobPosting, with the fields Google for Jobs requires
 * (title, description, datePosted, hiringOrganization, and a place, or TELECOMMUTE with the
 * countries applicants must be in) and those it recommends that Talanta knows. Loaded by the
 * route's `head()` (not in the app's first chunk).
 */

const EMPLOYMENT_TYPES: Record<TOpenJob['projectType'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The plain-text description as the HTML JobPosting allows: paragraphs and line breaks, escaped. */
function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** Remote work names the countries Talanta's developers are in; on-site work names its place. */
function whereOf(job: TOpenJob) {
  if (job.isRemote) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: DEVELOPER_COUNTRIES.map((country) => ({
        '@type': 'Country',
        name: DEVELOPER_COUNTRY_LABELS[country],
      })),
    };
  }
  return {
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
  };
}

/** schema.org JobPosting of one job of the board. */
export function jobPostingJsonLd(job: TOpenJob, origin: string): Record<string, unknown> {
  const url = `${origin}/open-jobs/${job.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.createdAt,
    url,
    identifier: { '@type': 'PropertyValue', name: APP_NAME, value: String(job.id) },
    hiringOrganization: job.companyName
      ? { '@type': 'Organization', name: job.companyName }
      : // A client who has not named their company hires through Talanta, which publishes the job.
        { '@type': 'Organization', name: APP_NAME, sameAs: origin },
    employmentType: EMPLOYMENT_TYPES[job.projectType],
    ...whereOf(job),
    // A fixed-price budget is no salary: only an hourly one is given as pay.
    ...(job.budgetType === 'hourly' && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.minBudget,
          maxValue: job.maxBudget,
          unitText: 'HOUR',
        },
      },
    }),
    ...(job.category && { occupationalCategory: job.category }),
    skills: job.requiredSkills.join(', '),
    // Applying needs a Talanta account: the board's Apply leads to sign-in, not a form on the page.
    directApply: false,
  };
}

/**
 * /open-jobs/{id}: "<title> · Talanta", the description's first words (introduced in the page's
 * language), and its JobPosting (schema.org's words, and the job as written).
 */
export function openJobHead(job: TOpenJob, origin: string, t: Translate): IndexedPageMeta {
  return {
    title: job.title,
    description: metaDescription(
      t('{company} is hiring: {description}', {
        company: openJobCompany(job, t),
        description: job.description,
      }),
    ),
    canonicalUrl: `${origin}/open-jobs/${job.id}`,
    jsonLd: jsonLdText(jobPostingJsonLd(job, origin)),
  };
}
