// Starts the real server for the end-to-end suite on a fresh embedded database; with
// E2E_SEED_FAMILIES=1, the families of e2e/support/families.ts are stored first (or, with a
// comma-separated list of their keys, only those: a server of its own for one test starts sooner).
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
const seed = process.env.E2E_SEED_FAMILIES;
if (seed && seed !== '0') {
  const { seedFamilies } = await import('./e2e-seed-families');
  await seedFamilies(seed === '1' ? undefined : seed.split(','));
}
await import('../server/main');
