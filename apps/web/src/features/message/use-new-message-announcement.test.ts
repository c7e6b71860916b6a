import { describe, expect, it } from 'vitest';
import { newMessageAnnouncement } from './use-new-message-announcement';

describe('the announcement of a new message', () => {
  it('names the sender and reads a short message whole', () => {
    expect(newMessageAnnouncement('Zawadi Mwangi', '  Habari!  Ready\nfor Monday? ')).toBe(
      'New message from Zawadi Mwangi: Habari! Ready for Monday?',
    );
  });

  it('reads only the first twelve words of a long one', () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    expect(newMessageAnnouncement('Priya Sharma', long)).toBe(
      'New message from Priya Sharma: one two three four five six seven eight nine ten eleven twelve…',
    );
  });
});
