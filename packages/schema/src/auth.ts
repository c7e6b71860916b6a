import { z } from 'zod';
import { ACCOUNT_SECURITY_MESSAGES } from './account-security-message';
import { LIMITS, REGISTRABLE_ROLES, USER_ROLES } from './constants';
import { emailField, MESSAGES, optionalUrl, phoneNumberField, requiredText, text } from './fields';
import { LOCALES } from './i18n/locales';
import { hasAcceptedTerms, ZAcceptTerms } from './legal';
import { CONSENT_MESSAGES } from './legal-documents';
import { SPECIALIZATIONS } from './profile-options';
import { ZTimeZone } from './time-zone';

const password = text(MESSAGES.passwordMin)
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const ZLoginInput = z.object({
  email: emailField(),
  password,
});
export type TLoginInput = z.input<typeof ZLoginInput>;

/** An optional single-use token from an emailed link; '' means none. */
function optionalToken(message: string) {
  return z
    .union([z.literal('').transform(() => undefined), text(message).trim().min(1).max(200, message)])
    .optional();
}

export const REGISTER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  confirmPassword: 'Password confirmation is required',
  role: 'Please select a role',
  githubUrl: 'Invalid GitHub URL',
  passwordsDiffer: "Passwords don't match",
  specialization: 'Area of specialization is required for developers',
} as const;

/** The registration payload of spec 000 §3 with the rules of §5, in the spec's order. */
export const ZRegisterInput = z
  .object({
    email: emailField(),
    firstName: requiredText(REGISTER_MESSAGES.firstName, 1, LIMITS.nameMax),
    lastName: requiredText(REGISTER_MESSAGES.lastName, 1, LIMITS.nameMax),
    phoneNumber: phoneNumberField(),
    password,
    confirmPassword: text(REGISTER_MESSAGES.confirmPassword).min(
      LIMITS.passwordMin,
      REGISTER_MESSAGES.confirmPassword,
    ),
    role: z.enum(REGISTRABLE_ROLES, { error: REGISTER_MESSAGES.role }),
    areaOfSpecialization: z
      .union([z.literal('').transform(() => null), z.null(), z.enum(SPECIALIZATIONS)], {
        error: REGISTER_MESSAGES.specialization,
      })
      .optional()
      .transform((value) => value ?? null),
    githubUrl: optionalUrl(REGISTER_MESSAGES.githubUrl),
    /** From the invitation email's link; attaches an approved application (not in the spec's body). */
    invitationToken: optionalToken(ACCOUNT_SECURITY_MESSAGES.invalidInvitation),
    /** Consent to the Terms of Service and Privacy Policy (issue 15, data rights); must be true. */
    acceptTerms: ZAcceptTerms,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REGISTER_MESSAGES.passwordsDiffer });
    }
    // Registering through an invitation takes the area from the application.
    if (value.role === 'developer' && !value.areaOfSpecialization && !value.invitationToken) {
      ctx.addIssue({
        code: 'custom',
        path: ['areaOfSpecialization'],
        message: REGISTER_MESSAGES.specialization,
      });
    }
    // Last, like the checkbox at the end of the form.
    if (!hasAcceptedTerms(value.acceptTerms)) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: CONSENT_MESSAGES.acceptTerms });
    }
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/** GET /api/invitations/{token}: the emailed link to create a developer account. */
export const ZInvitationInput = z
  .object({
    token: text(ACCOUNT_SECURITY_MESSAGES.invalidInvitation)
      .trim()
      .min(1, ACCOUNT_SECURITY_MESSAGES.invalidInvitation)
      .max(200, ACCOUNT_SECURITY_MESSAGES.invalidInvitation),
  })
  .strict();

/**
 * What the invitation's application already says, so registering through it asks only for a
 * password (issue 38: nothing asked twice). `approved` tells an invitation sent on approval from
 * the one sent with the receipt.
 */
export const ZInvitationPreview = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** null when the application gave none: registration asks for it. */
  phoneNumber: z.string().nullable(),
  areaOfSpecialization: z.enum(SPECIALIZATIONS).nullable(),
  githubUrl: z.string().nullable(),
  approved: z.boolean(),
  expiresAt: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(USER_ROLES),
  profileImageUrl: z.string().nullable(),
  /** Whether the current address was proven by an emailed link (or an invitation). */
  emailVerified: z.boolean(),
  /** IANA time zone; times are shown in it ('UTC' until the user or their browser sets one). */
  timeZone: z.string(),
  /** The language chosen for the site and its emails; null until chosen (pages follow the browser). */
  locale: z.enum(LOCALES).nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TUser = z.infer<typeof ZUser>;

export const ACCOUNT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

/** The current password that a change of the email or password must give (issue 35). */
const currentPassword = text(ACCOUNT_SECURITY_MESSAGES.currentPassword)
  .min(1, ACCOUNT_SECURITY_MESSAGES.currentPassword)
  .max(LIMITS.passwordMax, ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);

/** A TOTP code or a recovery code (two-factor sign-in); spaces and dashes are ignored. */
export function secondFactorCodeField(message: string) {
  return text(message).trim().min(6, message).max(32, message);
}

/** With two-factor sign-in on, a credential change also needs a code; '' means none. */
const twoFactorCode = z
  .union([
    z.literal('').transform(() => undefined),
    secondFactorCodeField(ACCOUNT_SECURITY_MESSAGES.secondFactorRequired),
  ])
  .optional();

/**
 * Account Settings, Basic Information (spec 000 §5). A new email also needs the current password
 * (and the second factor where it is on); a change of names only needs neither (issue 35).
 */
export const ZUpdateUserInput = z.object({
  firstName: requiredText(ACCOUNT_MESSAGES.firstName, 1, LIMITS.nameMax),
  lastName: requiredText(ACCOUNT_MESSAGES.lastName, 1, LIMITS.nameMax),
  email: emailField(),
  /** Absent keeps the stored zone (the web sets it from the browser at first sign-in). */
  timeZone: ZTimeZone.optional(),
  /** Absent keeps the stored number; empty removes it; otherwise registration's rule. */
  phoneNumber: z.union([z.literal(''), phoneNumberField()]).optional(),
  /** Needed when `email` differs from the account's; '' means none. */
  currentPassword: z.union([z.literal('').transform(() => undefined), currentPassword]).optional(),
  twoFactorCode,
});
export type TUpdateUserInput = z.input<typeof ZUpdateUserInput>;

export const ZForgotPasswordInput = z.object({ email: emailField() });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

export const RESET_MESSAGES = {
  token: 'This reset link is invalid or has expired. Please request a new one.',
};
export const ZResetPasswordInput = z
  .object({
    token: text(RESET_MESSAGES.token).min(1, RESET_MESSAGES.token).max(200, RESET_MESSAGES.token),
    password,
    confirmPassword: text(REGISTER_MESSAGES.confirmPassword).min(
      LIMITS.passwordMin,
      REGISTER_MESSAGES.confirmPassword,
    ),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: REGISTER_MESSAGES.passwordsDiffer,
  });
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

export const ZMessageResult = z.object({ message: z.string() });

/**
 * PUT /api/auth/password: the current password (and the second factor where it is on), and a new
 * one under the registration rules.
 */
export const ZChangePasswordInput = z.object({
  currentPassword,
  newPassword: password,
  twoFactorCode,
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** The token of an emailed link (verify an address, undo an email change). */
export function emailLinkInput(message: string) {
  return z.object({
    token: text(message).trim().min(1, message).max(200, message),
  });
}
export const ZVerifyEmailInput = emailLinkInput(ACCOUNT_SECURITY_MESSAGES.invalidVerification);
export const ZUndoEmailChangeInput = emailLinkInput(ACCOUNT_SECURITY_MESSAGES.invalidUndo);

/** The language a signed-in person chooses (the footer's choice, Account Settings). */
export const ZSetLocaleInput = z.object({ locale: z.enum(LOCALES) });
export type TSetLocaleInput = z.input<typeof ZSetLocaleInput>;
