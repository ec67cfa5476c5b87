import { readFileSync } from 'node:fs';

// The app's own texts, read from its translation files, so a test reads what a person sees in either
// language without copying every Spanish sentence into the test.

export type Language = 'en' | 'es';

const cache = new Map<string, Record<string, unknown>>();

function namespace(language: Language, ns: string): Record<string, unknown> {
  const key = `${language}/${ns}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = JSON.parse(
      readFileSync(new URL(`../../src/locales/${key}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    cache.set(key, loaded);
  }
  return loaded;
}

/** `ns:path.to.key` in `language`, with {{placeholders}} filled in (plural keys: pass `count`). */
export function text(language: Language, id: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = id.includes(':') ? (id.split(':', 2) as [string, string]) : ['common', id];
  let node: unknown = namespace(language, ns);
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    const record = node as Record<string, unknown>;
    const last = index === parts.length - 1;
    const plural =
      last && typeof values.count === 'number'
        ? record[`${part}_${values.count === 1 ? 'one' : 'other'}`]
        : undefined;
    node = plural ?? record?.[part];
  }
  if (typeof node !== 'string') throw new Error(`No text ${language}:${id}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Texts of one language, for a test written once for both. */
export const textsFor = (language: Language) => (id: string, values?: Record<string, string | number>) =>
  text(language, id, values);
