// Starts the real server for the end-to-end suite on a fresh embedded database; with
// E2E_SEED_FAMILIES=1, the families of e2e/support/families.ts are stored first.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_SEED_FAMILIES === '1') {
  const { seedFamilies } = await import('./e2e-seed-families');
  await seedFamilies();
}
await import('../server/main');
