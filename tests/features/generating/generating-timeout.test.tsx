import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { fakeServer, json } from '../../lib/api/fake-server';
import { ana, signInAna } from '../profiles/fake-children';
import { audioStatus, story, storyId } from './fake-stories';
import { renderWithLocation } from './render-with-location';

// Its own file: three minutes of polling in a second of real time empties the client's rate-limit
// bucket (P§9), which would slow the tests that come after it.

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSessionStore.setState({ status: 'guest', user: null });
  await signInAna();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/generating/{storyId} polling limits (S§8, S§9)', () => {
  it("a story still generating after its 90 polls: 'Story generation timeout', then the library", async () => {
    const server = fakeServer({
      'GET /users/me': () => json(200, { data: ana }),
      [`GET /stories/${storyId}`]: () => json(200, { data: story() }),
      [`GET /stories/${storyId}/audio-status`]: () => json(200, { data: audioStatus([]) }),
    });
    const location = renderWithLocation(`/generating/${storyId}`, server.fetch);
    await waitFor(() => expect(screen.getByText('0/3 chapters ready')).toBeTruthy());
    for (let step = 0; step < 600 && location.current?.pathname !== '/library'; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(2_000));
    }
    expect(location.current?.pathname).toBe('/library');
    expect(await screen.findByText('Story generation timeout')).toBeTruthy();
  }, 20_000);
});
