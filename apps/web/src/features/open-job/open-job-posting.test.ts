import { setupI18n } from '@lingui/core';
import type { TOpenJob } from '@talanta/schema';
import { CATALOGUE_LOADERS } from '@talanta/schema/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '@/lib/i18n';
import { jsonLdText, metaDescription } from '@/lib/json-ld';
import { jobPostingJsonLd, openJobHead } from './open-job-posting';

const ORIGIN = 'https://talanta.example';
const { messages } = await CATALOGUE_LOADERS.jobs.en();
const t = translatorOf(setupI18n({ locale: 'en', messages: { en: messages } }));

function openJob(overrides: Partial<TOpenJob> = {}): TOpenJob {
  return {
    id: 7,
    title: 'M-Pesa reconciliation engineer',
    description: 'Reconcile payouts nightly.\n\nKeep the ledger <right> & tidy.',
    requiredSkills: ['Node.js', 'PostgreSQL'],
    projectLength: 'long-term',
    projectType: 'part-time',
    location: 'Remote',
    isRemote: true,
    minBudget: 30,
    maxBudget: 45,
    budgetType: 'hourly',
    category: 'Backend Development',
    experienceLevel: 'Expert',
    clientId: 3,
    companyName: 'Safari Payments',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

describe('jobPostingJsonLd', () => {
  it("carries Google's required fields and a remote job's countries, with the description as escaped HTML", () => {
    expect(jobPostingJsonLd(openJob(), ORIGIN)).toMatchObject({
      '@type': 'JobPosting',
      title: 'M-Pesa reconciliation engineer',
      description: '<p>Reconcile payouts nightly.</p><p>Keep the ledger &lt;right&gt; &amp; tidy.</p>',
      datePosted: '2026-11-20T08:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Safari Payments' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Kenya' },
        { '@type': 'Country', name: 'India' },
      ],
      employmentType: 'PART_TIME',
      baseSalary: { currency: 'USD', value: { minValue: 30, maxValue: 45, unitText: 'HOUR' } },
      url: `${ORIGIN}/open-jobs/7`,
      directApply: false,
    });
  });

  it('names the place of an on-site job, Talanta for an unnamed company, and no salary for a fixed price', () => {
    const posting = jobPostingJsonLd(
      openJob({ location: 'Nairobi', isRemote: false, budgetType: 'fixed', companyName: null }),
      ORIGIN,
    );
    expect(posting).toMatchObject({
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Nairobi' } },
      hiringOrganization: { name: 'Talanta', sameAs: ORIGIN },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting).not.toHaveProperty('baseSalary');
  });
});

describe('the head of a job of the board', () => {
  it('has the title, a description of at most 155 characters, the canonical address and script-safe JSON-LD', () => {
    const head = openJobHead(
      openJob({ description: `</script><script>alert(1)</script> ${'word '.repeat(60)}` }),
      ORIGIN,
      t,
    );
    expect(head.title).toBe('M-Pesa reconciliation engineer');
    expect(head.description.length).toBeLessThanOrEqual(155);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.description.startsWith('Safari Payments is hiring: ')).toBe(true);
    expect(head.canonicalUrl).toBe(`${ORIGIN}/open-jobs/7`);
    expect(head.jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(head.jsonLd ?? '').description).toContain('&lt;/script&gt;');
  });
});

describe('json-ld helpers', () => {
  it('writes <, >, & and the line separators as JSON escapes that parse back', () => {
    const value = { text: '</script><!-- & \u2028' };
    const text = jsonLdText(value);
    expect(text).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('keeps a short description whole and cuts a long one on a word', () => {
    expect(metaDescription('  Two\n lines  ')).toBe('Two lines');
    const cut = metaDescription(`${'Nairobi '.repeat(30)}end`);
    expect(cut).toBe(`${'Nairobi '.repeat(19).trim()}…`);
  });
});
