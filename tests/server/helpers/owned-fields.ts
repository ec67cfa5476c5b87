import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import type { SignedInParent } from './accounts';
import { storyRequest } from './stories';

/**
 * Every id a route takes in its query string or body, and what another parent's id there gets. The
 * object-level access test (tests/server/owned-routes.test.ts) sends each with `owner`'s record and
 * with an id that does not exist, and fails for any `…Id` query or body field of the OpenAPI document
 * that is missing here. A module that adds such a field adds a line.
 */

export interface Records {
  childId: string;
  storyId: string;
  chapterId: string;
}

export interface OwnedFieldContext {
  app: App;
  caller: SignedInParent;
  owner: SignedInParent;
  /** The caller's own kid, story and chapter, so only the field under test is foreign. */
  mine: Records;
  theirs: Records;
}

export interface OwnedField {
  /** The owner's id to put in the field. */
  foreignId(context: OwnedFieldContext): string;
  /** The request with `id` in the field and the caller's own ids everywhere else. */
  request(context: OwnedFieldContext, id: string): InjectOptions;
  /**
   * `not-found`: a foreign id answers 404 exactly like a missing one. `empty-list`: a list filtered by
   * it is empty, as for a missing id. `ignored`: the field is accepted for the spec's client but the
   * value is taken from the token (`check` says how that shows).
   */
  foreignIs: 'not-found' | 'empty-list' | 'ignored';
  check?(response: LightMyRequestResponse, context: OwnedFieldContext): void;
}

/** Fields named like ids that name no record: the analytics event's own id, made by the device. */
export const notRecordIds = new Set(['POST /api/v1/analytics/track body.eventId']);

const progressBody = ({ caller, mine }: OwnedFieldContext) => ({
  userId: caller.user.id,
  childId: mine.childId,
  storyId: mine.storyId,
  chapterId: mine.chapterId,
  position: 42,
});

const progressPost = (field: string) => (context: OwnedFieldContext, id: string) => ({
  method: 'POST' as const,
  url: '/api/v1/progress',
  headers: context.caller.headers,
  payload: { ...progressBody(context), [field]: id },
});

const progressList =
  (path: (context: OwnedFieldContext) => string) => (context: OwnedFieldContext, id: string) => ({
    method: 'GET' as const,
    url: path(context),
    query: { childId: id },
    headers: context.caller.headers,
  });

/** Keyed `METHOD /api/v1/path query.name` or `… body.name`. */
export const ownedFields: Record<string, OwnedField> = {
  'GET /api/v1/stories query.authorId': {
    foreignId: ({ owner }) => owner.user.id,
    request: ({ caller }, id) => ({
      method: 'GET',
      url: '/api/v1/stories',
      query: { authorId: id },
      headers: caller.headers,
    }),
    foreignIs: 'empty-list',
  },
  'POST /api/v1/stories body.authorId': {
    foreignId: ({ owner }) => owner.user.id,
    request: ({ caller }, id) => ({
      method: 'POST',
      url: '/api/v1/stories',
      headers: caller.headers,
      payload: { ...storyRequest, authorId: id },
    }),
    foreignIs: 'ignored',
    check(response, { caller }) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.authorId).toBe(caller.user.id);
    },
  },
  'POST /api/v1/stories body.childId': {
    foreignId: ({ theirs }) => theirs.childId,
    request: ({ caller }, id) => ({
      method: 'POST',
      url: '/api/v1/stories',
      headers: caller.headers,
      payload: { ...storyRequest, childId: id },
    }),
    foreignIs: 'not-found',
  },
  'POST /api/v1/progress body.userId': {
    foreignId: ({ owner }) => owner.user.id,
    request: progressPost('userId'),
    foreignIs: 'not-found',
  },
  'POST /api/v1/progress body.childId': {
    foreignId: ({ theirs }) => theirs.childId,
    request: progressPost('childId'),
    foreignIs: 'not-found',
  },
  'POST /api/v1/progress body.storyId': {
    foreignId: ({ theirs }) => theirs.storyId,
    request: progressPost('storyId'),
    foreignIs: 'not-found',
  },
  'POST /api/v1/progress body.chapterId': {
    foreignId: ({ theirs }) => theirs.chapterId,
    request: progressPost('chapterId'),
    foreignIs: 'not-found',
  },
  'GET /api/v1/progress/user/{userId} query.childId': {
    foreignId: ({ theirs }) => theirs.childId,
    request: progressList(({ caller }) => `/api/v1/progress/user/${caller.user.id}`),
    foreignIs: 'not-found',
  },
  'GET /api/v1/progress/user/{userId}/story/{storyId} query.childId': {
    foreignId: ({ theirs }) => theirs.childId,
    request: progressList(
      ({ caller, mine }) => `/api/v1/progress/user/${caller.user.id}/story/${mine.storyId}`,
    ),
    foreignIs: 'not-found',
  },
  'GET /api/v1/progress/user/{userId}/story/{storyId}/chapter/{chapterId} query.childId': {
    foreignId: ({ theirs }) => theirs.childId,
    request: progressList(
      ({ caller, mine }) =>
        `/api/v1/progress/user/${caller.user.id}/story/${mine.storyId}/chapter/${mine.chapterId}`,
    ),
    foreignIs: 'not-found',
  },
};
