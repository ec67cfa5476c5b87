import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const minimumLength = 32;

/**
 * Returns the secret kept in `file`, creating it on first use (0600, owner-only). The exclusive create
 * (`wx`) means two processes starting together agree on one secret instead of overwriting each other.
 */
export function readOrCreateSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minimumLength) {
    throw new Error(`${file} holds fewer than ${minimumLength} characters; delete it to generate a new one`);
  }
  return secret;
}
