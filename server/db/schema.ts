/**
 * The database schema, one file per domain. After changing a table, run `npm run db:generate` and commit
 * the SQL it writes to `drizzle/`: the server applies those files at start, on PGlite and PostgreSQL alike.
 */
export * from './account-tables';
export * from './story-tables';
export * from './child-tables';
export * from './progress-tables';
