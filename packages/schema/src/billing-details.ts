import { z } from 'zod';
import { blankOr, text, undeclaredInput } from './fields';

/**
 * A client's billing details (issue 39): the tax number printed on its invoices (stored on each at
 * issue), its kind, the country that chooses which of Talanta's bank accounts the invoice asks
 * payment into, and the postal address invoices are made out to.
 */

export const TAX_NUMBER_KINDS = ['vat', 'gst', 'kra_pin', 'ein', 'other'] as const;
export type TTaxNumberKind = (typeof TAX_NUMBER_KINDS)[number];

export const TAX_NUMBER_KIND_LABELS: Record<TTaxNumberKind, string> = {
  vat: 'VAT number',
  gst: 'GSTIN (India)',
  kra_pin: 'KRA PIN (Kenya)',
  ein: 'EIN (United States)',
  other: 'Other tax number',
};

/**
 * The shape each kind's authority publishes: KRA PINs are a letter, nine digits and a letter
 * (P051234567X); a GSTIN is the state code, the PAN (five letters, four digits, a letter), the
 * entity number, Z and a check character; an EIN is nine digits (12-3456789); a VAT number starts
 * with its country's two letters (EU VIES; GB for the UK). Spaces and dashes are dropped first.
 */
const TAX_NUMBER_PATTERNS: Record<TTaxNumberKind, RegExp> = {
  kra_pin: /^[A-Z]\d{9}[A-Z]$/,
  gst: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  ein: /^\d{9}$/,
  vat: /^[A-Z]{2}[0-9A-Z]{2,13}$/,
  other: /^[0-9A-Z./]{3,30}$/,
};

export const BILLING_LIMITS = { billingAddressMax: 500 } as const;

export const BILLING_MESSAGES = {
  taxNumberKind: 'Choose the kind of tax number: VAT, GSTIN, KRA PIN, EIN or other',
  taxNumber: {
    vat: 'VAT number must start with the country’s two letters, then 2 to 13 letters or digits (e.g. DE123456789)',
    gst: 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character (e.g. 27AAPFU0939F1ZV)',
    kra_pin: 'KRA PIN must be a letter, nine digits and a letter (e.g. P051234567X)',
    ein: 'EIN must be nine digits (e.g. 12-3456789)',
    other: 'Tax number must be 3 to 30 letters, digits, dots or slashes',
  } satisfies Record<TTaxNumberKind, string>,
  country: 'Country must be a two-letter ISO 3166 country code (e.g. KE, IN, US)',
  billingAddress: `Billing address is at most ${BILLING_LIMITS.billingAddressMax} characters`,
} as const;

/** A tax number as stored: upper case, without the spaces and dashes people type. */
export const normaliseTaxNumber = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

let regionNames: Intl.DisplayNames | undefined;

/** The English name of an ISO 3166-1 alpha-2 code; undefined for a code no country has. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  const name = regionNames.of(code);
  return name && name !== code ? name : undefined;
}

/** Absent or blank: what a cleared field sends. '' is declared; spaces alone are read the same. */
const BLANK = z
  .union([z.literal(''), undeclaredInput(z.string().regex(/^\s*$/, { abort: true }))])
  .optional();

/** Absent, blank or null: none. */
const blankToNull = <T extends z.ZodType>(schema: T) => blankOr(BLANK, null, schema.nullable());

/** PUT /api/clients/profile/billing: the whole card; a field absent, blank or null is cleared. */
export const ZClientBillingInput = z
  .object({
    taxNumberKind: blankToNull(z.enum(TAX_NUMBER_KINDS, { error: BILLING_MESSAGES.taxNumberKind })),
    // Normalised after the union: a transform failing inside it would make the failure final, and
    // the card's own checks below would not run.
    taxNumber: blankToNull(text(BILLING_MESSAGES.taxNumber.other)).transform((value) =>
      value === null ? null : normaliseTaxNumber(value),
    ),
    country: blankToNull(
      text(BILLING_MESSAGES.country)
        .trim()
        .toUpperCase()
        .refine((code) => countryName(code) !== undefined, BILLING_MESSAGES.country),
    ),
    billingAddress: blankToNull(
      text(BILLING_MESSAGES.billingAddress)
        .trim()
        .max(BILLING_LIMITS.billingAddressMax, BILLING_MESSAGES.billingAddress),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.taxNumber === null) return;
    if (input.taxNumberKind === null) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.taxNumberKind, path: ['taxNumberKind'] });
      return;
    }
    if (!TAX_NUMBER_PATTERNS[input.taxNumberKind].test(input.taxNumber))
      ctx.addIssue({
        code: 'custom',
        message: BILLING_MESSAGES.taxNumber[input.taxNumberKind],
        path: ['taxNumber'],
      });
  })
  // A kind without a number says nothing: stored as no tax number.
  .transform((input) => (input.taxNumber === null ? { ...input, taxNumberKind: null } : input));
export type TClientBillingInput = z.input<typeof ZClientBillingInput>;
export type TClientBilling = z.output<typeof ZClientBillingInput>;

export const ZClientBilling = z.object({
  taxNumber: z.string().nullable(),
  taxNumberKind: z.enum(TAX_NUMBER_KINDS).nullable(),
  country: z.string().nullable(),
  billingAddress: z.string().nullable(),
});
