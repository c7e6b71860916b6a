import { z } from 'zod';
import { text } from './fields';
import {
  PAYOUT_FORMAT_MESSAGES,
  PAYOUT_METHOD_TYPES,
  type TPayoutMethodInput,
  type TPayoutMethodType,
  ZPayoutMethodInput,
} from './payout-formats';

/**
 * A developer's payout method (issue 39, ADR 0040): where Talanta sends their share once the client
 * has paid. Set from a signed-in session with the password; the full details never come back, only
 * a masked line; a changed method waits a day before any payout goes to it.
 */

export const PAYOUT_METHOD_HOLD_HOURS = 24;

export const PAYOUT_METHOD_LABELS: Record<TPayoutMethodType, string> = {
  mpesa: 'M-Pesa',
  bank_in: 'Bank account in India (IMPS/NEFT)',
  upi: 'UPI',
  bank_intl: 'International bank account',
};

export const PAYOUT_METHOD_MESSAGES = {
  sessionOnly: 'Payout details change only from a signed-in session, with your password',
  password: 'Enter your password to change where you are paid',
  changedSubject: 'Your payout details changed',
} as const;

/** Longer than any account's text: refused with the field's own rule, whatever the kind. */
const FIELD_MAX = 100;
const accountField = (message: string, description: string) =>
  text(message).max(FIELD_MAX, message).optional().describe(description);

/**
 * PUT /api/payout-method: one of the four kinds of account, and the developer's password. One flat
 * object (each kind's fields optional here, required by its kind below), so the document lists
 * every field; each kind's rules are the payout formats' own.
 */
export const ZSetPayoutMethodInput = z
  .object({
    type: z.enum(PAYOUT_METHOD_TYPES, { error: PAYOUT_FORMAT_MESSAGES.type }),
    holderName: text(PAYOUT_FORMAT_MESSAGES.holderName)
      .max(FIELD_MAX, PAYOUT_FORMAT_MESSAGES.holderName)
      .describe('The account holder’s name'),
    phoneNumber: accountField(
      PAYOUT_FORMAT_MESSAGES.mpesaPhone,
      'mpesa: a Kenyan mobile number (+2547… or 07…)',
    ),
    accountNumber: accountField(
      PAYOUT_FORMAT_MESSAGES.accountNumber,
      'bank_in: 9-18 digits; bank_intl (without an IBAN): 1-34 letters or digits',
    ),
    ifsc: accountField(PAYOUT_FORMAT_MESSAGES.ifsc, 'bank_in: the branch’s IFSC (e.g. SBIN0005943)'),
    vpa: accountField(PAYOUT_FORMAT_MESSAGES.vpa, 'upi: the UPI ID (name@bank)'),
    iban: accountField(PAYOUT_FORMAT_MESSAGES.iban, 'bank_intl: an IBAN'),
    bic: accountField(
      PAYOUT_FORMAT_MESSAGES.bic,
      'bank_intl: the bank’s SWIFT/BIC (required with accountNumber)',
    ),
    password: text(PAYOUT_METHOD_MESSAGES.password).min(1, PAYOUT_METHOD_MESSAGES.password),
  })
  .transform((input, ctx) => {
    const { password, ...fields } = input;
    const method = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const parsed = ZPayoutMethodInput.safeParse(method);
    if (parsed.success) return { ...parsed.data, password };
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
export type TSetPayoutMethodInput = z.input<typeof ZSetPayoutMethodInput>;

const dateTime = z.string().meta({ format: 'date-time' });

/** GET /api/payout-method: what the developer set, masked; null before they set one. */
export const ZPayoutMethod = z
  .object({
    type: z.enum(PAYOUT_METHOD_TYPES),
    holderName: z.string(),
    /** "M-Pesa •••• 5678": enough to recognise the account, not to use it. */
    masked: z.string(),
    changedAt: dateTime,
    /** Payouts wait until then after a change. */
    heldUntil: dateTime,
  })
  .nullable();
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;

const lastFour = (value: string) => `•••• ${value.slice(-4)}`;

/** The account as screens show it: the kind and the last digits; never the whole number. */
export function maskPayoutMethod(method: TPayoutMethodInput): string {
  switch (method.type) {
    case 'mpesa':
      return `M-Pesa ${lastFour(method.phoneNumber)}`;
    case 'bank_in':
      return `${method.ifsc} ${lastFour(method.accountNumber)}`;
    case 'upi': {
      const [name = '', handle = ''] = method.vpa.split('@');
      return `UPI ${name.slice(0, 2)}•••@${handle}`;
    }
    case 'bank_intl':
      return method.iban
        ? `${method.iban.slice(0, 4)} ${lastFour(method.iban)}`
        : `${method.bic ?? ''} ${lastFour(method.accountNumber ?? '')}`.trim();
  }
}

/** The account's own fields (what is sealed at rest), without the type and holder. */
export function payoutAccountDetails(method: TPayoutMethodInput): Record<string, string> {
  const { type: _type, holderName: _holder, ...details } = method;
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
