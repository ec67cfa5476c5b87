import type { Child } from '@/contract/child';
import type { ProgressRecord } from '@/contract/progress';
import type { Story, StoryAudioStatus } from '@/contract/story';
import { fakeServer, json, type RecordedCall } from '../lib/api/fake-server';
import { ana } from '../features/profiles/fake-children';

// A stand-in for the stories, progress and kid-profile API the story screens read: it filters, pages
// (25 a page by default, an index as the cursor) and updates like the server, and records every call.

let counter = 0;

/** A story of Ana's; ids are unique UUIDs, `createdAt` goes back a day per story made. */
export function fakeStory(overrides: Partial<Story> = {}): Story {
  counter += 1;
  const id = `5f000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const chapters = overrides.chapters ?? [
    {
      id: `${id.slice(0, 24)}c${String(counter).padStart(11, '0')}`,
      order: 1,
      title: 'The Start',
      duration: 300,
      status: 'ready' as const,
      paragraphs: [],
    },
  ];
  return {
    id,
    title: `Story ${counter}`,
    description: 'A gentle story.',
    theme: 'adventure',
    ageGroup: '4-8',
    authorId: ana.id,
    childId: null,
    customPrompt: null,
    targetDuration: 15,
    coverImageUrl: null,
    status: 'published',
    failureReason: null,
    duration: 900,
    chapterCount: chapters.length,
    voiceType: 'WARM_FEMALE',
    language: 'en',
    audioStatus: 'completed',
    audioProgress: 100,
    audioTotals: { ready: chapters.length, total: chapters.length },
    createdAt: new Date(Date.UTC(2026, 2, 7) - counter * 86_400_000).toISOString(),
    updatedAt: '2026-03-07T10:00:00.000Z',
    ...overrides,
    chapters,
  };
}

/** Lower-cased, accents off: "Árbol" finds "arbol" (the server's search is accent-insensitive). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Route = (call: RecordedCall) => Response | Promise<Response>;

interface FakeStoriesOptions {
  stories?: Story[];
  children?: Child[];
  progress?: ProgressRecord[];
  audio?: (story: Story) => StoryAudioStatus;
  /** Routes answered before the fake's own ("GET /stories", "PATCH /stories/{id}"…). */
  routes?: Record<string, Route>;
}

const notFound = () => json(404, { message: 'Story not found', code: 'NOT_FOUND' });

export function fakeStoriesApi({
  stories = [],
  children = [],
  progress = [],
  audio,
  routes = {},
}: FakeStoriesOptions = {}) {
  const state = { stories: [...stories], progress: [...progress], children: [...children] };
  const find = (call: RecordedCall) => state.stories.find((story) => call.path.split('/')[2] === story.id);

  const listStories: Route = ({ query }) => {
    const search = query.get('search');
    let items = state.stories.filter(
      (story) =>
        (!query.get('status') || story.status === query.get('status')) &&
        (!query.get('authorId') || story.authorId === query.get('authorId')) &&
        (!query.get('theme') || story.theme === query.get('theme')) &&
        (!search || fold(`${story.title} ${story.description}`).includes(fold(search))),
    );
    const sortBy = (query.get('sortBy') ?? 'createdAt') as 'createdAt' | 'updatedAt' | 'title';
    items = [...items].sort((a, b) => b[sortBy].localeCompare(a[sortBy]));
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 25);
    const page = items.slice(start, start + limit);
    const nextCursor = start + limit < items.length ? String(start + limit) : null;
    return json(200, { data: { items: page, nextCursor } });
  };

  const listProgress: Route = ({ query }) => {
    const childId = query.get('childId');
    const items = state.progress
      .filter((record) => !childId || record.childId === childId)
      .sort((a, b) => b.lastListenedAt.localeCompare(a.lastListenedAt));
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 25);
    const nextCursor = start + limit < items.length ? String(start + limit) : null;
    return json(200, { data: { items: items.slice(start, start + limit), nextCursor } });
  };

  const own: Record<string, Route> = {
    'GET /users/me': () => json(200, { data: ana }),
    [`GET /children/parent/${ana.id}`]: () =>
      json(200, { data: { items: state.children, nextCursor: null } }),
    'GET /stories': listStories,
    [`GET /progress/user/${ana.id}`]: listProgress,
  };

  const dynamic = (key: string): Route | undefined => {
    if (/^GET \/stories\/[^/]+$/.test(key))
      return (call) => {
        const story = find(call);
        return story ? json(200, { data: story }) : notFound();
      };
    if (/^PATCH \/stories\/[^/]+$/.test(key))
      return (call) => {
        const story = find(call);
        if (!story) return notFound();
        Object.assign(story, call.body);
        return json(200, { data: story });
      };
    if (/^POST \/stories\/[^/]+\/retry$/.test(key))
      return (call) => {
        const story = find(call);
        if (!story) return notFound();
        Object.assign(story, { status: 'generating', failureReason: null });
        return json(200, { data: story });
      };
    if (/^GET \/stories\/[^/]+\/audio-status$/.test(key))
      return (call) => {
        const story = find(call);
        if (!story) return notFound();
        return json(200, { data: audio ? audio(story) : audioStatusOf(story) });
      };
    return undefined;
  };

  const server = fakeServer(
    new Proxy(own, {
      get: (target, key: string) => routes[key] ?? target[key] ?? dynamic(key),
    }),
  );
  return { ...server, state };
}

/** The audio status of a story from its chapters (S§4 derivation). */
export function audioStatusOf(story: Story): StoryAudioStatus {
  const chapters = story.chapters ?? [];
  const ready = chapters.filter((chapter) => chapter.status === 'ready').length;
  const total = Math.max(story.chapterCount, chapters.length);
  return {
    storyId: story.id,
    status: ready === total && total > 0 ? 'completed' : ready > 0 ? 'processing' : 'pending',
    totalChapters: total,
    chapters: chapters.map(({ id, duration, status }) => ({ id, duration, status })),
    progress: total === 0 ? 0 : Math.round((ready / total) * 100),
    chaptersReady: ready,
    chaptersProcessing: chapters.filter((chapter) => chapter.status === 'generating-audio').length,
    chaptersPending: total - ready,
    chaptersError: 0,
    regeneration: null,
    queue: null,
  };
}

/** The stories' GET /stories calls, as their query strings. */
export const storyListQueries = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/stories').map((call) => call.query);
