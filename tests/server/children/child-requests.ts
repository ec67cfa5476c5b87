import { expect } from 'vitest';
import type { Child } from '../../../src/contract/child';
import type { App } from '../../../server/app';
import type { SignedInParent } from '../helpers/accounts';

/** Creating kid profiles through the real route, the way the app does. */

export async function createChild(
  app: App,
  parent: SignedInParent,
  payload: Record<string, unknown> = {},
): Promise<Child> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/children/parent/${parent.user.id}`,
    headers: parent.headers,
    payload: { name: 'Mia', age: 6, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Child }>().data;
}
