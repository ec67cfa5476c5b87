import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/contract/constants';

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** 'es-MX' → 'es', 'EN_us' → 'en'; undefined when the base language is not one we ship. */
export function toSupportedLanguage(tag: string | null | undefined): SupportedLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base && isSupportedLanguage(base) ? base : undefined;
}

interface DetectionInput {
  /** The choice stored in local storage, if any. */
  stored: string | null | undefined;
  /** `navigator.languages` (or `[navigator.language]`), most preferred first. */
  browserLanguages: readonly string[];
}

/** P§1: the stored choice, then the browser's languages in order, then English. */
export function detectLanguage({ stored, browserLanguages }: DetectionInput): SupportedLanguage {
  const candidates = [stored, ...browserLanguages];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
