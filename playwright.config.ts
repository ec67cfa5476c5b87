import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './scripts/chromium-path';

const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

// Flags that keep headless Chromium from phoning home on a machine without internet.
const quietChromium = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    locale: 'en-US',
    launchOptions: { executablePath: chromiumExecutable(), args: quietChromium },
  },
  projects: [
    {
      name: 'tablet',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true },
    },
  ],
  webServer: {
    // The production build, served by the real server on a fresh embedded database.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: '.tmp/e2e-data',
      // Accounts with ready-made stories (e2e/support/families.ts), stored before the server listens.
      E2E_SEED_FAMILIES: '1',
    },
  },
});
