import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { askServer } from './control-client';
import {
  controlSocketPath,
  parseControlRequest,
  type ControlReply,
  type ControlRequest,
} from './control-protocol';

/**
 * The running server's control socket, DATA_DIR/control.sock (ADR 038). PGlite lets one process open its
 * directory, so `npm run backup` asks the server that holds it. The socket is a Unix socket with mode
 * 0600: only the account that owns DATA_DIR reaches it, and it answers one request per connection, as
 * one JSON line each way.
 */

export type ControlHandler = (request: ControlRequest) => Promise<unknown>;

function serve(socket: Socket, handle: ControlHandler): void {
  let buffer = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const end = buffer.indexOf('\n');
    if (end === -1) return;
    socket.pause();
    const request = parseControlRequest(buffer.slice(0, end));
    const answer: Promise<ControlReply> = request
      ? handle(request).then(
          (result) => ({ ok: true, result }),
          (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
        )
      : Promise.resolve({ ok: false, error: 'unknown request' });
    void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

/** Listens on DATA_DIR/control.sock; a socket left by a server that died is replaced. */
export async function listenForControl(dataDir: string, handle: ControlHandler): Promise<Server> {
  const file = controlSocketPath(dataDir);
  if ((await askServer(dataDir, { command: 'ping' })) !== 'no-server') {
    throw new Error(`another server answers on ${file}: one DATA_DIR serves one process`);
  }
  await rm(file, { force: true });
  const server = createServer((socket) => serve(socket, handle));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return server;
}

export async function closeControl(server: Server, dataDir: string): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(controlSocketPath(dataDir), { force: true });
}
