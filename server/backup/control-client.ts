import { connect } from 'node:net';
import { controlSocketPath, type ControlReply, type ControlRequest } from './control-protocol';

/** The command-line side of the control socket: asks the running server, if there is one. */

// A backup of a large library takes a while; a server that never answers must not hang the command.
const replyTimeoutMs = 10 * 60_000;

/** The server's reply, or `no-server` when nothing listens on DATA_DIR/control.sock. */
export function askServer(dataDir: string, request: ControlRequest): Promise<ControlReply | 'no-server'> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let text = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(replyTimeoutMs, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as ControlReply);
      } catch {
        reject(new Error('the server gave an unreadable answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // No socket file, or one left by a server that is gone: nobody holds the database.
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve('no-server');
      else reject(error);
    });
  });
}
