// better-auth's session lifetimes, shared by its configuration (auth.server.ts) and the one-query
// session lookup (session-row.server.ts), which must apply the same sliding-refresh rule.
/** A session lives a week from its last refresh… */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 7;
/** …and is refreshed (by better-auth) on the first request a day after the last refresh. */
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
