import { UNSAFE_REWRITE_REASON, type RewriteInstruction } from '../../../src/contract/chapter-rewrite';
import { UNSAFE_STORY_REASON } from '../../../src/contract/story-failure';
import type { StoryModerator } from '../safety/moderation';
import type { Language, StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../writer/types';
import { PermanentJobError } from './job-runner';

/**
 * A written story is checked before anything of it is stored or narrated (ADR 030): its title and
 * description, and every chapter, by the local safety check and, with an OpenAI-compatible writer, by
 * the service's own moderation too. An unsafe chapter is written again once — by the writer's
 * `rewriteChapter`, or, for a writer without one, the whole story again from another seed — and if
 * the story is still not gentle enough it fails with a reason a parent understands.
 */

export interface GentleStoryDependencies {
  writer: StoryWriter;
  /** The local check of one text; false stops it. */
  checkText(text: string, language: Language): boolean;
  moderator?: StoryModerator | undefined;
  log?: { warn(object: object, message: string): void } | undefined;
}

/** What was stopped: the story's own title and description, or a chapter (by its order). */
type StoppedPart = { part: 'story' } | { part: 'chapter'; order: number };

export function createGentleStoryWriter(deps: GentleStoryDependencies) {
  const { writer } = deps;

  async function passes(text: string, language: Language, signal: AbortSignal, storyId: string) {
    if (!deps.checkText(text, language)) return false;
    if (!deps.moderator) return true;
    const verdict = await deps.moderator.moderate(text, signal);
    // An outage never publishes unchecked text silently: the local check has passed it, and we say so.
    if (verdict.outcome === 'unavailable') {
      deps.log?.warn(
        { storyId, reason: verdict.reason },
        'moderation unavailable: the local check alone decided',
      );
    }
    return verdict.outcome !== 'flagged';
  }

  async function stoppedParts(story: WrittenStory, language: Language, signal: AbortSignal, storyId: string) {
    const stopped: StoppedPart[] = [];
    if (!(await passes(`${story.title}\n${story.description}`, language, signal, storyId))) {
      stopped.push({ part: 'story' });
    }
    for (const chapter of story.chapters) {
      const text = [chapter.title, ...chapter.paragraphs].join('\n');
      if (!(await passes(text, language, signal, storyId)))
        stopped.push({ part: 'chapter', order: chapter.order });
    }
    return stopped;
  }

  async function rewrite(
    request: StoryRequest,
    story: WrittenStory,
    stopped: StoppedPart[],
    signal: AbortSignal,
  ) {
    const orders = stopped.flatMap((part) => (part.part === 'chapter' ? [part.order] : []));
    if (!writer.rewriteChapter || orders.length < stopped.length) {
      return writer.write({ ...request, seed: `${request.seed}:gentler` }, signal);
    }
    const chapters = [...story.chapters];
    for (const order of orders) {
      chapters[order - 1] = await writer.rewriteChapter(request, story, order, signal);
    }
    return { ...story, chapters };
  }

  return {
    /** The story from the writer, checked, rewritten once if need be; a PermanentJobError if still unsafe. */
    async write(request: StoryRequest, storyId: string, signal: AbortSignal): Promise<WrittenStory> {
      const first = await writer.write(request, signal);
      const stopped = await stoppedParts(first, request.language, signal, storyId);
      if (stopped.length === 0) return first;
      deps.log?.warn(
        { storyId, stopped },
        'a written story did not pass the safety check: rewriting it once',
      );
      const second = await rewrite(request, first, stopped, signal);
      if ((await stoppedParts(second, request.language, signal, storyId)).length > 0) {
        throw new PermanentJobError(UNSAFE_STORY_REASON[request.language]);
      }
      return second;
    },

    /**
     * A parent's rewrite of one chapter (ADR 035), checked like any chapter before it is narrated and
     * asked once more if it does not pass; a PermanentJobError if it still does not.
     */
    async rewriteChapter(
      request: StoryRequest,
      story: WrittenStory,
      order: number,
      instruction: RewriteInstruction,
      storyId: string,
      signal: AbortSignal,
    ): Promise<WrittenChapter> {
      if (!writer.rewriteChapter)
        throw new PermanentJobError(`The ${writer.name} writer cannot rewrite a chapter`);
      for (let attempt = 0; attempt < 2; attempt++) {
        const chapter = await writer.rewriteChapter(request, story, order, signal, instruction);
        const text = [chapter.title, ...chapter.paragraphs].join('\n');
        if (await passes(text, request.language, signal, storyId)) return chapter;
        deps.log?.warn({ storyId, order, instruction }, 'a rewritten chapter did not pass the safety check');
      }
      throw new PermanentJobError(UNSAFE_REWRITE_REASON);
    },
  };
}
