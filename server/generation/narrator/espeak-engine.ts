import type { EspeakEvent, ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { concatPcm, samplesToMs } from '../encoder/pcm';
import type { WordTiming } from './types';

/**
 * espeak-ng compiled to WebAssembly (@echogarden/espeak-ng-emscripten: unlike the `espeak-ng` package it
 * reports word events, and it synthesises in memory instead of through a WAV file). One instance per
 * thread, loaded on first use (≈ 60 ms, 24 MB of voice data); synthesis is synchronous.
 */

export interface EspeakSettings {
  /** `language+variant`, e.g. `en-us+f3`. */
  voice: string;
  /** Words per minute (espeak's default is 175). */
  rate: number;
  /** 0–99, around the variant's own base pitch (50 = the variant as designed). */
  pitch: number;
  /** 0–99: how much the pitch moves; low is calm, high is lively. */
  range: number;
  /** Amplitude, 0–200 (100 = default); set per voice so none clips and all sound equally loud. */
  volume: number;
}

export interface Speech {
  samples: Int16Array;
  sampleRate: number;
  /** Relative to the start of `samples`. */
  words: WordTiming[];
}

export interface EspeakEngine {
  readonly sampleRate: number;
  speak(text: string, settings: EspeakSettings): Speech;
}

let engine: Promise<EspeakEngine> | undefined;

export function loadEspeak(): Promise<EspeakEngine> {
  engine ??= import('@echogarden/espeak-ng-emscripten').then(async ({ default: initialize }) => {
    const module = await initialize();
    return wrap(new module.eSpeakNGWorker());
  });
  return engine;
}

// The package always reads its input as SSML; these three would be markup. Replaced one for one, so
// text positions in word events still point into the caller's text.
const toSsmlSafe = (text: string): string => text.replace(/[<>&]/g, ' ');

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/u;

function wordsFrom(events: EspeakEvent[], chars: string[], totalMs: number): WordTiming[] {
  const clauseEnds = events.filter((event) => event.type === 'end').map((event) => event.audio_position);
  const starts = events.filter((event) => event.type === 'word' && event.text_position > 0);
  const words: WordTiming[] = [];
  starts.forEach((event, index) => {
    const from = event.text_position - 1;
    let word = chars.slice(from, from + event.word_length).join('');
    // espeak reports length 0 for a word right after an opening quote; read the word itself then.
    if (!WORD.test(word)) word = WORD.exec(chars.slice(from, from + 40).join(''))?.[0] ?? '';
    if (!word) return;
    const startMs = event.audio_position;
    const nextWord = starts[index + 1]?.audio_position ?? totalMs;
    const clauseEnd = clauseEnds.find((end) => end > startMs) ?? totalMs;
    words.push({ word, startMs, endMs: Math.max(startMs, Math.min(nextWord, clauseEnd, totalMs)) });
  });
  return words;
}

function wrap(worker: ESpeakNGWorker): EspeakEngine {
  const sampleRate = worker.get_samplerate();
  return {
    sampleRate,
    speak(text, settings) {
      if (worker.set_voice(settings.voice) !== 0) throw new Error(`espeak has no voice ${settings.voice}`);
      worker.set_rate(settings.rate);
      worker.set_pitch(settings.pitch);
      worker.set_range(settings.range);
      worker.set_volume(settings.volume);
      const chunks: Int16Array[] = [];
      const events: EspeakEvent[] = [];
      worker.synthesize(toSsmlSafe(text), (samples, chunkEvents) => {
        if (samples.length > 0) chunks.push(samples);
        events.push(...chunkEvents);
        return 0; // 0 = keep going
      });
      const samples = concatPcm(chunks);
      const totalMs = samplesToMs(samples.length, sampleRate);
      return { samples, sampleRate, words: wordsFrom(events, Array.from(text), totalMs) };
    },
  };
}
