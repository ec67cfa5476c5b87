import { lowerThreadPriority } from '../background-priority';
import { serveTasks } from '../encoder/serve-tasks';
import { renderScript, warmEspeak } from './espeak-render';
import type { EspeakTasks } from './espeak-tasks';

// Synthesis is fast (≈ 300–800× real time) but would still block the server's event loop for up to a
// second per chapter, so it runs here; the PCM buffer is moved, not copied, to the caller.
// Narration gives way to the API's requests when both want the CPU (ADR 044).
lowerThreadPriority();

serveTasks<EspeakTasks>({
  render: async ({ language, voice, segments }) => {
    const speech = await renderScript(segments, language, voice);
    return { result: speech, transfer: [speech.samples.buffer] };
  },
  warm: async ({ passages, stop }) => ({
    result: { spoken: await warmEspeak(passages, () => Atomics.load(stop, 0) !== 0) },
  }),
});
