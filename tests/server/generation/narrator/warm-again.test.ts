import { afterAll, describe, expect, it, vi } from 'vitest';
import { GENERATION_NICE } from '../../../../server/generation/background-priority';
import { createEspeakNarrator } from '../../../../server/generation/narrator/espeak-narrator';
import { threadNiceValues } from '../thread-nice';
import { chapterRequest } from './fixtures/requests';

/** This process's generation threads: the ones that lowered themselves to nice 10 (ADR 044). */
const generationThreads = () => threadNiceValues().filter((nice) => nice === GENERATION_NICE).length;

const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 10_000, interval: 50 });

/**
 * ADR 040: threads that ended for being idle lose what V8 optimised; the create screen asks the
 * narrator to warm them again before a story comes.
 */
describe.runIf(process.platform === 'linux')('espeak narrator: warming again after idling', () => {
  const narrator = createEspeakNarrator({ workers: 1, idleMs: 1_000 });
  afterAll(() => narrator.close());

  it('starts its speaking and encoding threads again once they ended, and not while they run', async () => {
    const before = generationThreads();
    const first = narrator.warm?.();
    await until(() => generationThreads() === before + 2);
    await first;

    // A second after their last task, both threads end…
    await until(() => generationThreads() === before);
    // …and asked again, the narrator starts and warms them again.
    const again = narrator.warm?.();
    await until(() => generationThreads() === before + 2);
    await again;

    // Asked while it narrates, it starts nothing more.
    const narration = narrator.narrate(chapterRequest('en', 'WARM_FEMALE'));
    await narrator.warm?.();
    expect(generationThreads()).toBeLessThanOrEqual(before + 2);
    expect((await narration).durationSeconds).toBeGreaterThan(3);
  });
});
