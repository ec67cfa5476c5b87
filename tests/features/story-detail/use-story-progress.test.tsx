import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStoryProgress } from '@/features/story-detail/hooks/use-story-progress';

const listStoryProgress = vi.hoisted(() => vi.fn(() => Promise.resolve([])));
vi.mock('@/lib/api/progress-api', () => ({ listStoryProgress }));

describe('story progress query', () => {
  it('reads the progress again each time the story page opens (coming back from the player)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => useStoryProgress('user', 'story'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const again = renderHook(() => useStoryProgress('user', 'story'), { wrapper });
    await waitFor(() => expect(listStoryProgress).toHaveBeenCalledTimes(2));
    again.unmount();
    client.clear();
  });
});
