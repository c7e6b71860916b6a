import { beforeEach, describe, expect, it } from 'vitest';
import { zoneToAdopt } from './time-zone-from-browser';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the zone set from the browser at first sign-in', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
  });

  it('takes the browser’s zone while the stored one is the default UTC', () => {
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, 'Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, 'UTC')).toBeNull();
    expect(zoneToAdopt({ id: 1, timeZone: 'UTC' }, 'Mars/Olympus')).toBeNull();
  });

  it('leaves a chosen zone alone, and later a UTC the user picked themselves', () => {
    expect(zoneToAdopt({ id: 2, timeZone: 'Asia/Kolkata' }, 'Africa/Nairobi')).toBeNull();
    expect(zoneToAdopt({ id: 2, timeZone: 'UTC' }, 'Africa/Nairobi')).toBeNull();
    expect(zoneToAdopt({ id: 3, timeZone: 'UTC' }, 'Africa/Nairobi')).toBe('Africa/Nairobi');
  });
});
