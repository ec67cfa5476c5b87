/** The stories the fairy tale theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const FAIRY_TALE_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun('glass slipper', 'zapatito de cristal', 'm'),
    owner: noun('princess of the castle', 'princesa del castillo', 'f'),
    goal: {
      en: "return the princess's glass slipper before the ball",
      es: 'devolverle el zapatito de cristal a la princesa antes del baile',
    },
    clue: noun('trail of sparkling sequins', 'rastro de lentejuelas', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('little talking frog', 'ranita que hablaba', 'f'),
    owner: noun('frog king', 'rey de las ranas', 'm'),
    goal: {
      en: 'bring the little talking frog home to the frog king',
      es: 'llevar a la ranita que hablaba con el rey de las ranas',
    },
    clue: noun('line of lily-pad stepping stones', 'hilera de nenúfares', 'f'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('golden apple', 'manzana dorada', 'f'),
    owner: noun('sleepy giant', 'gigante dormilón', 'm'),
    goal: {
      en: 'deliver a golden apple to the sleepy giant before supper',
      es: 'llevarle una manzana dorada al gigante dormilón antes de la cena',
    },
    clue: noun('trail of breadcrumbs', 'rastro de miguitas de pan', 'm'),
  },
  {
    shape: 'mend',
    want: noun('little golden key', 'llavecita dorada', 'f'),
    owner: noun("queen's music box", 'caja de música de la reina', 'f'),
    goal: {
      en: "find the key of the queen's music box so it can play again",
      es: 'encontrar la llave de la caja de música de la reina para que vuelva a sonar',
    },
    clue: noun('thread of golden wool', 'hilo de lana dorada', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('singing behind the castle wall', 'canto detrás de la muralla del castillo', 'm'),
    owner: noun('king', 'rey', 'm'),
    goal: {
      en: 'find out who is singing behind the castle wall',
      es: 'descubrir quién canta detrás de la muralla del castillo',
    },
    clue: noun('trail of rose petals', 'rastro de pétalos de rosa', 'm'),
    answer: noun(
      'a lonely nightingale who wanted someone to hear her',
      'ruiseñora solitaria que quería que alguien la escuchara',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun("dragon's cave", 'cueva del dragón', 'f'),
    owner: noun('princess', 'princesa', 'f'),
    goal: {
      en: "go into the dragon's cave to ask for the princess's lost crown",
      es: 'entrar en la cueva del dragón a pedir la corona perdida de la princesa',
    },
    clue: noun('trail of golden scales', 'rastro de escamas doradas', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('shy little giant', 'gigante pequeño y tímido', 'm'),
    owner: noun('miller', 'molinera', 'f'),
    goal: { en: 'make friends with the shy little giant', es: 'hacerse amigos del gigante pequeño y tímido' },
    clue: noun('trail of enormous gentle footprints', 'rastro de huellas enormes y suaves', 'm'),
  },
  {
    shape: 'gift',
    want: noun('silver rose of the enchanted garden', 'rosa de plata del jardín encantado', 'f'),
    owner: noun('old queen', 'vieja reina', 'f'),
    goal: {
      en: "find the silver rose for the old queen's birthday",
      es: 'encontrar la rosa de plata para el cumpleaños de la vieja reina',
    },
    clue: noun('trail of glittering dew', 'rastro de rocío brillante', 'm'),
  },
  {
    shape: 'contest',
    want: noun('royal kite festival', 'fiesta real de las cometas', 'f'),
    owner: noun('king', 'rey', 'm'),
    goal: {
      en: 'fly in the royal kite festival and win the silver ribbon',
      es: 'volar en la fiesta real de las cometas y ganar el lazo de plata',
    },
    clue: noun('line of royal banners', 'fila de estandartes reales', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('wishing well', 'pozo de los deseos', 'm'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the wishing well and wish the way home',
      es: 'encontrar el pozo de los deseos y pedir el camino de vuelta',
    },
    clue: noun('trail of silver coins', 'rastro de monedas de plata', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('pillow of goose feathers', 'almohada de plumas de oca', 'f'),
    owner: noun('princess who could not sleep', 'princesa que no podía dormir', 'f'),
    goal: {
      en: 'find the softest pillow for the princess who could not sleep',
      es: 'encontrar la almohada más suave para la princesa que no podía dormir',
    },
    clue: noun('trail of drifting feathers', 'rastro de plumas que flotaban', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('crown of daisies', 'corona de margaritas', 'f'),
    owner: noun('new little prince', 'principito recién llegado', 'm'),
    goal: {
      en: 'weave a crown of daisies to welcome the new little prince',
      es: 'tejer una corona de margaritas para darle la bienvenida al principito recién llegado',
    },
    clue: noun('path of white daisies', 'camino de margaritas blancas', 'm'),
  },
];
