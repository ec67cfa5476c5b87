import { createMp3EncoderPool, type Mp3EncoderPool } from '../encoder/mp3-encoder-pool';
import { MP3_SAMPLE_RATES } from '../encoder/mp3-encode';
import { concatPcm, silence } from '../encoder/pcm';
import type { WavAudio } from '../encoder/wav';
import { chapterScript, splitText, type Segment } from './chapter-script';
import { NarrationError, toNarrationError } from './narration-error';
import { requestSpeech, type SpeechServiceOptions, type SpeechVoice } from './openai-speech';
import type { Narration, NarrationRequest, Narrator, NarratorVoice } from './types';

/**
 * Narration by an OpenAI-compatible speech service. Each piece of the chapter script (title, each
 * paragraph, cut below the service's input cap) is one request; the WAV answers are joined with the
 * script's pauses and encoded to MP3 in worker threads, like espeak's. OpenAI voices speak both
 * languages, so one mapping serves en and es. No word timings: the endpoint does not return them.
 */

export interface OpenAiNarratorOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request, body included; default 60 s. */
  timeoutMs?: number;
  /** Requests in flight at once for one chapter; default 3. */
  concurrency?: number;
  /** Encoder worker threads; default: one per available core. */
  workers?: number;
  /** Idle time after which encoder threads end; default 60 s. */
  idleMs?: number;
}

export const OPENAI_VOICES: Record<NarratorVoice, SpeechVoice> = {
  WARM_FEMALE: { voice: 'nova', speed: 1 },
  FRIENDLY_MALE: { voice: 'onyx', speed: 1 },
  ENERGETIC_CHILD: { voice: 'shimmer', speed: 1.1 },
  SOOTHING_NARRATOR: { voice: 'fable', speed: 0.9 },
};

/** OpenAI rejects inputs over 4,096 characters; a margin covers servers that count bytes. */
const MAX_INPUT_CHARS = 3500;

function pieces(script: readonly Segment[]): Segment[] {
  return script.flatMap((segment) => {
    const texts = splitText(segment.text, MAX_INPUT_CHARS);
    return texts.map((text, index) => ({
      text,
      pauseAfterMs: index === texts.length - 1 ? segment.pauseAfterMs : 0,
    }));
  });
}

/** Runs `task` over `items` in order, at most `limit` at once, starting no more once `signal` fires. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !signal.aborted) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

function joinAudio(
  script: readonly Segment[],
  audio: readonly WavAudio[],
): { samples: Int16Array; rate: number } {
  const rate = audio[0]?.sampleRate ?? 0;
  if (audio.some((piece) => piece.sampleRate !== rate) || !MP3_SAMPLE_RATES.includes(rate)) {
    const rates = [...new Set(audio.map((piece) => piece.sampleRate))].join(', ');
    throw new NarrationError(
      'BAD_AUDIO',
      `speech service sent audio at ${rates} Hz; need one MP3 sample rate`,
    );
  }
  const parts = script.flatMap((segment, index) => [
    audio[index]?.samples ?? new Int16Array(0),
    silence(segment.pauseAfterMs, rate),
  ]);
  return { samples: concatPcm(parts), rate };
}

export function createOpenAiNarrator(options: OpenAiNarratorOptions): Narrator {
  const service: SpeechServiceOptions = {
    baseUrl: options.baseUrl,
    model: options.model,
    timeoutMs: options.timeoutMs ?? 60_000,
    apiKey: options.apiKey,
  };
  const encoder: Mp3EncoderPool = createMp3EncoderPool({ workers: options.workers, idleMs: options.idleMs });
  const concurrency = Math.max(1, options.concurrency ?? 3);

  return {
    name: 'openai',
    async narrate(request: NarrationRequest, signal?: AbortSignal): Promise<Narration> {
      // One controller per chapter: a failed piece cancels the requests still running.
      const chapter = new AbortController();
      const stop = () => chapter.abort(signal?.reason);
      signal?.addEventListener('abort', stop, { once: true });
      try {
        if (signal?.aborted) throw new NarrationError('ABORTED', 'narration was cancelled');
        const script = pieces(chapterScript(request));
        const voice = OPENAI_VOICES[request.voice];
        const audio = await mapLimited(script, concurrency, chapter.signal, (piece) =>
          requestSpeech(service, piece.text, voice, chapter.signal).catch((error: unknown) => {
            chapter.abort(error);
            throw error;
          }),
        );
        chapter.signal.throwIfAborted(); // lanes stop quietly when the caller cancels
        const { samples, rate } = joinAudio(script, audio);
        const encoded = await encoder.encode(samples, rate, signal);
        return { mp3: encoded.mp3, durationSeconds: encoded.durationSeconds, sampleRate: rate };
      } catch (error) {
        throw toNarrationError(error, signal);
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    },
    close: () => encoder.close(),
  };
}
