import type { App } from '../../../server/app';
import { createChild } from '../children/child-requests';
import type { SignedInParent } from './accounts';
import { addNarratedChapter, createStory } from './stories';

/**
 * Every API route with a path parameter, and how to aim it at a record another parent owns. The
 * object-level access test (tests/server/owned-routes.test.ts) calls each one as `caller` with
 * `owner`'s ids and with ids that do not exist, expects the same 404 for both, and fails for any route
 * of the OpenAPI document that is missing here. A module that adds a route with an id adds a line.
 */

export interface OwnedRouteContext {
  app: App;
  /** The parent making the request. */
  caller: SignedInParent;
  /** The parent the records belong to. */
  owner: SignedInParent;
}

export interface OwnedRoute {
  /** Path parameters naming one of `owner`'s records (created here if need be). */
  foreignParams(context: OwnedRouteContext): Promise<Record<string, string>>;
  /** A body that passes validation, so the request reaches the ownership check. */
  payload?: object;
}

/** Keyed `METHOD /api/v1/path/{param}` as the OpenAPI document writes it. */
export const ownedRoutes: Record<string, OwnedRoute> = {
  'GET /api/v1/users/{id}': { foreignParams: async ({ owner }) => ({ id: owner.user.id }) },
  'PATCH /api/v1/users/{id}': {
    foreignParams: async ({ owner }) => ({ id: owner.user.id }),
    payload: { name: 'Taken Over' },
  },
  'DELETE /api/v1/users/{id}': { foreignParams: async ({ owner }) => ({ id: owner.user.id }) },
  'POST /api/v1/users/{id}/password': {
    foreignParams: async ({ owner }) => ({ id: owner.user.id }),
    payload: { currentPassword: 'correct horse battery', newPassword: 'taken over at last' },
  },
  'GET /api/v1/stories/{id}': { foreignParams: foreignStory },
  'PATCH /api/v1/stories/{id}': { foreignParams: foreignStory, payload: { title: 'Taken Over' } },
  'DELETE /api/v1/stories/{id}': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/publish': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/cancel': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/generate-audio': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/retry': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/sequel': { foreignParams: foreignStory },
  'GET /api/v1/stories/{id}/export': { foreignParams: foreignStory },
  'GET /api/v1/stories/{id}/audio-status': { foreignParams: foreignStory },
  'POST /api/v1/stories/{id}/chapters/{chapterId}/rewrite': {
    foreignParams: async (context) => {
      const { storyId, chapterId } = await foreignStoryChapter(context);
      return { id: storyId, chapterId };
    },
    payload: { instruction: 'gentler' },
  },
  'GET /api/v1/stories/{id}/rewrite': { foreignParams: foreignStory },
  'GET /api/v1/chapters/{id}/audio': { foreignParams: foreignChapter },
  'GET /api/v1/chapters/{id}/audio-url': { foreignParams: foreignChapter },
  'GET /api/v1/chapters/{id}/read-along': { foreignParams: foreignChapter },
  // A parentId in the path that is not the caller's answers like one that does not exist.
  'GET /api/v1/children/parent/{parentId}': {
    foreignParams: async ({ owner }) => ({ parentId: owner.user.id }),
  },
  'POST /api/v1/children/parent/{parentId}': {
    foreignParams: async ({ owner }) => ({ parentId: owner.user.id }),
    payload: { name: 'Taken Over', age: 7 },
  },
  'GET /api/v1/children/{id}': { foreignParams: foreignChild },
  'PATCH /api/v1/children/{id}': { foreignParams: foreignChild, payload: { name: 'Taken Over' } },
  'DELETE /api/v1/children/{id}': { foreignParams: foreignChild },
  // A userId in the path that is not the caller's answers like one that does not exist.
  'GET /api/v1/progress/user/{userId}': {
    foreignParams: async ({ owner }) => ({ userId: owner.user.id }),
  },
  'GET /api/v1/progress/user/{userId}/story/{storyId}': {
    foreignParams: async (context) => ({
      userId: context.owner.user.id,
      storyId: (await foreignStory(context)).id,
    }),
  },
  'GET /api/v1/progress/user/{userId}/story/{storyId}/chapter/{chapterId}': {
    foreignParams: async (context) => ({
      userId: context.owner.user.id,
      ...(await foreignStoryChapter(context)),
    }),
  },
  'PATCH /api/v1/progress/{id}/complete': { foreignParams: foreignProgress },
  'DELETE /api/v1/progress/{id}': { foreignParams: foreignProgress },
  'GET /api/v1/children/{childId}/favourites': {
    foreignParams: async (context) => ({ childId: (await foreignChild(context)).id }),
  },
  'PUT /api/v1/children/{childId}/favourites/{storyId}': {
    foreignParams: async (context) => ({
      childId: (await foreignChild(context)).id,
      storyId: (await foreignStory(context)).id,
    }),
    payload: { favourite: true, changedAt: '2026-01-01T20:00:00.000Z' },
  },
};

async function foreignChild({ app, owner }: OwnedRouteContext) {
  return { id: (await createChild(app, owner)).id };
}

async function foreignStory({ app, owner }: OwnedRouteContext) {
  // One generation at a time per parent: reuse the owner's story if this test already made one.
  const existing = await app.inject({
    method: 'GET',
    url: '/api/v1/stories?limit=1',
    headers: owner.headers,
  });
  const [story] = existing.json<{ data: { items: { id: string }[] } }>().data.items;
  return { id: story?.id ?? (await createStory(app, owner)).id };
}

async function foreignChapter(context: OwnedRouteContext) {
  return { id: (await foreignStoryChapter(context)).chapterId };
}

async function foreignStoryChapter(context: OwnedRouteContext) {
  const { id: storyId } = await foreignStory(context);
  const order = 1 + Math.floor(Math.random() * 1_000_000);
  return { storyId, chapterId: (await addNarratedChapter(context.app, storyId, order)).id };
}

/** A progress record of one of `owner`'s kids, saved through the real route. */
async function foreignProgress(context: OwnedRouteContext) {
  const { app, owner } = context;
  const [child, { storyId, chapterId }] = [await createChild(app, owner), await foreignStoryChapter(context)];
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/progress',
    headers: owner.headers,
    payload: { userId: owner.user.id, childId: child.id, storyId, chapterId, position: 12 },
  });
  if (response.statusCode !== 201) throw new Error(`progress save failed: ${response.body}`);
  return { id: response.json<{ data: { id: string } }>().data.id };
}
