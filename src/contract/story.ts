import { z } from 'zod';
import { CHAPTER_COUNT, SEARCH_MAX_CHARS, TARGET_DURATION_PER_CHAPTER } from './constants';
import { SERVER_AGE_GROUPS } from './age-groups';
import { NarratorVoice, StoryTheme } from './enums';
import { normaliseTheme } from './story-themes';

export { deriveAudioStatus } from './audio-status';

// Shapes of the stories and chapters API (S§3, S§7), shared by the app and the server.

/** S§3: story status. The server publishes a finished story and archives a failed one (S§4). */
export const StoryStatus = z.enum(['published', 'generating', 'draft', 'archived']);
export type StoryStatus = z.infer<typeof StoryStatus>;

/** S§3: chapter status; anything unknown counts as pending. */
export const ChapterStatus = z.enum(['pending', 'generating-audio', 'ready', 'error']);
export type ChapterStatus = z.infer<typeof ChapterStatus>;

/** S§3 + S§4: pending, processing, completed, and failed when any chapter's audio failed. */
export const AudioStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type AudioStatus = z.infer<typeof AudioStatus>;

/** S§5: the age groups the server understands (the form's groups map to the first four). */
export const ServerAgeGroup = z.enum(SERVER_AGE_GROUPS);
export type ServerAgeGroup = z.infer<typeof ServerAgeGroup>;

export const StoryLanguage = z.enum(['en', 'es']);

export const Chapter = z.object({
  id: z.uuid(),
  order: z.number().int(),
  title: z.string(),
  /** Seconds of real audio; 0 until narrated. */
  duration: z.number(),
  status: ChapterStatus,
  paragraphs: z.array(z.string()),
  /** Bytes of the chapter's audio file, once narrated (what a download will take); null before. */
  audioBytes: z.number().int().nullable().optional(),
  /**
   * When the chapter's current audio was stored: a device that kept an older one (a rewrite or a new
   * narration since) downloads the chapter again (ADR 035). Null before it is narrated.
   */
  audioGeneratedAt: z.string().nullable().optional(),
});
export type Chapter = z.infer<typeof Chapter>;

const StoryLink = z.object({ id: z.uuid(), title: z.string() });

export const Story = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  theme: StoryTheme,
  ageGroup: z.string(),
  authorId: z.uuid(),
  childId: z.uuid().nullable(),
  customPrompt: z.string().nullable(),
  targetDuration: z.number().int(),
  coverImageUrl: z.string().nullable(),
  status: StoryStatus,
  failureReason: z.string().nullable(),
  /** Seconds: the sum of the chapters' audio. */
  duration: z.number(),
  chapterCount: z.number().int(),
  voiceType: NarratorVoice,
  language: StoryLanguage,
  audioStatus: AudioStatus,
  audioProgress: z.number().int(),
  audioTotals: z.object({ ready: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present on GET /stories/{id}. */
  chapters: z.array(Chapter).optional(),
  /** The series the story belongs to, when it has one: the first story's id. */
  seriesId: z.uuid().nullable().optional(),
  /** Present on GET /stories/{id} for a story in a series: which part, and the stories around it. */
  series: z
    .object({
      id: z.uuid(),
      part: z.number().int().min(1),
      previous: StoryLink.nullable(),
      next: StoryLink.nullable(),
    })
    .nullable()
    .optional(),
  /** Present on GET /stories/{id} once written: who the story is about, for "Another adventure with …". */
  cast: z.object({ hero: z.string(), companion: z.string() }).nullable().optional(),
});
export type Story = z.infer<typeof Story>;

/**
 * S§3 creation request, plus what the create form chooses that the spec's request does not carry
 * (docs/decisions: chapter count, narrator voice, child, language, and whether the title is the
 * placeholder the writer should replace). `authorId` is accepted for the spec's client but ignored:
 * the author is always the signed-in parent.
 */
export const CreateStoryBody = z.object({
  title: z.string().trim().min(1, 'Title is required').max(100, 'Title must be 100 characters or fewer'),
  description: z.string().trim().max(1000, 'Description must be 1000 characters or fewer').optional(),
  theme: z.string().transform((value) => toStoryTheme(value)),
  ageGroup: ServerAgeGroup,
  authorId: z.string().optional(),
  customPrompt: z.string().trim().max(500, 'Ideas must be 500 characters or fewer').optional(),
  targetDuration: z
    .number()
    .int()
    .min(CHAPTER_COUNT.min * TARGET_DURATION_PER_CHAPTER)
    .max(CHAPTER_COUNT.max * TARGET_DURATION_PER_CHAPTER),
  chapterCount: z.number().int().min(CHAPTER_COUNT.min).max(CHAPTER_COUNT.max).optional(),
  voiceType: NarratorVoice.default('WARM_FEMALE'),
  childId: z.uuid().optional(),
  language: StoryLanguage.default('en'),
  autoTitle: z.boolean().default(false),
  /** The description is the form's generic default: the writer's own replaces it. */
  autoDescription: z.boolean().default(false),
});
export type CreateStoryBody = z.input<typeof CreateStoryBody>;

export const UpdateStoryBody = z
  .object({
    title: z.string().trim().min(1).max(100).optional(),
    description: z.string().trim().max(1000).optional(),
    status: z.enum(['published', 'draft', 'archived']).optional(),
  })
  .strict()
  // An update with no field would be an UPDATE with nothing to set, which the database refuses.
  .refine((changes) => Object.keys(changes).length > 0, {
    message: 'Nothing to change: send a title, a description or a status',
  });

export const StoryListQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  theme: StoryTheme.optional(),
  ageGroup: z.string().optional(),
  authorId: z.uuid().optional(),
  status: StoryStatus.optional(),
  // Why sortBy and sortOrder do not apply to a search: docs/decisions/018-story-search.md.
  search: z
    .string()
    .trim()
    .min(1, 'Search for at least one character')
    .max(SEARCH_MAX_CHARS, `Search for ${SEARCH_MAX_CHARS} characters or fewer`)
    .optional()
    .describe(
      'Words found in the title, the description or the theme name, whatever the case and accents; best matches first, then newest',
    ),
  language: StoryLanguage.optional().describe(
    'The interface language: theme names match in it (in every language when absent)',
  ),
  sortBy: z.enum(['createdAt', 'updatedAt', 'title']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

/** A story waiting in the generation queue, served in turns between families (ADR 042). */
export const StoryQueuePosition = z.object({
  ahead: z.number().int().min(0).describe('Stories the queue serves before this one'),
  estimateSeconds: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('About how long until writing starts, from recent stories; null when unknown'),
});
export type StoryQueuePosition = z.infer<typeof StoryQueuePosition>;

/** S§3 audio status response. */
export const StoryAudioStatus = z.object({
  storyId: z.uuid(),
  status: AudioStatus,
  totalChapters: z.number().int(),
  chapters: z.array(z.object({ id: z.uuid(), duration: z.number(), status: ChapterStatus })),
  progress: z.number().int(),
  chaptersReady: z.number().int(),
  chaptersProcessing: z.number().int(),
  chaptersPending: z.number().int(),
  chaptersError: z.number().int(),
  /**
   * Ours: the audio regeneration running for this story, if any (S§4 polls "until done"). While it
   * runs every chapter may read ready (the old audio plays on), so this is what tells it is not over.
   */
  regeneration: z
    .object({ jobId: z.uuid(), status: z.enum(['queued', 'processing']), progress: z.number().int() })
    .nullable(),
  /**
   * Ours (ADR 042): while the story waits for a worker, how many stories go first and about how long
   * until writing starts; null once it has started (or when it is not generating).
   */
  queue: StoryQueuePosition.nullable(),
});
export type StoryAudioStatus = z.infer<typeof StoryAudioStatus>;

/** The encodings of a chapter's audio: "data-saver" is a smaller MP3, made for downloads (issue 12). */
export const AudioQuality = z.enum(['standard', 'data-saver']);
export type AudioQuality = z.infer<typeof AudioQuality>;

export const ChapterAudioQuery = z.object({
  quality: AudioQuality.default('standard').describe(
    'Which encoding to answer; "data-saver" is a smaller MP3 of the same narration',
  ),
});

/**
 * S§3 chapter audio: a signed URL that expires; GET /chapters/{id}/audio-url renews it. Ours: the file's
 * byte count and SHA-256, so that a download is verified before it counts as kept on the device.
 */
export const ChapterAudio = z.object({
  audioUrl: z.string(),
  duration: z.number().optional(),
  bytes: z.number().int().optional().describe('Size of the file at audioUrl, in bytes'),
  sha256: z.string().optional().describe('Lower-case hex SHA-256 of the file at audioUrl'),
  /** The encoding at audioUrl: "data-saver" is the smaller MP3 a download may ask for. */
  quality: AudioQuality.optional(),
});
export type ChapterAudio = z.infer<typeof ChapterAudio>;

/** S§4 audio regeneration job. */
export const AudioJob = z.object({
  jobId: z.uuid().nullable(),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  progress: z.number().int(),
});
export type AudioJob = z.infer<typeof AudioJob>;

/** S§5 theme mapping (story-themes.ts), typed as the zod enum's value. */
export function toStoryTheme(value: string): StoryTheme {
  return normaliseTheme(value);
}
