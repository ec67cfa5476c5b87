import { MP3_DECODER_DELAY_SAMPLES } from '../encoder/mp3-encode';
import { createMp3EncoderPool } from '../encoder/mp3-encoder-pool';
import { measureMp3 } from '../encoder/mp3-frames';
import { samplesToMs } from '../encoder/pcm';
import { createWorkerPool } from '../encoder/worker-pool';
import { chapterScript, splitScript, type Segment } from './chapter-script';
import type { EspeakTasks, WarmUpPassage } from './espeak-tasks';
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

/**
 * ADR 040: espeak-ng here is JavaScript compiled from C (wasm2js), which V8 runs slowly until it has
 * seen its hot functions at work and optimised them: a fresh thread spoke a first chapter 2–4× slower
 * than the next. So the warm-up speaks these passages (≈ 1,100 characters; one Spanish pair, so that
 * dictionary is loaded too) and has each encoder thread encode a few seconds of a voice-like signal,
 * all inside the threads: no round trip through the main thread, which is busy opening the database.
 */
const english = (text: string): WarmUpPassage => ({ language: 'en', voice: 'WARM_FEMALE', text });
const spanish = (text: string): WarmUpPassage => ({ language: 'es', voice: 'WARM_FEMALE', text });
const WARM_UP_PASSAGES: readonly WarmUpPassage[] = [
  english(
    'Once upon a time, a little fox lived at the edge of a quiet wood, by a river that sang all night.',
  ),
  english('Every evening she ran over the green hill to find her friends, and they played among the reeds.'),
  english('"Look!" said the rabbit. "The moon is coming up, round and silver, like a lantern in the sky."'),
  english(
    'The frogs began their evening song, the owl called softly twice, and the stars came out one by one.',
  ),
  english('They counted them together: one, two, three… twenty-seven, until their eyes grew heavy and slow.'),
  english(
    '"Time for bed," whispered Mother Fox, and she tucked the little one in under a blanket of leaves.',
  ),
  spanish('Había una vez una zorrita que vivía junto a un río, al borde de un bosque lleno de luciérnagas.'),
  spanish('—¡Mira! —dijo el conejo—. La luna sale redonda y plateada, como un farol en el cielo.'),
  english('Far away, a train rumbled over the bridge, its windows glowing, carrying sleepy travellers home.'),
  english('In the morning the sun peeped over the hill, the birds sang, and a brand new day began.'),
  english(
    'The little fox stretched, yawned a great big yawn, and ran down to the river to see what it would bring.',
  ),
];

/** Per encoder thread: LAME is WebAssembly and is optimised sooner (≈ 0.15 s of work once warm). */
const WARM_UP_AUDIO_SECONDS = 20;

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
  let closed = false;
  // Raised (on memory the threads share) once a chapter is asked for or the narrator closes: warm-up
  // work not yet begun is skipped, so a chapter waits at most for the passage or piece under way.
  let stopWarming = new Int32Array(new SharedArrayBuffer(4));

  async function warmUp(stop: Int32Array): Promise<void> {
    await Promise.all([
      speaker.run('warm', { passages: WARM_UP_PASSAGES, stop }),
      encoder.warm(WARM_UP_AUDIO_SECONDS, stop),
    ]).catch(() => undefined);
  }

  return {
    name: 'espeak',
    async narrate(request: NarrationRequest, signal?: AbortSignal): Promise<Narration> {
      Atomics.store(stopWarming, 0, 1);
      try {
        const script = chapterScript(request);
        const runs = splitScript(script, runsFor(script, encoder.size));
        return joinRuns(await Promise.all(runs.map((segments) => narrateRun(request, segments, signal))));
      } catch (error) {
        throw toNarrationError(error, signal);
      }
    },
    warm() {
      // Asked while warming (at start and again once listening), the same warm-up. A running speaking
      // thread is warm already, or narrating; one that ended after its idle time is warmed again.
      if (warming) return warming;
      if (closed || speaker.live > 0) return Promise.resolve();
      stopWarming = new Int32Array(new SharedArrayBuffer(4));
      warming = warmUp(stopWarming).finally(() => {
        warming = undefined;
      });
      return warming;
    },
    async close() {
      closed = true;
      Atomics.store(stopWarming, 0, 1);
      await Promise.all([speaker.close(), encoder.close()]);
    },
  };
}
