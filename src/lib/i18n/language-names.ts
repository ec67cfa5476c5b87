import type { SupportedLanguage } from '@/contract/constants';

/** Each language named in itself, so a reader finds their own language whatever the UI shows. */
export const LANGUAGE_NATIVE_NAMES = {
  en: 'English',
  es: 'Español',
} as const satisfies Record<SupportedLanguage, string>;
