// Translations are bundled into the app (not fetched) so every language works offline.
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';
import enSettings from '@/locales/en/settings.json';
import esCommon from '@/locales/es/common.json';
import esHome from '@/locales/es/home.json';
import esSettings from '@/locales/es/settings.json';

export const defaultNamespace = 'common';

export const resources = {
  en: { common: enCommon, home: enHome, settings: enSettings },
  es: { common: esCommon, home: esHome, settings: esSettings },
} as const;
