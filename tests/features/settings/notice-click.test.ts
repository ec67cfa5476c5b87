// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { noticeUrl, openFromNotice } from '../../../sw/notification-click';

// A tap on "Your story is ready": the app comes to the front at the story.

const origin = 'https://fablecast.test';

function windows(...urls: string[]) {
  const open = urls.map((url) => ({ url, focus: vi.fn(async () => undefined), postMessage: vi.fn() }));
  const clients = {
    matchAll: vi.fn(async () => open),
    openWindow: vi.fn(async () => null),
  };
  return { open, clients: clients as unknown as Parameters<typeof openFromNotice>[0] & typeof clients };
}

describe('the page a notice opens', () => {
  it('is the path it carries, on this site only', () => {
    expect(noticeUrl({ url: '/story/5a%201' }, origin)).toBe('/story/5a%201');
    expect(noticeUrl({ url: 'https://elsewhere.test/story/1' }, origin)).toBe('/');
    expect(noticeUrl({ url: '//elsewhere.test/x' }, origin)).toBe('/');
    expect(noticeUrl(null, origin)).toBe('/');
    expect(noticeUrl({ url: 42 }, origin)).toBe('/');
  });
});

describe('a tap on a notice', () => {
  it('focuses the open app and asks it to go to the story (no reload: a story playing goes on)', async () => {
    const { open, clients } = windows('https://other.test/', `${origin}/library`);
    await openFromNotice(clients, '/story/1', origin);
    expect(open[1]!.focus).toHaveBeenCalled();
    expect(open[1]!.postMessage).toHaveBeenCalledWith({ type: 'OPEN_URL', url: '/story/1' });
    expect(open[0]!.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the app at the story when no window is open', async () => {
    const { clients } = windows();
    await openFromNotice(clients, '/story/1', origin);
    expect(clients.openWindow).toHaveBeenCalledWith('/story/1');
  });
});
