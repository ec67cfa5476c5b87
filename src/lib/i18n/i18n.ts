import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@/contract/constants';
import { detectLanguage } from './detect-language';
import { coreNamespaces, defaultNamespace, loadTranslations, resources } from './resources';

// Storage can throw (Safari private mode, blocked cookies): the language then just isn't remembered.
function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: SupportedLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the language still changes for this visit.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Fetches the translation files that are not bundled (see resources.ts). */
const translationChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    loadTranslations(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Initialises i18next with the detected language (P§1). Safe to call twice. For a language other than
 * English, wait for translationsReady() before the first render.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const language = detectLanguage({ stored: readStoredLanguage(), browserLanguages: browserLanguages() });
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n
    .use(translationChunks)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true, // English is bundled; the rest comes from translationChunks.
      ns: [...coreNamespaces],
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false }, // React already escapes.
      initAsync: false, // English is bundled, so t() answers at once (in English until the rest arrives).
    });
  syncDocumentLanguage(language);
  return i18n;
}

/** Resolves once the current language's everyday texts are in (at once for English). */
export function translationsReady(): Promise<void> {
  return i18n.loadNamespaces([...coreNamespaces]);
}

/** Switches the interface language, remembers the choice and updates `<html lang>`. */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
