import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the module tables; review it, then commit.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/tables.ts',
  out: './src/db/migrations',
});
