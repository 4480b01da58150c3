import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, committed, and applied by the server at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
