import { MP3_DECODER_DELAY_SAMPLES } from '../encoder/mp3-encode';
import { createMp3EncoderPool } from '../encoder/mp3-encoder-pool';
import { measureMp3 } from '../encoder/mp3-frames';
import { samplesToMs } from '../encoder/pcm';
import { createWorkerPool } from '../encoder/worker-pool';
import { chapterScript, splitScript, type Segment } from './chapter-script';
import type { EspeakTasks } from './espeak-tasks';
import { toNarrationError } from './narration-error';
import type { Narration, NarrationRequest, Narrator, WordTiming } from './types';

/**
 * The default narrator: espeak-ng in WebAssembly, no network.
 *
 * One thread speaks, the encoder pool encodes: with LAME in WebAssembly (ADR 043) a run takes about as
 * long to speak as to encode, so one espeak instance speaks the next run while the last is encoded, and
 * each extra instance would cost ≈ 150 MB (its 24 MB of voice data, held twice, and its WebAssembly
 * heap). A chapter long enough to be worth it is cut
 * between paragraphs into one run per encoder; each run is encoded as soon as it is spoken, and the
 * MP3 pieces are joined. Joining is exact, because a decoder plays each piece's frames in turn; a seam
 * only adds the next piece's encoder delay (50 ms) to a pause that is already there.
 */

export interface EspeakNarratorOptions {
  /** MP3 encoder threads; default: one per available core. */
  workers?: number;
  /** Idle time after which threads end and free their memory; default 10 minutes (ADR 014). */
  idleMs?: number;
}

/**
 * Threads stay this long after their last chapter: a family makes stories in bursts, and a cold start
 * costs the first chapter ≈ 3 s. Ten minutes of ≈ 200 MB held is the price.
 */
const NARRATOR_IDLE_MS = 10 * 60_000;

/** Below this a run costs more in coordination than it saves (≈ 40 s of speech, 0.6 s of encoding). */
const MIN_CHARS_PER_RUN = 1500;

const WORKER_ENTRY = new URL(
  `./espeak-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

function runsFor(segments: readonly Segment[], encoders: number): number {
  const chars = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  return Math.max(1, Math.min(encoders, Math.floor(chars / MIN_CHARS_PER_RUN)));
}

interface EncodedRun {
  mp3: Buffer;
  durationSeconds: number;
  sampleRate: number;
  /** Relative to the start of this run's decoded audio. */
  words: WordTiming[];
}

function joinRuns(runs: readonly EncodedRun[]): Narration {
  const mp3 = Buffer.concat(runs.map((run) => run.mp3));
  const wordTimings: WordTiming[] = [];
  let offsetMs = 0;
  for (const run of runs) {
    for (const { word, startMs, endMs } of run.words) {
      wordTimings.push({
        word,
        startMs: Math.round(offsetMs + startMs),
        endMs: Math.round(offsetMs + endMs),
      });
    }
    offsetMs += run.durationSeconds * 1000;
  }
  const measure = measureMp3(mp3);
  return { mp3, durationSeconds: measure.durationSeconds, sampleRate: measure.sampleRate, wordTimings };
}

export function createEspeakNarrator(options: EspeakNarratorOptions = {}): Narrator {
  const idleMs = options.idleMs ?? NARRATOR_IDLE_MS;
  const speaker = createWorkerPool<EspeakTasks>(WORKER_ENTRY, { size: 1, idleMs });
  const encoder = createMp3EncoderPool({ ...options, idleMs });
  let narrating = 0;
  let closed = false;

  async function narrateRun(
    request: NarrationRequest,
    segments: Segment[],
    signal: AbortSignal | undefined,
  ): Promise<EncodedRun> {
    const { language, voice } = request;
    const speech = await speaker.run('render', { language, voice, segments }, { signal });
    const encoded = await encoder.encode(speech.samples, speech.sampleRate, signal);
    // The decoded MP3 starts with the codec's delay: word timings move by it to stay on their words.
    const delayMs = samplesToMs(MP3_DECODER_DELAY_SAMPLES, speech.sampleRate);
    const words = speech.words.map(({ word, startMs, endMs }) => ({
      word,
      startMs: startMs + delayMs,
      endMs: endMs + delayMs,
    }));
    return {
      mp3: encoded.mp3,
      durationSeconds: encoded.durationSeconds,
      sampleRate: speech.sampleRate,
      words,
    };
  }

  let warming: Promise<void> | undefined;

  /**
   * ADR 040: one short sentence through espeak, then a moment of silence through one encoder thread,
   * one step at a time so the first parent's requests keep a core. A real chapter comes first: once
   * one is being narrated, the steps not yet begun are skipped (it starts what it needs), and a step
   * under way is a few milliseconds of work it waits behind.
   */
  async function warmUp(): Promise<void> {
    const segments = chapterScript({
      language: 'en',
      voice: 'WARM_FEMALE',
      title: 'Hello',
      paragraphs: ['Hello.'],
    });
    const steps = [
      () => speaker.run('render', { language: 'en', voice: 'WARM_FEMALE', segments }),
      () => encoder.encode(new Int16Array(2_400), 24_000),
    ];
    for (const step of steps) {
      if (narrating > 0 || closed) return;
      await step().catch(() => undefined);
    }
  }

  return {
    name: 'espeak',
    async narrate(request: NarrationRequest, signal?: AbortSignal): Promise<Narration> {
      narrating += 1;
      try {
        const script = chapterScript(request);
        const runs = splitScript(script, runsFor(script, encoder.size));
        return joinRuns(await Promise.all(runs.map((segments) => narrateRun(request, segments, signal))));
      } catch (error) {
        throw toNarrationError(error, signal);
      } finally {
        narrating -= 1;
      }
    },
    warm() {
      // `npm start` asks while the database opens and the generation plugin again once the server
      // listens: the work is done once (ADR 040).
      warming ??= warmUp();
      return warming;
    },
    async close() {
      closed = true;
      await Promise.all([speaker.close(), encoder.close()]);
    },
  };
}
