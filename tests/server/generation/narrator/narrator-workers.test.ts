import { spawn } from 'node:child_process';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMp3EncoderPool } from '../../../../server/generation/encoder/mp3-encoder-pool';
import { createWorkerPool } from '../../../../server/generation/encoder/worker-pool';
import {
  WorkerPoolClosedError,
  WorkerTaskError,
} from '../../../../server/generation/encoder/worker-protocol';
import { createEspeakNarrator } from '../../../../server/generation/narrator/espeak-narrator';
import { renderChapter } from '../../../../server/generation/narrator/espeak-render';
import { NarrationError } from '../../../../server/generation/narrator/narration-error';
import type { NarrationRequest, NarratorVoice } from '../../../../server/generation/narrator/types';
import { tone } from './audio-analysis';
import type { FaultyTasks } from './fixtures/faulty-tasks';
import { chapterRequest, requestWords } from './fixtures/requests';

const FAULTY_WORKER = new URL('./fixtures/faulty-worker.ts', import.meta.url);

describe('espeak narrator in worker threads', () => {
  const narrator = createEspeakNarrator({ workers: 2 });
  afterAll(() => narrator.close());

  it('narrates two chapters at once', async () => {
    const [english, spanish] = await Promise.all([
      narrator.narrate(chapterRequest('en', 'WARM_FEMALE')),
      narrator.narrate(chapterRequest('es', 'SOOTHING_NARRATOR')),
    ]);
    expect(english.durationSeconds).toBeGreaterThan(3);
    expect(spanish.durationSeconds).toBeGreaterThan(english.durationSeconds);
    expect(english.mp3.equals(spanish.mp3)).toBe(false);
  });

  it('splits a long chapter across both workers and joins it seamlessly', async () => {
    const story =
      'The little fox ran over the green hill and far away to find her seven friends by the river. ' +
      'They played hide and seek among the reeds until the moon came up and the frogs began to sing.';
    const request: NarrationRequest = {
      language: 'en',
      voice: 'FRIENDLY_MALE',
      title: 'The Long Walk',
      paragraphs: Array.from({ length: 16 }, (_, index) => `${story} This was paragraph ${index + 1}.`),
    };
    expect(request.paragraphs.join(' ').length).toBeGreaterThan(2 * 1500); // long enough for two runs
    const [narration, speech] = await Promise.all([narrator.narrate(request), renderChapter(request)]);

    // Two MP3 pieces, each adding encoder delay and last-frame padding (≤ 0.1 s) to the spoken PCM.
    const pcmSeconds = speech.samples.length / speech.sampleRate;
    expect(narration.durationSeconds - pcmSeconds).toBeGreaterThan(0);
    expect(narration.durationSeconds - pcmSeconds).toBeLessThan(0.25);
    // music-metadata estimates CBR length from the file size: within its 0.5 % error.
    const { format } = await parseBuffer(narration.mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(Math.abs(narration.durationSeconds - (format.duration ?? 0))).toBeLessThan(
      narration.durationSeconds * 0.005,
    );

    const timings = narration.wordTimings ?? [];
    expect(timings.length).toBe(requestWords(request));
    for (let index = 1; index < timings.length; index++) {
      expect(timings[index]?.startMs).toBeGreaterThanOrEqual(timings[index - 1]?.endMs ?? Infinity);
    }
    expect(timings.at(-1)?.endMs).toBeLessThanOrEqual(narration.durationSeconds * 1000);
    // After the seam a word sits where the PCM puts it plus two encoder delays (50 ms each) and the first
    // piece's final-frame padding (< 53 ms): proof the chapter went through two workers and was re-timed.
    const shift = (timings.at(-1)?.startMs ?? 0) - (speech.words.at(-1)?.startMs ?? 0);
    expect(shift).toBeGreaterThanOrEqual(95);
    expect(shift).toBeLessThanOrEqual(160);
  }, 60_000); // ≈ 190 s of speech: several seconds on a busy CI machine

  it('rejects a request it cannot narrate with a NarrationError', async () => {
    // Stored jobs are JSON: a voice outside the union must be refused at run time.
    const voice = 'GRUMPY_PIRATE' as NarratorVoice;
    const error = await narrator
      .narrate({ ...chapterRequest('en', 'WARM_FEMALE'), voice })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NarrationError);
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', retryable: false });
    const empty = await narrator
      .narrate({ language: 'en', voice: 'WARM_FEMALE', title: ' ', paragraphs: ['', '  '] })
      .catch((e: unknown) => e);
    expect(empty).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('rejects with ABORTED when the caller gives up', async () => {
    const controller = new AbortController();
    const pending = narrator.narrate(chapterRequest('en', 'WARM_FEMALE'), controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'NarrationError', code: 'ABORTED' });
  });

  it('refuses work after close() and lets the process exit even mid-narration', async () => {
    const closed = createEspeakNarrator({ workers: 1 });
    await closed.close();
    await expect(closed.narrate(chapterRequest('en', 'WARM_FEMALE'))).rejects.toMatchObject({
      code: 'CLOSED',
    });

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./fixtures/close-while-busy.ts', import.meta.url).pathname],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output.trim()).toBe('CLOSED');
    expect(code).toBe(0);
  });
});

describe('worker pool', () => {
  const pool = createWorkerPool<FaultyTasks>(FAULTY_WORKER, { size: 2 });
  afterAll(() => pool.close());

  it('reuses its workers and runs tasks on both', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => pool.run('echo', { text: `task ${index}` })),
    );
    expect(replies.map((reply) => reply.text)).toEqual(
      Array.from({ length: 6 }, (_, index) => `task ${index}`),
    );
    expect(new Set(replies.map((reply) => reply.threadId)).size).toBe(2);
  });

  it('passes a task error back with its message and code, and keeps working', async () => {
    const error = await pool.run('fail', { message: 'no such voice' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ message: 'no such voice', code: 'E_FIXTURE' });
    await expect(pool.run('echo', { text: 'still here' })).resolves.toMatchObject({ text: 'still here' });
  });

  it('rejects the task of a worker that dies, and replaces the worker', async () => {
    await expect(pool.run('crash', {})).rejects.toThrow(/exited with code 3/);
    await expect(pool.run('echo', { text: 'after crash' })).resolves.toMatchObject({ text: 'after crash' });
  });

  it('drops a queued task whose signal aborts, without disturbing the others', async () => {
    const controller = new AbortController();
    const busy = [pool.run('sleep', { ms: 200 }), pool.run('sleep', { ms: 200 })];
    const queued = pool.run('echo', { text: 'never' }, { signal: controller.signal });
    controller.abort(new Error('changed my mind'));
    await expect(queued).rejects.toThrow('changed my mind');
    await expect(Promise.all(busy)).resolves.toEqual([{ slept: 200 }, { slept: 200 }]);
  });

  it('ends a worker left idle, and starts a new one for the next task', async () => {
    const idle = createWorkerPool<FaultyTasks>(FAULTY_WORKER, { size: 1, idleMs: 50 });
    try {
      const first = await idle.run('echo', { text: 'one' });
      const second = await idle.run('echo', { text: 'two' });
      expect(second.threadId).toBe(first.threadId); // busy again before the idle time: reused
      await new Promise((resolve) => setTimeout(resolve, 300));
      const third = await idle.run('echo', { text: 'three' });
      expect(third.threadId).not.toBe(first.threadId);
    } finally {
      await idle.close();
    }
  });

  it('rejects queued and new tasks once closed', async () => {
    const other = createWorkerPool<FaultyTasks>(FAULTY_WORKER, { size: 1 });
    const running = expect(other.run('sleep', { ms: 5000 })).rejects.toBeInstanceOf(WorkerPoolClosedError);
    const queued = expect(other.run('echo', { text: 'queued' })).rejects.toBeInstanceOf(
      WorkerPoolClosedError,
    );
    await other.close();
    await Promise.all([running, queued]);
    await expect(other.run('echo', { text: 'late' })).rejects.toBeInstanceOf(WorkerPoolClosedError);
  });
});

describe('MP3 encoder pool', () => {
  let encoder: ReturnType<typeof createMp3EncoderPool>;
  beforeAll(() => {
    encoder = createMp3EncoderPool({ workers: 2 });
  });
  afterAll(() => encoder.close());

  it('encodes PCM to an MP3 whose measured length matches the samples', async () => {
    const encoded = await encoder.encode(tone(3, 24000), 24000);
    const { format } = await parseBuffer(encoded.mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(format).toMatchObject({ sampleRate: 24000, numberOfChannels: 1, codec: 'MPEG 2 Layer 3' });
    expect(encoded.durationSeconds).toBeGreaterThanOrEqual(3);
    expect(encoded.durationSeconds).toBeLessThan(3.1); // encoder delay and last-frame padding only
  });

  it('warms every thread, and a raised stop flag ends the warm-up between pieces', async () => {
    const go = new Int32Array(new SharedArrayBuffer(4));
    await expect(encoder.warm(6, go)).resolves.toEqual([6, 6]);

    // A warm-up far longer than any start is cut short as soon as a chapter raises the flag.
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const warming = encoder.warm(100_000, stop);
    await new Promise((resolve) => setTimeout(resolve, 300));
    Atomics.store(stop, 0, 1);
    const encoded = await warming;
    expect(encoded).toHaveLength(2);
    for (const seconds of encoded) expect(seconds).toBeLessThan(100_000);
    await expect(encoder.warm(6, stop)).resolves.toEqual([0, 0]);
    await expect(encoder.encode(tone(1, 22050), 22050)).resolves.toMatchObject({
      measure: { sampleRate: 22050 },
    });
  });

  it('rejects an encoding error cleanly and encodes the next job', async () => {
    await expect(encoder.encode(tone(1, 22050), 12345)).rejects.toThrow(/cannot carry 12345 Hz/);
    await expect(encoder.encode(new Int16Array(0), 22050)).rejects.toThrow(/no samples/);
    await expect(encoder.encode(tone(1, 22050), 22050)).resolves.toMatchObject({
      measure: { sampleRate: 22050 },
    });
  });
});
