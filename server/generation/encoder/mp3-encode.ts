import { Mp3Encoder } from '@breezystack/lamejs';

/** Mono at 48 kbps: speech stays clear and a five-minute chapter is about 1.8 MB to download offline. */
export const MP3_BITRATE_KBPS = 48;

/** Rates an MPEG-1/2/2.5 layer III stream can carry; anything else must be resampled first. */
export const MP3_SAMPLE_RATES: readonly number[] = [
  8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000,
];

/**
 * Where sample 0 of the PCM lands in the decoded MP3: LAME's 576-sample encoder delay plus the decoder's
 * 529 (measured: a tone at 11,025 decoded at 12,132 with libmad). Word timings are shifted by it.
 */
export const MP3_DECODER_DELAY_SAMPLES = 1105;

// lamejs runs ≈ 15 % faster on large blocks than on 1,152-sample calls; a multiple of 1,152 keeps it simple.
const BLOCK_SAMPLES = 1152 * 64;

/** PCM → MP3 on the calling thread. CPU-bound (≈ 70× real time): call it in a worker, never the server. */
export function encodeMp3(
  samples: Int16Array,
  sampleRate: number,
  kbps = MP3_BITRATE_KBPS,
): Uint8Array<ArrayBuffer> {
  if (!MP3_SAMPLE_RATES.includes(sampleRate)) throw new RangeError(`MP3 cannot carry ${sampleRate} Hz audio`);
  if (samples.length === 0) throw new RangeError('nothing to encode: no samples');
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < samples.length; offset += BLOCK_SAMPLES) {
    const chunk = encoder.encodeBuffer(samples.subarray(offset, offset + BLOCK_SAMPLES));
    // lamejs reuses its output buffer between calls, so each chunk is copied before the next call.
    if (chunk.length > 0) chunks.push(chunk.slice());
  }
  chunks.push(encoder.flush().slice());
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const mp3 = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    mp3.set(chunk, at);
    at += chunk.length;
  }
  return mp3;
}
