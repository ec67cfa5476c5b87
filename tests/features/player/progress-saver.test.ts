import { describe, expect, it, vi } from 'vitest';
import { createProgressSaver, type ChapterListen } from '@/features/player/progress-saver';
import type { OutboxEntry } from '@/lib/outbox/outbox-row';
import { CHILD_ID, STORY_ID, USER_ID, chapters, fakeClock, fakePlayer, session, settle } from './fake-player';

const chapter = chapters[0]!;

function listen(overrides: Partial<ChapterListen> = {}): ChapterListen {
  return {
    userId: USER_ID,
    childId: CHILD_ID,
    storyId: STORY_ID,
    chapterId: chapter.id,
    duration: 300,
    position: 0,
    listenedBefore: 0,
    ...overrides,
  };
}

function saverWithClock() {
  const clock = fakeClock();
  const writes: OutboxEntry[] = [];
  let id = 0;
  const saver = createProgressSaver({
    enqueue: async (entry) => {
      writes.push(entry);
    },
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    now: clock.date,
    newId: () => `entry-${++id}`,
  });
  const positions = () => writes.map((entry) => (entry.body as { position: number }).position);
  return { saver, clock, writes, positions };
}

describe('progress saving (P§7, S§5)', () => {
  it('waits 2 s after a change, then saves the latest position once', () => {
    const { saver, clock, positions } = saverWithClock();
    saver.begin(listen());
    saver.update(6);
    saver.update(7);
    clock.advance(1_000);
    saver.update(8);
    clock.advance(999);
    expect(positions()).toEqual([]);
    clock.advance(1);
    expect(positions()).toEqual([8]);
  });

  it('skips a save when the position moved less than 5 s since the last one', () => {
    const { saver, clock, positions } = saverWithClock();
    saver.begin(listen({ position: 40 }));
    saver.update(44);
    clock.advance(2_000);
    expect(positions()).toEqual([]);
    saver.update(45);
    clock.advance(2_000);
    expect(positions()).toEqual([45]);
    saver.update(49);
    clock.advance(2_000);
    saver.update(41); // A seek back of 4 s is not worth a save either.
    clock.advance(2_000);
    expect(positions()).toEqual([45]);
  });

  it('marks the chapter completed within 5 s of its end and saves at once', () => {
    const { saver, writes } = saverWithClock();
    saver.begin(listen({ position: 280 }));
    saver.update(294.9);
    expect(writes).toEqual([]);
    saver.update(295);
    expect(writes.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ position: 295, completed: true }),
    ]);
  });

  it('saves the end of the chapter as completed when it ends', () => {
    const { saver, writes } = saverWithClock();
    saver.begin(listen({ position: 100 }));
    saver.complete();
    expect(writes.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ position: 300, completed: true }),
    ]);
  });

  it('a flush saves at once, however little the position moved', () => {
    const { saver, clock, positions } = saverWithClock();
    saver.begin(listen({ position: 10 }));
    saver.update(12);
    saver.flush();
    expect(positions()).toEqual([12]);
    clock.advance(5_000); // The pending debounce was absorbed by the flush.
    saver.flush(); // Nothing new: nothing written.
    expect(positions()).toEqual([12]);
  });

  it('queues an upsert of whole seconds, one pending row per kid, story and chapter', () => {
    const { saver, clock, writes } = saverWithClock();
    saver.begin(listen({ position: 0 }));
    saver.update(12.9);
    clock.advance(2_000);
    expect(writes).toEqual([
      {
        id: 'entry-1',
        kind: 'progress',
        method: 'POST',
        path: '/progress',
        coalesceKey: `progress:${CHILD_ID}:${STORY_ID}:${chapter.id}`,
        body: {
          userId: USER_ID,
          childId: CHILD_ID,
          storyId: STORY_ID,
          chapterId: chapter.id,
          position: 12,
          completed: false,
          totalListeningTime: 0,
          recordedAt: clock.date().toISOString(),
        },
      },
    ]);
  });

  it('adds the time listened now to the time saved before', () => {
    const { saver, writes } = saverWithClock();
    saver.begin(listen({ position: 30, listenedBefore: 95 }));
    saver.addListened(2.5);
    saver.addListened(3.7);
    saver.update(36);
    saver.flush();
    saver.addListened(4);
    saver.update(40);
    saver.flush();
    expect(writes.map((entry) => (entry.body as { totalListeningTime: number }).totalListeningTime)).toEqual([
      101, 105,
    ]);
  });

  it('saves nothing without a kid profile', () => {
    const { saver, clock, writes } = saverWithClock();
    saver.begin(listen({ childId: null }));
    saver.update(100);
    clock.advance(2_000);
    saver.update(299);
    saver.complete();
    saver.flush();
    expect(writes).toEqual([]);
  });
});

describe('when the player saves (P§7)', () => {
  async function playing(overrides: Parameters<typeof fakePlayer>[0] = {}) {
    const player = fakePlayer(overrides);
    player.engine.start(session(), chapter.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    return player;
  }

  it('saves on pause, even after a few seconds', async () => {
    const { audio, engine, writes } = await playing();
    audio.playTo(3);
    engine.pause();
    expect(writes.map((entry) => entry.body)).toEqual([expect.objectContaining({ position: 3 })]);
  });

  it('saves the chapter being left before switching to the next one', async () => {
    const { audio, engine, writes } = await playing();
    audio.playTo(2);
    engine.next();
    expect(writes.map((entry) => [(entry.body as { chapterId: string }).chapterId, entry.body])).toEqual([
      [chapter.id, expect.objectContaining({ position: 2 })],
    ]);
  });

  it('saves when the page is hidden (the engine is flushed), with the time actually listened', async () => {
    const { audio, engine, clock, writes } = await playing();
    for (let second = 1; second <= 4; second += 1) {
      clock.advance(1_000);
      audio.playTo(second);
    }
    engine.flush();
    expect(writes.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ position: 4, totalListeningTime: 4 }),
    ]);
  });

  it('restores the saved position and keeps counting the saved listening time', async () => {
    const getChapterProgress = vi.fn(async () => ({
      position: 120,
      totalListeningTime: 200,
      completed: false,
    }));
    const { audio, clock, engine, store, writes } = await playing({ getChapterProgress });
    expect(getChapterProgress).toHaveBeenCalledWith(USER_ID, STORY_ID, chapter.id, CHILD_ID);
    expect(audio.currentTime).toBe(120);
    expect(store.getState().position).toBe(120);
    clock.advance(1_000);
    audio.playTo(121);
    engine.flush();
    expect(writes.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ position: 121, totalListeningTime: 201 }),
    ]);
  });

  it('plays from the start, without saving anything, when no kid profile listens', async () => {
    const player = fakePlayer();
    player.engine.start(session({ childId: null }), chapter.id);
    await settle();
    player.audio.loadMetadata(300);
    await settle();
    expect(player.deps.getChapterProgress).not.toHaveBeenCalled();
    player.audio.playTo(100);
    player.clock.advance(2_000);
    player.engine.pause();
    expect(player.writes).toEqual([]);
  });
});
