import { z } from 'zod';
import { targetWordsPerChapter } from '../builtin/pacing';
import { parseStoryRequest } from '../request-schema';
import type { StoryRequest, StoryWriter, WrittenChapter, WrittenStory } from '../types';
import { rewriteChapterMessage, rewriteChapterPrompt, systemPrompt, userMessage } from './story-prompt';

/**
 * A writer backed by any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server,
 * vLLM). It asks for JSON, validates the answer with zod, asks once more when the answer is unusable,
 * and gives up after a timeout. The request holds story parameters only: no user id or email.
 */

export interface OpenAiWriterOptions {
  /** Including the API version, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export class StoryWriterError extends Error {
  override name = 'StoryWriterError';
}

const chapterSchema = z.object({
  title: z.string().trim().min(1).max(120),
  paragraphs: z.array(z.string().trim().min(1)).min(1),
});

const writtenStorySchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(600),
  cast: z.object({ hero: z.string(), companion: z.string(), helper: z.string() }).partial().optional(),
  setting: z.string().optional(),
  chapters: z.array(chapterSchema).min(1),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Models sometimes wrap JSON in a code fence despite being asked not to. */
function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
}

export function createOpenAiWriter(options: OpenAiWriterOptions): StoryWriter {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  type Messages = { role: 'system' | 'user'; content: string }[];

  async function complete(messages: Messages, signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          response_format: { type: 'json_object' },
          temperature: 0.8,
          messages,
        }),
      });
    } catch (error) {
      if (timeout.aborted && !signal?.aborted) {
        throw new StoryWriterError(`The story writer did not answer within ${timeoutMs} ms`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new StoryWriterError(`The story writer is unreachable: ${reason}`, { cause: error });
    }
    if (!response.ok) throw new StoryWriterError(`The story writer answered ${response.status}`);
    const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
    const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
    if (!content) throw new InvalidAnswer('The story writer sent no content');
    return content;
  }

  function parseJson(content: string): unknown {
    try {
      return extractJson(content);
    } catch {
      throw new InvalidAnswer('The story writer did not answer with JSON');
    }
  }

  const storyMessages = (request: StoryRequest): Messages => [
    { role: 'system', content: systemPrompt(request, targetWordsPerChapter(request)) },
    { role: 'user', content: userMessage(request) },
  ];

  function toChapter(content: string): Omit<WrittenChapter, 'order'> {
    const result = chapterSchema.safeParse(parseJson(content));
    if (!result.success)
      throw new InvalidAnswer(`The story writer's JSON is not a chapter: ${result.error.message}`);
    return result.data;
  }

  /** Asks, and asks once more when the answer is unusable: models are not deterministic. */
  async function twice<T>(
    messages: Messages,
    read: (content: string) => T,
    signal?: AbortSignal,
  ): Promise<T> {
    try {
      return read(await complete(messages, signal));
    } catch (error) {
      if (!(error instanceof InvalidAnswer)) throw error;
      try {
        return read(await complete(messages, signal));
      } catch (retryError) {
        if (retryError instanceof InvalidAnswer) throw new StoryWriterError(retryError.message);
        throw retryError;
      }
    }
  }

  function toStory(content: string, request: StoryRequest): WrittenStory {
    const result = writtenStorySchema.safeParse(parseJson(content));
    if (!result.success)
      throw new InvalidAnswer(`The story writer's JSON is not a story: ${result.error.message}`);
    const story = result.data;
    if (story.chapters.length !== request.chapterCount) {
      throw new InvalidAnswer(
        `The story writer wrote ${story.chapters.length} of ${request.chapterCount} chapters`,
      );
    }
    return {
      title: request.title ?? story.title,
      description: story.description,
      language: request.language,
      chapters: story.chapters.map((chapter, index) => ({ order: index + 1, ...chapter })),
      cast: {
        hero: story.cast?.hero ?? request.heroName ?? '',
        companion: story.cast?.companion ?? '',
        helper: story.cast?.helper ?? '',
      },
      setting: story.setting ?? '',
      memory: {
        companion: { name: story.cast?.companion ?? '', species: '', gender: 'm' },
        helper: story.cast?.helper ?? '',
        setting: story.setting ?? '',
        goal: story.description,
      },
    };
  }

  return {
    name: 'openai',
    async write(input, signal) {
      const request = parseStoryRequest(input);
      return twice(storyMessages(request), (content) => toStory(content, request), signal);
    },

    async rewriteChapter(input, story, order, signal, instruction) {
      const request = parseStoryRequest(input);
      const messages: Messages = [
        {
          role: 'system',
          content: rewriteChapterPrompt(request, targetWordsPerChapter(request), instruction),
        },
        { role: 'user', content: rewriteChapterMessage(story, order, instruction) },
      ];
      return { order, ...(await twice(messages, toChapter, signal)) };
    },
  };
}

class InvalidAnswer extends Error {}
