import type { z } from 'zod';
import { NarratorVoice as NarratorVoiceSchema } from '../../../src/contract/enums';
import { StoryLanguage } from '../../../src/contract/story';

/**
 * The narrator's contract with the jobs runner: a chapter (title + paragraphs) in, an MP3 out.
 * Requests carry story text only — never a user id, email or other personal field — because a
 * narrator may be a third-party service.
 */

// The same lists the story form and API use (src/contract), so a stored voice is always one we know.
export type NarratorVoice = z.infer<typeof NarratorVoiceSchema>;
export const NARRATOR_VOICES: readonly NarratorVoice[] = NarratorVoiceSchema.options;

export type NarrationLanguage = z.infer<typeof StoryLanguage>;
export const NARRATION_LANGUAGES: readonly NarrationLanguage[] = StoryLanguage.options;

export interface NarrationRequest {
  language: NarrationLanguage;
  voice: NarratorVoice;
  title: string;
  paragraphs: string[];
}

export interface WordTiming {
  word: string;
  startMs: number;
  endMs: number;
}

export interface Narration {
  mp3: Buffer;
  /** Real playing time, measured on the encoded MP3 (frames × samples per frame / rate). */
  durationSeconds: number;
  sampleRate: number;
  /** In playing order, title words first; present only when the engine reports them. */
  wordTimings?: WordTiming[];
}

export interface Narrator {
  readonly name: string;
  narrate(request: NarrationRequest, signal?: AbortSignal): Promise<Narration>;
  /**
   * Starts what the first chapter would otherwise wait for (threads, voice data, code run until V8 has
   * optimised it), so a parent's first story after a start is as quick as the next; a chapter asked
   * meanwhile stops it. Asked again while warm, it does nothing; after the threads ended for being
   * idle, it warms them again. Optional; never rejects.
   */
  warm?(): Promise<void>;
  /** Ends worker threads and refuses further work; safe to call twice. */
  close(): Promise<void>;
}
