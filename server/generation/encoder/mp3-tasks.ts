import type { Mp3Measure } from './mp3-frames';

/** The task the MP3 worker serves: mono PCM in (transferred), an MP3 and its measured length out. */
export type Mp3Tasks = {
  encode: {
    payload: { samples: Int16Array; sampleRate: number };
    result: { mp3: Uint8Array; measure: Mp3Measure };
  };
};
