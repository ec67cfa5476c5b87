import { z } from 'zod';
import type { App } from '../../../server/app';
import { createChild } from '../children/child-requests';
import { startFakeGoogle } from '../helpers/fake-google';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/build-test-app';
import { openApiOperations, type Operation } from '../helpers/openapi-operations';

export type { Operation };
import { addNarratedChapter, finishedStory } from '../helpers/stories';

/**
 * What the fuzz suite aims at: the app on a real database, a signed-in parent who owns a kid, a
 * published story with narrated chapters, a progress record and a favourite, another parent with the
 * same, and every operation of the OpenAPI document with the ids and a body that would be accepted.
 */

export interface Family {
  parent: SignedInParent;
  childId: string;
  storyId: string;
  chapterId: string;
  progressId: string;
}

export interface FuzzWorld {
  testApp: TestApp;
  app: App;
  me: Family;
  other: Family;
  operations: Operation[];
  /** A Google ID token the fake key server signed, so POST /auth/google runs its whole path. */
  googleIdToken: string;
  close(): Promise<void>;
}

async function family(app: App, name: string): Promise<Family> {
  const parent = await registerParent(app, { name });
  const childId = (await createChild(app, parent)).id;
  const storyId = (await finishedStory(app, parent)).id;
  const chapterId = (await addNarratedChapter(app, storyId, 1)).id;
  await addNarratedChapter(app, storyId, 2);
  const progress = await app.inject({
    method: 'POST',
    url: '/api/v1/progress',
    headers: parent.headers,
    payload: { userId: parent.user.id, childId, storyId, chapterId, position: 12 },
  });
  const progressId = z.object({ data: z.object({ id: z.string() }) }).parse(progress.json()).data.id;
  await app.inject({
    method: 'PUT',
    url: `/api/v1/children/${childId}/favourites/${storyId}`,
    headers: parent.headers,
    payload: { favourite: true, changedAt: new Date().toISOString() },
  });
  return { parent, childId, storyId, chapterId, progressId };
}

export async function buildFuzzWorld(options: TestAppOptions = {}): Promise<FuzzWorld> {
  // Google sign-in switched on (against the fake key server), or its route would only answer 501.
  const google = await startFakeGoogle();
  const testApp = await buildTestApp({ ...options, env: { ...google.env, ...options.env } });
  const { app } = testApp;
  const me = await family(app, 'Fuzzy Parent');
  const other = await family(app, 'Other Parent');
  return {
    testApp,
    app,
    me,
    other,
    operations: await openApiOperations(app),
    googleIdToken: await google.idToken({ sub: 'fuzz-google-account', email: 'fuzz.google@example.com' }),
    close: async () => {
      await testApp.close();
      await google.close();
    },
  };
}

/** The value a path parameter takes to reach one of `family`'s records on this route. */
export function validParam(operation: Operation, name: string, { parent, ...ids }: Family): string {
  if (name === 'parentId' || name === 'userId') return parent.user.id;
  if (name === 'storyId') return ids.storyId;
  if (name === 'chapterId') return ids.chapterId;
  if (name === 'childId') return ids.childId;
  const owner = operation.path.split('/')[3];
  const byResource: Record<string, string> = {
    users: parent.user.id,
    stories: ids.storyId,
    chapters: ids.chapterId,
    children: ids.childId,
    progress: ids.progressId,
  };
  const value = owner ? byResource[owner] : undefined;
  if (!value) throw new Error(`no valid value for {${name}} in ${operation.route}`);
  return value;
}

export function fillPath(operation: Operation, params: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
