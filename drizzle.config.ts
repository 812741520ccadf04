import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from db/schema.ts; the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
