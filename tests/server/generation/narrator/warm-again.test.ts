import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATION_NICE } from '../../../../server/generation/background-priority';
import { createEspeakNarrator } from '../../../../server/generation/narrator/espeak-narrator';
import { chapterRequest } from './fixtures/requests';

/** This process's generation threads: the ones that lowered themselves to nice 10 (ADR 044). */
function generationThreads(): number {
  return readdirSync('/proc/self/task').filter((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === GENERATION_NICE;
  }).length;
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
