import { describe, expect, it } from 'vitest';
import { centsToDollars, OFFER_MESSAGES, ZCreateOfferInput } from '../src';

const terms = { developerId: 7, hourlyRate: 45, weeklyHourLimit: 30, startDate: '2031-01-15' };

describe('offer money', () => {
  it('answers the stored cents as dollars, and refuses a rate with more than two decimals', () => {
    expect(centsToDollars(4550)).toBe(45.5);
    expect(ZCreateOfferInput.safeParse({ ...terms, hourlyRate: 19.99 }).success).toBe(true);
    expect(ZCreateOfferInput.safeParse({ ...terms, hourlyRate: 10.555 }).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.hourlyRate,
    );
  });
});

describe('ZCreateOfferInput', () => {
  const messageOf = (input: Record<string, unknown>) =>
    ZCreateOfferInput.safeParse(input).error?.issues[0]?.message;

  it('accepts valid terms and stores no end or message as null', () => {
    expect(ZCreateOfferInput.parse({ ...terms, endDate: '', message: '' })).toMatchObject({
      endDate: null,
      message: null,
    });
  });

  it('refuses each broken rule with its message', () => {
    expect(messageOf({ ...terms, hourlyRate: 0.5 })).toBe(OFFER_MESSAGES.hourlyRate);
    expect(messageOf({ ...terms, hourlyRate: 12.345 })).toBe(OFFER_MESSAGES.hourlyRate);
    expect(messageOf({ ...terms, weeklyHourLimit: 60.5 })).toBe(OFFER_MESSAGES.weeklyHourLimit);
    expect(messageOf({ ...terms, startDate: '2031-02-30' })).toBe(OFFER_MESSAGES.startDate);
    expect(messageOf({ ...terms, endDate: '2031-01-15' })).toBe(OFFER_MESSAGES.endBeforeStart);
    expect(messageOf({ ...terms, developerId: undefined })).toBe(OFFER_MESSAGES.recipient);
  });
});
