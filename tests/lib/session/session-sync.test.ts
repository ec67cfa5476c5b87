import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_STORAGE_KEY } from '@/contract/constants';
import { announceSignOut, announceTokens, startSessionSync } from '@/lib/session/session-sync';
import { clearTokens, getAccessToken, saveTokens } from '@/lib/session/session-tokens';

// Another tab, as far as this one can tell: a second channel on the same name.
const otherTab = () => new BroadcastChannel('fablecast-session');

let stop: () => void = () => {};
afterEach(async () => {
  stop();
  await clearTokens();
});

describe('keeping tabs in step', () => {
  it("adopts another tab's rotated tokens when this tab holds a session", async () => {
    await saveTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    stop = startSessionSync(() => {});
    const tab = otherTab();
    tab.postMessage({ type: 'tokens', tokens: { accessToken: 'a-2', refreshToken: 'r-2' } });
    await vi.waitFor(() => expect(getAccessToken()).toBe('a-2'));
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r-2');
    tab.close();
  });

  it('leaves a guest tab a guest', async () => {
    stop = startSessionSync(() => {});
    const tab = otherTab();
    tab.postMessage({ type: 'tokens', tokens: { accessToken: 'a-2', refreshToken: 'r-2' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    tab.close();
  });

  it('signs this tab out when another signs out', async () => {
    await saveTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    const signedOut = vi.fn();
    stop = startSessionSync(signedOut);
    const tab = otherTab();
    tab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalled());
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    tab.close();
  });

  it('announces to the other tabs', async () => {
    stop = startSessionSync(() => {});
    const tab = otherTab();
    const heard: unknown[] = [];
    tab.onmessage = ({ data }: MessageEvent<unknown>) => heard.push(data);
    announceTokens({ accessToken: 'a', refreshToken: 'r' });
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'tokens', tokens: { accessToken: 'a', refreshToken: 'r' } },
      { type: 'signed-out' },
    ]);
    tab.close();
  });

  it('ignores messages of any other shape', async () => {
    await saveTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    stop = startSessionSync(() => {});
    const tab = otherTab();
    tab.postMessage({ type: 'tokens', tokens: { accessToken: 42 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getAccessToken()).toBe('a-1');
    tab.close();
  });
});
