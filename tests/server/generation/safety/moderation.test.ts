import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModerator } from '../../../../server/generation/safety/moderation';
import { startChatStub, type ChatStub } from '../openai-writer/chat-stub-server';

describe('asking an OpenAI-compatible service to moderate', () => {
  let stub: ChatStub;
  beforeEach(async () => {
    stub = await startChatStub();
  });
  afterEach(() => stub.close());

  const moderator = (timeoutMs?: number) =>
    createModerator({ baseUrl: stub.baseUrl, apiKey: 'sk-test', chatModel: 'story-model', timeoutMs });

  it('asks /moderations and obeys a flag', async () => {
    stub.moderations.push({ flagged: false }, { flagged: true, category: 'violence' });
    const check = moderator();

    expect(await check.moderate('A walk in the meadow.')).toEqual({ outcome: 'safe' });
    expect(await check.moderate('Something unkind.')).toEqual({ outcome: 'flagged', category: 'violence' });
    expect(stub.requests.map((request) => request.path)).toEqual(['/v1/moderations', '/v1/moderations']);
    expect(stub.requests[0]?.body).toEqual({ input: 'A walk in the meadow.' });
    expect(stub.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('without /moderations, asks a short classification through chat, and stops asking /moderations', async () => {
    stub.moderationsRoute = false;
    stub.answers.push({ content: 'SAFE' }, { content: 'UNSAFE horror' });
    const check = moderator();

    expect(await check.moderate('A walk in the meadow.')).toEqual({ outcome: 'safe' });
    expect(await check.moderate('Something frightening.')).toEqual({
      outcome: 'flagged',
      category: 'horror',
    });
    expect(stub.requests.map((request) => request.path)).toEqual([
      '/v1/moderations',
      '/v1/chat/completions',
      '/v1/chat/completions',
    ]);
    const messages = stub.requests[1]?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('SAFE, or UNSAFE');
    expect(JSON.parse(messages[1]?.content ?? '{}')).toEqual({ text: 'A walk in the meadow.' });
  });

  it('is unavailable, not safe, when the service fails, times out or answers nonsense', async () => {
    stub.moderations.push({ status: 500 });
    expect(await moderator().moderate('text')).toMatchObject({ outcome: 'unavailable' });

    stub.moderationsRoute = false;
    stub.answers.push({ delayMs: 1_000, content: 'SAFE' }, { content: 'I think it is lovely!' });
    expect(await moderator(100).moderate('text')).toEqual({
      outcome: 'unavailable',
      reason: 'no answer within 100 ms',
    });
    expect(await moderator().moderate('text')).toMatchObject({ outcome: 'unavailable' });
  });
});
