import type { Config } from '../../config';
import { createEspeakNarrator } from './espeak-narrator';
import { createOpenAiNarrator } from './openai-narrator';
import type { Narrator } from './types';

export type NarratorConfig = Pick<
  Config,
  'NARRATOR' | 'NARRATOR_IDLE_MINUTES' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_TTS_MODEL'
>;

/** The narrator NARRATOR names. loadConfig has already required the OpenAI variables for `openai`. */
export function createNarrator(
  config: NarratorConfig,
  options: { workers?: number; idleMs?: number } = {},
): Narrator {
  const idleMs = options.idleMs ?? config.NARRATOR_IDLE_MINUTES * 60_000;
  if (config.NARRATOR === 'espeak') return createEspeakNarrator({ ...options, idleMs });
  if (!config.OPENAI_BASE_URL || !config.OPENAI_TTS_MODEL) {
    throw new Error('NARRATOR=openai needs OPENAI_BASE_URL and OPENAI_TTS_MODEL');
  }
  return createOpenAiNarrator({
    baseUrl: config.OPENAI_BASE_URL,
    model: config.OPENAI_TTS_MODEL,
    apiKey: config.OPENAI_API_KEY,
    ...options,
    idleMs,
  });
}
