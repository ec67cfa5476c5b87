import type { Mp3Measure } from './mp3-frames';
import type { Mp3Tasks } from './mp3-tasks';
import type { Mp3Target } from './mp3-transcode';
import { createWorkerPool } from './worker-pool';

export interface EncodedMp3 {
  mp3: Buffer;
  /** Frames × samples per frame / rate: what a decoder plays, encoder delay and padding included. */
  durationSeconds: number;
  measure: Mp3Measure;
}

export interface Mp3EncoderPool {
  readonly size: number;
  /** Takes ownership of `samples`: its buffer is moved to a worker thread. */
  encode(samples: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<EncodedMp3>;
  /** A whole MP3, decoded and encoded again at `target` (a smaller copy). `mp3` is copied, not moved. */
  transcode(mp3: Uint8Array, target: Mp3Target, signal?: AbortSignal): Promise<EncodedMp3>;
  /**
   * Starts every thread and has each encode up to `seconds` of a voice-like signal (ADR 040), stopping
   * early once `stop[0]` (shared memory) is no longer 0. Resolves with the seconds each encoded.
   */
  warm(seconds: number, stop: Int32Array): Promise<number[]>;
  close(): Promise<void>;
}

const WORKER_ENTRY = new URL(
  `./mp3-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/** A view on part of a larger buffer is copied, so transferring it never detaches someone else's bytes. */
function ownedSamples(samples: Int16Array): Int16Array<ArrayBuffer> {
  const whole = samples.byteOffset === 0 && samples.byteLength === samples.buffer.byteLength;
  return whole && samples.buffer instanceof ArrayBuffer ? new Int16Array(samples.buffer) : samples.slice();
}

export interface Mp3EncoderPoolOptions {
  /** Threads; default: one per available core. */
  workers?: number;
  /** Idle time after which a thread ends; see WorkerPoolOptions. */
  idleMs?: number;
}

function toEncoded({ mp3, measure }: Mp3Tasks['encode']['result']): EncodedMp3 {
  return {
    mp3: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength),
    durationSeconds: measure.durationSeconds,
    measure,
  };
}

/** PCM → MP3 in worker threads, so encoding (the slow step) never blocks the server's event loop. */
export function createMp3EncoderPool(options: Mp3EncoderPoolOptions = {}): Mp3EncoderPool {
  const pool = createWorkerPool<Mp3Tasks>(WORKER_ENTRY, { size: options.workers, idleMs: options.idleMs });
  return {
    size: pool.size,
    async encode(samples, sampleRate, signal) {
      const owned = ownedSamples(samples);
      return toEncoded(
        await pool.run('encode', { samples: owned, sampleRate }, { transfer: [owned.buffer], signal }),
      );
    },
    async transcode(mp3, target, signal) {
      const copy = new Uint8Array(mp3);
      return toEncoded(
        await pool.run('transcode', { mp3: copy, target }, { transfer: [copy.buffer], signal }),
      );
    },
    async warm(seconds, stop) {
      // Queued together, one goes to each idle thread.
      const each = Array.from({ length: pool.size }, () => pool.run('warm', { seconds, stop }));
      return (await Promise.all(each)).map((warmed) => warmed.encoded);
    },
    close: () => pool.close(),
  };
}
