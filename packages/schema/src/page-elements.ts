// Elements the server adds to index.html for the app to read as it starts (apps/api web-assets.ts).
// A module of their own: the app's entry reads one, and must not carry the constants with it.

/**
 * The id of the element in which the server sends the signed-in user with index.html (JSON: the
 * user as auth.session answers, or null), so the app's first screen does not wait to ask.
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user';

/**
 * The id of the element in which the server names, with a signed-in index.html, the script files
 * the requested screen needs beyond the app's own (JSON: paths under the site's root), so they
 * download beside the app rather than after it has started.
 */
export const FIRST_ROUTE_FILES_ELEMENT_ID = 'first-route-files';

/**
 * The id of the element in which the server sends, with a signed-in index.html, where the user's
 * live events stood when the page was made (JSON: the user's id and `lastEventId`, the last event's
 * sequence number as text). The app's first live stream resumes from it, so every change after it
 * arrives as an event: the first screen's data, all read after the page was made, need not be
 * fetched again when the stream opens.
 */
export const LIVE_CURSOR_ELEMENT_ID = 'live-cursor';

/**
 * The id of the element in which the server sends, with a signed-in index.html, its answers to the
 * calls the requested screen makes before it shows (JSON: FirstScreenAnswer[], first-screen-calls.ts),
 * read after the live cursor: the app hands each to the first identical call instead of asking the
 * server again, one round trip less before the screen shows.
 */
export const FIRST_SCREEN_ANSWERS_ELEMENT_ID = 'first-screen-answers';

/**
 * The web build's map of the script files each screen needs beyond the app's start
 * (dist/.vite/route-files.json, written by apps/web/prerender-plugin.ts); the server names a
 * screen's files from it in `FIRST_ROUTE_FILES_ELEMENT_ID`. File paths are under the build's root.
 */
export interface RouteFilesMap {
  /** The signed-in shell's files: the root route draws every screen in it for a signed-in user. */
  signedInShell: string[];
  /** The visitors' shell's files: the root route draws every page in it for a visitor. */
  publicShell: string[];
  /** In the router's terms: `path` is a pattern ('/jobs/$id'). */
  screens: Array<{ path: string; files: string[] }>;
}
