import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Route = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A stand-in for the API server: `routes` maps "METHOD /path" to a handler, every call is recorded.
 * Paths are relative to /api/v1.
 */
export function fakeServer(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([name, value]: [string, string]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, query: url.searchParams, headers, body, credentials: init.credentials };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route) return json(404, { message: `No route ${method} ${path}`, code: 'NOT_FOUND' });
    return route(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** An unsigned JWT whose payload is `claims` (the client only reads `exp`). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** An access token that expires `seconds` from now. */
export const accessTokenFor = (seconds: number, extra: Record<string, unknown> = {}) =>
  fakeJwt({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + seconds, ...extra });
