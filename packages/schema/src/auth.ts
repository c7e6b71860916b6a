import { z } from 'zod';
import { LIMITS, REGISTRABLE_ROLES, SPECIALIZATIONS, USER_ROLES } from './constants';
import { emailField, kenyanPhone, MESSAGES, optionalUrl, requiredText, text } from './fields';

const password = text(MESSAGES.passwordMin)
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const ZLoginInput = z.object({
  email: emailField(),
  password,
});
export type TLoginInput = z.input<typeof ZLoginInput>;

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
    phoneNumber: kenyanPhone(),
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
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REGISTER_MESSAGES.passwordsDiffer });
    }
    if (value.role === 'developer' && !value.areaOfSpecialization) {
      ctx.addIssue({
        code: 'custom',
        path: ['areaOfSpecialization'],
        message: REGISTER_MESSAGES.specialization,
      });
    }
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(USER_ROLES),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TUser = z.infer<typeof ZUser>;

export const ACCOUNT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

/** Account Settings, Basic Information (spec 000 §5). */
export const ZUpdateUserInput = z.object({
  firstName: requiredText(ACCOUNT_MESSAGES.firstName, 1, LIMITS.nameMax),
  lastName: requiredText(ACCOUNT_MESSAGES.lastName, 1, LIMITS.nameMax),
  email: emailField(),
});
export type TUpdateUserInput = z.input<typeof ZUpdateUserInput>;

export const ZForgotPasswordInput = z.object({ email: emailField() });

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

export const ZMessageResult = z.object({ message: z.string() });
