import { ZVettingQuestion } from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const QUESTION_EXAMPLE = {
  skill: 'PostgreSQL',
  prompt: 'Which index type does PostgreSQL create by default with CREATE INDEX?',
  choices: ['B-tree', 'Hash', 'GIN', 'BRIN'],
  correctIndex: 0,
  explanation: 'Without USING, CREATE INDEX builds a B-tree.',
};

/** The vetting assessment (issue 38): the admins' question bank and the applicant's timed test. */
export const vettingAssessmentRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/admin/vetting-questions',
    procedure: 'vetting.questionList',
    tag: 'Vetting',
    summary:
      'The assessment question bank (admins only; the one place right answers are read), newest first. Optional: `skill`, `search` (prompt and choices), `limit`/`offset`. The body is the array; X-Total-Count carries the number of matches and X-Skill-Counts the questions per skill as JSON',
    headers: [...PAGE_HEADERS, 'X-Skill-Counts'],
    send: (list, reply) => {
      reply.header(
        'X-Skill-Counts',
        JSON.stringify(Object.fromEntries(list.counts.map((c) => [c.skill, c.count]))),
      );
      return sendPage(list.questions, list.total, reply);
    },
    response: z.array(ZVettingQuestion),
  }),
  {
    method: 'POST',
    path: '/admin/vetting-questions',
    procedure: 'vetting.questionCreate',
    status: 201,
    tag: 'Vetting',
    summary:
      'Add a question to the bank: `skill` (from the vetting skills list), `prompt`, 2 to 6 different `choices`, `correctIndex` (the right choice, from 0) and an optional `explanation`',
    example: QUESTION_EXAMPLE,
  },
  {
    method: 'PUT',
    path: '/admin/vetting-questions/:id',
    procedure: 'vetting.questionUpdate',
    tag: 'Vetting',
    summary:
      'Replace a question of the bank (every field); assessments already started keep the question as they drew it. 404 for an unknown or deleted one',
    example: QUESTION_EXAMPLE,
  },
  {
    method: 'DELETE',
    path: '/admin/vetting-questions/:id',
    procedure: 'vetting.questionRemove',
    tag: 'Vetting',
    summary:
      'Delete a question: it leaves the bank and every future draw (archived, so past assessments keep it). 404 for an unknown or deleted one',
  },
  {
    method: 'POST',
    path: '/vetting/assessment/start',
    procedure: 'vetting.assessmentStart',
    status: 201,
    tag: 'Vetting',
    summary:
      "Start the signed-in applicant's timed assessment once their application passed screening: `{ attemptId, expiresAt, questions: [{ id, prompt, choices }] }`, drawn from the skills they claimed (VETTING_QUESTIONS, VETTING_MINUTES). Starting again while it is open answers the same attempt; one attempt per application round (409 after it was submitted or its time ran out)",
  },
  {
    method: 'POST',
    path: '/vetting/assessment/:attemptId/submit',
    procedure: 'vetting.assessmentSubmit',
    tag: 'Vetting',
    summary:
      'Submit the answers `[{ questionId, choiceIndex }]` of your own assessment (unanswered questions count as wrong); graded on the server → `{ score, passed }` (score 0-100, pass mark VETTING_PASS_PERCENT). 409 once submitted or after `expiresAt`; 404 for an attempt that is not yours',
    example: { answers: [{ questionId: 12, choiceIndex: 2 }] },
  },
];
