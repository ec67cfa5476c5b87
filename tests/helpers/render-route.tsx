import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { disableParentMode, enableParentMode } from '@/features/parent-mode/parent-mode-store';

/** A server that is not there: every API call fails as if offline. */
const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

interface RenderRouteOptions {
  /** Answers the app's API calls (default: none reach a server). */
  fetch?: typeof fetch;
  /**
   * Whether a grown-up has passed the parent gate (default true: most screens under test are what a
   * parent sees; the gate's own tests pass false).
   */
  parentMode?: boolean;
}

/** Renders the real route table at `path`, inside the real providers. */
export function renderRoute(
  path: string,
  { fetch = unreachable, parentMode = true }: RenderRouteOptions = {},
) {
  vi.stubGlobal('fetch', fetch);
  if (parentMode) enableParentMode();
  else disableParentMode();
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}
