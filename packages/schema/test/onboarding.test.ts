import { describe, expect, it } from 'vitest';
import {
  VETTING_STEP_GATES,
  VETTING_STEPS,
  vettingIssues,
  vettingStepIssues,
  ZVettingDraft,
  ZVettingSubmissionInput,
} from '../src';

const valid = {
  firstName: 'Ravi',
  lastName: 'Iyer',
  email: 'Ravi@Example.com',
  phoneNumber: '',
  githubUrl: 'https://github.com/ravi',
  linkedinUrl: 'https://www.linkedin.com/in/ravi',
  portfolioUrl: '',
  areaOfExpertise: 'Mobile Developer',
  experienceLevel: '8+',
  skills: ['Kotlin', 'Swift', 'Kotlin'],
  bio: 'Mobile lead in Pune shipping banking apps to millions of users on Android and iOS.',
  projects: [
    { name: '', description: '', link: '' },
    { name: 'UPI Wallet', description: 'A UPI wallet for small merchants.', link: 'https://example.com/upi' },
  ],
};

describe('ZVettingSubmissionInput (spec 001 §5)', () => {
  it('accepts an Indian mobile number as well as a Kenyan one (issue "Hardening")', () => {
    for (const phoneNumber of ['+919876543210', '+254712345678']) {
      expect(ZVettingSubmissionInput.parse({ ...valid, phoneNumber }).phoneNumber).toBe(phoneNumber);
    }
    const wrong = ZVettingSubmissionInput.safeParse({ ...valid, phoneNumber: '+915876543210' });
    expect(wrong.error?.issues[0]?.message).toBe(
      'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
    );
  });

  it('normalises a valid application: lower-cased email, nulls for empty optionals, unique skills, complete projects only', () => {
    expect(ZVettingSubmissionInput.parse(valid)).toMatchObject({
      email: 'ravi@example.com',
      phoneNumber: null,
      portfolioUrl: null,
      skills: ['Kotlin', 'Swift'],
      projects: [
        {
          name: 'UPI Wallet',
          description: 'A UPI wallet for small merchants.',
          link: 'https://example.com/upi',
        },
      ],
    });
  });

  it('refuses a half-filled project row with the row index in the path', () => {
    const issues = vettingIssues({
      ...valid,
      projects: [{ name: '', description: 'Only a description here' }],
    });
    expect(issues).toEqual([{ path: 'projects.0.name', message: 'Project name is required', step: 4 }]);
  });
});

describe('the step gates', () => {
  it('name the spec’s fields for steps 1 to 4, each asked on its own step', () => {
    expect(VETTING_STEP_GATES).toEqual({
      1: ['firstName', 'lastName', 'email'],
      2: ['githubUrl', 'linkedinUrl'],
      3: ['areaOfExpertise', 'experienceLevel', 'skills', 'bio'],
      4: ['projects'],
    });
    for (const [step, fields] of Object.entries(VETTING_STEP_GATES)) {
      const asked: readonly string[] = VETTING_STEPS[Number(step) - 1]?.fields ?? [];
      for (const field of fields) expect(asked).toContain(field);
    }
    expect(VETTING_STEPS.map((step) => step.title)).toEqual([
      'Personal Details',
      'Online Profiles',
      'Skills & Experience',
      'Projects',
      'Final Submission',
    ]);
  });

  it('keep a step to its own fields, and step 5 to all of them', () => {
    const partial = { firstName: 'Ravi', lastName: 'Iyer', email: 'ravi@example.com', phoneNumber: '123' };
    expect(vettingStepIssues(1, partial)).toEqual([
      {
        path: 'phoneNumber',
        message: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
        step: 1,
      },
    ]);
    expect(vettingStepIssues(2, partial).map((issue) => issue.path)).toEqual(['githubUrl', 'linkedinUrl']);
    expect(vettingStepIssues(5, partial).map((issue) => issue.step)).toEqual([1, 2, 2, 3, 3, 3, 3, 4]);
    expect(vettingStepIssues(5, valid)).toEqual([]);
  });
});

describe('ZVettingDraft', () => {
  it('accepts any incomplete draft and bounds only types and lengths', () => {
    expect(ZVettingDraft.safeParse({ step: 2, data: { firstName: 'R', email: 'not yet' } }).success).toBe(
      true,
    );
    expect(ZVettingDraft.safeParse({ step: 2, data: { bio: 'x'.repeat(5001) } }).success).toBe(false);
    expect(ZVettingDraft.safeParse({ step: 9, data: {} }).success).toBe(false);
  });
});
