// Internal request headers set by our HTTP layer (server/app.ts) for the React Router app. Any value a
// client sends for them is removed first, so they can be trusted.
export const NONCE_HEADER = "x-vp-nonce";
export const CLIENT_IP_HEADER = "x-vp-client-ip";

/** Set by the server (never by the client: it removes client copies) when a form's body was over
 * its route's limit and the route asked to keep its fields (server/middleware/body-limits.ts); the
 * request then carries the form's text fields only, so the action can answer with a message in the
 * form and keep what was typed. */
export const BODY_TOO_LARGE_HEADER = "x-vidyapath-body-too-large";
