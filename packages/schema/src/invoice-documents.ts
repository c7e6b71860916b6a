import { z } from 'zod';

/**
 * What an issued invoice or credit note stores about the parties and where to pay (issue 39,
 * ADR 0035): written once at issue, rendered from there on, never read live again.
 */

/** The client as the invoice names them. The tax number arrives with the company profile's. */
export const ZClientSnapshot = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  taxNumber: z.string().nullable(),
  taxNumberKind: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
});
export type TClientSnapshot = z.infer<typeof ZClientSnapshot>;

/** The client as an issued document shows them, from its snapshot. */
export const ZDocumentClient = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  /** vat, gst, kra_pin, ein or other (the billing details' kinds); null without a tax number. */
  taxNumberKind: z.string().nullable(),
  /** ISO 3166 alpha-2. */
  country: z.string().nullable(),
  /** The billing address invoices are made out to, lines separated by newlines. */
  address: z.string().nullable(),
});
export type TDocumentClient = z.infer<typeof ZDocumentClient>;

/** The platform's legal details (settings: PLATFORM_LEGAL_NAME and the rest). */
export const ZIssuer = z.object({
  legalName: z.string(),
  /** Lines of the postal address. */
  address: z.string(),
  registrationNumber: z.string().nullable(),
  /** As printed, e.g. "KRA PIN P051234567X". */
  taxNumbers: z.array(z.string()),
});
export type TIssuer = z.infer<typeof ZIssuer>;

export const BANK_ACCOUNT_USAGES = ['collect', 'payout'] as const;

const optionalCode = z.string().trim().min(1).max(64).optional();

/**
 * One of the platform's bank accounts (PLATFORM_BANK_ACCOUNTS, a JSON array of these). `regions`
 * are ISO country codes of the clients it collects from, or '*' for everyone.
 */
export const ZPlatformBankAccount = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'id must be 1-40 lowercase letters, digits or dashes'),
    regions: z
      .array(z.string().regex(/^([A-Z]{2}|\*)$/, "regions are ISO country codes (KE, IN, …) or '*'"))
      .min(1),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency is an ISO 4217 code such as USD'),
    bankName: z.string().trim().min(1).max(140),
    accountName: z.string().trim().min(1).max(140),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{1,34}$/, 'accountNumber is 1-34 letters or digits')
      .optional(),
    iban: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'iban is not an IBAN'))
      .optional(),
    bic: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'bic must be 8 or 11 characters')
      .optional(),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'ifsc must be 4 letters, a zero, then 6 letters or digits')
      .optional(),
    routingNumber: optionalCode,
    country: z.string().regex(/^[A-Z]{2}$/, 'country is an ISO country code'),
    usage: z.array(z.enum(BANK_ACCOUNT_USAGES)).min(1),
  })
  .refine((account) => account.accountNumber !== undefined || account.iban !== undefined, {
    message: 'each bank account needs an accountNumber or an iban',
  });
export type TPlatformBankAccount = z.infer<typeof ZPlatformBankAccount>;

/** An account as an invoice tells the client to pay into it. */
export const ZPaymentAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  ifsc: z.string().nullable(),
  routingNumber: z.string().nullable(),
  currency: z.string(),
  country: z.string(),
});
export type TPaymentAccount = z.infer<typeof ZPaymentAccount>;

/** Where to pay and what to quote (the invoice number), frozen at issue. */
export const ZPaymentInstructions = z.object({
  reference: z.string(),
  accounts: z.array(ZPaymentAccount),
});
export type TPaymentInstructions = z.infer<typeof ZPaymentInstructions>;

/** The platform's settings an issued document freezes: the legal details and the collect accounts. */
export interface TPlatformSettings {
  issuer: TIssuer;
  bankAccounts: TPlatformBankAccount[];
}

/**
 * Outside production (and in seeds and tests), invoices still need an issuer and somewhere to pay:
 * obviously fake ones, so nobody mistakes such an invoice for a real one or pays into it.
 */
export const EXAMPLE_PLATFORM_SETTINGS: TPlatformSettings = {
  issuer: {
    legalName: 'Talanta Example Ltd (not a real company)',
    address: '1 Example Road\nNairobi\nKenya',
    registrationNumber: 'EXAMPLE-0001',
    taxNumbers: ['KRA PIN P000000000X (example)'],
  },
  bankAccounts: [
    {
      id: 'example-usd',
      regions: ['*'],
      currency: 'USD',
      bankName: 'Example Bank',
      accountName: 'Talanta Example Ltd',
      accountNumber: '000123456789',
      bic: 'EXAMPLKE',
      country: 'KE',
      usage: ['collect', 'payout'],
    },
  ],
};

/**
 * The accounts an invoice to a client in `country` lists: those whose regions name the country,
 * then those for everyone ('*'). Without a known country, only the '*' ones.
 */
export function collectAccountsFor(
  accounts: TPlatformBankAccount[],
  country: string | null,
): TPaymentAccount[] {
  const collect = accounts.filter((account) => account.usage.includes('collect'));
  const regional = country ? collect.filter((account) => account.regions.includes(country)) : [];
  const everyone = collect.filter((account) => account.regions.includes('*') && !regional.includes(account));
  return [...regional, ...everyone].map((account) => ({
    id: account.id,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumber: account.accountNumber ?? null,
    iban: account.iban ?? null,
    bic: account.bic ?? null,
    ifsc: account.ifsc ?? null,
    routingNumber: account.routingNumber ?? null,
    currency: account.currency,
    country: account.country,
  }));
}
