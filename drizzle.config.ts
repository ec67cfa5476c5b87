import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs server/db/schema.ts against drizzle/meta and writes the next SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
