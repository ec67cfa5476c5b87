import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium-path';

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

const tablet = { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, hasTouch: true };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // The machine running CI is shared and noisy: a long walk (sign-up, reload, new tab) must not flake on it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    locale: 'en-US',
    launchOptions: { ...chromiumLaunchOptions(), args: quietChromium },
  },
  projects: [
    {
      name: 'tablet',
      // The offline suite is a project of its own (below), so it runs once in the whole suite.
      testIgnore: '**/e2e/offline/**',
      use: tablet,
    },
    {
      // What a family meets first is checked on a phone too; the rest of the suite runs on the tablet.
      name: 'phone',
      testMatch: [
        'first-ten-minutes.spec.ts',
        'grown-ups-and-mini-player.spec.ts',
        'accessibility.spec.ts',
        'help-and-legal.spec.ts',
        'account-and-plans.spec.ts',
        'favourites.spec.ts',
        'chapter-rewrite.spec.ts',
        'night-player.spec.ts',
        'story-queue.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Offline listening, as QA checks it (issue 12): `npm run test:offline` runs this project alone.
      name: 'offline',
      testDir: 'e2e/offline',
      use: tablet,
    },
  ],
  webServer: {
    // The production build, served by the real server on a fresh embedded database.
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    // Seeding every family (their MP3s included) takes ~15 s on an idle machine; far longer on a busy one.
    timeout: 180_000,
    // TRUST_PROXY: a test may stand for a family on its own address (X-Forwarded-For), so that the
    // per-address limit on sign-ups (10 a minute) counts families, not the one machine running them.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: '.tmp/e2e-data',
      TRUST_PROXY: 'true',
      // Accounts with ready-made stories (e2e/support/families.ts), stored before the server listens.
      E2E_SEED_FAMILIES: '1',
      // Help › Contact writes here (e2e/help-and-legal.spec.ts).
      SUPPORT_EMAIL: 'help@fablecast.example',
    },
  },
});
