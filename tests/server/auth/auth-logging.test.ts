import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../server/logger';
import { uniqueEmail } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** Passwords and tokens never reach the log, at the most talkative level. */
describe('auth logging', () => {
  const lines: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    testApp = await buildTestApp({ logger: { ...loggerOptions({ LOG_LEVEL: 'trace' }), stream } });
  });
  afterAll(() => testApp.close());

  it('logs sign-up, sign-in, refresh and logout without the password or any token', async () => {
    const { app } = testApp;
    const email = uniqueEmail();
    const password = 'Tr0ub4dor&3-unique-password';
    const secrets: string[] = [password];
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

    const registered = await post('/auth/register', { name: 'Log Watcher', email, password });
    secrets.push(registered.json().data.tokens.accessToken, registered.json().data.tokens.refreshToken);
    await post('/auth/login', { email, password: `${password}-wrong` });
    secrets.push(`${password}-wrong`);
    const loggedIn = await post('/auth/login', { email, password });
    const { accessToken, refreshToken } = loggedIn.json().data.tokens;
    secrets.push(accessToken, refreshToken);
    const viaBody = await post('/auth/refresh', { refreshToken }, { authorization: `Bearer ${accessToken}` });
    secrets.push(viaBody.json().data.accessToken, viaBody.json().data.refreshToken);
    const viaCookie = await post('/auth/refresh', undefined, {
      cookie: `fc_refresh=${viaBody.json().data.refreshToken}`,
    });
    secrets.push(viaCookie.json().data.refreshToken);
    await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await post('/auth/logout', { refreshToken: viaCookie.json().data.refreshToken });

    const log = lines.join('\n');
    expect(lines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(7);
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Nor a recognisable piece of a JWT (its header is the same for every access token).
    expect(log).not.toContain(accessToken.split('.')[0]);
  });
});
