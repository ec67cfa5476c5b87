import { decodeMp3 } from './mp3-decode';
import { encodeMp3, MP3_DECODER_DELAY_SAMPLES } from './mp3-encode';
import { resampleMono } from './resample';

/**
 * A stored MP3 → a smaller MP3 of the same chapter (issue 12's "Data saver"). Whatever made the first
 * file (espeak, a speech service), it is decoded, resampled and encoded again with LAME.
 */

export interface Mp3Target {
  sampleRate: number;
  kbps: number;
}

/**
 * Mono 24 kbps at 16 kHz: half the standard file. At 24 kbps LAME keeps up to 5.85 kHz of a mono
 * signal (its bandwidth table), which holds what makes speech clear; 16 kHz is the rate LAME itself
 * picks for that bandwidth, so no bits go to frequencies it would cut.
 */
export const DATA_SAVER_MP3: Mp3Target = { sampleRate: 16_000, kbps: 24 };

function toInt16(samples: Float32Array): Int16Array<ArrayBuffer> {
  const out = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const value = Math.round((samples[index] ?? 0) * 32767);
    out[index] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}

/** CPU-bound (≈ 50× real time on the 2-core bench machine): call it in a worker. */
export async function transcodeMp3(mp3: Uint8Array, target: Mp3Target): Promise<Uint8Array<ArrayBuffer>> {
  const decoded = await decodeMp3(mp3);
  // Decoding delays the sound by the codec's delay, and encoding again would add it a second time:
  // dropping that much (in the new rate's samples) keeps the sound, and so the word timings, in place.
  const delay = Math.round((MP3_DECODER_DELAY_SAMPLES * decoded.sampleRate) / target.sampleRate);
  const trimmed = decoded.samples.subarray(Math.min(delay, decoded.samples.length - 1));
  const samples = resampleMono(trimmed, decoded.sampleRate, target.sampleRate);
  return encodeMp3(toInt16(samples), target.sampleRate, target.kbps);
}
