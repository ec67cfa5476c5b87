import { expect } from '@playwright/test';
import { audioLog, audioTime, watchAudio } from '../support/audio';
import { families } from '../support/families';
import { logInAs } from '../support/family-login';
import { chapterPlayButton, openStory, test } from '../support/offline-steps';

// The car's and the lock screen's controls (offline checklist 28): they name the chapter playing, their
// seek lands where asked, and the position they show is never fed a NaN.

const family = families.offlineMedia;
const [story] = family.stories;

interface SessionLog {
  handlers: Record<string, ((details: MediaSessionActionDetails) => void) | null>;
  positions: MediaPositionState[];
}

test('28. Media Session: the lock screen names the chapter, its seek bar moves the story, and it never gets a NaN duration', async ({
  page,
}) => {
  await watchAudio(page);
  await page.addInitScript(() => {
    const log: SessionLog = { handlers: {}, positions: [] };
    Object.defineProperty(window, '__mediaSessionLog', { value: log });
    const session = navigator.mediaSession;
    const setActionHandler = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      log.handlers[action] = handler;
      setActionHandler(action, handler);
    };
    const setPositionState = session.setPositionState.bind(session);
    session.setPositionState = (state) => {
      log.positions.push({ ...state });
      setPositionState(state);
    };
  });
  const sessionLog = () =>
    page.evaluate(() => {
      const log = (window as unknown as { __mediaSessionLog: SessionLog }).__mediaSessionLog;
      return {
        actions: Object.entries(log.handlers)
          .filter(([, handler]) => handler !== null)
          .map(([action]) => action),
        positions: log.positions,
        title: navigator.mediaSession.metadata?.title ?? null,
        artist: navigator.mediaSession.metadata?.artist ?? null,
      };
    });

  await logInAs(page, family);
  await openStory(page, story.title);
  await chapterPlayButton(page, story.chapters[0]).click();
  await expect.poll(async () => (await audioLog(page)).playing, { timeout: 15_000 }).toBeGreaterThan(0);

  await expect.poll(async () => (await sessionLog()).title).toBe(story.chapters[0]);
  const shown = await sessionLog();
  expect(shown.artist).toBe(story.title);
  expect(shown.actions).toEqual(expect.arrayContaining(['play', 'pause', 'seekto', 'nexttrack']));

  // The lock screen's seek bar, dragged to 0:30.
  await page.evaluate(() =>
    (window as unknown as { __mediaSessionLog: SessionLog }).__mediaSessionLog.handlers.seekto?.({
      action: 'seekto',
      seekTime: 30,
    }),
  );
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(30);
  expect(await audioTime(page)).toBeLessThan(33);

  // The car's "next": chapter 2, and the lock screen says so.
  await page.evaluate(() =>
    (window as unknown as { __mediaSessionLog: SessionLog }).__mediaSessionLog.handlers.nexttrack?.({
      action: 'nexttrack',
    }),
  );
  await expect.poll(async () => (await sessionLog()).title).toBe(story.chapters[1]);
  await expect.poll(async () => (await audioLog(page)).playing).toBeGreaterThan(1);

  const { positions } = await sessionLog();
  expect(positions.length).toBeGreaterThan(0);
  for (const position of positions) {
    expect(Number.isFinite(position.duration)).toBe(true);
    expect(position.duration).toBeGreaterThan(0);
    expect(Number.isFinite(position.position)).toBe(true);
    expect(position.position).toBeLessThanOrEqual(position.duration!);
  }
});
