/**
 * The words a cover is read from, in English and Spanish: which kind of companion a story has (each
 * kind has its own drawing) and what time of day its words speak of. One entry per line, fields
 * separated by "|", words by ",". Words are matched whole, without accents or case (see fold).
 */

export const COMPANION_KINDS = [
  'fox',
  'rabbit',
  'owl',
  'hedgehog',
  'mouse',
  'squirrel',
  'puppy',
  'kitten',
  'duckling',
  'turtle',
  'dragon',
  'robot',
  'pony',
  'penguin',
  'bear',
  'parrot',
  'unicorn',
  'monkey',
  'frog',
  'fish',
] as const;
export type CompanionKind = (typeof COMPANION_KINDS)[number];

export const COVER_TIMES = ['dawn', 'day', 'dusk', 'night'] as const;
export type CoverTime = (typeof COVER_TIMES)[number];

function rows<K extends string>(keys: readonly K[], table: string): { key: K; words: string[] }[] {
  const isKey = (key: string): key is K => keys.some((known) => known === key);
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [key = '', ...lists] = line.split('|').map((field) => field.trim());
      if (!isKey(key)) throw new Error(`Unknown cover word key: ${key}`);
      return { key, words: lists.flatMap((list) => list.split(',').map((word) => word.trim())) };
    });
}

// Hamsters, guinea pigs and chicks (a parent's pets) are drawn as their nearest cousin.
export const COMPANION_WORDS = rows(
  COMPANION_KINDS,
  `
  fox      | fox, foxes, fox cub                  | zorro, zorra, zorrito, zorrita
  rabbit   | rabbit, bunny, hare                  | conejo, coneja, conejito, conejita, liebre
  owl      | owl, owlet                           | búho, buhito, lechuza, lechucita, mochuelo
  hedgehog | hedgehog                             | erizo, erizito, erizita
  mouse    | mouse, hamster, guinea pig           | ratón, ratoncito, ratoncita, ratita, hámster, cobaya, cobayo, cuy
  squirrel | squirrel                             | ardilla, ardillita
  puppy    | puppy, pup, dog, doggy               | perro, perra, perrito, perrita, cachorro, cachorra
  kitten   | kitten, cat, kitty                   | gato, gata, gatito, gatita, minino
  duckling | duckling, duck, chick, chicken, hen  | pato, patito, patita, pollito, pollita, gallina
  turtle   | turtle, tortoise                     | tortuga, tortuguita
  dragon   | dragon                               | dragón, dragoncito, dragoncita
  robot    | robot                                | robot, robotito
  pony     | pony, horse, foal                    | poni, caballo, caballito, yegua, potro, potrillo
  penguin  | penguin                              | pingüino, pingüina, pingüinito
  bear     | bear, bear cub, cub                  | oso, osa, osito, osita, osezno
  parrot   | parrot, budgie, canary, bird         | loro, lorito, periquito, canario, pájaro, pajarito
  unicorn  | unicorn                              | unicornio
  monkey   | monkey                               | mono, monito, monita
  frog     | frog, toad                           | rana, ranita, sapo, sapito
  fish     | fish, goldfish                       | pez, pececito
`,
);

export const TIME_WORDS = rows(
  COVER_TIMES,
  `
  dawn  | dawn, sunrise, daybreak               | amanecer, amanecía, alba, madrugada, aurora
  day   | morning, midday, noon, afternoon, sunshine, lunchtime | mañana, mediodía, sol, soleado
  dusk  | dusk, sunset, evening, twilight       | atardecer, atardecía, anochecer, anochecía, ocaso, crepúsculo
  night | night, moon, moonlight, stars, bedtime, dark | noche, luna, estrellas, oscuridad, oscuro
`,
);

/** Lower case, no accents, words separated by single spaces: how text and lexicons are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface Phrase<K> {
  key: K;
  parts: string[];
}

/** Each word of a lexicon as its folded tokens, longest first, so "bear cub" wins over "cub". */
export function phrases<K>(table: readonly { key: K; words: readonly string[] }[]): Phrase<K>[] {
  return table
    .flatMap(({ key, words }) => words.map((word) => ({ key, parts: fold(word).split(' ') })))
    .sort((a, b) => b.parts.length - a.parts.length);
}

export function matchesAt(tokens: readonly string[], at: number, parts: readonly string[]): boolean {
  return at >= 0 && parts.every((part, k) => tokens[at + k] === part);
}

/** The phrase of `table` that starts at token `at`, if any. */
export function phraseAt<K>(tokens: readonly string[], at: number, table: readonly Phrase<K>[]) {
  return table.find(({ parts }) => matchesAt(tokens, at, parts));
}
