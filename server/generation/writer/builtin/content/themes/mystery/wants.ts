/** The stories the mystery theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const MYSTERY_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun("clock tower's key", 'llave de la torre del reloj', 'f'),
    owner: noun('clock keeper', 'relojero', 'm'),
    goal: {
      en: 'find the missing key of the clock tower',
      es: 'encontrar la llave perdida de la torre del reloj',
    },
    clue: noun('trail of odd little footprints', 'rastro de huellitas raras', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('mysterious night owl', 'misterioso búho nocturno', 'm'),
    owner: noun('old owl', 'vieja lechuza', 'f'),
    goal: {
      en: 'follow the mysterious owl home and find out where it came from',
      es: 'seguir al misterioso búho hasta su casa y descubrir de dónde venía',
    },
    clue: noun('trail of grey feathers', 'rastro de plumas grises', 'm'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('sealed letter', 'carta sellada', 'f'),
    owner: noun('lighthouse keeper', 'farero', 'm'),
    goal: {
      en: 'carry a sealed letter to the lighthouse keeper and find out what it says',
      es: 'llevarle una carta sellada al farero y descubrir qué dice',
    },
    clue: noun('string of secret signs', 'serie de señales secretas', 'f'),
  },
  {
    shape: 'mend',
    want: noun('golden spring of the clock', 'muelle dorado del reloj', 'm'),
    owner: noun('village clock', 'reloj del pueblo', 'm'),
    goal: {
      en: 'find out why the village clock stopped and make it tick again',
      es: 'descubrir por qué se paró el reloj del pueblo y hacer que vuelva a andar',
    },
    clue: noun('trail of tiny brass cogs', 'rastro de engranajes de latón', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('midnight visitor of the bakery', 'visitante nocturno de la panadería', 'm'),
    owner: noun('baker', 'panadero', 'm'),
    goal: {
      en: 'find out who left footprints in the bakery flour',
      es: 'descubrir quién dejó huellas en la harina de la panadería',
    },
    clue: noun('trail of floury footprints', 'rastro de huellas de harina', 'm'),
    answer: noun(
      'a hungry little mouse who only wanted one crumb',
      'ratoncita hambrienta que solo quería una miguita',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun('old house on the hill', 'casa vieja de la colina', 'f'),
    owner: noun('village mayor', 'alcalde del pueblo', 'm'),
    goal: {
      en: 'go up to the old house on the hill and find out what the light in the window is',
      es: 'subir a la casa vieja de la colina y descubrir qué es la luz de la ventana',
    },
    clue: noun('trail of candle drips', 'rastro de gotas de cera', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('mysterious new neighbour', 'vecino nuevo y misterioso', 'm'),
    owner: noun('postwoman', 'cartera', 'f'),
    goal: {
      en: 'find out who the mysterious new neighbour is and say hello',
      es: 'descubrir quién es el vecino nuevo y misterioso y saludarle',
    },
    clue: noun('trail of odd parcels', 'rastro de paquetes raros', 'm'),
  },
  {
    space: true,
    shape: 'gift',
    want: noun('lost recipe of the village cake', 'receta perdida del bizcocho del pueblo', 'f'),
    owner: noun('old baker', 'vieja panadera', 'f'),
    goal: {
      en: 'find the lost recipe of the village cake for the old baker',
      es: 'encontrar la receta perdida del bizcocho del pueblo para la vieja panadera',
    },
    clue: noun('trail of recipe scraps', 'rastro de trocitos de receta', 'm'),
  },
  {
    shape: 'contest',
    want: noun('treasure hunt', 'búsqueda del tesoro', 'f'),
    owner: noun('village librarian', 'bibliotecaria del pueblo', 'f'),
    goal: {
      en: 'solve the village treasure hunt before anyone else',
      es: 'resolver la búsqueda del tesoro del pueblo antes que nadie',
    },
    clue: noun('chain of riddles', 'cadena de adivinanzas', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('tower with the green light', 'torre de la luz verde', 'f'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the tower with the green light and follow it home',
      es: 'encontrar la torre de la luz verde y seguirla hasta casa',
    },
    clue: noun('trail of green chalk marks', 'rastro de marcas de tiza verde', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('secret of the ticking noise', 'secreto del tictac', 'm'),
    owner: noun('old librarian', 'vieja bibliotecaria', 'f'),
    goal: {
      en: 'find the secret of the ticking noise that keeps the old librarian awake',
      es: 'descubrir el secreto del tictac que no deja dormir a la vieja bibliotecaria',
    },
    clue: noun('trail of tiny tick-tocks', 'rastro de tictacs diminutos', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('welcome puzzle box', 'caja de bienvenida con acertijos', 'f'),
    owner: noun('new detective in town', 'detective nueva del pueblo', 'f'),
    goal: {
      en: 'build a puzzle box to welcome the new detective in town',
      es: 'construir una caja de acertijos para darle la bienvenida a la detective nueva del pueblo',
    },
    clue: noun('trail of puzzle pieces', 'rastro de piezas de puzle', 'm'),
  },
];
