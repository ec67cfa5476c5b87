import { describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../../../server/generation/encoder/mp3-decode';
import {
  encodeMp3,
  MP3_DECODER_DELAY_SAMPLES,
  voiceLikeSignal,
  warmMp3Encoder,
} from '../../../../server/generation/encoder/mp3-encode';
import { measureMp3 } from '../../../../server/generation/encoder/mp3-frames';

// ADR 043: LAME in WebAssembly must keep the stream the read-along timings were measured on.

/** Silence, then a 440 Hz tone from sample `start`. */
function toneAfterSilence(seconds: number, rate: number, start: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * rate));
  for (let index = start; index < samples.length; index++) {
    samples[index] = Math.round(12_000 * Math.sin((2 * Math.PI * 440 * (index - start)) / rate));
  }
  return samples;
}

function onset(samples: Float32Array): number {
  return samples.findIndex((value) => Math.abs(value) > 0.05);
}

describe('encodeMp3', () => {
  it.each([
    [22_050, 48, 11_025],
    [16_000, 24, 8_000],
  ])(
    'at %i Hz and %i kbps, sound starts MP3_DECODER_DELAY_SAMPLES late once decoded',
    async (rate, kbps, start) => {
      const mp3 = encodeMp3(toneAfterSilence(3, rate, start), rate, kbps);
      const measure = measureMp3(mp3);
      expect(measure.sampleRate).toBe(rate);
      expect(measure.channels).toBe(1);
      const decoded = await decodeMp3(mp3);
      expect(decoded.samples.length).toBe(measure.frames * 576);
      expect(Math.abs(onset(decoded.samples) - start - MP3_DECODER_DELAY_SAMPLES)).toBeLessThanOrEqual(3);
    },
  );

  it('is constant bitrate with no tag frame: the size follows from the length alone', () => {
    const mp3 = encodeMp3(toneAfterSilence(10, 22_050, 0), 22_050);
    const { frames, durationSeconds } = measureMp3(mp3);
    expect(frames).toBe(Math.ceil((10 * 22_050 + MP3_DECODER_DELAY_SAMPLES) / 576));
    expect(Math.abs((mp3.length * 8) / durationSeconds - 48_000)).toBeLessThan(100);
  });

  it('gives the same bytes for the same samples, call after call (no state left between calls)', () => {
    const samples = toneAfterSilence(4, 22_050, 1000);
    const first = encodeMp3(samples, 22_050);
    encodeMp3(toneAfterSilence(1, 24_000, 0), 24_000, 32);
    expect(Buffer.from(encodeMp3(samples, 22_050)).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses rates MP3 cannot carry and empty input', () => {
    expect(() => encodeMp3(new Int16Array(10), 22_000)).toThrow(RangeError);
    expect(() => encodeMp3(new Int16Array(0), 22_050)).toThrow(RangeError);
  });
});

describe('warming the encoder (ADR 040)', () => {
  it('encodes a voice-like signal: loud bursts and quiet gaps, never clipped', () => {
    const signal = voiceLikeSignal(1, 22_050);
    expect(signal).toHaveLength(22_050);
    const peaks = [0, 1, 2, 3].map((quarter) => {
      const slice = signal.subarray(quarter * 5_512, (quarter + 1) * 5_512);
      return Math.max(...Array.from(slice, Math.abs));
    });
    for (const peak of peaks) expect(peak).toBeGreaterThan(4_000);
    expect(Math.max(...Array.from(signal, Math.abs))).toBeLessThan(32_767);
    // Between syllables only the soft noise is left.
    const gap = signal.subarray(Math.round(0.2 * 22_050), Math.round(0.24 * 22_050));
    expect(Math.max(...Array.from(gap, Math.abs))).toBeLessThan(2_000);
  });

  it('encodes up to the seconds asked, and stops between pieces once told to', () => {
    expect(warmMp3Encoder(6, () => false)).toBe(6);
    let asked = 0;
    expect(warmMp3Encoder(60, () => ++asked > 2)).toBe(4);
    expect(warmMp3Encoder(60, () => true)).toBe(0);
  });
});
