import { OFFER_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { checkOfferDraft, emptyOfferDraft, todayIn } from './offer-draft';

const ZONE = 'Africa/Nairobi';
const recipient = { applicationId: 7 };

describe('checkOfferDraft', () => {
  it('turns a valid draft into the create input', () => {
    const draft = { ...emptyOfferDraft(ZONE), hourlyRate: '45.50', weeklyHourLimit: '20' };
    expect(checkOfferDraft(draft, recipient, ZONE)).toEqual({
      input: {
        applicationId: 7,
        hourlyRate: 45.5,
        weeklyHourLimit: 20,
        startDate: todayIn(ZONE),
        endDate: '',
        message: '',
        trialDays: 14,
      },
    });
  });

  it("names each broken rule under its field with the schema's message", () => {
    const draft = {
      ...emptyOfferDraft(ZONE),
      hourlyRate: '10.555',
      weeklyHourLimit: '61',
      startDate: '2000-01-01',
      endDate: '1999-01-01',
      trialDays: '15',
    };
    expect(checkOfferDraft(draft, recipient, ZONE)).toEqual({
      errors: {
        hourlyRate: OFFER_MESSAGES.hourlyRate,
        weeklyHourLimit: OFFER_MESSAGES.weeklyHourLimit,
        startDate: OFFER_MESSAGES.startDatePast,
        endDate: OFFER_MESSAGES.endBeforeStart,
        trialDays: OFFER_MESSAGES.trialDays,
      },
    });
  });

  it('refuses a blank rate rather than reading it as zero', () => {
    const draft = { ...emptyOfferDraft(ZONE), weeklyHourLimit: '10' };
    expect(checkOfferDraft(draft, recipient, ZONE)).toEqual({
      errors: { hourlyRate: OFFER_MESSAGES.hourlyRate },
    });
  });
});
