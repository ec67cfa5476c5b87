import { concatPcm, samplesToMs, silence } from '../encoder/pcm';
import { chapterScript, type Segment } from './chapter-script';
import { loadEspeak } from './espeak-engine';
import type { WarmUpPassage } from './espeak-tasks';
import { ESPEAK_VOICES } from './espeak-voices';
import type { NarrationLanguage, NarrationRequest, NarratorVoice, WordTiming } from './types';

/**
 * A script spoken by espeak into one PCM stream: each segment's speech followed by exactly its pause
 * in digital silence, with word timings moved to their place in the whole stream. Runs wherever it is
 * called (a worker thread in production, the test thread in tests).
 */

export interface RenderedSpeech {
  samples: Int16Array<ArrayBuffer>;
  sampleRate: number;
  words: WordTiming[];
}

// espeak would read "&" as "ampersand"; a story means the word.
const AND: Record<NarrationLanguage, string> = { en: ' and ', es: ' y ' };

export async function renderScript(
  segments: readonly Segment[],
  language: NarrationLanguage,
  voice: NarratorVoice,
): Promise<RenderedSpeech> {
  const engine = await loadEspeak();
  const settings = ESPEAK_VOICES[language][voice];
  const pieces: Int16Array[] = [];
  const words: WordTiming[] = [];
  let offset = 0;
  for (const segment of segments) {
    const speech = engine.speak(segment.text.replaceAll('&', AND[language]), settings);
    const startMs = samplesToMs(offset, engine.sampleRate);
    for (const word of speech.words) {
      words.push({ word: word.word, startMs: startMs + word.startMs, endMs: startMs + word.endMs });
    }
    const pause = silence(segment.pauseAfterMs, engine.sampleRate);
    pieces.push(speech.samples, pause);
    offset += speech.samples.length + pause.length;
  }
  return { samples: concatPcm(pieces), sampleRate: engine.sampleRate, words };
}

/** The whole chapter as PCM: what the espeak narrator encodes (split across workers) and tests inspect. */
export function renderChapter(request: NarrationRequest): Promise<RenderedSpeech> {
  return renderScript(chapterScript(request), request.language, request.voice);
}

/**
 * Speaks each passage and throws the sound away, so V8 optimises espeak's hot paths before a chapter
 * needs them (ADR 040); stops before the next passage once `shouldStop()`. Returns how many it spoke.
 */
export async function warmEspeak(
  passages: readonly WarmUpPassage[],
  shouldStop: () => boolean,
): Promise<number> {
  const engine = await loadEspeak();
  let spoken = 0;
  for (const { language, voice, text } of passages) {
    if (shouldStop()) break;
    engine.speak(text, ESPEAK_VOICES[language][voice]);
    spoken += 1;
  }
  return spoken;
}
