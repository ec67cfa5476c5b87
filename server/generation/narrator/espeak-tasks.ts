import type { Segment } from './chapter-script';
import type { NarrationLanguage, NarratorVoice, WordTiming } from './types';

/** One run of a chapter's script, spoken by the espeak worker thread into PCM. */
export type EspeakTasks = {
  render: {
    payload: { language: NarrationLanguage; voice: NarratorVoice; segments: Segment[] };
    result: { samples: Int16Array; sampleRate: number; words: WordTiming[] };
  };
};
