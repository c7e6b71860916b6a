import { randomInt } from 'node:crypto';
import type { DrawnItem } from '@talanta/db';
import { allocateQuestions, VETTING_AREA_SKILLS, VETTING_SKILLS } from '@talanta/schema';

interface PoolQuestion {
  id: number;
  skill: string;
  prompt: string;
  choices: string[];
  correctIndex: number;
}

/** A copy in random order (Fisher-Yates with the crypto generator). */
export function shuffled<T>(items: ReadonlyArray<T>): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The skills a draw takes from: the claimed ones (of the list), then the rest of the area's. */
export function drawSkills(submission: { skills: string[]; areaOfExpertise: string }) {
  const known = new Set<string>(VETTING_SKILLS);
  const claimed = [...new Set(submission.skills.filter((skill) => known.has(skill)))];
  const area = VETTING_AREA_SKILLS[submission.areaOfExpertise as keyof typeof VETTING_AREA_SKILLS] ?? [];
  return { claimed, area: area.filter((skill) => !claimed.includes(skill)) };
}

/**
 * Draws up to `total` questions: an equal share of each claimed skill (at least two each when
 * `total` and the bank allow), a short skill's share going to the others; if the claimed skills'
 * bank is still short, the rest from the area's other skills. Questions in random order, each one's
 * choices shuffled, with the right answer's index mapped to the new order.
 */
export function drawAssessment(
  pool: ReadonlyArray<PoolQuestion>,
  skills: { claimed: string[]; area: string[] },
  total: number,
): DrawnItem[] {
  const bySkill = new Map<string, PoolQuestion[]>();
  for (const question of shuffled(pool)) {
    bySkill.set(question.skill, [...(bySkill.get(question.skill) ?? []), question]);
  }
  const available = (list: string[]) =>
    shuffled(list).map((skill) => ({ skill, count: bySkill.get(skill)?.length ?? 0 }));
  const first = allocateQuestions(available(skills.claimed), total);
  const used = [...first.values()].reduce((sum, count) => sum + count, 0);
  const rest = allocateQuestions(available(skills.area), total - used);
  const drawn = [...first, ...rest].flatMap(([skill, count]) => (bySkill.get(skill) ?? []).slice(0, count));
  return shuffled(drawn).map((question) => {
    const order = shuffled(question.choices.map((_choice, index) => index));
    return {
      questionId: question.id,
      prompt: question.prompt,
      choices: order.map((index) => question.choices[index] as string),
      correctIndex: order.indexOf(question.correctIndex),
    };
  });
}
