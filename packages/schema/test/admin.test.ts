import { describe, expect, it } from 'vitest';
import {
  auditRangeEnd,
  auditRangeStart,
  neutralizeCell,
  profileSkillsFromVetting,
  resetMessage,
  TITLE_OF_EXPERTISE,
  VETTING_STATUSES,
  vettingStatusOf,
  vettingTransitionError,
  yearsFromExperienceBand,
  ZAuditLogInput,
  ZDeveloperStatusInput,
  ZExportInput,
  ZVettingListInput,
} from '../src';

describe('the review transitions of spec 001 §4', () => {
  it('allow exactly pending → approved, pending → rejected and approved → rejected', () => {
    const allowed = VETTING_STATUSES.flatMap((from) =>
      VETTING_STATUSES.filter((to) => vettingTransitionError(from, to) === null).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→approved', 'pending→rejected', 'approved→rejected']);
  });

  it('say why the others are refused', () => {
    expect(vettingTransitionError('approved', 'pending')).toBe(
      'An approved application cannot be moved back to pending',
    );
    expect(vettingTransitionError('rejected', 'pending')).toMatch(/only all together/);
    expect(vettingTransitionError('rejected', 'approved')).toMatch(/must be moved back to pending/);
    expect(vettingTransitionError('approved', 'approved')).toBe('This application is already approved');
  });

  it('read isApproved as the spec does: null pending, true approved, false rejected', () => {
    expect([null, undefined, true, false].map(vettingStatusOf)).toEqual([
      'pending',
      'pending',
      'approved',
      'rejected',
    ]);
    expect([0, 1, 3].map(resetMessage)).toEqual([
      'There were no rejected applications to move.',
      '1 rejected application moved to pending.',
      '3 rejected applications moved to pending.',
    ]);
  });
});

describe('from an application to a profile', () => {
  it('maps the onboarding skill names to the profile catalogue and keeps the rest', () => {
    expect(
      profileSkillsFromVetting(['Spring Boot', 'REST APIs', 'Google Cloud', 'Flutter', 'React']),
    ).toEqual(['Spring', 'REST API', 'GCP', 'Flutter', 'React']);
  });

  it("takes the experience band's lower bound and a title from the area", () => {
    expect(['0-1', '1-3', '3-5', '5-8', '8+'].map(yearsFromExperienceBand)).toEqual([0, 1, 3, 5, 8]);
    expect(TITLE_OF_EXPERTISE['Frontend Development']).toBe('Frontend Developer');
  });

  it("stores spec 001's five wizard areas as the specialization each names (one list)", () => {
    const area = (areaOfExpertise: string) =>
      ZVettingListInput.parse({ expertise: areaOfExpertise }).expertise;
    expect(area('Full-Stack')).toBe('Full Stack Development');
    expect(area('Mobile Developer')).toBe('Mobile App Development');
    expect(area('UI/UX Design')).toBe('UI/UX Design');
    expect(ZVettingListInput.safeParse({ expertise: 'Designer' }).success).toBe(false);
  });
});

describe('neutralizeCell', () => {
  it('prefixes text a spreadsheet could run as a formula, and only that', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '+254 712 345678']) {
      expect(neutralizeCell(text)).toBe(`'${text}`);
    }
    for (const text of ['Amani Otieno', '+254712345678', 'a=b', '']) expect(neutralizeCell(text)).toBe(text);
  });
});

describe('admin inputs', () => {
  it('developer status takes exactly one flag', () => {
    expect(ZDeveloperStatusInput.safeParse({ developerId: '3', isApproved: true }).success).toBe(true);
    for (const body of [{ developerId: 3 }, { developerId: 3, isApproved: true, isVerified: false }]) {
      expect(ZDeveloperStatusInput.safeParse(body).error?.issues[0]?.message).toBe(
        'Send exactly one of isApproved or isVerified',
      );
    }
  });

  it('the export window is 1-365 days, 7 by default', () => {
    expect(ZExportInput.parse(undefined)).toEqual({ days: 7 });
    expect(ZExportInput.parse({ days: '30' })).toEqual({ days: 30 });
    expect(ZExportInput.safeParse({ days: 366 }).success).toBe(false);
  });

  it('"all" and empty filters mean no filter', () => {
    expect(ZVettingListInput.parse({ status: 'all', expertise: '', search: '  ' })).toEqual({ offset: 0 });
  });

  it('audit date bounds take whole days, and refuse a reversed range', () => {
    expect(auditRangeStart('2030-01-02').toISOString()).toBe('2030-01-02T00:00:00.000Z');
    expect(auditRangeEnd('2030-01-02').toISOString()).toBe('2030-01-03T00:00:00.000Z');
    expect(ZAuditLogInput.safeParse({ from: '2030-01-02', to: '2030-01-01' }).error?.issues[0]?.message).toBe(
      'The start date must not be after the end date',
    );
    expect(ZAuditLogInput.parse({ from: '', to: '2030-01-01' })).toMatchObject({
      to: '2030-01-01',
      limit: 25,
    });
  });
});
