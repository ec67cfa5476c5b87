import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuthSession, User } from '../../../src/contract/auth';
import type { App } from '../../../server/app';
import { REFRESH_COOKIE_NAME } from '../../../server/auth/refresh-cookie';

/**
 * Signing a parent up through the real route, the way the app does, and reading what comes back.
 */

export interface SignedInParent {
  user: User;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }`, to spread into inject headers. */
  headers: { authorization: string };
}

let sequence = 0;

/** A fresh, unique email each call, so tests in one file never collide. */
export function uniqueEmail(label = 'parent'): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

export async function registerParent(
  app: App,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<SignedInParent> {
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: overrides.name ?? 'Pat Parent', email: overrides.email ?? uniqueEmail(), password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { user, tokens } = response.json<{ data: AuthSession }>().data;
  return { user, password, ...tokens, headers: bearer(tokens.accessToken) };
}

export interface ParsedCookie {
  value: string;
  attributes: Record<string, string | true>;
}

/** The fc_refresh Set-Cookie of a response, parsed; undefined when the response sets none. */
export function refreshCookie(response: LightMyRequestResponse): ParsedCookie | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((candidate) => candidate.startsWith(`${REFRESH_COOKIE_NAME}=`));
  if (!line) return undefined;
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const [name = '', ...value] = attribute.split('=');
    attributes[name.toLowerCase()] = value.length > 0 ? value.join('=') : true;
  }
  return { value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)), attributes };
}
