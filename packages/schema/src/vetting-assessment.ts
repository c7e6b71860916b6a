import { z } from 'zod';
import { text, ZId } from './fields';
import { type Specialization, VETTING_SKILLS } from './profile-options';
import { ADMIN_LIMITS, ADMIN_MESSAGES, pageLimit, pageOffset, searchText } from './vetting-review';

/**
 * The vetting assessment (issue 38): a bank of multiple-choice questions admins keep per skill,
 * and the applicant's timed test drawn from the skills they claimed. Only admins ever read a
 * question's right answer (`correctIndex`) or explanation; the applicant gets `ZPublicQuestion`.
 */

export const VETTING_ASSESSMENT_LIMITS = {
  choicesMin: 2,
  choicesMax: 6,
  promptMax: 2000,
  choiceMax: 500,
  explanationMax: 2000,
  /** Below this many questions for the applicant's skills and area, no attempt starts. */
  minQuestions: 10,
  /** A claimed skill gets at least this many questions when the bank holds them. */
  perSkillMin: 2,
  answersMax: 100,
} as const;

export const VETTING_ASSESSMENT_MESSAGES = {
  skill: 'Choose a skill from the list',
  prompt: 'Write the question (at most 2000 characters)',
  choices: 'Between 2 and 6 choices',
  choice: 'Each choice needs text (at most 500 characters)',
  choicesDiffer: 'Choices must differ',
  correctIndex: 'The right answer must be one of the choices',
  explanation: 'The explanation must be at most 2000 characters',
  questionNotFound: 'Question not found',
  questionDeleted: 'Question deleted',
  attemptNotFound: 'Assessment not found',
  screening: 'Your application is still being screened',
  decided: 'This application is already decided',
  stageDone: 'The assessment stage of your application is already decided',
  stageSkipped: 'Your application does not need the assessment',
  taken: 'You have already taken the assessment',
  bankShort: 'The assessment for your skills is not ready yet. Please try again later',
  timeOver: 'The time for this assessment is over',
  submitted: 'This assessment was already submitted',
  unknownQuestion: 'An answer is for a question not in this assessment',
  answeredTwice: 'Each question is answered once',
  choiceIndex: 'The answer must be one of the question’s choices',
  answers: 'At most 100 answers',
} as const;

const M = VETTING_ASSESSMENT_MESSAGES;
const L = VETTING_ASSESSMENT_LIMITS;
const dateTime = z.string().meta({ format: 'date-time' });

export const ZVettingSkill = z.enum(VETTING_SKILLS, { error: M.skill });

const questionFields = {
  skill: ZVettingSkill,
  prompt: text(M.prompt).trim().min(1, M.prompt).max(L.promptMax, M.prompt),
  choices: z
    .array(text(M.choice).trim().min(1, M.choice).max(L.choiceMax, M.choice), { error: M.choices })
    .min(L.choicesMin, M.choices)
    .max(L.choicesMax, M.choices)
    .refine(
      (choices) => new Set(choices.map((choice) => choice.toLowerCase())).size === choices.length,
      M.choicesDiffer,
    ),
  correctIndex: z.number({ error: M.correctIndex }).int(M.correctIndex).min(0, M.correctIndex),
  explanation: text(M.explanation)
    .trim()
    .max(L.explanationMax, M.explanation)
    .nullable()
    .optional()
    .transform((value) => value || null),
};

const rightAnswerAmongChoices = {
  check: (question: { choices: string[]; correctIndex: number }) =>
    question.correctIndex < question.choices.length,
  params: { message: M.correctIndex, path: ['correctIndex'] },
};

/** A question as admins write it. */
export const ZVettingQuestionInput = z
  .object(questionFields)
  .strict()
  .refine(rightAnswerAmongChoices.check, rightAnswerAmongChoices.params);
export type TVettingQuestionInput = z.input<typeof ZVettingQuestionInput>;

/** PUT: the question with its id; every field is replaced. */
export const ZVettingQuestionUpdateInput = z
  .object({ id: ZId, ...questionFields })
  .strict()
  .refine(rightAnswerAmongChoices.check, rightAnswerAmongChoices.params);
export type TVettingQuestionUpdateInput = z.output<typeof ZVettingQuestionUpdateInput>;

/** A question as admins read it, right answer included. */
export const ZVettingQuestion = z.object({
  id: z.number().int(),
  skill: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()),
  correctIndex: z.number().int(),
  explanation: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type TVettingQuestion = z.infer<typeof ZVettingQuestion>;

/**
 * A question as the applicant reads it: built with `.pick`, never `.omit`, so a field added to the
 * admin's question can never reach an applicant by accident.
 */
export const ZPublicQuestion = ZVettingQuestion.pick({ id: true, prompt: true, choices: true });
export type TPublicQuestion = z.infer<typeof ZPublicQuestion>;

export const ZVettingQuestionListInput = z
  .object({
    skill: ZVettingSkill.optional(),
    search: searchText(ADMIN_LIMITS.searchMax, ADMIN_MESSAGES.search),
    limit: pageLimit(ADMIN_LIMITS.pageMax, ADMIN_MESSAGES.limit).optional(),
    offset: pageOffset(ADMIN_LIMITS.offsetMax, ADMIN_MESSAGES.offset),
  })
  .prefault({});
export type TVettingQuestionListFilters = z.output<typeof ZVettingQuestionListInput>;

export const ZVettingQuestionList = z.object({
  questions: z.array(ZVettingQuestion),
  /** How many match the skill and search. */
  total: z.number().int(),
  /** The bank's questions (not archived) for every skill of the list, in the list's order. */
  counts: z.array(z.object({ skill: z.string(), count: z.number().int() })),
});
export type TVettingQuestionList = z.infer<typeof ZVettingQuestionList>;

/** POST /api/vetting/assessment/start. */
export const ZAssessmentStart = z.object({
  attemptId: z.number().int(),
  expiresAt: dateTime,
  questions: z.array(ZPublicQuestion),
});
export type TAssessmentStart = z.infer<typeof ZAssessmentStart>;

export const ZAssessmentAnswer = z
  .object({
    questionId: ZId,
    choiceIndex: z
      .number({ error: M.choiceIndex })
      .int(M.choiceIndex)
      .min(0, M.choiceIndex)
      .max(L.choicesMax - 1, M.choiceIndex),
  })
  .strict();

/** POST /api/vetting/assessment/{attemptId}/submit: unanswered questions count as wrong. */
export const ZAssessmentSubmitInput = z
  .object({
    attemptId: ZId,
    answers: z.array(ZAssessmentAnswer, { error: 'Answers must be a list' }).max(L.answersMax, M.answers),
  })
  .strict();
export type TAssessmentSubmitInput = z.infer<typeof ZAssessmentSubmitInput>;

export const ZAssessmentResult = z.object({
  /** The share of questions answered right, 0-100, rounded to a whole number. */
  score: z.number().int(),
  passed: z.boolean(),
});
export type TAssessmentResult = z.infer<typeof ZAssessmentResult>;

const DEVOPS = ['Docker', 'Kubernetes', 'AWS', 'Google Cloud', 'Azure', 'Git'] as const;
const FRONTEND = ['JavaScript', 'TypeScript', 'React', 'Vue.js', 'Angular'] as const;
const BACKEND = [
  'Node.js',
  'Python',
  'Django',
  'Flask',
  'Java',
  'Spring Boot',
  'C#',
  '.NET',
  'PHP',
  'Laravel',
  'Ruby',
  'Ruby on Rails',
  'Go',
  'Rust',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'GraphQL',
  'REST APIs',
] as const;

/** The skills of each area of expertise: a short bank for the claimed skills is filled from these. */
export const VETTING_AREA_SKILLS: Record<Specialization, ReadonlyArray<(typeof VETTING_SKILLS)[number]>> = {
  'Frontend Development': FRONTEND,
  'Backend Development': BACKEND,
  'Full Stack Development': [...FRONTEND, ...BACKEND],
  'Mobile App Development': ['Kotlin', 'Swift', 'Flutter', 'React Native'],
  'DevOps & Cloud': DEVOPS,
  'Data Science & Analytics': ['Python', 'PostgreSQL', 'MySQL', 'MongoDB'],
  'UI/UX Design': FRONTEND,
  'Machine Learning & AI': ['Python', 'PostgreSQL', 'Docker'],
  'Blockchain Development': ['JavaScript', 'TypeScript', 'Go', 'Rust', 'Node.js'],
  'Game Development': ['C#', '.NET', 'JavaScript'],
  'Quality Assurance (QA)': ['JavaScript', 'TypeScript', 'Python', 'Java', 'Git'],
  'Product Management': ['REST APIs', 'Git', 'PostgreSQL'],
};

/**
 * How many questions each skill gets: one at a time round the skills (so each gets an equal
 * share, at least two when `total` allows), never more than the bank holds for it; a skill
 * short of questions leaves its share to the others. The claimed skills first, then the area's.
 */
export function allocateQuestions(
  available: ReadonlyArray<{ skill: string; count: number }>,
  total: number,
): Map<string, number> {
  const taken = new Map<string, number>();
  let left = total;
  let progressed = true;
  while (left > 0 && progressed) {
    progressed = false;
    for (const { skill, count } of available) {
      if (left === 0) break;
      const now = taken.get(skill) ?? 0;
      if (now < count) {
        taken.set(skill, now + 1);
        left -= 1;
        progressed = true;
      }
    }
  }
  return taken;
}
