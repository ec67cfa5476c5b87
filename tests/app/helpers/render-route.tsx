import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';

/** A server that is not there: every API call fails as if offline. */
const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

interface RenderRouteOptions {
  /** Answers the app's API calls (default: none reach a server). */
  fetch?: typeof fetch;
}

/** Renders the real route table at `path`, inside the real providers. */
export function renderRoute(path: string, { fetch = unreachable }: RenderRouteOptions = {}) {
  vi.stubGlobal('fetch', fetch);
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}
