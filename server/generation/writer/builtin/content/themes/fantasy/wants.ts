/** The stories the fantasy theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const FANTASY_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun("wizard's star-tipped wand", 'varita de estrella del mago', 'f'),
    owner: noun('forgetful wizard', 'mago despistado', 'm'),
    goal: { en: "find the forgetful wizard's wand", es: 'encontrar la varita del mago despistado' },
    clue: noun('trail of glittering sparks', 'rastro de chispitas', 'm'),
  },
  {
    space: true,
    shape: 'lost-one',
    want: noun('baby cloud dragon', 'dragoncito de nube', 'm'),
    owner: noun('dragon mother', 'mamá dragona', 'f'),
    goal: {
      en: 'bring the baby cloud dragon home to its mother',
      es: 'llevar al dragoncito de nube con su mamá',
    },
    clue: noun('trail of little curls of steam', 'rastro de nubecitas de humo', 'm'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('bottle of dream dust', 'frasquito de polvo de sueños', 'm'),
    owner: noun('Sleep Fairy', 'hada del Sueño', 'fa'),
    goal: {
      en: 'carry a bottle of dream dust to the Sleep Fairy before night falls',
      es: 'llevarle un frasquito de polvo de sueños al hada del Sueño antes de que anochezca',
    },
    clue: noun('path of glowing mushrooms', 'camino de setas luminosas', 'm'),
  },
  {
    shape: 'mend',
    want: noun('violet stripe', 'franja violeta', 'f'),
    owner: noun('rainbow bridge', 'puente del arcoíris', 'm'),
    goal: {
      en: 'find the colour missing from the rainbow bridge',
      es: 'encontrar el color que le falta al puente del arcoíris',
    },
    clue: noun('trail of coloured drops', 'rastro de gotitas de colores', 'm'),
  },
  {
    space: true,
    shape: 'mystery',
    want: noun('glow in the old well', 'resplandor del pozo viejo', 'm'),
    owner: noun('wizard', 'mago', 'm'),
    goal: {
      en: 'find out what is glowing at the bottom of the old well',
      es: 'descubrir qué brilla en el fondo del pozo viejo',
    },
    clue: noun('trail of tiny lights', 'rastro de lucecitas', 'm'),
    answer: noun(
      'a family of glow-worms keeping their babies warm',
      'familia de luciérnagas que daba calor a sus bebés',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun('tower of whispers', 'torre de los susurros', 'f'),
    owner: noun('fairy folk', 'pueblo de las hadas', 'm'),
    goal: {
      en: 'climb the tower of whispers to ring the morning bell',
      es: 'subir a la torre de los susurros para tocar la campana de la mañana',
    },
    clue: noun('spiral of blue sparks', 'espiral de chispas azules', 'f'),
  },
  {
    shape: 'new-friend',
    want: noun('shy unicorn', 'unicornio tímido', 'm'),
    owner: noun('fairy queen', 'reina de las hadas', 'f'),
    goal: {
      en: 'make friends with the shy unicorn who hides in the mist',
      es: 'hacerse amigos del unicornio tímido que se esconde en la niebla',
    },
    clue: noun('trail of silver hoofprints', 'rastro de huellas plateadas', 'm'),
  },
  {
    space: true,
    shape: 'gift',
    want: noun('rainbow pebble', 'piedrecita de arcoíris', 'f'),
    owner: noun('old wizard', 'viejo mago', 'm'),
    goal: {
      en: "find a rainbow pebble for the old wizard's birthday",
      es: 'encontrar una piedrecita de arcoíris para el cumpleaños del viejo mago',
    },
    clue: noun('trail of colours', 'rastro de colores', 'm'),
  },
  {
    shape: 'contest',
    want: noun('broomstick race', 'carrera de escobas', 'f'),
    owner: noun('head witch', 'directora de la escuela de brujas', 'f'),
    goal: {
      en: 'ride in the broomstick race and win the starry cup',
      es: 'correr en la carrera de escobas y ganar la copa estrellada',
    },
    clue: noun('ring of floating lanterns', 'anillo de farolillos flotantes', 'm'),
  },
  {
    space: true,
    shape: 'way-home',
    want: noun('star that always points home', 'estrella que siempre señala la casa', 'f'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the star that always points home',
      es: 'encontrar la estrella que siempre señala la casa',
    },
    clue: noun('trail of stardust', 'rastro de polvo de estrellas', 'm'),
  },
  {
    space: true,
    shape: 'sleepless',
    want: noun('jar of moonbeams', 'tarro de rayos de luna', 'm'),
    owner: noun('baby dragon', 'dragoncito bebé', 'm'),
    goal: {
      en: 'catch a jar of moonbeams for the baby dragon who cannot sleep',
      es: 'atrapar un tarro de rayos de luna para el dragoncito bebé que no puede dormir',
    },
    clue: noun('trail of silver light', 'rastro de luz plateada', 'm'),
  },
  {
    shape: 'welcome',
    want: noun('song of the singing flowers', 'canción de las flores cantoras', 'f'),
    owner: noun('new little fairy', 'hadita recién llegada', 'f'),
    goal: {
      en: 'learn the song of the singing flowers to welcome the new little fairy',
      es: 'aprender la canción de las flores cantoras para darle la bienvenida al hadita recién llegada',
    },
    clue: noun('trail of humming petals', 'rastro de pétalos que tarareaban', 'm'),
  },
];
