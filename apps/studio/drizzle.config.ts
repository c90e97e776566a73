import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace apps/studio` writes a new SQL migration from the studio's
// tables (src/db/schema.ts); review it, then commit.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
