import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@/contract/constants';
import { detectLanguage } from './detect-language';
import { defaultNamespace, resources } from './resources';

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

/** Initialises i18next synchronously with the detected language (P§1). Safe to call twice. */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const language = detectLanguage({ stored: readStoredLanguage(), browserLanguages: browserLanguages() });
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false }, // React already escapes.
    initAsync: false, // Resources are bundled, so the first render already has its strings.
  });
  syncDocumentLanguage(language);
  return i18n;
}

/** Switches the interface language, remembers the choice and updates `<html lang>`. */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
