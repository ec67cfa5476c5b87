import { describe, expect, it } from 'vitest';

// Every translation file, loaded the way the bundler loads it.
const files = import.meta.glob<unknown>('/src/locales/*/*.json', { eager: true, import: 'default' });

/** [dotted key, leaf value] for every leaf of a translation tree. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function filesOf(language: string): Map<string, Array<[string, unknown]>> {
  const byNamespace = new Map<string, Array<[string, unknown]>>();
  for (const [path, content] of Object.entries(files)) {
    const [, fileLanguage, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (fileLanguage === language && namespace) byNamespace.set(namespace, leaves(content));
  }
  return byNamespace;
}

const sortedKeys = (entries: Array<[string, unknown]> | undefined) =>
  (entries ?? []).map(([key]) => key).sort();

describe('translations', () => {
  const en = filesOf('en');
  const es = filesOf('es');

  it('have the same namespaces in English and Spanish', () => {
    expect([...en.keys()].sort()).toEqual([
      'account',
      'auth',
      'categories',
      'common',
      'consent',
      'create',
      'errors',
      'help',
      'home',
      'legal',
      'library',
      'myStories',
      'onboarding',
      'parent',
      'playback',
      'player',
      'profiles',
      'progress',
      'search',
      'settings',
      'story',
      'subscription',
    ]);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have exactly the same keys in English and Spanish', () => {
    for (const [namespace, entries] of en) {
      expect(sortedKeys(es.get(namespace)), `namespace ${namespace}`).toEqual(sortedKeys(entries));
    }
  });

  it('have only non-empty strings as values', () => {
    for (const language of [en, es]) {
      for (const [namespace, entries] of language) {
        const bad = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(bad, namespace).toEqual([]);
      }
    }
  });
});
