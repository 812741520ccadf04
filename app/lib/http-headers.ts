// Internal request headers set by our HTTP layer (server/app.ts) for the React Router app. Any value a
// client sends for them is removed first, so they can be trusted.
export const NONCE_HEADER = "x-vp-nonce";
export const CLIENT_IP_HEADER = "x-vp-client-ip";
