import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Narrator } from '../../../server/generation/narrator/types';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** A narrator that only counts how often it was asked to warm up. */
function countingNarrator(): Narrator & { warmed: number } {
  const narrator = {
    name: 'counting',
    warmed: 0,
    narrate: () => Promise.reject(new Error('not narrating in this test')),
    warm: async () => {
      narrator.warmed += 1;
    },
    close: async () => undefined,
  };
  return narrator;
}

/** POST /stories/warm-up (ADR 040): the create screen wakes the narrator that will make the story. */
describe('POST /api/v1/stories/warm-up', () => {
  const embedded = countingNarrator();
  const elsewhere = countingNarrator();
  let narrating: TestApp;
  let apiOnly: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    narrating = await buildTestApp({ generation: { runJobs: true, narrator: embedded } });
    apiOnly = await buildTestApp({ generation: { runJobs: false, narrator: elsewhere } });
    parent = await registerParent(narrating.app);
  });
  afterAll(async () => {
    await narrating.close();
    await apiOnly.close();
  });

  it('answers 204 and warms the narrator of a process that narrates', async () => {
    const response = await narrating.app.inject({
      method: 'POST',
      url: '/api/v1/stories/warm-up',
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(embedded.warmed).toBe(1);
  });

  it('is for signed-in parents only', async () => {
    const response = await narrating.app.inject({ method: 'POST', url: '/api/v1/stories/warm-up' });
    expect(response.statusCode).toBe(401);
    expect(embedded.warmed).toBe(1);
  });

  it('warms nothing in an API process whose stories are narrated by workers elsewhere', async () => {
    const other = await registerParent(apiOnly.app);
    const response = await apiOnly.app.inject({
      method: 'POST',
      url: '/api/v1/stories/warm-up',
      headers: other.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(elsewhere.warmed).toBe(0);
  });
});
