import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions service (the only fake allowed: a third
 * party). Each test queues the answers it wants; the stub records every request it receives.
 */

export type StubAnswer = { content: string } | { status: number } | { delayMs: number; content: string };

export interface ChatStub {
  baseUrl: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  answers: StubAnswer[];
  close(): Promise<void>;
}

export async function startChatStub(): Promise<ChatStub> {
  const stub: Omit<ChatStub, 'baseUrl' | 'close'> = { requests: [], answers: [] };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      stub.requests.push({ headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const answer = stub.answers.shift() ?? { status: 500 };
      const reply = () => {
        if ('status' in answer) {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'stub failure' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }),
        );
      };
      if ('delayMs' in answer) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...stub,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
