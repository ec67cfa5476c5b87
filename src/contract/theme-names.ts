import type { StoryThemeName } from './story-themes';

// The themes' names as the app shows them, for the server's search (a parent types "Animales" or
// "cuento de hadas" and means the theme). The app's own source stays src/locales/*/common.json
// (`themes.*`); tests/contract/theme-names.test.ts fails when the two disagree.

export const THEME_NAME_LANGUAGES = ['en', 'es'] as const;
export type ThemeNameLanguage = (typeof THEME_NAME_LANGUAGES)[number];

export const THEME_NAMES: Readonly<Record<ThemeNameLanguage, Readonly<Record<StoryThemeName, string>>>> = {
  en: {
    adventure: 'Adventure',
    fantasy: 'Fantasy',
    friendship: 'Friendship',
    animals: 'Animals',
    science: 'Science',
    mystery: 'Mystery',
    'fairy-tale': 'Fairy tale',
    superhero: 'Superhero',
    nature: 'Nature',
    family: 'Family',
  },
  es: {
    adventure: 'Aventura',
    fantasy: 'Fantasía',
    friendship: 'Amistad',
    animals: 'Animales',
    science: 'Ciencia',
    mystery: 'Misterio',
    'fairy-tale': 'Cuento de hadas',
    superhero: 'Superhéroes',
    nature: 'Naturaleza',
    family: 'Familia',
  },
};
