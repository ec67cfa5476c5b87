import { lowerThreadPriority } from '../background-priority';
import { encodeMp3, warmMp3Encoder } from './mp3-encode';
import { measureMp3 } from './mp3-frames';
import type { Mp3Tasks } from './mp3-tasks';
import { serveTasks } from './serve-tasks';

// Encoding gives way to the API's requests when both want the CPU (ADR 044).
lowerThreadPriority();

serveTasks<Mp3Tasks>({
  encode: ({ samples, sampleRate }) => {
    const mp3 = encodeMp3(samples, sampleRate);
    return { result: { mp3, measure: measureMp3(mp3) }, transfer: [mp3.buffer] };
  },
  transcode: async ({ mp3: source, target }) => {
    // Loaded on first use: a narration worker never needs the decoder's WebAssembly.
    const { transcodeMp3 } = await import('./mp3-transcode');
    const mp3 = await transcodeMp3(source, target);
    return { result: { mp3, measure: measureMp3(mp3) }, transfer: [mp3.buffer] };
  },
  warm: ({ seconds, stop }) => ({
    result: { encoded: warmMp3Encoder(seconds, () => Atomics.load(stop, 0) !== 0) },
  }),
});
