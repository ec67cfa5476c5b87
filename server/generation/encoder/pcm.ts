/**
 * Mono 16-bit PCM, the one sample format every stage between a speech engine and the MP3 encoder uses.
 */

/** A run of digital silence: pauses between paragraphs are real samples, so their length is exact. */
export function silence(milliseconds: number, sampleRate: number): Int16Array {
  return new Int16Array(Math.max(0, Math.round((milliseconds / 1000) * sampleRate)));
}

export function concatPcm(parts: readonly Int16Array[]): Int16Array<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function samplesToMs(samples: number, sampleRate: number): number {
  return (samples / sampleRate) * 1000;
}
