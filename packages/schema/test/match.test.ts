import { describe, expect, it } from 'vitest';
import {
  isStrongMatch,
  matchSummary,
  STRONG_MATCH_SCORE,
  STRONG_MATCH_SKILLS,
  scoreMatch,
  skillKey,
  skillKeys,
  type TMatchDeveloper,
  type TMatchJob,
  utcOffsetMinutes,
  workingDayOverlapHours,
} from '../src/match';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-01T12:00:00Z');

describe('skillKey', () => {
  it('gives near-equivalent spellings one key and keeps different skills apart', () => {
    expect(['React', 'React.js', 'reactjs', ' REACT JS '].map(skillKey)).toEqual([
      'react',
      'react',
      'react',
      'react',
    ]);
    expect(['Node.js', 'Node', 'NodeJS', 'node-js'].map(skillKey)).toEqual(['node', 'node', 'node', 'node']);
    expect(skillKey('React Native')).toBe('reactnative');
    expect(skillKey('JS')).toBe('javascript');
    expect(skillKey('Postgres')).toBe('postgresql');
    expect(skillKey('Golang')).toBe('go');
    expect(skillKey('K8s')).toBe('kubernetes');
    expect(skillKey('Vue.js')).toBe('vue');
    expect(skillKey('C#')).toBe('c#');
  });

  it('stores distinct, sorted keys without blanks', () => {
    expect(skillKeys(['Node.js', 'react', 'Node', ' ', 'React.js', 'AWS'])).toEqual(['aws', 'node', 'react']);
  });
});

describe('time zones', () => {
  it('reads UTC offsets at the instant, daylight saving included', () => {
    expect(utcOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(utcOffsetMinutes('Africa/Nairobi', SUMMER)).toBe(180);
    expect(utcOffsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(utcOffsetMinutes('UTC', SUMMER)).toBe(0);
    expect(utcOffsetMinutes('Not/AZone', SUMMER)).toBe(0);
  });

  it('overlaps two 9-to-5 days, across midnight too', () => {
    // Nairobi 06:00-14:00 UTC, Kolkata 03:30-11:30 UTC: 5.5 h.
    expect(workingDayOverlapHours(180, 330)).toBe(5.5);
    // New York (EDT) 13:00-21:00 UTC, Kolkata 03:30-11:30 UTC: none.
    expect(workingDayOverlapHours(-240, 330)).toBe(0);
    // Auckland (NZDT, +13) 20:00-04:00 UTC the day before, Honolulu (-10) 19:00-03:00 UTC: 7 h.
    expect(workingDayOverlapHours(780, -600)).toBe(7);
    expect(workingDayOverlapHours(0, 0)).toBe(8);
  });
});

describe('scoreMatch, hand-worked', () => {
  it('a strong match: 4 of 5 skills, rate in budget, Expert, full-time, 5 h overlap, verified → 91', () => {
    const job: TMatchJob = {
      requiredSkills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'GraphQL'],
      budgetType: 'hourly',
      minBudget: 40,
      maxBudget: 60,
      experienceLevel: 'Expert',
      projectType: 'full-time',
      clientTimeZone: 'Europe/London',
    };
    const developer: TMatchDeveloper = {
      skills: ['React.js', 'Node', 'TypeScript', 'Postgres', 'Docker'],
      hourlyRate: 45,
      yearsOfExperience: 6,
      availability: 'full-time',
      timeZone: 'Africa/Nairobi',
      isVerified: true,
      profileCompletion: 90,
      completedContracts: 2,
      averageRating: 4.8,
    };
    const match = scoreMatch(job, developer, { at: WINTER, viewer: 'client' });
    // skills 4/5 = 80; rate, experience, availability, overlap (5 h ≥ 4 h) 100;
    // vetting .4 + .3×.9 + .15×2/3 + .15×4.8/5 = .914 → 91.
    // (40×80 + 15×100 + 15×100 + 10×100 + 10×100 + 10×91) / 100 = 91.1 → 91.
    expect(match.reasons.map((reason) => [reason.factor, reason.score, reason.weight])).toEqual([
      ['skills', 80, 40],
      ['rate', 100, 15],
      ['experience', 100, 15],
      ['availability', 100, 10],
      ['timeZone', 100, 10],
      ['vetting', 91, 10],
    ]);
    expect(match.score).toBe(91);
    expect(matchSummary(match)).toBe(
      'Has 4 of 5 required skills (missing GraphQL) · $45/hr within $40-60 · 6 years, Expert · ' +
        'Available full-time, as the job needs · 5 h overlap with your working day · ' +
        'Verified, profile 90% complete, 2 completed contracts, rated 4.8',
    );
  });

  it('a weak match: half the skills, 20% over budget, too junior, part-time for a contract, no overlap → 43', () => {
    const job: TMatchJob = {
      requiredSkills: ['Kotlin', 'Android'],
      budgetType: 'hourly',
      minBudget: 30,
      maxBudget: 50,
      experienceLevel: 'Intermediate',
      projectType: 'contract',
      clientTimeZone: 'America/New_York',
    };
    const developer: TMatchDeveloper = {
      skills: ['kotlin', 'Java'],
      hourlyRate: 60,
      yearsOfExperience: 1,
      availability: 'part-time',
      timeZone: 'Asia/Kolkata',
      isVerified: false,
      profileCompletion: 50,
      completedContracts: 0,
      averageRating: null,
    };
    const match = scoreMatch(job, developer, { at: SUMMER, viewer: 'developer' });
    // skills 1/2 = 50; rate 20% over → 1 − 2×.2 = 60; 1 of the 2 years Intermediate starts at → 50;
    // part-time for a contract 50; no overlap 0; vetting .3×.5 = 15.
    // (40×50 + 15×60 + 15×50 + 10×50 + 0 + 10×15) / 100 = 43.
    expect(match.reasons.map((reason) => reason.score)).toEqual([50, 60, 50, 50, 0, 15]);
    expect(match.score).toBe(43);
    expect(match.reasons.map((reason) => reason.text)).toEqual([
      'Has 1 of 2 required skills (missing Android)',
      '$60/hr, above $30-50 by 20%',
      '1 year, below Intermediate (2-5 years)',
      'Available part-time; the job is a contract',
      "No overlap with the client's working day",
      'Not verified yet, profile 50% complete',
    ]);
  });

  it('leaves out what the job does not ask about and reweights the rest', () => {
    const job: TMatchJob = {
      requiredSkills: [],
      budgetType: 'fixed',
      minBudget: 5000,
      maxBudget: 5000,
      experienceLevel: null,
      projectType: 'full-time',
      clientTimeZone: 'Africa/Nairobi',
    };
    const developer: TMatchDeveloper = {
      skills: [],
      hourlyRate: null,
      yearsOfExperience: null,
      availability: 'contract',
      timeZone: 'Africa/Nairobi',
      isVerified: true,
      profileCompletion: 100,
      completedContracts: 5,
      averageRating: 5,
    };
    const match = scoreMatch(job, developer, { at: SUMMER, viewer: 'client' });
    // availability 50 (contract for full-time), overlap 8 h → 100, vetting 100: (10×50 + 10×100 + 10×100) / 30 = 83.3.
    expect(match.reasons.map((reason) => reason.factor)).toEqual(['availability', 'timeZone', 'vetting']);
    expect(match.score).toBe(83);
  });

  it('counts missing profile facts as no match, and says so', () => {
    const job: TMatchJob = {
      requiredSkills: ['Python', 'Django', 'AWS', 'Docker', 'Redis'],
      budgetType: 'hourly',
      minBudget: 20,
      maxBudget: 35.5,
      experienceLevel: 'Entry Level',
      projectType: 'part-time',
      clientTimeZone: 'Asia/Kolkata',
    };
    const developer: TMatchDeveloper = {
      skills: ['Python'],
      hourlyRate: null,
      yearsOfExperience: 8,
      availability: null,
      timeZone: 'Asia/Kolkata',
      isVerified: false,
      profileCompletion: 0,
      completedContracts: 0,
      averageRating: null,
    };
    const match = scoreMatch(job, developer, { at: WINTER, viewer: 'client' });
    expect(match.reasons.map((reason) => reason.text)).toEqual([
      'Has 1 of 5 required skills (missing Django, AWS, Docker and 1 more)',
      'No hourly rate on the profile',
      '8 years, above Entry Level (0-2 years)',
      'No availability on the profile',
      '8 h overlap with your working day',
      'Not verified yet, profile 0% complete',
    ]);
    // (40×20 + 0 + 15×80 + 0 + 10×100 + 0) / 100 = 30.
    expect(match.score).toBe(30);
  });

  it('is the same score whichever side asks (only the wording changes)', () => {
    const job: TMatchJob = {
      requiredSkills: ['Go'],
      budgetType: 'hourly',
      minBudget: 50,
      maxBudget: 80,
      experienceLevel: 'Intermediate',
      projectType: 'part-time',
      clientTimeZone: 'Europe/Berlin',
    };
    const developer: TMatchDeveloper = {
      skills: ['Golang'],
      hourlyRate: 100,
      yearsOfExperience: 3,
      availability: 'full-time',
      timeZone: 'Asia/Kolkata',
      isVerified: true,
      profileCompletion: 70,
      completedContracts: 1,
      averageRating: 4,
    };
    const forClient = scoreMatch(job, developer, { at: SUMMER, viewer: 'client' });
    const forDeveloper = scoreMatch(job, developer, { at: SUMMER, viewer: 'developer' });
    expect(forClient.score).toBe(forDeveloper.score);
    expect(forClient.reasons[1]?.text).toBe('$100/hr, above $50-80 by 25%');
    expect(forClient.reasons[1]?.score).toBe(50);
    expect(forClient.reasons[4]?.text).toBe('4.5 h overlap with your working day');
    expect(forDeveloper.reasons[4]?.text).toBe("4.5 h overlap with the client's working day");
  });
});

describe('isStrongMatch, hand-worked (docs/matching.md, "Strong matches")', () => {
  /** Four required skills, $40-60/hr, Intermediate, a contract, in Nairobi. */
  const job: TMatchJob = {
    requiredSkills: ['React', 'Node.js', 'PostgreSQL', 'GraphQL'],
    budgetType: 'hourly',
    minBudget: 40,
    maxBudget: 60,
    experienceLevel: 'Intermediate',
    projectType: 'contract',
    clientTimeZone: 'Africa/Nairobi',
  };
  /** Everything but the skills at full marks: rate, level, availability, overlap, and vetting 100. */
  const perfectBut = (skills: string[]): TMatchDeveloper => ({
    skills,
    hourlyRate: 50,
    yearsOfExperience: 3,
    availability: 'contract',
    timeZone: 'Africa/Nairobi',
    isVerified: true,
    profileCompletion: 100,
    completedContracts: 3,
    averageRating: 5,
  });
  const match = (developer: TMatchDeveloper, brief: TMatchJob = job) =>
    scoreMatch(brief, developer, { at: WINTER, viewer: 'client' });

  it('sets the thresholds the documentation works with', () => {
    expect([STRONG_MATCH_SCORE, STRONG_MATCH_SKILLS]).toEqual([70, 60]);
  });

  it('never calls one of four skills strong, even when everything else is perfect (40×25 + 60×100 = 70)', () => {
    const oneOfFour = match(perfectBut(['React']));
    expect(oneOfFour.score).toBe(70);
    expect(isStrongMatch(oneOfFour)).toBe(false);
  });

  it('never calls half the skills strong either (40×50 + 6000 = 80)', () => {
    const twoOfFour = match(perfectBut(['React', 'Node']));
    expect(twoOfFour.score).toBe(80);
    expect(isStrongMatch(twoOfFour)).toBe(false);
  });

  it('calls three of four skills with the rest in place strong (40×75 + 6000 = 90)', () => {
    const threeOfFour = match(perfectBut(['React', 'Node', 'Postgres']));
    expect(threeOfFour.score).toBe(90);
    expect(isStrongMatch(threeOfFour)).toBe(true);
  });

  it('needs the total too: every skill but an empty profile is 50 (4000 + 10×100 overlap)', () => {
    const empty: TMatchDeveloper = {
      ...perfectBut(['React', 'Node', 'Postgres', 'GraphQL']),
      hourlyRate: null,
      yearsOfExperience: null,
      availability: null,
      isVerified: false,
      profileCompletion: 0,
      completedContracts: 0,
      averageRating: null,
    };
    const allSkills = match(empty);
    expect(allSkills.reasons[0]?.score).toBe(100);
    expect(allSkills.score).toBe(50);
    expect(isStrongMatch(allSkills)).toBe(false);
  });

  it('reads only the total when the job lists no skills', () => {
    const open = match(perfectBut([]), { ...job, requiredSkills: [] });
    expect(open.reasons.map((reason) => reason.factor)).not.toContain('skills');
    expect(open.score).toBe(100);
    expect(isStrongMatch(open)).toBe(true);
  });
});
