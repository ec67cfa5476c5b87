/**
 * The little language story material is written in, so that writers can write prose rather than code.
 *
 * A block is a template literal. Blank lines separate beats; the beats of a block are told in order and
 * each line of a beat is one alternative for it (a story uses each alternative once before reusing any).
 * A line may start with flags that must all hold for it to be chosen: `?young` (2-4, 4-6), `?old`
 * (6-8, 8-12), `?toddler` (2-4), `?big` (8-12), `?evening`, `?sniff`, …; `?!flag` negates.
 * Inside a line: `{slot}` or `{slot.form}` (see story/slots.ts), `[plain|rich]` words by age (young|old),
 * `<<clause>>` only for older listeners, `[[a|b|c]]` a seeded choice. Lines starting with `#` are notes.
 */

export interface TemplateLine {
  readonly text: string;
  readonly flags: readonly string[];
  /** Each slot with its form, as written: "hero", "hero.o", "place.al". */
  readonly slots: readonly string[];
}

export interface Beat {
  /** Identifies the beat's deck of alternatives for the whole story. */
  readonly uid: string;
  readonly lines: readonly TemplateLine[];
}

export interface Block {
  readonly beats: readonly Beat[];
}

export interface Bi<T> {
  readonly en: T;
  readonly es: T;
}

const SLOT = /\{([a-zA-Z]+)(?:\.([a-zA-Z]*))?\}/g;

let nextBlock = 0;

function parseLine(raw: string): TemplateLine {
  const flags: string[] = [];
  let text = raw;
  for (let match = /^\?(!?[a-z-]+)\s+/.exec(text); match; match = /^\?(!?[a-z-]+)\s+/.exec(text)) {
    flags.push(match[1] as string);
    text = text.slice(match[0].length);
  }
  const slots = [...text.matchAll(SLOT)].map((m) => (m[2] ? `${m[1]}.${m[2]}` : (m[1] as string)));
  return { text, flags, slots: [...new Set(slots)] };
}

export function block(text: string): Block {
  const id = nextBlock++;
  const beats: Beat[] = [];
  let current: TemplateLine[] = [];
  const flush = () => {
    if (current.length > 0) beats.push({ uid: `${id}.${beats.length}`, lines: current });
    current = [];
  };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') flush();
    else if (!line.startsWith('#')) current.push(parseLine(line));
  }
  flush();
  return { beats };
}

/** A block written natively in each language (Spanish is written, never translated). */
export function bi(en: string, es: string): Bi<Block> {
  return { en: block(en), es: block(es) };
}

/** One list of alternatives per language, e.g. the sounds of a place. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A scripted scene: every line is its own beat, told in order, so the scene always reads as written. */
export function script(en: string, es: string): Bi<Block> {
  const oneBeatPerLine = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .join('\n\n');
  return bi(oneBeatPerLine(en), oneBeatPerLine(es));
}
