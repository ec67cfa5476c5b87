import { uniqueEmail } from '../helpers/accounts';
import { storyRequest } from '../helpers/stories';
import type { Family } from './fuzz-world';

const preferences = {
  favoriteThemes: ['animals', 'nature'],
  preferredDuration: 10,
  soundEffectsEnabled: true,
  autoplayNext: false,
  voicePreference: 'narrator',
};

/**
 * A body each operation would accept, so that a request with one field spoilt still reaches the code
 * behind validation (cursor parsing, the database) where 500s hide. Chosen so that none can lock the
 * fuzzing parent out: the password change carries a wrong current password, and nothing here deletes.
 */
export function validBody(
  route: string,
  { parent, ...ids }: Family,
  googleIdToken: string,
): Record<string, unknown> | undefined {
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/v1/auth/register': {
      email: uniqueEmail('fuzz'),
      password: 'correct horse battery',
      name: 'Fuzz',
    },
    'POST /api/v1/auth/login': { email: parent.user.email, password: 'not the password at all' },
    'POST /api/v1/auth/google': { idToken: googleIdToken },
    'POST /api/v1/auth/refresh': {},
    'POST /api/v1/auth/logout': {},
    'POST /api/v1/users': { email: uniqueEmail('fuzz'), password: 'correct horse battery', name: 'Fuzz' },
    'PATCH /api/v1/users/{id}': { name: 'Fuzzy Parent' },
    'POST /api/v1/users/{id}/password': {
      currentPassword: 'not the current password',
      newPassword: 'a brand new password',
    },
    'POST /api/v1/stories': { ...storyRequest, childId: ids.childId, authorId: parent.user.id },
    'PATCH /api/v1/stories/{id}': { title: 'A calmer title', description: 'Calm.', status: 'published' },
    'POST /api/v1/stories/{id}/chapters/{chapterId}/rewrite': { instruction: 'gentler' },
    'POST /api/v1/children/parent/{parentId}': { name: 'Leo', age: 5, interests: 'animals', preferences },
    'PATCH /api/v1/children/{id}': { name: 'Mia', age: 7, avatar: null, preferences },
    'POST /api/v1/progress': {
      userId: parent.user.id,
      childId: ids.childId,
      storyId: ids.storyId,
      chapterId: ids.chapterId,
      position: 30,
      completed: false,
      totalListeningTime: 30,
      recordedAt: new Date().toISOString(),
    },
    'PUT /api/v1/children/{childId}/favourites/{storyId}': {
      favourite: true,
      changedAt: new Date().toISOString(),
    },
    'PATCH /api/v1/consents/preferences': {
      analytics: false,
      personalization: false,
      marketing: false,
      dataCollection: false,
      version: '2025-privacy-v1',
      consents: [{ type: 'analytics', granted: false, version: '2025-privacy-v1' }],
    },
    'POST /api/v1/analytics/track': {
      eventName: 'story_played',
      eventId: 'fuzz-event-1',
      timestamp: new Date().toISOString(),
      properties: { storyId: ids.storyId },
      context: { childMode: false, analyticsConsent: false },
    },
  };
  return bodies[route];
}

/** A query each list or media route would accept. */
export function validQuery(route: string, { childId }: Family): Record<string, string> {
  const queries: Record<string, Record<string, string>> = {
    'GET /api/v1/users': { skip: '0', take: '10' },
    'GET /api/v1/stories': { limit: '5', sortBy: 'createdAt', sortOrder: 'desc', language: 'en' },
    'GET /api/v1/chapters/{id}/audio': { quality: 'standard' },
    'GET /api/v1/chapters/{id}/audio-url': { quality: 'standard' },
    'GET /api/v1/children/parent/{parentId}': { limit: '5' },
    'GET /api/v1/progress/user/{userId}': { limit: '5', childId },
    'GET /api/v1/progress/user/{userId}/story/{storyId}': { limit: '5', childId },
    'GET /api/v1/progress/user/{userId}/story/{storyId}/chapter/{chapterId}': { childId },
  };
  return queries[route] ?? {};
}
