// POST /api/counseling — the spec's booking call: JSON `{ name, phone, email, message }` (plus an
// optional `slotId`), always answered with JSON: 201 `{ id, status }`; 401 anonymous; 400 with field
// errors; 409 when the student's free session is pending or used (or the slot is gone); 429 over the
// shared budget (Retry-After). The same-origin check of server/app.ts applies, as to every POST. The
// form on /counseling calls the same use case (features/counseling/booking.server.ts).
import { Hono } from "hono";
import { requireApiUser } from "../../app/features/accounts/session.server";
import { bookSession } from "../../app/features/counseling/booking.server";
import { bookingJson } from "../../app/features/counseling/schemas";
import { apiInvalid } from "../../app/lib/errors/http-errors.server";
import { parseJson } from "../../app/lib/forms/parse-input.server";
import { localeFromRequest } from "../../app/lib/i18n/locales";

export const counselingApi = new Hono().post("/api/counseling", async (c) => {
  const user = await requireApiUser(c.req.raw);
  const parsed = await parseJson(c.req.raw, bookingJson);
  if (!parsed.ok) return apiInvalid(parsed, localeFromRequest(c.req.raw), "counseling.api.invalid");
  // A refusal (409, 429) is a DomainError, answered as JSON by server/app.ts's onError.
  const booked = await bookSession(user.id, parsed.data);
  return c.json({ id: booked.id, status: booked.status }, 201, { "Cache-Control": "no-store" });
});
