import type { Chapter, Story, StoryAudioStatus } from '@/contract/story';
import { ana } from '../profiles/fake-children';

export const storyId = '5d000000-0000-4000-8000-000000000001';

export function chapter(order: number, status: Chapter['status'], overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: `ch000000-0000-4000-8000-${String(order).padStart(12, '0')}`,
    order,
    title: `Chapter title ${order}`,
    duration: status === 'ready' ? 120 + order : 0,
    status,
    paragraphs: ['Once upon a time…'],
    ...overrides,
  };
}

/** A story as GET /stories/{id} answers it. */
export function story(overrides: Partial<Story> = {}): Story {
  const chapters = overrides.chapters ?? [];
  return {
    id: storyId,
    title: 'The Brave Little Fox',
    description: 'A story for children aged 4-6.',
    theme: 'adventure',
    ageGroup: '4-8',
    authorId: ana.id,
    childId: null,
    customPrompt: null,
    targetDuration: 15,
    coverImageUrl: null,
    status: 'generating',
    failureReason: null,
    duration: 0,
    chapterCount: 3,
    voiceType: 'WARM_FEMALE',
    language: 'en',
    audioStatus: 'pending',
    audioProgress: 0,
    audioTotals: { ready: 0, total: 3 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    chapters,
    ...overrides,
  };
}

/** GET /stories/{id}/audio-status for a story of `total` chapters, given the chapters written so far. */
export function audioStatus(chapters: readonly Chapter[], total = 3): StoryAudioStatus {
  const statuses = [...chapters.map(({ status }) => status)];
  while (statuses.length < total) statuses.push('pending');
  const count = (status: string) => statuses.filter((one) => one === status).length;
  const ready = count('ready');
  return {
    storyId,
    status:
      count('error') > 0
        ? 'failed'
        : ready === total
          ? 'completed'
          : count('generating-audio') > 0
            ? 'processing'
            : 'pending',
    totalChapters: total,
    chapters: chapters.map(({ id, duration, status }) => ({ id, duration, status })),
    progress: Math.round((ready / total) * 100),
    chaptersReady: ready,
    chaptersProcessing: count('generating-audio'),
    chaptersPending: count('pending'),
    chaptersError: count('error'),
    regeneration: null,
    queue: null,
  };
}
