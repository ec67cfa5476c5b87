import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'tests/app/**/*.test.{ts,tsx}',
            'tests/contract/**/*.test.ts',
            'tests/features/**/*.test.{ts,tsx}',
            'tests/lib/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
