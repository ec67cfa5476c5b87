import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../src/contract/story';
import { checkGeneratedText } from '../../../server/generation/safety/check-generated-text';
import { checkStoryInput } from '../../../server/generation/safety/check-story-input';
import { registerParent, type SignedInParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { addNarratedChapter, finishedStory, storyRequest } from '../helpers/stories';

/**
 * Issue 16: PATCH /stories/{id} keeps the rules the other routes keep — nothing to change is a 400,
 * publishing needs every chapter's audio like POST /stories/{id}/publish, and a new title or description
 * passes the same child-safety check as at creation.
 */

describe('PATCH /stories/{id} keeps the rules', () => {
  let testApp: TestApp;
  let parent: SignedInParent;

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await registerParent(testApp.app);
  });
  afterAll(() => testApp.close());

  const patch = (id: string, payload: object) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${id}`,
      headers: parent.headers,
      payload,
    });

  it('answers {} with a 400 naming the body, not a 500', async () => {
    const story = await finishedStory(testApp.app, parent);
    const response = await patch(story.id, {});

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Nothing to change') as unknown,
      details: [{ path: 'body' }],
    });
  });

  it('refuses to publish a story with no audio (409), like POST /stories/{id}/publish', async () => {
    const silent = await finishedStory(testApp.app, parent, { title: 'Quiet Meadow' }, { status: 'draft' });
    const publishRoute = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${silent.id}/publish`,
      headers: parent.headers,
    });
    const patched = await patch(silent.id, { status: 'published' });

    expect(publishRoute.statusCode).toBe(409);
    expect(patched.statusCode, patched.body).toBe(409);
    expect(patched.json()).toMatchObject({ code: publishRoute.json<{ code: string }>().code });

    await addNarratedChapter(testApp.app, silent.id, 1);
    const heard = await patch(silent.id, { status: 'published' });
    expect(heard.statusCode, heard.body).toBe(200);
    expect(heard.json<{ data: Story }>().data.status).toBe('published');
  });

  it.each([
    [{ title: 'Call 555 123 4567 tonight' }, 'title', 'personal-data'],
    [{ title: 'see www.example.com' }, 'title', 'personal-data'],
    [{ title: 'A gun for Leo' }, 'title', 'weapons'],
    [{ description: 'Write to me at jane@example.com' }, 'description', 'personal-data'],
    [{ description: 'the kids smoke weed' }, 'description', 'drugs'],
  ])('checks %j for child safety (400 UNSAFE_INPUT naming the field)', async (change, field, category) => {
    const story = await finishedStory(testApp.app, parent);
    const response = await patch(story.id, change);

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNSAFE_INPUT', details: { field, category } });
  });

  it('refuses "I <3 my cat" at the door, naming the field, on create and on PATCH', async () => {
    // Chosen: refuse kindly at the door. The generated-text check reads < > { } as a template leaking
    // through, and it must keep doing so for what a writer makes; a parent's title is printed as given,
    // so the story would be written, then archived. Refusing here lets the parent fix it in the form.
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: parent.headers,
      payload: { ...storyRequest, title: 'I <3 my cat' },
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'UNSAFE_INPUT',
      message: expect.stringContaining('out of the title') as unknown,
      details: { field: 'title', category: 'markup' },
    });

    const story = await finishedStory(testApp.app, parent);
    const described = await patch(story.id, { description: 'A {name} story' });
    expect(described.json()).toMatchObject({ code: 'UNSAFE_INPUT', details: { field: 'description' } });
  });

  it('accepts at the door only the titles the generated-text check accepts', () => {
    const titles = [
      'I <3 my cat',
      'A {hero} story',
      'Mia > Leo',
      'The undefined planet',
      'NaN and the moon',
      'Mia & Leo: the brave beetle!',
      '¿Dónde está el gato?',
      'The 3 little owls',
    ];
    for (const title of titles) {
      for (const language of ['en', 'es'] as const) {
        const atTheDoor = checkStoryInput({ title, description: title, language }).ok;
        expect(atTheDoor, title).toBe(checkGeneratedText(title, language).ok);
      }
    }
  });
});
