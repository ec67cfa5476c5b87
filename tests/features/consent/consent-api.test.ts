import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CONSENT } from '@/contract/consent';
import { readRemoteConsent, writeRemoteConsent } from '@/features/consent/consent-api';
import { fakeServer, json } from '../../lib/api/fake-server';

// P§7: the consent read and write fallback chains.

afterEach(() => {
  vi.unstubAllGlobals();
});

const chosen = { analytics: true, personalization: false, marketing: false, dataCollection: true };
const paths = (calls: { method: string; path: string }[]) =>
  calls.map(({ method, path }) => `${method} ${path}`);

describe('consent read', () => {
  it('tries /consents/preferences, then /consents/me, then /consents', async () => {
    const server = fakeServer({ 'GET /consents/me': () => json(200, { data: { ...chosen, consents: [] } }) });
    vi.stubGlobal('fetch', server.fetch);
    await expect(readRemoteConsent()).resolves.toEqual(chosen);
    expect(paths(server.calls)).toEqual(['GET /consents/preferences', 'GET /consents/me']);
  });

  it('answers null when no route is there', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    await expect(readRemoteConsent()).resolves.toBeNull();
    expect(server.calls).toHaveLength(3);
  });
});

describe('consent write', () => {
  it('walks the whole chain on 404/405/501/503 and then keeps the choice only locally', async () => {
    const server = fakeServer({
      'PATCH /consents/preferences': () => json(405, { message: 'Method Not Allowed' }),
      'PATCH /consents/me': () => json(501, { message: 'Not Implemented' }),
      'PATCH /consents': () => json(503, { message: 'Unavailable' }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await expect(writeRemoteConsent(chosen)).resolves.toBe('local-only');
    expect(paths(server.calls)).toEqual([
      'PATCH /consents/preferences',
      'PATCH /consents/me',
      'PATCH /consents',
      'POST /consents/preferences',
      'POST /consents',
    ]);
    expect(server.calls[0]?.body).toEqual({
      ...chosen,
      consents: [
        { type: 'analytics', granted: true, version: '2025-privacy-v1' },
        { type: 'personalization', granted: false, version: '2025-privacy-v1' },
        { type: 'marketing', granted: false, version: '2025-privacy-v1' },
        { type: 'data-collection', granted: true, version: '2025-privacy-v1' },
      ],
      version: '2025-privacy-v1',
    });
  });

  it('stops at the first route that saves', async () => {
    const server = fakeServer({
      'PATCH /consents/preferences': () => json(200, { data: { ...NO_CONSENT } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await expect(writeRemoteConsent(NO_CONSENT)).resolves.toBe('saved');
    expect(server.calls).toHaveLength(1);
  });

  it('rethrows any other failure without trying further', async () => {
    const server = fakeServer({
      'PATCH /consents/preferences': () => json(404, { message: 'Not Found' }),
      'PATCH /consents/me': () => json(500, { message: 'Database is down' }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await expect(writeRemoteConsent(chosen)).rejects.toMatchObject({
      status: 500,
      message: 'Database is down',
    });
    expect(server.calls).toHaveLength(2);
  });
});
