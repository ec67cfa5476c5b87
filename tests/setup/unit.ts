import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/i18n';

// Pages and their translations load lazily; on a busy machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
beforeAll(() => {
  initI18n();
});

afterEach(async () => {
  cleanup();
  // The device's database outlives a test like local storage does: what one test kept (a story opened,
  // a download) must not show in the next.
  const { getDb } = await import('@/lib/db/db');
  await Promise.all(getDb().tables.map((table) => table.clear()));
  // A file that needs Node's own Blob (IndexedDB keeps files) runs without a DOM, and without storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  await i18n.changeLanguage('en');
});
