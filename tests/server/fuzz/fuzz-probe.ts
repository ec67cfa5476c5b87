import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/app';

/**
 * Sends the fuzz suite's requests and judges every answer the same way: never a 5xx, and nothing in
 * the body or the headers that tells an attacker about the inside (a stack, SQL, a file path). It keeps
 * going after a bad answer so one run lists them all, and counts what it sent, by category.
 */

const leaks: readonly { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: / {4}at / },
  { name: 'source file', pattern: /\.ts:\d/ },
  { name: 'SQL', pattern: /select |insert into|update "|delete from/i },
  { name: 'query parameters', pattern: /params:/ },
  { name: 'module path', pattern: /node_modules/ },
];

export interface Probe {
  send(category: string, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** The bad answers since the last call, one line each. */
  takeFailures(): string[];
  total(): number;
  /** `fuzz: N requests, M answered 5xx` and the requests per category. */
  summary(label: string): string;
}

/** `internalPaths`: the checkout and the data directory, which no answer may name. */
export function createProbe(app: App, internalPaths: string[]): Probe {
  const counts = new Map<string, number>();
  const failures: string[] = [];
  let serverErrors = 0;
  const patterns = [
    ...leaks,
    ...internalPaths.map((internal) => ({ name: `path ${internal}`, pattern: new RegExp(escape(internal)) })),
  ];

  return {
    takeFailures: () => failures.splice(0),
    async send(category, request) {
      counts.set(category, (counts.get(category) ?? 0) + 1);
      const response = await app.inject(request);
      const where = `${category}: ${request.method ?? 'GET'} ${describeUrl(request)}`;
      if (response.statusCode >= 500) {
        serverErrors += 1;
        failures.push(`${where} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const leak of patterns.filter(({ pattern }) => pattern.test(seen))) {
        failures.push(`${where} leaked a ${leak.name}: ${excerpt(seen, leak.pattern)}`);
      }
      return response;
    },
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    summary(label) {
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const byCategory = [...counts].map(([category, count]) => `  ${category}: ${count}`).join('\n');
      return `fuzz: ${total} requests, ${serverErrors} answered 5xx (${label})\n${byCategory}`;
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function describeUrl(request: InjectOptions): string {
  const url = typeof request.url === 'string' ? request.url : JSON.stringify(request.url);
  return JSON.stringify((url ?? '').slice(0, 160));
}

function excerpt(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return JSON.stringify(text.slice(Math.max(0, at - 60), at + 100));
}
