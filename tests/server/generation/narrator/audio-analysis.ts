/** Measurements on mono 16-bit PCM, for asserting what a listener would hear. */

export function rms(samples: Int16Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let index = from; index < to; index++) sum += (samples[index] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

export interface Stretch {
  startSeconds: number;
  seconds: number;
}

/** Runs of 10 ms windows quieter than `threshold` (≈ −50 dBFS by default), longest first. */
export function silentStretches(samples: Int16Array, sampleRate: number, threshold = 100): Stretch[] {
  const window = Math.round(sampleRate / 100);
  const stretches: Stretch[] = [];
  let start = -1;
  for (let at = 0; at + window <= samples.length; at += window) {
    const quiet = rms(samples, at, at + window) < threshold;
    if (quiet && start < 0) start = at;
    if (!quiet && start >= 0) {
      stretches.push({ startSeconds: start / sampleRate, seconds: (at - start) / sampleRate });
      start = -1;
    }
  }
  if (start >= 0)
    stretches.push({ startSeconds: start / sampleRate, seconds: (samples.length - start) / sampleRate });
  return stretches.sort((a, b) => b.seconds - a.seconds);
}

/** Median fundamental frequency of loud (voiced) frames, by autocorrelation over 60–600 Hz. */
export function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = 1024;
  const pitches: number[] = [];
  const minLag = Math.floor(sampleRate / 600);
  const maxLag = Math.floor(sampleRate / 60);
  for (let start = 0; start + frame <= samples.length; start += frame) {
    if (rms(samples, start, start + frame) < 1500) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let index = 0; index < frame - lag; index++) {
        sum += (samples[start + index] ?? 0) * (samples[start + index + lag] ?? 0);
      }
      const correlation = sum / (frame - lag);
      if (correlation > best) [best, bestLag] = [correlation, lag];
    }
    if (bestLag > 0) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

/** A tone of the given length: stands in for speech from a stub speech server. */
export function tone(seconds: number, sampleRate: number, hz = 220): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index++) {
    samples[index] = Math.round(8000 * Math.sin((2 * Math.PI * hz * index) / sampleRate));
  }
  return samples;
}
