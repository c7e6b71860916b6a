import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, OFFER_MESSAGES, ZCreateOfferInput } from '../src';

const terms = { developerId: 7, hourlyRate: 45, weeklyHourLimit: 30, startDate: '2031-01-15' };

describe('offer money', () => {
  it('turns dollars with at most two decimals into integer cents, and back', () => {
    expect(dollarsToCents(45)).toBe(4500);
    expect(dollarsToCents(45.5)).toBe(4550);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(10.555)).toBeUndefined();
    expect(centsToDollars(4550)).toBe(45.5);
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
