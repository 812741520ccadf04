// Regressions found in review: ids beyond PostgreSQL's integer and non-canonical ids are "not found" (never a
// 500, never an order whose return URL cannot match it), and a notice name that is an Object.prototype
// key is ignored instead of crashing every page.
import { expect, it } from "vitest";
import { createUser } from "../support/factories";
import { login, send } from "../support/test-app";
it("out-of-range and non-canonical resource ids are not found, and ?notice=constructor is ignored", async () => {
  const s = await createUser(); const jar = await login(s.email, s.password);
  const a = await createUser({ role: "admin" }); const aj = await login(a.email, a.password);
  expect((await send("/checkout/pdf/9999999999", { jar })).status).toBe(404);
  expect((await send("/api/payment/create-order", { json: { productType: "pdf", productId: "9999999999" }, jar })).status).toBe(404);
  expect((await send("/api/payment/create-order", { json: { productType: "pdf", productId: "05" }, jar })).status).toBe(404);
  expect((await send("/admin/resources/9999999999", { jar: aj })).status).toBe(404);
  expect((await send("/admin/resources?done=published&id=9999999999", { jar: aj })).status).toBe(200);
  expect((await send("/?notice=constructor")).status).toBe(200);
  expect((await send("/?notice=__proto__")).status).toBe(200);
});
