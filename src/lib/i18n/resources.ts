// English, the fallback language, is bundled with the app: the first screen never waits for it.
// Every other translation file (Spanish, and namespaces only some pages use: auth, settings) is its own
// small chunk, fetched the first time it is needed; the service worker precaches them all, so every
// language still works offline. This keeps the first load within DESIGN's 120 KB budget.
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';

export const defaultNamespace = 'common';

/** The namespaces any screen may need at once; the others load with their page. */
export const coreNamespaces = ['common', 'home'] as const;

export const resources = {
  en: { common: enCommon, home: enHome },
} as const;

type TranslationTree = Record<string, unknown>;

// The bundled files are left out, or they would be split into chunks of their own as well.
const translationFiles = import.meta.glob<TranslationTree>(
  ['/src/locales/*/*.json', '!/src/locales/en/{common,home}.json'],
  { import: 'default' },
);

/** One namespace of one language, from its chunk. */
export async function loadTranslations(language: string, namespace: string): Promise<TranslationTree> {
  const load = translationFiles[`/src/locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return load();
}
