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
