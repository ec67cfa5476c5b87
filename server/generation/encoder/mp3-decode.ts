import { MPEGDecoder } from 'mpg123-decoder';

/**
 * MP3 → mono float PCM with mpg123 in WebAssembly (no native code, nothing fetched at run time). The
 * stream is fed in pieces, so a chapter never sits in memory as two decoded channels at once. Like
 * every decoder, mpg123 outputs each frame whole: sample 0 of what was encoded comes out
 * MP3_DECODER_DELAY_SAMPLES late. CPU-bound (≈ 300× real time): call it in a worker.
 */

export interface DecodedMp3 {
  samples: Float32Array;
  sampleRate: number;
}

const PIECE_BYTES = 64 * 1024;

/** A mono stream comes out on two equal channels: their mean is the stream itself. */
function toMono(channels: readonly Float32Array[], length: number): Float32Array {
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let index = 0; index < length; index++) mono[index] = (mono[index] ?? 0) + (channel[index] ?? 0);
  }
  const scale = 1 / Math.max(1, channels.length);
  for (let index = 0; index < length; index++) mono[index] = (mono[index] ?? 0) * scale;
  return mono;
}

export async function decodeMp3(mp3: Uint8Array): Promise<DecodedMp3> {
  const decoder = new MPEGDecoder({ enableGapless: false });
  await decoder.ready;
  try {
    const pieces: Float32Array[] = [];
    let sampleRate = 0;
    for (let offset = 0; offset < mp3.length; offset += PIECE_BYTES) {
      const decoded = decoder.decode(mp3.subarray(offset, offset + PIECE_BYTES));
      if (decoded.samplesDecoded === 0) continue;
      if (sampleRate !== 0 && decoded.sampleRate !== sampleRate) {
        throw new RangeError(`the MP3 changes sample rate (${sampleRate} → ${decoded.sampleRate} Hz)`);
      }
      sampleRate = decoded.sampleRate;
      pieces.push(toMono(decoded.channelData, decoded.samplesDecoded));
    }
    if (sampleRate === 0) throw new RangeError('not an MP3 stream: nothing decoded');
    const samples = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let at = 0;
    for (const piece of pieces) {
      samples.set(piece, at);
      at += piece.length;
    }
    return { samples, sampleRate };
  } finally {
    decoder.free();
  }
}
