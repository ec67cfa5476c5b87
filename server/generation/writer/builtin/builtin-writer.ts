/**
 * The default story writer: a deterministic, offline story engine for English and Spanish (see
 * compose/ for how a story is planned and told, and content/ for what it is told with).
 */

import { parseStoryRequest } from '../request-schema';
import type { StoryRequest, StoryWriter, WrittenStory } from '../types';
import { writeStory } from './story/write-story';

export function createBuiltinWriter(): StoryWriter {
  return {
    name: 'builtin',
    async write(request: StoryRequest, signal?: AbortSignal): Promise<WrittenStory> {
      signal?.throwIfAborted();
      return writeStory(parseStoryRequest(request), signal);
    },
  };
}
