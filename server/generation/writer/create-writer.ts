import type { Config } from '../../config';
import { createBuiltinWriter } from './builtin/builtin-writer';
import { createOpenAiWriter } from './openai/openai-writer';
import type { StoryWriter } from './types';

export type WriterConfig = Pick<
  Config,
  'STORY_WRITER' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL'
>;

/** The writer STORY_WRITER names. loadConfig has already required the OpenAI variables for `openai`. */
export function createWriter(config: WriterConfig): StoryWriter {
  if (config.STORY_WRITER === 'builtin') return createBuiltinWriter();
  if (!config.OPENAI_BASE_URL || !config.OPENAI_MODEL) {
    throw new Error('STORY_WRITER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  }
  return createOpenAiWriter({
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
  });
}
