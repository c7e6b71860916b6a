import { describe, expect, it } from 'vitest';
import { validateMessagesSearch } from './messages-search';

describe('validateMessagesSearch', () => {
  it('keeps a conversation id, as a number or as digits', () => {
    expect(validateMessagesSearch({ conversation: 12 })).toEqual({ conversation: 12 });
    expect(validateMessagesSearch({ conversation: '7' })).toEqual({ conversation: 7 });
  });

  it('drops anything that is not a positive whole id', () => {
    for (const conversation of [0, -3, 1.5, 'abc', '1e3', 2_147_483_648, null, undefined, {}]) {
      expect(validateMessagesSearch({ conversation })).toEqual({});
    }
    expect(validateMessagesSearch({})).toEqual({});
  });
});
