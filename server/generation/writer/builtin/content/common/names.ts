/**
 * Names the engine may give. None of them is an ordinary word that a sentence could contain (no
 * "Willow" in a story full of willows), so a name in the text always means a character.
 */

import type { Language } from '../../../types';

export const HERO_NAMES: Record<Language, readonly string[]> = {
  en: [
    'Mia',
    'Leo',
    'Ava',
    'Sam',
    'Noah',
    'Ruby',
    'Finn',
    'Isla',
    'Theo',
    'Rosie',
    'Ella',
    'Oscar',
    'Zara',
    'Arlo',
    'Nora',
    'Ezra',
    'Maya',
    'Felix',
    'Hana',
    'Omar',
  ],
  es: [
    'Lucía',
    'Mateo',
    'Sofía',
    'Hugo',
    'Martina',
    'Leo',
    'Valeria',
    'Daniel',
    'Carmen',
    'Pablo',
    'Alba',
    'Bruno',
    'Olivia',
    'Marco',
    'Elena',
    'Nico',
    'Julia',
    'Álex',
    'Vega',
    'Inés',
  ],
};

const ENGLISH_COMPANION_NAMES: readonly string[] = [
  'Pip',
  'Tilly',
  'Bo',
  'Scout',
  'Dot',
  'Puck',
  'Wiggles',
  'Tibbs',
  'Flip',
  'Nib',
  'Ziggy',
  'Toto',
  'Mo',
  'Pogo',
];

/** Spanish names follow the companion's grammatical gender ("Bimba, una conejita"; "Tito, un zorrito"). */
export const COMPANION_NAMES: Record<Language, Record<'m' | 'f', readonly string[]>> = {
  // English has no grammatical gender: one list serves both.
  en: { m: ENGLISH_COMPANION_NAMES, f: ENGLISH_COMPANION_NAMES },
  es: {
    m: ['Pipo', 'Tito', 'Lolo', 'Kiko', 'Fito', 'Pancho', 'Pocho', 'Tobi', 'Lilo', 'Zuri'],
    f: ['Bimba', 'Nina', 'Tula', 'Mimí', 'Luli', 'Kika', 'Pepa', 'Lola', 'Lilo', 'Zuri'],
  },
};
