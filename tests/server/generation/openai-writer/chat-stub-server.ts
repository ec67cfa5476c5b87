import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible service (the only fake allowed: a third party). Each test
 * queues the chat answers it wants; the stub records every request it receives. POST …/moderations
 * answers from its own queue, and "not flagged" when that is empty — or 404, like a service without
 * moderation, when `moderationsRoute` is false.
 */

export type StubAnswer = { content: string } | { status: number } | { delayMs: number; content: string };
export type ModerationAnswer = { flagged: false } | { flagged: true; category: string } | { status: number };

export interface ChatStub {
  baseUrl: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  answers: StubAnswer[];
  moderations: ModerationAnswer[];
  moderationsRoute: boolean;
  close(): Promise<void>;
}

function moderationReply(answer: ModerationAnswer): [number, unknown] {
  if ('status' in answer) return [answer.status, { error: { message: 'stub failure' } }];
  const categories = { violence: false, sexual: false, 'self-harm': false, hate: false };
  if (answer.flagged) Object.assign(categories, { [answer.category]: true });
  return [
    200,
    { id: 'modr-1', model: 'omni-moderation-latest', results: [{ flagged: answer.flagged, categories }] },
  ];
}

export async function startChatStub(): Promise<ChatStub> {
  const stub: ChatStub = {
    baseUrl: '',
    requests: [],
    answers: [],
    moderations: [],
    moderationsRoute: true,
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      stub.requests.push({
        path,
        headers: request.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (path.endsWith('/moderations')) {
        if (!stub.moderationsRoute) return send(404, { error: { message: 'Not Found' } });
        return send(...moderationReply(stub.moderations.shift() ?? { flagged: false }));
      }
      const answer = stub.answers.shift() ?? { status: 500 };
      const reply = () => {
        if ('status' in answer) return send(answer.status, { error: { message: 'stub failure' } });
        send(200, { choices: [{ message: { role: 'assistant', content: answer.content } }] });
      };
      if ('delayMs' in answer) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseUrl = `http://127.0.0.1:${port}/v1`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
