import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  AUDIT_MESSAGES,
  BILLING_MESSAGES,
  JOB_INVITATION_MESSAGES,
  REJECTION_MESSAGES,
  TALENT_MESSAGES,
  type TAuditLogInput,
  type TClientBillingInput,
  type TDeveloperSearchInput,
  type TJobInvitationInput,
  type TRejectApplicationInput,
  type TSavedSearchCreateInput,
  ZAuditLogInput,
  ZClientBillingInput,
  ZDeveloperSearchInput,
  ZJobInvitationInput,
  ZRejectApplicationInput,
} from '../src';
import { blankOr, nullAsAbsent, undeclaredInput } from '../src/fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Issue 42: every request field declares a real input type; what forms send still works. */
describe('typed inputs', () => {
  it('nullAsAbsent: null reads as absent, and the schema keeps its own messages', () => {
    const note = nullAsAbsent(z.string({ error: 'Note must be text' }).max(3, 'Too long'));
    expect(note.parse(null)).toBeUndefined();
    expect(note.parse(undefined)).toBeUndefined();
    expect(messagesOf(note.safeParse(5))).toEqual(['Note must be text']);
    expect(messagesOf(note.safeParse('abcd'))).toEqual(['Too long']);
    expectTypeOf<z.input<typeof note>>().toEqualTypeOf<string | null | undefined>();
  });

  it("blankOr: the blank reads as absent; when nothing matches, the schema's message answers", () => {
    const kind = blankOr(z.literal(''), null, z.enum(['a', 'b'], { error: 'Pick a or b' }));
    expect(kind.parse('')).toBeNull();
    expect(kind.parse('a')).toBe('a');
    expect(messagesOf(kind.safeParse('c'))).toEqual(['Pick a or b']);
    expect(messagesOf(kind.safeParse(7))).toEqual(['Pick a or b']);
    expectTypeOf<z.input<typeof kind>>().toEqualTypeOf<'' | 'a' | 'b'>();
  });

  it('undeclaredInput: still read at run time, left out of the declared type', () => {
    const rate = z.union([z.number(), undeclaredInput(z.string())]);
    expect(rate.parse('12')).toBe('12');
    expectTypeOf<z.input<typeof rate>>().toEqualTypeOf<number>();
  });

  it('the request schemas declare what they take, and keep the spec messages', () => {
    expectTypeOf<TJobInvitationInput['message']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TRejectApplicationInput['note']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<NonNullable<TAuditLogInput>['targetId']>().toEqualTypeOf<number | '' | null | undefined>();
    expectTypeOf<TClientBillingInput['country']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<NonNullable<TDeveloperSearchInput>['minRate']>().toEqualTypeOf<number | null | undefined>();
    // A saved search's filters are either list's, no longer a map of unknowns.
    expectTypeOf<{ budget: '0-1000' }>().toExtend<NonNullable<TSavedSearchCreateInput['query']>>();
    expectTypeOf<{ minRate: '40' }>().not.toExtend<NonNullable<TSavedSearchCreateInput['query']>>();

    const invitation = { id: 1, developerId: 2 };
    expect(ZJobInvitationInput.parse({ ...invitation, message: null }).message).toBeNull();
    expect(messagesOf(ZJobInvitationInput.safeParse({ ...invitation, message: 5 }))).toEqual([
      JOB_INVITATION_MESSAGES.message,
    ]);
    expect(ZRejectApplicationInput.parse({ id: 1, reason: null, note: null })).toEqual({
      id: 1,
      reason: undefined,
      note: null,
    });
    expect(messagesOf(ZRejectApplicationInput.safeParse({ id: 1, note: 'x'.repeat(1001) }))).toEqual([
      REJECTION_MESSAGES.note,
    ]);
    expect(ZAuditLogInput.parse({ action: '', targetId: '', actor: null })).toMatchObject({
      action: undefined,
      targetId: undefined,
      actor: undefined,
    });
    expect(messagesOf(ZAuditLogInput.safeParse({ action: 'nope' }))).toEqual([AUDIT_MESSAGES.action]);
    expect(messagesOf(ZAuditLogInput.safeParse({ targetId: 'x' }))).toEqual(['Invalid id']);
  });

  it("still reads the forms' text: blanks of spaces, numbers' digits", () => {
    expect(ZClientBillingInput.parse({ taxNumberKind: ' ', taxNumber: '', country: ' ke ' })).toEqual({
      taxNumberKind: null,
      taxNumber: null,
      country: 'KE',
      billingAddress: null,
    });
    expect(messagesOf(ZClientBillingInput.safeParse({ taxNumberKind: 'vat', taxNumber: 'x\u0000' }))).toEqual(
      [
        'Text must not contain NUL characters or broken Unicode (unpaired surrogates)',
        BILLING_MESSAGES.taxNumber.vat,
      ],
    );
    const search = ZDeveloperSearchInput.parse({
      minRate: ' 40 ' as unknown as number,
      maxRate: '' as never,
    });
    expect(search).toMatchObject({ minRate: 40, maxRate: undefined });
    expect(messagesOf(ZDeveloperSearchInput.safeParse({ minYears: 'many' }))).toEqual([
      TALENT_MESSAGES.years,
    ]);
  });
});
