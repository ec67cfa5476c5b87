import { describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../../../server/generation/encoder/mp3-decode';
import { encodeMp3 } from '../../../../server/generation/encoder/mp3-encode';
import { measureMp3 } from '../../../../server/generation/encoder/mp3-frames';
import { DATA_SAVER_MP3, transcodeMp3 } from '../../../../server/generation/encoder/mp3-transcode';
import { resampleMono } from '../../../../server/generation/encoder/resample';

/** The pieces of a data-saver copy: resampling, decoding, and encoding again in the same place. */

function sine(hz: number, seconds: number, rate: number): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

/** Gain of a steady tone, away from the edges. */
function gain(samples: Float32Array): number {
  const middle = samples.subarray(Math.floor(samples.length / 4), Math.floor((3 * samples.length) / 4));
  let sum = 0;
  for (const sample of middle) sum += sample * sample;
  return Math.sqrt(sum / middle.length) / Math.SQRT1_2;
}

/** The first sample louder than half the peak, in seconds. */
function onsetSeconds(samples: Float32Array, rate: number): number {
  const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
  return samples.findIndex((sample) => Math.abs(sample) > peak / 2) / rate;
}

describe('resampling', () => {
  it.each([22_050, 24_000])(
    'keeps speech frequencies from %i Hz to 16 kHz, and drops what 16 kHz cannot hold',
    (rate) => {
      for (const hz of [200, 1_000, 5_000])
        expect(gain(resampleMono(sine(hz, 1, rate), rate, 16_000))).toBeCloseTo(1, 2);
      expect(gain(resampleMono(sine(9_000, 1, rate), rate, 16_000))).toBeLessThan(0.01);
      expect(resampleMono(sine(1_000, 1, rate), rate, 16_000)).toHaveLength(16_000);
    },
  );
});

describe('a data-saver copy', () => {
  const rate = 22_050;
  // Silence, then a second of a 440 Hz tone from 1.000 s: where a word starts.
  const pcm = new Int16Array(3 * rate);
  pcm.set(
    Int16Array.from(sine(440, 1, rate), (sample) => Math.round(sample * 12_000)),
    rate,
  );

  it('is a mono 24 kbps MP3 at 16 kHz whose sound starts where the standard one does', async () => {
    const standard = encodeMp3(pcm, rate);
    const copy = await transcodeMp3(standard, DATA_SAVER_MP3);

    expect(measureMp3(copy)).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(copy.length).toBeLessThan(standard.length * 0.6);
    const [heard, heardCopy] = await Promise.all([decodeMp3(standard), decodeMp3(copy)]);
    // Word timings are measured on the standard file: the copy keeps them within 2 ms.
    expect(
      Math.abs(onsetSeconds(heardCopy.samples, 16_000) - onsetSeconds(heard.samples, rate)),
    ).toBeLessThan(0.002);
    expect(Math.abs(measureMp3(copy).durationSeconds - measureMp3(standard).durationSeconds)).toBeLessThan(
      0.05,
    );
  });

  it('refuses bytes that are not MP3', async () => {
    await expect(transcodeMp3(Buffer.from('ID3 not an MP3 at all'), DATA_SAVER_MP3)).rejects.toThrow(
      RangeError,
    );
  });
});
