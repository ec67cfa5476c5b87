import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayerStore } from '@/features/player/player-store';
import { i18n } from '@/lib/i18n/i18n';
import { chapters, initialState, session } from './fake-player';

// The app's real audio engine with a chapter kept on the device: the <audio> element is given the
// chapter's /media URL — the one the service worker answers from IndexedDB — online and offline, with
// no call to the server for it (offline checklist 13). What the device holds is faked here; that the
// service worker answers that URL with the file is tested in tests/features/downloads.

const seen = vi.hoisted(() => ({
  kept: new Map<string, { key: string }>(),
  online: true,
}));

vi.mock('@/lib/sw-registration', () => ({ setUpdateBlocker: () => undefined }));
vi.mock('@/lib/outbox/app-outbox', () => ({ enqueueWrite: vi.fn(async () => undefined) }));
vi.mock('@/features/stories/api/chapter-audio', () => ({
  getChapterAudio: vi.fn(async (chapterId: string) => ({
    audioUrl: `/media/net/${chapterId}.mp3?sig=fresh`,
  })),
  refreshChapterAudioUrl: vi.fn(async (chapterId: string) => ({
    audioUrl: `/media/net/${chapterId}.mp3?sig=new`,
  })),
}));
vi.mock('@/features/stories/api/get-story', () => ({
  getStory: vi.fn(() => Promise.reject(new TypeError('offline'))),
}));
vi.mock('@/lib/api/progress-api', () => ({
  getChapterProgress: vi.fn(async () => ({ position: 0, totalListeningTime: 0, completed: false })),
}));
vi.mock('@/features/downloads/engine/app-downloads', () => ({
  engine: { keptChapter: async (chapterId: string) => seen.kept.get(chapterId) },
  keptOrCachedStory: async () => undefined,
}));

const [first] = chapters as [(typeof chapters)[0]];
const originalOnLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');

beforeEach(async () => {
  usePlayerStore.setState(initialState());
  seen.kept.clear();
  seen.online = true;
  // A service worker controls the page (it answers /media from the device).
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
  Object.defineProperty(navigator, 'onLine', { get: () => seen.online, configurable: true });
  await i18n.loadNamespaces('player');
});

afterEach(async () => {
  const { engine } = await import('@/features/player/engine-instance');
  engine.stop();
  window.__fablecastAudio?.removeAttribute('src');
});

afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'onLine');
  if (originalOnLine) Object.defineProperty(Navigator.prototype, 'onLine', originalOnLine);
});

async function play(chapterId: string) {
  const { engine } = await import('@/features/player/engine-instance');
  const { getChapterAudio } = await import('@/features/stories/api/chapter-audio');
  vi.mocked(getChapterAudio).mockClear();
  engine.start(session(), chapterId);
  const audio = window.__fablecastAudio!;
  await vi.waitFor(() =>
    expect(audio.getAttribute('src') ?? usePlayerStore.getState().errorMessage).toBeTruthy(),
  );
  return { audio, getChapterAudio: vi.mocked(getChapterAudio) };
}

describe('a chapter kept on the device', () => {
  it('plays from its /media URL with no call for the audio, online and offline alike', async () => {
    seen.kept.set(first.id, { key: 'stories/s1/c1.mp3' });
    for (const online of [true, false]) {
      seen.online = online;
      const { audio, getChapterAudio } = await play(first.id);
      expect(audio.getAttribute('src')).toBe('/media/stories/s1/c1.mp3');
      expect(audio.src.startsWith('blob:')).toBe(false);
      expect(audio.crossOrigin).toBe('anonymous');
      expect(getChapterAudio).not.toHaveBeenCalled();
      const { engine } = await import('@/features/player/engine-instance');
      engine.stop();
      audio.removeAttribute('src');
    }
  });

  it('whose file is gone (evicted) plays from the network when online', async () => {
    const { audio, getChapterAudio } = await play(first.id);
    expect(getChapterAudio).toHaveBeenCalledWith(first.id);
    expect(audio.getAttribute('src')).toBe(`/media/net/${first.id}.mp3?sig=fresh`);
  });
});

describe('a chapter not kept, offline', () => {
  it('says it was not downloaded, without asking the server', async () => {
    seen.online = false;
    const { getChapterAudio } = await play(first.id);
    expect(usePlayerStore.getState()).toMatchObject({
      status: 'error',
      errorMessage: 'Not downloaded — connect to the internet to listen',
    });
    expect(getChapterAudio).not.toHaveBeenCalled();
  });
});
