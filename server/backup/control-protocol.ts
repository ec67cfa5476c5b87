import path from 'node:path';

/**
 * The control socket's protocol (ADR 038): DATA_DIR/control.sock, one JSON line each way per connection.
 * `ping` tells whether a server holds DATA_DIR; `backup` asks it for a consistent snapshot.
 */

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export type ControlRequest = { command: 'ping' } | { command: 'backup' };

export type ControlReply = { ok: true; result: unknown } | { ok: false; error: string };

export function parseControlRequest(line: string): ControlRequest | undefined {
  try {
    const value = JSON.parse(line) as { command?: unknown };
    return value.command === 'ping' || value.command === 'backup' ? { command: value.command } : undefined;
  } catch {
    return undefined;
  }
}
