/** The stories the family theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const FAMILY_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun("Grandma's silver thimble", 'dedal de plata de la abuela', 'm'),
    owner: noun('!Grandma', 'abuela', 'f'),
    goal: { en: "find Grandma's silver thimble", es: 'encontrar el dedal de plata de la abuela' },
    clue: noun('trail of dropped buttons', 'rastro de botones caídos', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun("Mrs Rosa's kitten", 'gatito de la señora Rosa', 'm'),
    owner: noun('!Mrs Rosa', 'señora Rosa', 'f'),
    goal: {
      en: "bring Mrs Rosa's kitten safely home",
      es: 'llevar a casa, sano y salvo, al gatito de la señora Rosa',
    },
    clue: noun('trail of little muddy pawprints', 'rastro de huellitas de barro', 'm'),
  },
  {
    shape: 'delivery',
    want: noun('picnic basket', 'cesta de la merienda', 'f'),
    owner: noun('whole family', 'familia entera', 'f'),
    goal: {
      en: 'carry the picnic basket to the family picnic on the hill',
      es: 'llevar la cesta de la merienda al picnic familiar de la colina',
    },
    clue: noun('row of paper flags', 'fila de banderitas de papel', 'f'),
  },
  {
    shape: 'mend',
    want: noun("kite's tail", 'cola de la cometa', 'f'),
    owner: noun('family kite', 'cometa de la familia', 'f'),
    goal: {
      en: 'find the missing tail of the family kite',
      es: 'encontrar la cola de la cometa de la familia',
    },
    clue: noun('trail of ribbon scraps', 'rastro de trocitos de cinta', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('biscuit thief', 'ladrón de galletas', 'm'),
    owner: noun('!Grandma', 'abuela', 'f'),
    goal: {
      en: "find out where Grandma's biscuits keep disappearing to",
      es: 'descubrir adónde van a parar las galletas de la abuela',
    },
    clue: noun('trail of crumbs', 'rastro de migas', 'm'),
    answer: noun(
      'Grandpa, sharing them with the birds every morning',
      'abuelo, que se las daba a los pájaros cada mañana',
      'm',
    ),
  },
  {
    shape: 'brave',
    want: noun('attic at the top of the house', 'desván de lo alto de la casa', 'm'),
    owner: noun('family', 'familia', 'f'),
    goal: {
      en: 'go up to the attic to find the old photo album',
      es: 'subir al desván a buscar el álbum de fotos antiguo',
    },
    clue: noun('trail of dusty footprints', 'rastro de huellas de polvo', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('new boy next door', 'niño nuevo de al lado', 'm'),
    owner: noun('whole street', 'calle entera', 'f'),
    goal: { en: 'make friends with the new boy next door', es: 'hacerse amigos del niño nuevo de al lado' },
    clue: noun('trail of chalk drawings', 'rastro de dibujos de tiza', 'm'),
  },
  {
    shape: 'gift',
    want: noun('bunch of the first spring flowers', 'ramo de las primeras flores de la primavera', 'm'),
    owner: noun('!Mum', 'mamá', 'f'),
    goal: {
      en: "pick the first spring flowers for Mum's birthday",
      es: 'coger las primeras flores de la primavera para el cumpleaños de mamá',
    },
    clue: noun('path of yellow petals', 'camino de pétalos amarillos', 'm'),
  },
  {
    shape: 'contest',
    want: noun('family kite-flying contest', 'concurso familiar de cometas', 'm'),
    owner: noun('judge', 'jueza', 'f'),
    goal: { en: 'win the family kite-flying contest', es: 'ganar el concurso familiar de cometas' },
    clue: noun('line of flags in the sand', 'fila de banderas en la arena', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('big oak by the garden gate', 'gran roble de la verja del jardín', 'm'),
    owner: noun('!Dad', 'papá', 'm'),
    goal: {
      en: 'find the big oak by the garden gate and follow it home',
      es: 'encontrar el gran roble de la verja del jardín y seguirlo hasta casa',
    },
    clue: noun('trail of acorns', 'rastro de bellotas', 'm'),
  },
  {
    space: true,
    shape: 'sleepless',
    want: noun('old family lullaby', 'vieja nana de la familia', 'f'),
    owner: noun('baby', 'bebé', 'm'),
    goal: {
      en: 'find the old family lullaby for the baby who cannot sleep',
      es: 'encontrar la vieja nana de la familia para el bebé que no puede dormir',
    },
    clue: noun('trail of music notes', 'rastro de notas de música', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('welcome banner', 'pancarta de bienvenida', 'f'),
    owner: noun('new baby', 'bebé nuevo', 'm'),
    goal: {
      en: 'make a welcome banner for the new baby',
      es: 'hacer una pancarta de bienvenida para el bebé nuevo',
    },
    clue: noun('trail of ribbon', 'rastro de cinta', 'm'),
  },
];
