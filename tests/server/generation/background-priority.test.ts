import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATION_NICE } from '../../../server/generation/background-priority';
import { createMp3EncoderPool } from '../../../server/generation/encoder/mp3-encoder-pool';
import { createWorkerPool } from '../../../server/generation/encoder/worker-pool';
import { createEspeakNarrator } from '../../../server/generation/narrator/espeak-narrator';
import type { FaultyTasks } from './narrator/fixtures/faulty-tasks';
import { chapterRequest } from './narrator/fixtures/requests';
import { threadNiceValues } from './thread-nice';

const linux = process.platform === 'linux';

/** ADR 044: narration and encoding give way to API requests when both want the CPU. */
describe.runIf(linux)('generation threads run at a lower CPU priority', () => {
  const narrator = createEspeakNarrator({ workers: 1 });
  const encoder = createMp3EncoderPool({ workers: 1 });
  const pool = createWorkerPool<FaultyTasks>(
    new URL('./narrator/fixtures/faulty-worker.ts', import.meta.url),
    {
      size: 1,
    },
  );
  afterAll(async () => {
    await Promise.all([narrator.close(), encoder.close(), pool.close()]);
  });

  it('narrator and encoder threads at nice 10, while the thread that serves requests keeps its own', async () => {
    const lowered = () => threadNiceValues().filter((nice) => nice === GENERATION_NICE).length;
    const before = lowered();
    const narration = await narrator.narrate(chapterRequest('en', 'WARM_FEMALE'));
    expect(narration.durationSeconds).toBeGreaterThan(3);
    // The narrator's speech thread and its own encoder thread run at the lower priority…
    expect(lowered() - before).toBe(2);
    await encoder.encode(new Int16Array(24_000), 24_000);
    // …as does an encoder pool's thread (the data-saver copies)…
    expect(lowered() - before).toBe(3);
    // …and the calling thread, as the API's event loop, is left as it was.
    expect(getPriority(0)).toBe(0);
  }, 60_000);

  it('never raises a priority an operator lowered further', async () => {
    expect(await pool.run('lower', { start: 0 })).toEqual({ nice: GENERATION_NICE });
    expect(await pool.run('lower', { start: 15 })).toEqual({ nice: 15 });
  });
});
