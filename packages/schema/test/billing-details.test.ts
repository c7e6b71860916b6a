import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, countryName, ZClientBillingInput } from '../src/billing-details';

const parse = (input: Record<string, unknown>) =>
  ZClientBillingInput.safeParse({
    taxNumberKind: null,
    taxNumber: null,
    country: null,
    billingAddress: null,
    ...input,
  });

const messagesOf = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('billing details', () => {
  it('takes each kind of tax number in the form its authority publishes, stored without spaces or dashes', () => {
    // KRA's iTax PIN format (P051234567X: a letter, nine digits, a letter).
    expect(parse({ taxNumberKind: 'kra_pin', taxNumber: 'p051234567x' }).data?.taxNumber).toBe('P051234567X');
    // GSTN's sample GSTIN 27AAPFU0939F1ZV (state 27, PAN AAPFU0939F, entity 1, Z, check V).
    expect(parse({ taxNumberKind: 'gst', taxNumber: '27AAPFU0939F1ZV' }).success).toBe(true);
    // IRS: an EIN is nine digits written 12-3456789.
    expect(parse({ taxNumberKind: 'ein', taxNumber: '12-3456789' }).data?.taxNumber).toBe('123456789');
    // EU VIES: country prefix then the national number.
    expect(parse({ taxNumberKind: 'vat', taxNumber: 'DE 123 456 789' }).data?.taxNumber).toBe('DE123456789');
  });

  it('names the rule of the kind a number breaks', () => {
    expect(messagesOf({ taxNumberKind: 'kra_pin', taxNumber: '051234567X' })).toEqual([
      BILLING_MESSAGES.taxNumber.kra_pin,
    ]);
    expect(messagesOf({ taxNumberKind: 'gst', taxNumber: '27AAPFU0939F1Z' })).toEqual([
      BILLING_MESSAGES.taxNumber.gst,
    ]);
    expect(messagesOf({ taxNumberKind: 'ein', taxNumber: '12-345678' })).toEqual([
      BILLING_MESSAGES.taxNumber.ein,
    ]);
    expect(messagesOf({ taxNumberKind: 'vat', taxNumber: '123456789' })).toEqual([
      BILLING_MESSAGES.taxNumber.vat,
    ]);
    expect(messagesOf({ taxNumber: 'P051234567X' })).toEqual([BILLING_MESSAGES.taxNumberKind]);
    expect(messagesOf({ taxNumberKind: 'sales' })).toEqual([BILLING_MESSAGES.taxNumberKind]);
  });

  it('takes ISO 3166 country codes only, and blank clears every field', () => {
    expect(parse({ country: ' ke ' }).data?.country).toBe('KE');
    expect(countryName('IN')).toBe('India');
    expect(messagesOf({ country: 'XX' })).toEqual([BILLING_MESSAGES.country]);
    expect(messagesOf({ country: 'KEN' })).toEqual([BILLING_MESSAGES.country]);
    expect(parse({ taxNumberKind: 'vat', taxNumber: ' ', country: '', billingAddress: '' }).data).toEqual({
      taxNumberKind: null,
      taxNumber: null,
      country: null,
      billingAddress: null,
    });
    expect(messagesOf({ billingAddress: 'x'.repeat(501) })).toEqual([BILLING_MESSAGES.billingAddress]);
  });
});
