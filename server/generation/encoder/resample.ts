/**
 * Sample-rate conversion for mono float PCM: a polyphase windowed-sinc filter. The kernel low-passes at
 * 90 % of the lower rate's Nyquist frequency, so going down (22,050 → 16,000 Hz) folds nothing back
 * into the speech band. Between two MP3 rates the ratio reduces to at most 640 phases (11,025 → 16,000),
 * so every phase's taps are computed once and each output sample is one dot product.
 */

/** Zero crossings of the sinc on each side: ≈ 70 dB stop band with a Blackman window. */
const ZERO_CROSSINGS = 16;
const ROLLOFF = 0.9;
const MAX_PHASES = 4096;

function blackman(x: number): number {
  // x in [-1, 1]
  return 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

interface FilterBank {
  up: number;
  down: number;
  /** Taps per phase: input samples `base - half + 1 … base + half`. */
  half: number;
  /** `up` rows of `2 × half` taps. */
  taps: Float32Array;
}

function filterBank(fromRate: number, toRate: number): FilterBank {
  const divisor = gcd(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  if (up > MAX_PHASES) throw new RangeError(`cannot resample ${fromRate} → ${toRate} Hz`);
  // Cut-off as a fraction of the input rate; the kernel is stretched (and scaled) when going down.
  const cutoff = (ROLLOFF * Math.min(fromRate, toRate)) / (2 * fromRate);
  const reach = ZERO_CROSSINGS / (2 * cutoff);
  const half = Math.ceil(reach);
  const width = 2 * half;
  const taps = new Float32Array(up * width);
  for (let phase = 0; phase < up; phase++) {
    const offset = phase / up;
    for (let tap = 0; tap < width; tap++) {
      const x = tap - half + 1 - offset;
      if (Math.abs(x) >= reach) continue;
      const t = 2 * cutoff * x;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      taps[phase * width + tap] = 2 * cutoff * sinc * blackman(x / reach);
    }
  }
  return { up, down, half, taps };
}

export function resampleMono(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples.slice();
  const { up, down, half, taps } = filterBank(fromRate, toRate);
  const width = 2 * half;
  // Zeros on both sides, so the edges need no bounds checks.
  const padded = new Float32Array(samples.length + 2 * half);
  padded.set(samples, half);
  const length = Math.floor((samples.length * up) / down);
  const out = new Float32Array(length);
  let base = 0;
  let phase = 0;
  for (let index = 0; index < length; index++) {
    const row = phase * width;
    // Input sample `base - half + 1 + tap` sits at `padded[base + 1 + tap]`.
    const start = base + 1;
    let sum = 0;
    for (let tap = 0; tap < width; tap++) sum += (padded[start + tap] ?? 0) * (taps[row + tap] ?? 0);
    out[index] = sum;
    phase += down;
    while (phase >= up) {
      phase -= up;
      base += 1;
    }
  }
  return out;
}
