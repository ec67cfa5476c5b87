import { lameEncodeMono } from './lame-wasm';

/** Mono at 48 kbps: speech stays clear and a five-minute chapter is about 1.8 MB to download offline. */
export const MP3_BITRATE_KBPS = 48;

/** Rates an MPEG-1/2/2.5 layer III stream can carry; anything else must be resampled first. */
export const MP3_SAMPLE_RATES: readonly number[] = [
  8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000,
];

/**
 * Where sample 0 of the PCM lands in the decoded MP3: LAME's 576-sample encoder delay plus the decoder's
 * 529 (measured: a tone at 11,025 decoded at 12,132 with libmad, and again with mpg123 for lamejs and
 * for LAME in WebAssembly alike, ADR 043). Word timings are shifted by it.
 */
export const MP3_DECODER_DELAY_SAMPLES = 1105;

// PCM goes into WebAssembly memory a block at a time: 64 frames' worth keeps that copy small.
const BLOCK_SAMPLES = 1152 * 64;

/**
 * PCM → MP3 on the calling thread, with LAME in WebAssembly (ADR 043: ≈ 4× faster than lamejs, the
 * same frames and delay). CPU-bound (≈ 140–160× real time on a busy 2-core machine): call it in a
 * worker, never the server.
 */
export function encodeMp3(
  samples: Int16Array,
  sampleRate: number,
  kbps = MP3_BITRATE_KBPS,
): Uint8Array<ArrayBuffer> {
  if (!MP3_SAMPLE_RATES.includes(sampleRate)) throw new RangeError(`MP3 cannot carry ${sampleRate} Hz audio`);
  if (samples.length === 0) throw new RangeError('nothing to encode: no samples');
  return lameEncodeMono(samples, { sampleRate, kbps }, BLOCK_SAMPLES);
}

/** espeak's rate: the encoder warms at the rate it will encode. */
const WARM_UP_RATE = 22_050;
const WARM_UP_PIECE_SECONDS = 2;

/**
 * A voice-like test signal: a gliding pitch with its harmonics, in syllable-long bursts, with a little
 * noise, so the encoder takes the paths speech takes (silence or a pure tone would skip most of them).
 */
export function voiceLikeSignal(seconds: number, sampleRate: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  let seed = 1;
  let phase = 0;
  for (let index = 0; index < samples.length; index++) {
    const t = index / sampleRate;
    const pitch = 180 + 60 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * pitch) / sampleRate;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * t));
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const noise = seed / 2_147_483_648 - 0.5;
    const voiced = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
    samples[index] = Math.round(8000 * syllable * voiced + 1500 * noise);
  }
  return samples;
}

/**
 * Encodes up to `seconds` of a voice-like signal in short pieces and throws the MP3 away, so V8 has
 * optimised LAME before a chapter needs it (ADR 040); stops between pieces once `shouldStop()`.
 * Returns the seconds encoded.
 */
export function warmMp3Encoder(seconds: number, shouldStop: () => boolean): number {
  const piece = voiceLikeSignal(WARM_UP_PIECE_SECONDS, WARM_UP_RATE);
  let encoded = 0;
  while (encoded < seconds && !shouldStop()) {
    encodeMp3(piece, WARM_UP_RATE);
    encoded += WARM_UP_PIECE_SECONDS;
  }
  return encoded;
}
