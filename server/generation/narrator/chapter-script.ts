import { NarrationError } from './narration-error';
import { NARRATION_LANGUAGES, NARRATOR_VOICES, type NarrationRequest } from './types';

/**
 * What a chapter's audio says, in order, and how long to stay silent after each piece: the title, a
 * breath (≈ 1 s), then each paragraph with a shorter pause between them. Every narrator speaks this
 * same script, so pauses are the same whatever the engine.
 */

export interface Segment {
  text: string;
  pauseAfterMs: number;
}

export const TITLE_PAUSE_MS = 1000;
export const PARAGRAPH_PAUSE_MS = 700;

/** Line breaks inside a paragraph are layout, not pauses; runs of spaces would be read as nothing anyway. */
const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A piece with no letter or digit ("…", "* * *") would be spoken as silence or as symbol names. */
const speakable = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

export function chapterScript(request: NarrationRequest): Segment[] {
  // Requests come from stored jobs, so the union types are checked at run time too.
  if (!NARRATION_LANGUAGES.includes(request.language)) {
    throw new NarrationError(
      'INVALID_REQUEST',
      `unsupported narration language: ${String(request.language)}`,
    );
  }
  if (!NARRATOR_VOICES.includes(request.voice)) {
    throw new NarrationError('INVALID_REQUEST', `unknown narrator voice: ${String(request.voice)}`);
  }
  const title = clean(request.title);
  const paragraphs = request.paragraphs.map(clean).filter(speakable);
  if (paragraphs.length === 0 && !speakable(title)) {
    throw new NarrationError('INVALID_REQUEST', 'nothing to narrate: the chapter has no title and no text');
  }
  const segments: Segment[] = [];
  if (speakable(title)) segments.push({ text: title, pauseAfterMs: TITLE_PAUSE_MS });
  for (const paragraph of paragraphs) segments.push({ text: paragraph, pauseAfterMs: PARAGRAPH_PAUSE_MS });
  const last = segments.at(-1);
  if (last) last.pauseAfterMs = 0;
  return segments;
}

/**
 * Cuts a script into `parts` consecutive runs of similar text length, so several worker threads can
 * each narrate one run of the same chapter. Cuts fall only between segments, inside a pause.
 */
export function splitScript(segments: readonly Segment[], parts: number): Segment[][] {
  const count = Math.max(1, Math.min(Math.floor(parts), segments.length));
  const total = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  const runs: Segment[][] = [[]];
  let done = 0;
  segments.forEach((segment, index) => {
    const current = runs[runs.length - 1] ?? [];
    const segmentsLeft = segments.length - index;
    const runsLeft = count - runs.length;
    const pastShare = done >= (total * runs.length) / count;
    if (current.length > 0 && runsLeft > 0 && (pastShare || segmentsLeft <= runsLeft)) runs.push([segment]);
    else current.push(segment);
    done += segment.text.length;
  });
  return runs;
}

/**
 * Splits a text into pieces of at most `maxChars`, at sentence ends where possible, then at commas or
 * spaces — for speech services that cap their input (OpenAI: 4,096 characters).
 */
export function splitText(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    const cut =
      lastMatchEnd(window, /[.!?…](?:["'”»)]*)\s/g) ??
      lastMatchEnd(window, /[,;:]\s/g) ??
      window.lastIndexOf(' ');
    const at = cut > 0 ? cut : maxChars;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

function lastMatchEnd(text: string, pattern: RegExp): number | undefined {
  let end: number | undefined;
  for (const match of text.matchAll(pattern)) end = match.index + match[0].length;
  return end;
}
