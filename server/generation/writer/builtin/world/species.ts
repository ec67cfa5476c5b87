/**
 * What each kind of companion is and can do: its body (paws, wings, flippers, hooves…), its size,
 * whether it flies, swims or climbs, and whether a child can carry it. A line about a companion is
 * told only where the body allows it: a penguin never has paws, a dragon is never carried home.
 */

import { noun, type Noun } from '../grammar/noun';

export type Body = 'paws' | 'wings' | 'flippers' | 'hooves' | 'hands' | 'fins' | 'wheels';
export type Size = 'tiny' | 'small' | 'medium' | 'big';
export type Ability = 'fly' | 'swim' | 'climb' | 'dig' | 'sniff' | 'hop' | 'squeeze' | 'listen' | 'carry';

export interface Species {
  readonly key: string;
  /** The masculine and feminine forms (English has one): "little fox" / zorrito, zorrita. */
  readonly noun: { readonly m: Noun; readonly f: Noun };
  readonly body: Body;
  readonly size: Size;
  readonly abilities: readonly Ability[];
  /** What it says when it is pleased: "yip!", "¡pío!". */
  readonly sound: { readonly en: string; readonly es: string };
}

/** Spanish "zorrito/zorrita"; a kind with one word for both ("ardilla") keeps its own gender. */
function species(
  key: string,
  en: string,
  es: [string, string],
  body: Body,
  size: Size,
  abilities: Ability[],
  sound: [string, string],
): Species {
  const [he, she] = es;
  const gender = (word: string, wanted: 'm' | 'f') => (he === she ? (/a$/.test(word) ? 'f' : 'm') : wanted);
  return {
    key,
    noun: { m: noun(en, he, gender(he, 'm')), f: noun(en, she, gender(she, 'f')) },
    body,
    size,
    abilities,
    sound: { en: sound[0], es: sound[1] },
  };
}

const LIST: Species[] = [
  species('fox', 'little fox', ['zorrito', 'zorrita'], 'paws', 'small', ['sniff', 'dig'], ['yip', 'yip']),
  species(
    'rabbit',
    'bunny',
    ['conejito', 'conejita'],
    'paws',
    'small',
    ['hop', 'dig', 'listen'],
    ['thump', 'tump'],
  ),
  species(
    'owl',
    'little owl',
    ['búho pequeño', 'lechucita'],
    'wings',
    'small',
    ['fly', 'listen'],
    ['hoo', 'uh-uh'],
  ),
  species('hedgehog', 'hedgehog', ['erizo', 'eriza'], 'paws', 'tiny', ['sniff', 'dig'], ['snuffle', 'snif']),
  species(
    'mouse',
    'little mouse',
    ['ratoncito', 'ratoncita'],
    'paws',
    'tiny',
    ['squeeze', 'listen'],
    ['squeak', 'iii'],
  ),
  species(
    'squirrel',
    'squirrel',
    ['ardilla', 'ardilla'],
    'paws',
    'small',
    ['climb', 'hop'],
    ['chitter', 'chic-chic'],
  ),
  species('puppy', 'puppy', ['perrito', 'perrita'], 'paws', 'small', ['sniff', 'dig'], ['woof', 'guau']),
  species('kitten', 'kitten', ['gatito', 'gatita'], 'paws', 'small', ['climb', 'squeeze'], ['mew', 'miau']),
  species('duckling', 'duckling', ['patito', 'patita'], 'wings', 'tiny', ['swim'], ['quack', 'cuac']),
  species(
    'turtle',
    'little turtle',
    ['tortuguita', 'tortuguita'],
    'flippers',
    'small',
    ['swim'],
    ['blub', 'blub'],
  ),
  species(
    'dragon',
    'baby dragon',
    ['dragoncito', 'dragoncita'],
    'wings',
    'big',
    ['fly', 'carry'],
    ['puff', 'puf'],
  ),
  species(
    'robot',
    'little robot',
    ['robotito', 'robotito'],
    'wheels',
    'small',
    ['listen', 'carry'],
    ['beep', 'bip'],
  ),
  species('pony', 'pony', ['poni', 'poni'], 'hooves', 'big', ['carry', 'listen'], ['neigh', 'hiiii']),
  species('penguin', 'penguin', ['pingüino', 'pingüina'], 'flippers', 'small', ['swim'], ['honk', 'cuac']),
  species('bear', 'bear cub', ['osezno', 'osita'], 'paws', 'medium', ['climb', 'sniff'], ['grumph', 'grum']),
  species('parrot', 'parrot', ['lorito', 'lorita'], 'wings', 'small', ['fly', 'listen'], ['squawk', 'cruac']),
  species(
    'unicorn',
    'little unicorn',
    ['unicornio', 'unicornio'],
    'hooves',
    'big',
    ['carry', 'listen'],
    ['neigh', 'hiiii'],
  ),
  species('monkey', 'little monkey', ['monito', 'monita'], 'hands', 'small', ['climb'], ['ooh-ooh', 'uh-uh']),
  species('frog', 'little frog', ['sapito', 'ranita'], 'paws', 'tiny', ['hop', 'swim'], ['ribbit', 'cruac']),
  species('fish', 'goldfish', ['pececito', 'pececito'], 'fins', 'tiny', ['swim'], ['blub', 'blub']),
];

export const SPECIES: ReadonlyMap<string, Species> = new Map(LIST.map((s) => [s.key, s]));

/** A child can pick it up and carry it in their arms. */
export const carriable = (s: Species) => s.size === 'tiny' || s.size === 'small';

/** The word for what it walks, flies or swims with, in both languages, for lines like "{feet}". */
export const BODY_WORDS: Record<Body, Noun> = {
  paws: noun('paws', 'patitas', 'fp'),
  wings: noun('wings', 'alas', 'fp'),
  flippers: noun('flippers', 'aletas', 'fp'),
  hooves: noun('hooves', 'cascos', 'mp'),
  hands: noun('hands', 'manitas', 'fp'),
  fins: noun('fins', 'aletas', 'fp'),
  wheels: noun('wheels', 'ruedas', 'fp'),
};
