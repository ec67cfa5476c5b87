/** The stories the adventure theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const ADVENTURE_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun('old brass compass', 'brújula de latón', 'f'),
    owner: noun('old explorer', 'viejo explorador', 'm'),
    goal: {
      en: "find the old explorer's compass and bring it back",
      es: 'encontrar la brújula del viejo explorador y devolvérsela',
    },
    clue: noun('line of chalk arrows', 'flechas de tiza', 'fp'),
  },
  {
    shape: 'lost-one',
    want: noun('little mountain goat', 'cabritilla montés', 'f'),
    owner: noun('its mother', 'su madre', 'f'),
    goal: { en: 'bring the little goat back to its mother', es: 'llevar a la cabritilla con su madre' },
    clue: noun('trail of tiny hoofprints', 'rastro de huellas diminutas', 'm'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('map of the hidden valley', 'mapa del valle escondido', 'm'),
    owner: noun('lighthouse keeper', 'farera', 'f'),
    goal: {
      en: 'carry the map to the lighthouse keeper before sunset',
      es: 'llevar el mapa a la farera antes de que se ponga el sol',
    },
    clue: noun('row of painted stones', 'fila de piedras pintadas', 'f'),
  },
  {
    shape: 'mend',
    want: noun('lamp of the old lighthouse', 'lámpara del viejo faro', 'f'),
    owner: noun('old lighthouse', 'viejo faro', 'm'),
    goal: {
      en: "find the lighthouse's missing lamp and light it again",
      es: 'encontrar la lámpara del faro y volver a encenderla',
    },
    clue: noun('trail of glass beads', 'rastro de cuentas de cristal', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('strange whistling in the hills', 'silbido misterioso de las colinas', 'm'),
    owner: noun('mountain village', 'pueblo de la montaña', 'm'),
    goal: { en: 'find out what is whistling in the hills', es: 'descubrir qué silba en las colinas' },
    clue: noun('trail of scratched arrows', 'rastro de flechas rayadas', 'm'),
    answer: noun('wind singing through an old hollow log', 'viento cantando dentro de un tronco hueco', 'm'),
  },
  {
    shape: 'brave',
    want: noun('top of the old watchtower', 'cima de la vieja torre de vigía', 'f'),
    owner: noun('mountain rescue team', 'equipo de rescate de montaña', 'm'),
    goal: {
      en: 'climb the old watchtower and light the signal for the mountain rescue team',
      es: 'subir a la vieja torre de vigía y encender la señal para el equipo de rescate de montaña',
    },
    clue: noun('row of stone cairns', 'fila de montoncitos de piedras', 'f'),
  },
  {
    shape: 'new-friend',
    want: noun('shy mountain troll', 'trol tímido de la montaña', 'm'),
    owner: noun('village baker', 'panadera del pueblo', 'f'),
    goal: {
      en: 'make friends with the shy mountain troll',
      es: 'hacerse amigos del trol tímido de la montaña',
    },
    clue: noun('trail of huge careful footprints', 'rastro de huellas enormes y cuidadosas', 'm'),
  },
  {
    shape: 'gift',
    want: noun('blue feather of the high eagle', 'pluma azul del águila de las cumbres', 'f'),
    owner: noun('!Grandpa', 'abuelo', 'm'),
    goal: {
      en: "find a blue eagle feather for Grandpa's explorer's hat",
      es: 'encontrar una pluma azul de águila para el sombrero de explorador del abuelo',
    },
    clue: noun('trail of pine cones', 'rastro de piñas', 'm'),
  },
  {
    shape: 'contest',
    want: noun('raft race on the river', 'carrera de balsas del río', 'f'),
    owner: noun('festival organiser', 'organizadora de la fiesta', 'f'),
    goal: {
      en: 'win the raft race and ring the festival bell',
      es: 'ganar la carrera de balsas y tocar la campana de la fiesta',
    },
    clue: noun('line of floating flags', 'fila de banderitas flotantes', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('old lighthouse light', 'luz del viejo faro', 'f'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the lighthouse light and follow it home',
      es: 'encontrar la luz del faro y seguirla hasta casa',
    },
    clue: noun('trail of shiny pebbles', 'rastro de guijarros brillantes', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun("mountain's old lullaby", 'vieja nana de la montaña', 'f'),
    owner: noun('mountain goat kid', 'cabritillo de la montaña', 'm'),
    goal: {
      en: "find the mountain's old lullaby for a kid goat who cannot sleep",
      es: 'encontrar la vieja nana de la montaña para un cabritillo que no puede dormir',
    },
    clue: noun('trail of echoes', 'rastro de ecos', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('map of the best hiding places', 'mapa de los mejores escondites', 'm'),
    owner: noun('new family at the farm', 'familia nueva de la granja', 'f'),
    goal: {
      en: 'make a map of the best hiding places as a welcome for the new family',
      es: 'hacer un mapa de los mejores escondites para darle la bienvenida a la familia nueva',
    },
    clue: noun('line of painted arrows', 'fila de flechas pintadas', 'f'),
  },
];
