import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { enableParentMode } from '@/features/parent-mode/parent-mode-store';

/** Where the app is, as the router sees it (path and navigation state). */
export interface LocationRecord {
  current: Location | null;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * The real route table at `path` with a fake `fetch`, recording the location: the screens this
 * leads to (story detail, library, player) are not what these tests are about.
 */
export function renderWithLocation(
  path: string | { pathname: string; state: unknown },
  fetch: typeof globalThis.fetch,
) {
  vi.stubGlobal('fetch', fetch);
  enableParentMode();
  const location: LocationRecord = { current: null };
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onChange={(current) => {
            location.current = current;
          }}
        />
      </MemoryRouter>
    </Providers>,
  );
  return location;
}
