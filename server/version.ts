import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The version in package.json, shown by /api/v1/health and the OpenAPI document. */
export const appVersion = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).version;
