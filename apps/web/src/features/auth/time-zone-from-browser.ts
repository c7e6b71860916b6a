import { DEFAULT_TIME_ZONE, isTimeZone, type TUser } from '@talanta/schema';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Per user and browser: the zone was set from this browser once (or the user had one already). */
const storageKey = (userId: number) => `talanta.timeZoneFromBrowser.${userId}`;

function wasDone(userId: number): boolean {
  try {
    return localStorage.getItem(storageKey(userId)) !== null;
  } catch {
    return true; // No storage (private mode): never guess, or the zone would be reset each sign-in.
  }
}

function markDone(userId: number): void {
  try {
    localStorage.setItem(storageKey(userId), 'done');
  } catch {
    // Nothing to remember it in; wasDone answers true there anyway.
  }
}

/**
 * The zone to store for a user just signed in, or null to leave theirs alone: only while it is
 * still the default UTC, the browser says otherwise, and this browser has not done it before (so
 * someone who later picks UTC themselves keeps it).
 */
export function zoneToAdopt(user: Pick<TUser, 'id' | 'timeZone'>, browserZone: string): string | null {
  if (wasDone(user.id)) return null;
  if (user.timeZone !== DEFAULT_TIME_ZONE) {
    markDone(user.id);
    return null;
  }
  if (browserZone === DEFAULT_TIME_ZONE || !isTimeZone(browserZone)) return null;
  return browserZone;
}

/**
 * Sets the signed-in user's zone from the browser once, silently, so a zone picked later in Account
 * Settings (UTC included) is kept: saved through the account update with the other fields
 * unchanged. A failure is tried again at the next sign-in; the screen never waits for it.
 */
export async function adoptBrowserTimeZone(
  user: TUser,
  save: (input: { firstName: string; lastName: string; email: string; timeZone: string }) => Promise<TUser>,
): Promise<TUser | null> {
  const zone = zoneToAdopt(user, browserTimeZone());
  if (!zone) return null;
  try {
    const saved = await save({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      timeZone: zone,
    });
    markDone(user.id);
    return saved;
  } catch {
    return null;
  }
}
