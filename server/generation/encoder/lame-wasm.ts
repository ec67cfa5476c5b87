import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * LAME 3.100 compiled to WebAssembly, from wasm-media-encoders (MIT wrapper; LAME itself is LGPL). We
 * load its `mp3.wasm` from node_modules ourselves, synchronously, instead of through the package's
 * JavaScript: that JavaScript only offers a Promise (and inlines the binary as base64), while
 * `encodeMp3` is synchronous. The few exports used here are the package's internal ABI, so the
 * version the binary reports is checked against the one pinned in package.json: an upgrade that
 * changes the ABI fails loudly here instead of encoding noise. Nothing is fetched at run time.
 */

/** The exact version in package.json; the binary embeds it. */
const EXPECTED_VERSION = 'wasm-media-encoders-0.7.0';

interface LameExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  version(): number;
  mime_type(): number;
  malloc(bytes: number): number;
  free(pointer: number): void;
  /** Params → encoder, or 0: {channels, in rate} as u32, then {kbps i32, VBR quality f32, out rate i32}. */
  enc_init(params: number): number;
  /** A pointer to the channels' float buffers, each grown to hold `samples`; 0 when out of memory. */
  enc_get_pcm(encoder: number, samples: number): number;
  /** Encodes `samples` from the PCM buffers: MP3 bytes written to the output buffer, or < 0. */
  enc_encode(encoder: number, samples: number): number;
  enc_flush(encoder: number): number;
  enc_get_out_buf(encoder: number): number;
  enc_free(encoder: number): void;
}

let loaded: LameExports | undefined;

function cString(memory: WebAssembly.Memory, pointer: number): string {
  const bytes = new Uint8Array(memory.buffer, pointer);
  return Buffer.from(bytes.subarray(0, bytes.indexOf(0))).toString('latin1');
}

/** Compiled and instantiated once per thread, on first use (≈ 10 ms). */
function lame(): LameExports {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3');
  const imports = {
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new Error(`LAME exited with code ${code}`);
      },
    },
    env: { emscripten_notify_memory_growth: () => undefined },
  };
  const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), imports);
  const lameExports = instance.exports as unknown as LameExports;
  lameExports._initialize();
  const version = cString(lameExports.memory, lameExports.version());
  const mime = cString(lameExports.memory, lameExports.mime_type());
  if (version !== EXPECTED_VERSION || mime !== 'audio/mpeg') {
    throw new Error(`unexpected LAME WebAssembly: ${version} (${mime}); expected ${EXPECTED_VERSION}`);
  }
  loaded = lameExports;
  return lameExports;
}

export interface LameOptions {
  sampleRate: number;
  kbps: number;
}

/**
 * Mono 16-bit PCM → a constant-bitrate MP3 at the same rate: no Xing/Info frame, no ID3 tag, so the
 * first frame is sound. `blockSamples` bounds the PCM copied into WebAssembly memory at a time.
 */
export function lameEncodeMono(
  samples: Int16Array,
  { sampleRate, kbps }: LameOptions,
  blockSamples: number,
): Uint8Array<ArrayBuffer> {
  const wasm = lame();
  const params = wasm.malloc(20);
  if (!params) throw new Error('LAME: out of memory');
  const words = new DataView(wasm.memory.buffer, params, 20);
  words.setUint32(0, 1, true); // channels
  words.setUint32(4, sampleRate, true);
  words.setInt32(8, kbps, true);
  words.setFloat32(12, -1, true); // no VBR
  words.setInt32(16, sampleRate, true); // output rate: never resampled by LAME
  const encoder = wasm.enc_init(params);
  wasm.free(params);
  if (!encoder) throw new RangeError(`LAME refused ${sampleRate} Hz at ${kbps} kbps`);
  const chunks: Uint8Array[] = [];
  // Every call may grow the memory (and detach earlier views), so views are taken after each call.
  const output = (written: number): void => {
    if (written < 0) throw new Error(`LAME failed to encode (${written})`);
    if (written > 0)
      chunks.push(new Uint8Array(wasm.memory.buffer, wasm.enc_get_out_buf(encoder), written).slice());
  };
  try {
    for (let offset = 0; offset < samples.length; offset += blockSamples) {
      const block = samples.subarray(offset, offset + blockSamples);
      const channels = wasm.enc_get_pcm(encoder, block.length);
      if (!channels) throw new Error('LAME: out of memory');
      const left = new DataView(wasm.memory.buffer).getUint32(channels, true);
      const pcm = new Float32Array(wasm.memory.buffer, left, block.length);
      for (let index = 0; index < block.length; index++) pcm[index] = (block[index] ?? 0) / 32768;
      output(wasm.enc_encode(encoder, block.length));
    }
    output(wasm.enc_flush(encoder));
  } finally {
    wasm.enc_free(encoder);
  }
  const mp3 = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    mp3.set(chunk, at);
    at += chunk.length;
  }
  return mp3;
}
