import { z } from 'zod';
import { LIMITS } from './constants';
import {
  emailField,
  MESSAGES,
  optionalUrl,
  phoneNumberField,
  requiredText,
  requiredUrl,
  text,
} from './fields';
import {
  AREA_WORDS,
  EXPERIENCE_YEARS,
  MAX_VETTING_PROJECTS,
  type Specialization,
  specializationOf,
  VETTING_SKILLS,
} from './profile-options';

/** The developer vetting submission (spec 001 §3, §5, §8, §9). */

export const VETTING_LIMITS = {
  nameMax: LIMITS.nameMax,
  bioMax: 5000,
  projectNameMax: 200,
  projectDescriptionMax: 2000,
  phoneMax: 32,
  choiceMax: 50,
} as const;

export const VETTING_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: MESSAGES.invalidEmail,
  phoneNumber: MESSAGES.phoneFormat,
  githubUrl: 'Invalid GitHub URL',
  linkedinUrl: 'Invalid LinkedIn URL',
  portfolioUrl: 'Invalid Portfolio URL',
  areaOfExpertise: 'Area of expertise is required',
  experienceLevel: 'Experience level is required',
  skills: 'At least one skill is required',
  unknownSkill: 'Choose your skills from the list',
  bio: 'Bio must be at least 50 characters',
  projectsMax: 'Maximum 3 projects allowed',
  /** Step 4 needs one complete project; the spec gives the gate but no message of its own. */
  projectsMin: 'At least one project is required',
  projectName: 'Project name is required',
  projectDescription: 'Project description must be at least 10 characters',
  projectLink: 'Invalid project URL',
  alreadyApplied: 'Application already exists',
  /** A rejected applicant who applies again too soon; the date is YYYY-MM-DD (UTC). */
  reapplyFrom: (date: string) =>
    `Your earlier application was not approved. You may apply again from ${date}.`,
  received: 'Application received',
  incompleteStep: 'Please complete all required fields',
  incompleteApplication: 'Make sure all steps are completed before submitting.',
} as const;

export const EXPERIENCE_YEARS_LABELS: Record<(typeof EXPERIENCE_YEARS)[number], string> = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-8': '5-8 years',
  '8+': '8+ years',
};

/** Empty, null or absent mean "not given", stored as null. */
const optionalPhone = z
  .union([z.literal('').transform(() => null), z.null(), phoneNumberField(VETTING_MESSAGES.phoneNumber)], {
    error: VETTING_MESSAGES.phoneNumber,
  })
  .optional()
  .transform((value) => value ?? null);

export const ZVettingProject = z.object({
  name: requiredText(VETTING_MESSAGES.projectName, 1, VETTING_LIMITS.projectNameMax),
  description: requiredText(
    VETTING_MESSAGES.projectDescription,
    LIMITS.projectDescriptionMin,
    VETTING_LIMITS.projectDescriptionMax,
  ),
  link: optionalUrl(VETTING_MESSAGES.projectLink),
});
export type TVettingProject = z.output<typeof ZVettingProject>;

/** A project row as the wizard holds it: free text, possibly still empty. */
const ZProjectRow = z.object({
  name: text().max(VETTING_LIMITS.projectNameMax).optional(),
  description: text().max(VETTING_LIMITS.projectDescriptionMax).optional(),
  link: text().max(LIMITS.urlMax).nullable().optional(),
});
type TProjectRow = z.input<typeof ZProjectRow>;

/** A row nobody has typed into; it is dropped, never refused (spec: only complete projects are sent). */
export function isBlankProject(row: TProjectRow): boolean {
  return !row.name?.trim() && !row.description?.trim() && !row.link?.trim();
}

/**
 * Up to three projects. Untouched rows are dropped; every other row must be a complete project,
 * and at least one must remain. Issues keep the row's index, so they land under the right row.
 */
const projects = z
  .array(ZProjectRow, { error: VETTING_MESSAGES.projectsMin })
  .max(MAX_VETTING_PROJECTS, VETTING_MESSAGES.projectsMax)
  .superRefine((rows, ctx) => {
    let filled = 0;
    rows.forEach((row, index) => {
      if (isBlankProject(row)) return;
      filled += 1;
      const parsed = ZVettingProject.safeParse(row);
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
      }
    });
    if (filled === 0) ctx.addIssue({ code: 'custom', message: VETTING_MESSAGES.projectsMin });
  })
  .transform((rows) => rows.filter((row) => !isBlankProject(row)).map((row) => ZVettingProject.parse(row)));

/** POST /api/developer/apply: the onboarding payload with every rule of spec 001 §5, in its order. */
export const ZVettingSubmissionInput = z.object({
  firstName: requiredText(VETTING_MESSAGES.firstName, LIMITS.vettingNameMin, VETTING_LIMITS.nameMax),
  lastName: requiredText(VETTING_MESSAGES.lastName, LIMITS.vettingNameMin, VETTING_LIMITS.nameMax),
  email: emailField(VETTING_MESSAGES.email),
  phoneNumber: optionalPhone,
  githubUrl: requiredUrl(VETTING_MESSAGES.githubUrl),
  linkedinUrl: requiredUrl(VETTING_MESSAGES.linkedinUrl),
  portfolioUrl: optionalUrl(VETTING_MESSAGES.portfolioUrl),
  // One of the twelve specializations; spec 001's five words are stored as the one each names.
  areaOfExpertise: z
    .enum(AREA_WORDS, { error: VETTING_MESSAGES.areaOfExpertise })
    .transform((area) => specializationOf(area) as Specialization),
  experienceLevel: z.enum(EXPERIENCE_YEARS, { error: VETTING_MESSAGES.experienceLevel }),
  skills: z
    .array(z.enum(VETTING_SKILLS, { error: VETTING_MESSAGES.unknownSkill }), {
      error: VETTING_MESSAGES.skills,
    })
    .min(1, VETTING_MESSAGES.skills)
    .max(VETTING_SKILLS.length, VETTING_MESSAGES.unknownSkill)
    .transform((skills) => [...new Set(skills)]),
  bio: requiredText(VETTING_MESSAGES.bio, LIMITS.vettingBioMin, VETTING_LIMITS.bioMax),
  projects,
});
export type TVettingSubmissionInput = z.input<typeof ZVettingSubmissionInput>;
export type TVettingSubmissionValues = z.output<typeof ZVettingSubmissionInput>;
export type TVettingField = keyof typeof ZVettingSubmissionInput.shape;

export const ZVettingSubmitResult = z.object({ id: z.number().int(), message: z.string() });
export type TVettingSubmitResult = z.infer<typeof ZVettingSubmitResult>;

/** The five steps (spec 001 §2) and the fields each one asks for. */
export const VETTING_STEPS = [
  { step: 1, title: 'Personal Details', fields: ['firstName', 'lastName', 'email', 'phoneNumber'] },
  { step: 2, title: 'Online Profiles', fields: ['githubUrl', 'linkedinUrl', 'portfolioUrl'] },
  {
    step: 3,
    title: 'Skills & Experience',
    fields: ['areaOfExpertise', 'experienceLevel', 'skills', 'bio'],
  },
  { step: 4, title: 'Projects', fields: ['projects'] },
  { step: 5, title: 'Final Submission', fields: [] },
] as const satisfies readonly { step: number; title: string; fields: readonly TVettingField[] }[];
export const VETTING_STEP_COUNT = VETTING_STEPS.length;
export type TVettingStep = (typeof VETTING_STEPS)[number]['step'];

/**
 * The step gates of spec 001 §5: what each step requires before Next. Step 5 requires all of them.
 * Optional fields of a step (phone, portfolio, project link) must be valid when filled.
 */
export const VETTING_STEP_GATES: Record<Exclude<TVettingStep, 5>, readonly TVettingField[]> = {
  1: ['firstName', 'lastName', 'email'],
  2: ['githubUrl', 'linkedinUrl'],
  3: ['areaOfExpertise', 'experienceLevel', 'skills', 'bio'],
  4: ['projects'],
};

export interface TVettingIssue {
  /** Dotted path of the field, e.g. `email` or `projects.1.description`. */
  path: string;
  message: string;
  step: TVettingStep;
}

const STEP_OF_FIELD = new Map<string, TVettingStep>(
  VETTING_STEPS.flatMap(({ step, fields }) => fields.map((field) => [field, step] as const)),
);

/** Every failing rule of the application, each with the step that asks for that field. */
export function vettingIssues(values: unknown): TVettingIssue[] {
  const parsed = ZVettingSubmissionInput.safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    step: STEP_OF_FIELD.get(String(issue.path[0])) ?? 5,
  }));
}

/** The issues that keep a person on `step` (step 5: every issue). */
export function vettingStepIssues(step: TVettingStep, values: unknown): TVettingIssue[] {
  const issues = vettingIssues(values);
  return step === 5 ? issues : issues.filter((issue) => issue.step === step);
}

const draftText = (max: number) => text().max(max, `Must be at most ${max} characters`).optional();

/**
 * What the wizard saves as the person goes: the same fields, each optional and only bounded in type
 * and length (the completeness rules apply at Next and at submit, not to a draft).
 */
export const ZVettingDraftValues = z.object({
  firstName: draftText(VETTING_LIMITS.nameMax),
  lastName: draftText(VETTING_LIMITS.nameMax),
  email: draftText(LIMITS.emailMax),
  phoneNumber: draftText(VETTING_LIMITS.phoneMax),
  githubUrl: draftText(LIMITS.urlMax),
  linkedinUrl: draftText(LIMITS.urlMax),
  portfolioUrl: draftText(LIMITS.urlMax),
  areaOfExpertise: draftText(VETTING_LIMITS.choiceMax),
  experienceLevel: draftText(VETTING_LIMITS.choiceMax),
  skills: z.array(text().max(VETTING_LIMITS.choiceMax)).max(VETTING_SKILLS.length).optional(),
  bio: draftText(VETTING_LIMITS.bioMax),
  projects: z
    .array(
      z.object({
        name: draftText(VETTING_LIMITS.projectNameMax),
        description: draftText(VETTING_LIMITS.projectDescriptionMax),
        link: draftText(LIMITS.urlMax),
      }),
    )
    .max(MAX_VETTING_PROJECTS, VETTING_MESSAGES.projectsMax)
    .optional(),
});
export type TVettingDraftValues = z.infer<typeof ZVettingDraftValues>;

export const ZVettingDraft = z.object({
  step: z.number().int().min(1).max(VETTING_STEP_COUNT),
  data: ZVettingDraftValues,
});
export type TVettingDraft = z.infer<typeof ZVettingDraft>;

export const ZSaveDraftResult = z.object({ savedAt: z.string().meta({ format: 'date-time' }) });
