/**
 * RIFF/WAVE reading (what OpenAI-compatible speech servers return for `response_format: "wav"`) and
 * writing (for debugging and test fixtures). Only uncompressed PCM: 16-bit integer or 32-bit float.
 */

export interface WavAudio {
  sampleRate: number;
  /** Mono: several channels are averaged, because every narration is mono. */
  samples: Int16Array;
}

export class WavFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavFormatError';
  }
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface FmtChunk {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function readFmt(view: DataView, offset: number, size: number): FmtChunk {
  if (size < 16) throw new WavFormatError('fmt chunk too short');
  let format = view.getUint16(offset, true);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format code in the first two bytes of its sub-format GUID.
  if (format === FORMAT_EXTENSIBLE && size >= 26) format = view.getUint16(offset + 24, true);
  return {
    format,
    channels: view.getUint16(offset + 2, true),
    sampleRate: view.getUint32(offset + 4, true),
    bitsPerSample: view.getUint16(offset + 14, true),
  };
}

function toMono(view: DataView, offset: number, bytes: number, fmt: FmtChunk): Int16Array {
  const bytesPerSample = fmt.bitsPerSample / 8;
  const frames = Math.floor(bytes / (bytesPerSample * fmt.channels));
  const samples = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < fmt.channels; channel++) {
      const at = offset + (frame * fmt.channels + channel) * bytesPerSample;
      sum += fmt.format === FORMAT_FLOAT ? view.getFloat32(at, true) * 32767 : view.getInt16(at, true);
    }
    samples[frame] = Math.max(-32768, Math.min(32767, Math.round(sum / fmt.channels)));
  }
  return samples;
}

export function parseWav(bytes: Uint8Array): WavAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new WavFormatError('not a WAV file');
  let fmt: FmtChunk | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') fmt = readFmt(view, body, size);
    if (id === 'data') {
      if (!fmt) throw new WavFormatError('data chunk before fmt chunk');
      const pcm = fmt.format === FORMAT_PCM && fmt.bitsPerSample === 16;
      const float = fmt.format === FORMAT_FLOAT && fmt.bitsPerSample === 32;
      if (!pcm && !float)
        throw new WavFormatError(`unsupported WAV format ${fmt.format}/${fmt.bitsPerSample}-bit`);
      if (fmt.channels < 1 || fmt.sampleRate < 1) throw new WavFormatError('WAV without channels or rate');
      // Streaming servers write 0 or 0xFFFFFFFF as the data size because they do not know it yet.
      const available = bytes.length - body;
      const length = size === 0 || size > available ? available : size;
      return { sampleRate: fmt.sampleRate, samples: toMono(view, body, length, fmt) };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError('WAV without a data chunk');
}

/** 16-bit mono WAV, for fixtures and for listening to an intermediate result. */
export function toWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(FORMAT_PCM, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
