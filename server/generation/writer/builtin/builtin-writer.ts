/**
 * The default story writer: a deterministic, offline story engine for English and Spanish (see
 * compose/ for how a story is planned and told, and content/ for what it is told with).
 */

import type { RewriteInstruction } from '../../../../src/contract/chapter-rewrite';
import { parseStoryRequest } from '../request-schema';
import type { StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../types';
import { retellChapter, writeStory } from './story/write-story';

const sameText = (a: WrittenChapter, b: WrittenChapter) =>
  a.paragraphs.join('\n') === b.paragraphs.join('\n');

export function createBuiltinWriter(): StoryWriter {
  return {
    name: 'builtin',
    async write(request: StoryRequest, signal?: AbortSignal): Promise<WrittenStory> {
      signal?.throwIfAborted();
      return writeStory(parseStoryRequest(request), signal);
    },

    /**
     * One chapter told again from the story's own seed, so it fits the chapters around it (ADR 035).
     * The safety check's rewrite is a gentler one. A chapter with no peril to soften is told again in
     * other words, softened: a parent who asked for gentler always gets a new chapter.
     */
    async rewriteChapter(request, story, order, signal, instruction: RewriteInstruction = 'gentler') {
      signal?.throwIfAborted();
      const current = story.chapters[order - 1];
      if (!current) throw new RangeError(`The story has no chapter ${order}`);
      const parsed = parseStoryRequest(request);
      const told = retellChapter(parsed, { order, instruction, current }, signal);
      if (instruction !== 'gentler' || !sameText(told, current)) return told;
      return retellChapter(parsed, { order, instruction, current, otherWords: true }, signal);
    },
  };
}
