// Starts the real server for the end-to-end suite on a fresh embedded database.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
await import('../server/main');
