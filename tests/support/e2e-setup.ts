// e2e tests run against the server started in e2e-server.ts; nothing here connects to its database
// except through helpers that ask for it explicitly.
import { afterEach, expect, inject } from "vitest";
import { takeMissingMessages } from "./browser";

process.env.E2E_BASE_URL = inject("baseUrl");

// A page that shows a message its routes did not ask for shows a raw key to the student.
afterEach(() => {
  expect(takeMissingMessages(), "messages missing from the page (add the scope to routeMessages)").toEqual([]);
});
