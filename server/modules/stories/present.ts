import type { z } from 'zod';
import { NarratorVoice } from '../../../src/contract/enums';
import {
  ChapterStatus,
  deriveAudioStatus,
  StoryLanguage,
  StoryStatus,
  toStoryTheme,
  type Story,
  type StoryAudioStatus,
} from '../../../src/contract/story';
import type { ChapterRow, StoryRow } from '../../db/story-tables';
import type { MediaSigner } from '../../media/media-signer';
import type { SeriesLinks } from './repository';
import { isFailedStory } from './story-status';

/** Rows to the API's shapes (S§3). Audio fields are derived from the chapters, never stored twice. */

type StoryBody = z.input<typeof Story>;

// The database's check constraints hold these to known values; the parse makes the types honest.
const chapterStatusOf = (value: string) => ChapterStatus.catch('pending').parse(value);

/**
 * S§3 audio status. A story still being written counts its planned chapters as pending; a story whose
 * generation failed is failed whatever its chapters say.
 */
export function audioStatusOf(story: StoryRow, chapterStatuses: readonly string[]) {
  const planned = Math.max(story.chapterCount, chapterStatuses.length);
  const statuses = [...chapterStatuses, ...Array<string>(planned - chapterStatuses.length).fill('pending')];
  const derived = deriveAudioStatus(statuses);
  return {
    status: isFailedStory(story) ? ('failed' as const) : derived.status,
    progress: derived.progress,
    ready: statuses.filter((status) => status === 'ready').length,
    total: planned,
    statuses,
  };
}

export function presentStory(
  story: StoryRow,
  chapterRows: readonly ChapterRow[] | undefined,
  chapterStatuses: readonly string[],
  signer: MediaSigner,
  series?: SeriesLinks,
): StoryBody {
  const audio = audioStatusOf(story, chapterStatuses);
  return {
    id: story.id,
    title: story.title,
    description: story.description,
    theme: toStoryTheme(story.theme),
    ageGroup: story.ageGroup,
    authorId: story.authorId,
    childId: story.childId,
    customPrompt: story.customPrompt,
    targetDuration: story.targetDuration,
    coverImageUrl: story.coverKey ? signer.sign(story.coverKey) : null,
    status: StoryStatus.parse(story.status),
    failureReason: story.failureReason,
    duration: Math.round(story.duration),
    chapterCount: story.chapterCount,
    voiceType: NarratorVoice.catch('WARM_FEMALE').parse(story.voice),
    language: StoryLanguage.catch('en').parse(story.language),
    audioStatus: audio.status,
    audioProgress: audio.progress,
    audioTotals: { ready: audio.ready, total: audio.total },
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
    seriesId: story.seriesId,
    ...(chapterRows
      ? {
          series: series ?? null,
          cast: story.storyCast ? { hero: story.storyCast.hero, companion: story.storyCast.companion } : null,
        }
      : {}),
    ...(chapterRows
      ? {
          chapters: chapterRows.map((chapter) => ({
            id: chapter.id,
            order: chapter.order,
            title: chapter.title,
            duration: Math.round(chapter.duration),
            status: chapterStatusOf(chapter.status),
            paragraphs: chapter.paragraphs,
            audioBytes: chapter.audioBytes ?? null,
            audioGeneratedAt: chapter.audioGeneratedAt?.toISOString() ?? null,
          })),
        }
      : {}),
  };
}

export interface ActiveRegeneration {
  id: string;
  status: string;
  progress: number;
}

export function presentAudioStatus(
  story: StoryRow,
  chapterRows: readonly ChapterRow[],
  regeneration: ActiveRegeneration | undefined = undefined,
  queue: StoryAudioStatus['queue'] = null,
): StoryAudioStatus {
  const audio = audioStatusOf(
    story,
    chapterRows.map((chapter) => chapter.status),
  );
  const count = (status: string) => audio.statuses.filter((candidate) => candidate === status).length;
  return {
    storyId: story.id,
    status: audio.status,
    totalChapters: audio.total,
    chapters: chapterRows.map((chapter) => ({
      id: chapter.id,
      duration: Math.round(chapter.duration),
      status: chapterStatusOf(chapter.status),
    })),
    progress: audio.progress,
    chaptersReady: count('ready'),
    chaptersProcessing: count('generating-audio'),
    chaptersPending: count('pending'),
    chaptersError: count('error'),
    regeneration: regeneration
      ? {
          jobId: regeneration.id,
          status: regeneration.status === 'queued' ? 'queued' : 'processing',
          progress: regeneration.progress,
        }
      : null,
    queue,
  };
}
