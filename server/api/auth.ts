import { Hono } from "hono";
import { auth } from "../../app/features/accounts/auth.server";
import { withInternalHeaders } from "../middleware/request-context";

// Only the OAuth callback of better-auth is reachable over HTTP. Sign-in, sign-up, sign-out and
// password reset go through our own routes (app/routes/auth), which add the per-account limits and
// the password policy; exposing better-auth's endpoints would let a client go around them.
export const authApi = new Hono().get("/api/auth/callback/:provider", (c) => auth().handler(withInternalHeaders(c)));
