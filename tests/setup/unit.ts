import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/i18n';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
