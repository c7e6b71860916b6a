import { VETTING_SKILLS, ZVettingQuestionInput } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_VETTING_QUESTIONS } from '../src/seed/data/vetting-questions';

/** The demo's assessment bank: every skill of the list, each question one an admin could save. */
describe('the demo assessment bank', () => {
  it('has at least 5 questions for 20 skills and at least 2 for every skill', () => {
    const counts = VETTING_SKILLS.map((skill) => DEMO_VETTING_QUESTIONS[skill]?.length ?? 0);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(counts.filter((count) => count >= 5).length).toBeGreaterThanOrEqual(20);
  });

  it('holds only valid questions with different prompts', () => {
    const prompts = new Set<string>();
    for (const [skill, questions] of Object.entries(DEMO_VETTING_QUESTIONS)) {
      for (const [prompt, choices, explanation] of questions) {
        const parsed = ZVettingQuestionInput.safeParse({
          skill,
          prompt,
          choices,
          correctIndex: 0,
          explanation,
        });
        expect(parsed.success, `${skill}: ${prompt} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(prompts.has(prompt), prompt).toBe(false);
        prompts.add(prompt);
      }
    }
  });
});
