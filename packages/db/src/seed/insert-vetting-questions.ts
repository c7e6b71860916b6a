import { DEMO_VETTING_QUESTIONS } from './data/vetting-questions';
import type { SeedTrx } from './support';

/**
 * The demo's assessment bank, written by the demo admin. The data lists each question's right
 * choice first; here it moves to a place that varies from question to question, as an admin's would.
 */
export async function insertVettingQuestions(trx: SeedTrx, adminId: number): Promise<void> {
  let n = 0;
  const rows = Object.entries(DEMO_VETTING_QUESTIONS).flatMap(([skill, questions]) =>
    questions.map(([prompt, [right, ...wrong], explanation]) => {
      const correctIndex = n++ % (wrong.length + 1);
      const choices = [...wrong];
      choices.splice(correctIndex, 0, right as string);
      return { skill, prompt, choices, correctIndex, explanation: explanation ?? null, createdBy: adminId };
    }),
  );
  await trx.insertInto('vettingQuestions').values(rows).execute();
}
