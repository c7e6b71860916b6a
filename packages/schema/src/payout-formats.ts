import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * Payout account formats (ADR 0037): each validator takes what a person types (spaces, dashes,
 * any case) and answers the one stored form, or null when it is not valid. IBAN and BIC go
 * through ibantools (the SWIFT IBAN Registry's length and BBAN pattern per country, the ISO 7064
 * mod-97 check, and the BIC's country); the others are the schemes' own patterns.
 */

export const PAYOUT_METHOD_TYPES = ['mpesa', 'bank_in', 'upi', 'bank_intl'] as const;
export type TPayoutMethodType = (typeof PAYOUT_METHOD_TYPES)[number];

export const PAYOUT_FORMAT_LIMITS = { holderNameMin: 2, holderNameMax: 70 } as const;

export const PAYOUT_FORMAT_MESSAGES = {
  type: 'Choose how you are paid: mpesa, bank_in, upi or bank_intl',
  mpesaPhone: 'Give a Kenyan mobile number: +254 and 9 digits starting with 7 or 1',
  indianAccountNumber: 'Account number must be 9 to 18 digits',
  ifsc: 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0005943)',
  vpa: 'UPI ID must look like name@bank',
  iban: 'IBAN is not valid: check the country code, length and check digits',
  bic: 'SWIFT/BIC must be 8 or 11 characters: bank (4), country (2), location (2), branch (3, optional)',
  accountNumber: 'Account number must be 1 to 34 letters or digits',
  bankIntlAccount: 'Give an IBAN, or an account number with the SWIFT/BIC of its bank',
  holderName: `Give the account holder’s name (${PAYOUT_FORMAT_LIMITS.holderNameMin}-${PAYOUT_FORMAT_LIMITS.holderNameMax} characters)`,
} as const;

/** Spaces, dashes, dots and brackets people type inside numbers and codes. */
const withoutSeparators = (input: string) => input.replace(/[\s\-.()]/g, '');

/**
 * A Kenyan mobile number (Safaricom M-Pesa lines are in the 07xx and 01xx ranges) as E.164
 * `+2547XXXXXXXX` / `+2541XXXXXXXX`, from +254…, 254… or the national 0… form.
 */
export function normalizeKenyanMobile(input: string): string | null {
  const match = /^(?:\+?254|0)([71]\d{8})$/.exec(withoutSeparators(input));
  return match ? `+254${match[1]}` : null;
}

/** RBI's Indian Financial System Code: 4 letters (bank), a zero, 6 letters or digits (branch). */
export function normalizeIfsc(input: string): string | null {
  const code = withoutSeparators(input).toUpperCase();
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code) ? code : null;
}

/** An Indian bank account number: 9 to 18 digits (the range IMPS and NEFT accept). */
export function normalizeIndianAccountNumber(input: string): string | null {
  const digits = withoutSeparators(input);
  return /^\d{9,18}$/.test(digits) ? digits : null;
}

/**
 * A UPI virtual payment address `name@handle`: the name 2-256 letters, digits, dots, dashes or
 * underscores; the handle (the bank's or app's) letters and digits starting with a letter.
 * Addresses are case-insensitive: stored in lower case.
 */
export function normalizeVpa(input: string): string | null {
  const address = input.trim().toLowerCase();
  return /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/.test(address) ? address : null;
}

/** An IBAN in its electronic form (no spaces, upper case) when its country, length, BBAN and check digits hold. */
export function normalizeIban(input: string): string | null {
  const iban = electronicFormatIBAN(input);
  return iban && isValidIBAN(iban) ? iban : null;
}

/** A SWIFT/BIC (ISO 9362): bank 4 letters, a known country, location 2, optional branch 3; upper case. */
export function normalizeBic(input: string): string | null {
  const bic = withoutSeparators(input).toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

/** The country (ISO 3166 alpha-2) of a valid BIC. */
export const bicCountry = (bic: string): string => bic.slice(4, 6);

/** An account number outside IBAN countries: 1 to 34 letters or digits (the IBAN BBAN limit), upper case. */
export function normalizeAccountNumber(input: string): string | null {
  const account = withoutSeparators(input).toUpperCase();
  return /^[A-Z0-9]{1,34}$/.test(account) ? account : null;
}

/** A zod field that normalises with `normalize` and refuses with `message`. */
function formatted(normalize: (input: string) => string | null, message: string) {
  return z.string({ error: message }).transform((input, context) => {
    const value = normalize(input);
    if (value === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

export const ZKenyanMobile = formatted(normalizeKenyanMobile, PAYOUT_FORMAT_MESSAGES.mpesaPhone);
export const ZIfsc = formatted(normalizeIfsc, PAYOUT_FORMAT_MESSAGES.ifsc);
export const ZIndianAccountNumber = formatted(
  normalizeIndianAccountNumber,
  PAYOUT_FORMAT_MESSAGES.indianAccountNumber,
);
export const ZVpa = formatted(normalizeVpa, PAYOUT_FORMAT_MESSAGES.vpa);
export const ZIban = formatted(normalizeIban, PAYOUT_FORMAT_MESSAGES.iban);
export const ZBic = formatted(normalizeBic, PAYOUT_FORMAT_MESSAGES.bic);
export const ZAccountNumber = formatted(normalizeAccountNumber, PAYOUT_FORMAT_MESSAGES.accountNumber);

const holderName = z
  .string({ error: PAYOUT_FORMAT_MESSAGES.holderName })
  .trim()
  .min(PAYOUT_FORMAT_LIMITS.holderNameMin, PAYOUT_FORMAT_MESSAGES.holderName)
  .max(PAYOUT_FORMAT_LIMITS.holderNameMax, PAYOUT_FORMAT_MESSAGES.holderName);

/**
 * A payout method's details by type. `bank_intl` is an IBAN (its bank's BIC optional), or an
 * account number with the bank's BIC where the country has no IBAN (Kenya, India, the US).
 */
export const ZPayoutMethodInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('mpesa'), holderName, phoneNumber: ZKenyanMobile }),
    z.object({ type: z.literal('bank_in'), holderName, accountNumber: ZIndianAccountNumber, ifsc: ZIfsc }),
    z.object({ type: z.literal('upi'), holderName, vpa: ZVpa }),
    z
      .object({
        type: z.literal('bank_intl'),
        holderName,
        iban: ZIban.optional(),
        accountNumber: ZAccountNumber.optional(),
        bic: ZBic.optional(),
      })
      .refine(
        (account) => (account.iban ? !account.accountNumber : Boolean(account.accountNumber && account.bic)),
        {
          message: PAYOUT_FORMAT_MESSAGES.bankIntlAccount,
        },
      ),
  ],
  { error: PAYOUT_FORMAT_MESSAGES.type },
);
export type TPayoutMethodInput = z.infer<typeof ZPayoutMethodInput>;
