/**
 * A small XML well-formedness check for the covers we draw (no DTD, no CDATA, no comments): every tag
 * closes in order, attributes are quoted and unique, text holds no raw "<" and every "&" starts an
 * entity. Returns the problems found; an empty list means the document is well formed.
 */

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;
const ENTITY = /&(?:#\d+|#x[\da-fA-F]+|amp|lt|gt|quot|apos);/y;

function checkText(text: string, where: number, problems: string[]): void {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<') problems.push(`raw "<" at ${where + i}`);
    if (text[i] === '&') {
      ENTITY.lastIndex = i;
      if (!ENTITY.test(text)) problems.push(`bare "&" at ${where + i}`);
    }
  }
}

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let at = 0;
  let roots = 0;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next === -1 ? xml.length : next);
    if (open.length === 0 && text.trim() !== '') problems.push(`text outside the root at ${at}`);
    checkText(text, at, problems);
    if (next === -1) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(xml);
    if (!tag) {
      problems.push(`malformed tag at ${next}: ${xml.slice(next, next + 40)}`);
      break;
    }
    const [whole, closing, name = '', attributes = '', selfClosing] = tag;
    const names = [...attributes.matchAll(ATTRIBUTE)].map((match) => match[1]);
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}>`);
    for (const match of attributes.matchAll(ATTRIBUTE)) checkText(match[2] ?? '', next, problems);
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes the wrong element at ${next}`);
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name);
    } else if (open.length === 0) roots += 1;
    at = next + whole.length;
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
