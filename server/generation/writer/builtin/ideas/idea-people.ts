/**
 * The people and the situations a parent's ideas may speak of: a brother named Hugo, grandma, a best
 * friend; shy at a new school, afraid of the dark, a new baby on the way, moving house. People join the
 * story under the name the parent gave (or as "Grandma"); a situation becomes what the story is about.
 * One entry per line, fields separated by "|", words by ","; Spanish words carry their gender.
 */

import type { Gender } from '../grammar/noun';
import { list, rows } from './idea-lexicon';

export type Relation =
  'grandma' | 'grandpa' | 'brother' | 'sister' | 'mum' | 'dad' | 'friend' | 'cousin' | 'aunt' | 'uncle';

export type Situation = 'new-school' | 'shy' | 'dark' | 'baby' | 'moving';

export interface PersonWord {
  readonly relation: Relation;
  /** How the story calls them when they have no name: "Grandma" / "la abuela". */
  readonly called: { readonly en: string; readonly es: string };
  readonly en: readonly string[];
  readonly es: readonly (readonly [string, Gender])[];
}

export const PERSON_WORDS: readonly PersonWord[] = rows(`
  grandma | Grandma / abuela   | grandma, granny, grandmother, nana, gran | abuela f, abuelita f, yaya f
  grandpa | Grandpa / abuelo   | grandpa, grandad, granddad, grandfather  | abuelo m, abuelito m, yayo m
  brother | brother / hermano  | big brother, little brother, baby brother, brother | hermano mayor m, hermano pequeño m, hermanito m, hermano m
  sister  | sister / hermana   | big sister, little sister, baby sister, sister | hermana mayor f, hermana pequeña f, hermanita f, hermana f
  mum     | Mum / mamá         | mum, mom, mummy, mommy, mother           | mamá f, mami f, madre f
  dad     | Dad / papá         | dad, daddy, father                       | papá m, papi m, padre m
  friend  | friend / amigo     | best friend, friend                      | mejor amigo m, mejor amiga f, amigo m, amiga f
  cousin  | cousin / primo     | cousin                                   | primo m, prima f
  aunt    | Auntie / tía       | aunt, auntie                             | tía f
  uncle   | Uncle / tío        | uncle                                    | tío m
`).map(([relation = '', called = '', en, es]) => {
  const [calledEn = '', calledEs = ''] = called.split('/').map((part) => part.trim());
  return {
    relation: relation as Relation,
    called: { en: calledEn, es: calledEs },
    en: list(en),
    es: list(es).map((word) => [word.slice(0, -2), word.endsWith(' f') ? 'f' : 'm'] as const),
  };
});

/** Words that, found anywhere in the ideas, mean the situation (folded: no accents, lower case). */
export const SITUATION_WORDS: readonly {
  readonly situation: Situation;
  readonly words: readonly string[];
}[] = rows(`
  new-school | new school, school, nursery, kindergarten, first day, cole, colegio, escuela, guarderia, primer dia
  dark       | dark, darkness, night light, the night, oscuridad, oscuro, oscuras, la noche
  baby       | new baby, baby sister, baby brother, a baby, va a nacer, bebe, hermanita, hermanito, nacer
  moving     | moving house, moving, move house, new house, new home, mudanza, mudamos, mudarnos, mudarse, casa nueva, nueva casa
  shy        | shy, timid, nervous, tímido, timido, timida, verguenza, nervioso, nerviosa
`).map(([situation = '', words]) => ({ situation: situation as Situation, words: list(words) }));

/** Words that tell the child is a boy or a girl; without them the story speaks of the hero neutrally. */
export const GENDER_WORDS: Record<Gender, readonly string[]> = {
  m: [
    'he',
    'him',
    'his',
    'himself',
    'son',
    'boy',
    'hijo',
    'nino',
    'timido',
    'asustado',
    'nervioso',
    'solito',
  ],
  f: [
    'she',
    'her',
    'hers',
    'herself',
    'daughter',
    'girl',
    'hija',
    'nina',
    'timida',
    'asustada',
    'nerviosa',
    'solita',
  ],
};
