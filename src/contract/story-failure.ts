// Why a story's generation failed, as the server stores it in `failureReason` and the story page and
// My Stories show it (translated by the app, whichever language the story is in).

/** The written story did not pass the safety check, even rewritten once (ADR 030): never published. */
export const UNSAFE_STORY_REASON = {
  en: 'This story was stopped because part of it was not gentle enough for bedtime. Try again, or change the ideas.',
  es: 'Paramos este cuento porque una parte no era lo bastante tranquila para la hora de dormir. Inténtalo de nuevo o cambia las ideas.',
} as const;

/** What older stories that failed the safety check carry. */
export const LEGACY_UNSAFE_STORY_REASON = 'The written story did not pass the safety check';

export const isUnsafeStoryReason = (reason: string): boolean =>
  reason === LEGACY_UNSAFE_STORY_REASON || Object.values<string>(UNSAFE_STORY_REASON).includes(reason);
