import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../../src/contract/story';
import { createJobQueue } from '../../../../server/generation/jobs/job-queue';
import { registerParent, type SignedInParent } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { storyRequest } from '../../helpers/stories';

/** MAX_QUEUED_PER_ADDRESS (ADR 042): one address may have only so many stories waiting at once. */

const school = '203.0.113.50';
const home = '198.51.100.7';

describe('the cap on stories waiting from one address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MAX_QUEUED_PER_ADDRESS: '2' } });
  });
  afterAll(() => testApp.close());

  const create = (parent: SignedInParent, address: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: parent.headers,
      payload: storyRequest,
      remoteAddress: address,
    });

  const newParent = () => registerParent(testApp.app);

  it('refuses the next story from a full address with 429 ADDRESS_QUEUE_FULL, and stores nothing', async () => {
    const first = await newParent();
    expect((await create(first, school)).statusCode).toBe(201);
    expect((await create(await newParent(), school)).statusCode).toBe(201);

    const third = await newParent();
    const refused = await create(third, school);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'ADDRESS_QUEUE_FULL',
      message: 'Too many stories are waiting from your network; try again when one has started',
    });
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/v1/stories', headers: third.headers });
    expect(mine.json<{ data: { items: Story[] } }>().data.items).toEqual([]);

    // A parent with a story in the making still hears that first (S§5), whatever the address.
    const busy = await create(first, school);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'GENERATION_IN_PROGRESS' });
  });

  it('leaves other addresses free', async () => {
    expect((await create(await newParent(), home)).statusCode).toBe(201);
  });

  it('makes room again once one of the waiting stories has started', async () => {
    const queue = createJobQueue(testApp.database.db);
    // The fair order: the school's first story, then home's, then the school's second.
    await queue.claim('worker');
    await queue.claim('worker');
    await queue.claim('worker');
    expect((await create(await newParent(), school)).statusCode).toBe(201);
    expect((await create(await newParent(), school)).statusCode).toBe(201);
    expect((await create(await newParent(), school)).statusCode).toBe(429);
  });

  it('gives the last places to exactly as many of several families asking at the same moment', async () => {
    const library = '192.0.2.99';
    const parents = await Promise.all([1, 2, 3, 4].map(() => newParent()));
    const answers = await Promise.all(parents.map((parent) => create(parent, library)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
  });
});
