import type { Mp3Measure } from './mp3-frames';
import type { Mp3Target } from './mp3-transcode';

/**
 * The tasks the MP3 worker serves: mono PCM in (transferred), or a whole MP3 to encode again smaller;
 * an MP3 and its measured length out. `warm` encodes `seconds` of a made-up signal and throws it away
 * (ADR 040), stopping between pieces once `stop[0]` is no longer 0; it answers the seconds encoded.
 */
export type Mp3Tasks = {
  encode: {
    payload: { samples: Int16Array; sampleRate: number };
    result: { mp3: Uint8Array; measure: Mp3Measure };
  };
  transcode: {
    payload: { mp3: Uint8Array; target: Mp3Target };
    result: { mp3: Uint8Array; measure: Mp3Measure };
  };
  warm: {
    payload: { seconds: number; stop: Int32Array };
    result: { encoded: number };
  };
};
