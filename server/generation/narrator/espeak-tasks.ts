import type { Segment } from './chapter-script';
import type { NarrationLanguage, NarratorVoice, WordTiming } from './types';

export interface WarmUpPassage {
  language: NarrationLanguage;
  voice: NarratorVoice;
  text: string;
}

/**
 * `render`: one run of a chapter's script, spoken by the espeak worker thread into PCM. `warm`: passages
 * spoken and thrown away (ADR 040), stopping before the next one once `stop[0]` is no longer 0 (a
 * flag on shared memory the narrator raises when a chapter comes); answers how many were spoken.
 */
export type EspeakTasks = {
  render: {
    payload: { language: NarrationLanguage; voice: NarratorVoice; segments: Segment[] };
    result: { samples: Int16Array; sampleRate: number; words: WordTiming[] };
  };
  warm: {
    payload: { passages: readonly WarmUpPassage[]; stop: Int32Array };
    result: { spoken: number };
  };
};
