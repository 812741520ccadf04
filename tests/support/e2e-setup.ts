// e2e tests run against the server started in e2e-server.ts; nothing here connects to its database
// except through helpers that ask for it explicitly.
import { inject } from "vitest";

process.env.E2E_BASE_URL = inject("baseUrl");
