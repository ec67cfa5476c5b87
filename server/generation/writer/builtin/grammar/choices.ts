/**
 * The choices inside a template line: `[[a|b|c]]` is a seeded choice and `[plain|rich]` a word by age
 * (young|old). Both nest — `[[a [[b|c]] d|e [small|tiny] f]]` — so one line can be a little generator
 * of many sentences that all read as written. A stack of open brackets decides what a `]` closes:
 * inside a choice, `]]` closes it; inside an age pair, `]` does.
 */

import type { Random } from '../random';

type Node = string | { readonly kind: 'choice' | 'age'; readonly options: Node[][] };

/** Lines are parsed once: a story renders the same lines many times. */
const parsed = new Map<string, Node[]>();

function parse(text: string): Node[] {
  const known = parsed.get(text);
  if (known) return known;
  const root: Node[] = [];
  const stack: { kind: 'choice' | 'age'; options: Node[][] }[] = [];
  const current = (): Node[] => {
    const top = stack.at(-1);
    return top ? (top.options.at(-1) as Node[]) : root;
  };
  let plain = '';
  const flush = () => {
    if (plain !== '') current().push(plain);
    plain = '';
  };
  for (let i = 0; i < text.length; i++) {
    const top = stack.at(-1);
    if (text.startsWith('[[', i)) {
      flush();
      stack.push({ kind: 'choice', options: [[]] });
      i++;
    } else if (text[i] === '[') {
      flush();
      stack.push({ kind: 'age', options: [[]] });
    } else if (top && text[i] === '|') {
      flush();
      top.options.push([]);
    } else if (top?.kind === 'choice' && text.startsWith(']]', i)) {
      flush();
      stack.pop();
      current().push(top);
      i++;
    } else if (top?.kind === 'age' && text[i] === ']') {
      flush();
      stack.pop();
      current().push(top);
    } else {
      plain += text[i];
    }
  }
  flush();
  if (stack.length > 0) throw new SyntaxError(`unclosed bracket in template line: ${text}`);
  parsed.set(text, root);
  return root;
}

/** How a line's choices are made for one listener. */
export interface ChoiceMode {
  /** Older listeners (6-8, 8-12): the rich side of an age pair. */
  readonly old: boolean;
  /** The youngest (2-4): a choice that may add nothing (`[[|, and then some]]`) adds nothing. */
  readonly brief?: boolean;
}

const isEmpty = (option: readonly Node[]) => option.every((node) => node === '');

function expand(nodes: readonly Node[], mode: ChoiceMode, random: Random): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.kind === 'age') {
        const [plain = [], rich] = node.options;
        return expand(mode.old ? (rich ?? plain) : plain, mode, random);
      }
      const empty = mode.brief ? node.options.find(isEmpty) : undefined;
      return expand(empty ?? random.pick(node.options), mode, random);
    })
    .join('');
}

/** The line with every choice made: seeded choices from `random`, age pairs by the listener's age. */
export function expandChoices(text: string, mode: ChoiceMode, random: Random): string {
  return text.includes('[') ? expand(parse(text), mode, random) : text;
}

/** A slot's words, on average ("the old stone bridge"), for a line's spoken length. */
const SLOT_LENGTH = 12;

function spoken(nodes: readonly Node[]): number {
  return nodes.reduce((sum, node) => {
    if (typeof node === 'string') return sum + node.replace(/\{[^}]*\}/g, ' '.repeat(SLOT_LENGTH)).length;
    if (node.kind === 'age') return sum + spoken(node.options[0] ?? []);
    if (node.options.some(isEmpty)) return sum;
    return sum + node.options.reduce((all, option) => all + spoken(option), 0) / node.options.length;
  }, 0);
}

/**
 * About how many characters the youngest hear of a line: the plain side of each age pair, nothing of a
 * choice that may add nothing, the average of the others. Its markup, however rich, is not spoken.
 */
export function spokenLength(text: string): number {
  return text.includes('[') ? spoken(parse(text)) : spoken([text]);
}

/** The line as the youngest would hear it with each choice's first option: to judge its sentences. */
export function firstReading(text: string): string {
  const first = (nodes: readonly Node[]): string =>
    nodes
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.kind === 'age') return first(node.options[0] ?? []);
        return first(node.options.find(isEmpty) ?? node.options[0] ?? []);
      })
      .join('');
  return text.includes('[') ? first(parse(text)) : text;
}
