import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARAGRAPH_PAUSE_MS, TITLE_PAUSE_MS } from '../../../../server/generation/narrator/chapter-script';
import { NarrationError } from '../../../../server/generation/narrator/narration-error';
import { createOpenAiNarrator } from '../../../../server/generation/narrator/openai-narrator';
import type { Narrator } from '../../../../server/generation/narrator/types';
import { chapterRequest } from './fixtures/requests';
import { SECONDS_PER_CHAR, startSpeechStub, STUB_RATE, type SpeechStub } from './fixtures/speech-stub-server';

let stub: SpeechStub;
let narrator: Narrator;

beforeAll(async () => {
  stub = await startSpeechStub();
  narrator = createOpenAiNarrator({
    baseUrl: stub.baseUrl,
    apiKey: 'sk-test-key',
    model: 'tts-test',
    timeoutMs: 2000,
  });
});
afterAll(async () => {
  await narrator.close();
  await stub.close();
});
beforeEach(() => {
  stub.behaviour = 'speak';
  stub.requests.length = 0;
});

describe('openai narrator against an OpenAI-compatible speech service', () => {
  it('asks for each piece of the chapter and returns it as one measured MP3', async () => {
    const request = chapterRequest('en', 'WARM_FEMALE');
    const narration = await narrator.narrate(request);

    const pieces = [request.title, ...request.paragraphs];
    expect(stub.requests).toHaveLength(pieces.length);
    for (const received of stub.requests) {
      expect(received).toMatchObject({
        method: 'POST',
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test-key',
      });
    }
    // Requests run three at a time, so they may arrive in any order.
    expect(stub.requests.map((received) => received.body)).toEqual(
      expect.arrayContaining(
        pieces.map((input) => ({ model: 'tts-test', input, voice: 'nova', response_format: 'wav' })),
      ),
    );

    const { format } = await parseBuffer(narration.mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(format).toMatchObject({ codec: 'MPEG 2 Layer 3', numberOfChannels: 1, sampleRate: STUB_RATE });
    expect(narration.sampleRate).toBe(STUB_RATE);
    expect(Math.abs(narration.durationSeconds - (format.duration ?? 0))).toBeLessThanOrEqual(0.1);
    const spoken = pieces.join('').length * SECONDS_PER_CHAR;
    const paused = (TITLE_PAUSE_MS + PARAGRAPH_PAUSE_MS) / 1000;
    expect(narration.durationSeconds).toBeGreaterThanOrEqual(spoken + paused);
    expect(narration.durationSeconds).toBeLessThan(spoken + paused + 0.1);
    expect(narration.wordTimings).toBeUndefined();
  });

  it('maps each narrator voice to a distinct OpenAI voice, slowing or quickening some', async () => {
    await narrator.narrate(chapterRequest('es', 'ENERGETIC_CHILD'));
    await narrator.narrate(chapterRequest('es', 'SOOTHING_NARRATOR'));
    await narrator.narrate(chapterRequest('es', 'FRIENDLY_MALE'));
    const voices = new Set(
      stub.requests.map((received) => `${String(received.body.voice)}@${String(received.body.speed ?? 1)}`),
    );
    expect(voices).toEqual(new Set(['shimmer@1.1', 'fable@0.9', 'onyx@1']));
  });

  it('cuts a paragraph longer than the service accepts into several requests', async () => {
    const long = 'The fox ran home through the tall grass. '.repeat(200).trim();
    await narrator.narrate({ language: 'en', voice: 'WARM_FEMALE', title: 'Long', paragraphs: [long] });
    const inputs = stub.requests
      .map((received) => String(received.body.input))
      .filter((input) => input !== 'Long');
    expect(inputs.length).toBeGreaterThan(2);
    expect(inputs.every((input) => input.length <= 4096)).toBe(true);
    inputs.sort((a, b) => long.indexOf(a) - long.indexOf(b));
    expect(inputs.join(' ')).toBe(long);
  });

  it('sends no Authorization header when no key is configured', async () => {
    const open = createOpenAiNarrator({ baseUrl: stub.baseUrl, model: 'kokoro', workers: 1 });
    try {
      await open.narrate(chapterRequest('en', 'WARM_FEMALE'));
      expect(stub.requests.every((received) => received.authorization === undefined)).toBe(true);
    } finally {
      await open.close();
    }
  });
});

describe('openai narrator failures', () => {
  it('rejects with a retryable TIMEOUT NarrationError when the service does not answer', async () => {
    stub.behaviour = 'hang';
    const quick = createOpenAiNarrator({
      baseUrl: stub.baseUrl,
      model: 'tts-test',
      timeoutMs: 300,
      workers: 1,
    });
    try {
      const started = Date.now();
      const error = await quick.narrate(chapterRequest('en', 'WARM_FEMALE')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NarrationError);
      expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await quick.close();
    }
  });

  it('rejects with ABORTED, not TIMEOUT, when the caller cancels first', async () => {
    stub.behaviour = 'hang';
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      narrator.narrate(chapterRequest('en', 'WARM_FEMALE'), controller.signal),
    ).rejects.toMatchObject({
      code: 'ABORTED',
      retryable: false,
    });
  });

  it('rejects a 500 with a retryable HTTP_STATUS NarrationError carrying the service message', async () => {
    stub.behaviour = 'fail';
    const error = await narrator.narrate(chapterRequest('en', 'WARM_FEMALE')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NarrationError);
    expect(error).toMatchObject({
      code: 'HTTP_STATUS',
      status: 500,
      retryable: true,
      message: expect.stringMatching(/500: The server had an error/),
    });
  });

  it('rejects a 401 as not worth retrying, without echoing the key', async () => {
    stub.behaviour = 'unauthorized';
    const error = await narrator.narrate(chapterRequest('en', 'WARM_FEMALE')).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'NarrationError',
      code: 'HTTP_STATUS',
      status: 401,
      retryable: false,
    });
    expect(String(error)).not.toContain('sk-test-key');
  });

  it('rejects audio it cannot use with BAD_AUDIO', async () => {
    stub.behaviour = 'mp3';
    await expect(narrator.narrate(chapterRequest('en', 'WARM_FEMALE'))).rejects.toMatchObject({
      code: 'BAD_AUDIO',
    });
  });

  it('rejects with NETWORK when nothing listens at the base URL', async () => {
    const nowhere = createOpenAiNarrator({ baseUrl: 'http://127.0.0.1:9/v1', model: 'tts-test', workers: 1 });
    try {
      await expect(nowhere.narrate(chapterRequest('en', 'WARM_FEMALE'))).rejects.toMatchObject({
        code: 'NETWORK',
        retryable: true,
      });
    } finally {
      await nowhere.close();
    }
  });
});
