import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code flows one way: contract → lib/ui → features → app. A feature never imports another feature,
// except five app-wide services through their front doors: the player's store and its types (what is
// playing; the story page shows it and starts it, and it loads the player itself on first use) and its presence
// (what was left in the player on this device: home goes on from it offline), analytics (any feature
// may report an event; consent is its own business), stories (the one home of the story calls, their
// query keys and the polling rule — every story screen needs them), downloads (what is kept on this
// device: the story page, the library and the player read it) and the settings preferences (the
// player and the consent screens follow what a parent chose there).
const services = {
  player: ['player-store', 'player-types', 'player-presence'],
  analytics: ['analytics', 'milestones'],
  stories: ['api', 'components', 'hooks', 'story-keys', 'poll', 'story-format', 'story-progress'],
  downloads: ['use-downloads', 'story-offline', 'download-model', 'downloads-store', 'components'],
  settings: ['preferences-store'],
};
const sharedFor = (feature) =>
  Object.entries(services)
    .filter(([service]) => service !== feature)
    .flatMap(([service, doors]) => [
      `!@/features/${service}`,
      `@/features/${service}/*`,
      ...doors.map((door) => `!@/features/${service}/${door}`),
    ]);
const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const featureIsolation = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/features/*',
              ...sharedFor(feature),
              `!@/features/${feature}`,
              `!@/features/${feature}/**`,
            ],
            message: 'Features do not import each other; compose them in src/app/.',
          },
          { group: ['@/app/*'], message: 'Features do not import the app layer.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist-server'] }, // the built server (npm run build:server)
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'drizzle/meta'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'tests/app/**/*.{ts,tsx}',
      'tests/features/**/*.{ts,tsx}',
      'tests/helpers/**/*.{ts,tsx}',
      'tests/lib/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'dexie', 'fastify', 'fastify-*', '@fastify/*', '@/*', '../*'],
              message: 'The contract imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The app never imports server code.' }] },
      ],
    },
  },
  ...featureIsolation,
);
