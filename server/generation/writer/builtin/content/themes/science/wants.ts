/** The stories the science theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const SCIENCE_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun('weather balloon', 'globo meteorológico', 'm'),
    owner: noun('weather station', 'estación meteorológica', 'f'),
    goal: {
      en: 'find the runaway weather balloon and its measurements',
      es: 'encontrar el globo meteorológico que se escapó, con sus mediciones',
    },
    clue: noun('trail of radio beeps', 'rastro de pitidos de radio', 'm'),
  },
  {
    space: true,
    shape: 'lost-one',
    want: noun('little rover robot', 'robot explorador pequeñito', 'm'),
    owner: noun('science lab', 'laboratorio de ciencias', 'm'),
    goal: {
      en: 'bring the little rover robot back to the lab',
      es: 'devolver al robot explorador pequeñito al laboratorio',
    },
    clue: noun('trail of tyre tracks', 'rastro de huellas de ruedas', 'm'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('jar of glowing plankton', 'tarro de plancton luminoso', 'm'),
    owner: noun('marine scientist', 'científica marina', 'f'),
    goal: {
      en: 'carry a jar of glowing plankton to the scientist before it fades',
      es: 'llevarle un tarro de plancton luminoso a la científica antes de que se apague',
    },
    clue: noun('line of blinking markers', 'fila de balizas parpadeantes', 'f'),
  },
  {
    shape: 'mend',
    want: noun('lost lens', 'lente perdida', 'f'),
    owner: noun('big telescope', 'gran telescopio', 'm'),
    goal: {
      en: 'find the lost lens of the big telescope',
      es: 'encontrar la lente perdida del gran telescopio',
    },
    clue: noun('trail of shiny screws', 'rastro de tornillos brillantes', 'm'),
  },
  {
    space: true,
    shape: 'mystery',
    want: noun('strange beeping in the lab', 'pitido raro del laboratorio', 'm'),
    owner: noun('professor', 'profesora', 'f'),
    goal: {
      en: 'find out what is beeping in the lab at night',
      es: 'descubrir qué pita en el laboratorio por la noche',
    },
    clue: noun('trail of blinking lights', 'rastro de luces parpadeantes', 'm'),
    answer: noun(
      'an old robot who had woken up and wanted to help',
      'robot viejo que se había despertado y quería ayudar',
      'm',
    ),
  },
  {
    shape: 'brave',
    want: noun('deep sea cave', 'cueva del fondo del mar', 'f'),
    owner: noun('chief scientist', 'científica jefa', 'f'),
    goal: {
      en: 'dive down to the deep sea cave to collect a glowing shell',
      es: 'bajar a la cueva del fondo del mar a recoger una concha luminosa',
    },
    clue: noun('trail of bubbles', 'rastro de burbujas', 'm'),
  },
  {
    space: true,
    shape: 'new-friend',
    want: noun('tiny alien', 'extraterrestre diminuto', 'm'),
    owner: noun('station commander', 'comandante de la estación', 'f'),
    goal: {
      en: 'make friends with the tiny alien who landed in the garden',
      es: 'hacerse amigos del extraterrestre diminuto que aterrizó en el jardín',
    },
    clue: noun('trail of glowing green drops', 'rastro de gotitas verdes luminosas', 'm'),
  },
  {
    space: true,
    shape: 'gift',
    want: noun('crystal that glows in the dark', 'cristal que brilla en la oscuridad', 'm'),
    owner: noun('teacher', 'maestra', 'f'),
    goal: {
      en: "find a crystal that glows in the dark for the teacher's collection",
      es: 'encontrar un cristal que brille en la oscuridad para la colección de la maestra',
    },
    clue: noun('trail of sparkly stones', 'rastro de piedras brillantes', 'm'),
  },
  {
    shape: 'contest',
    want: noun('science fair', 'feria de ciencias', 'f'),
    owner: noun('science teacher', 'profesora de ciencias', 'f'),
    goal: {
      en: 'build a machine for the science fair',
      es: 'construir una máquina para la feria de ciencias',
    },
    clue: noun('line of numbered stalls', 'fila de puestos numerados', 'f'),
  },
  {
    space: true,
    shape: 'way-home',
    want: noun('north star', 'estrella polar', 'f'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the north star and follow it home',
      es: 'encontrar la estrella polar y seguirla hasta casa',
    },
    clue: noun('pattern of stars', 'dibujo de estrellas', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('sound of the sea in a shell', 'sonido del mar de una caracola', 'm'),
    owner: noun('little robot', 'robotito', 'm'),
    goal: {
      en: 'find the sound of the sea in a shell for the little robot who cannot switch off',
      es: 'encontrar el sonido del mar de una caracola para el robotito que no puede apagarse',
    },
    clue: noun('trail of wavy lines', 'rastro de rayas onduladas', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('star map', 'mapa de las estrellas', 'm'),
    owner: noun('new astronaut', 'astronauta nueva', 'f'),
    goal: {
      en: 'draw a star map to welcome the new astronaut',
      es: 'dibujar un mapa de las estrellas para darle la bienvenida a la astronauta nueva',
    },
    clue: noun('trail of tiny comets', 'rastro de cometas diminutos', 'm'),
  },
];
