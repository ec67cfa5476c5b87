/** The stories the superhero theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const SUPERHERO_WANTS: readonly WantDef[] = [
  {
    shape: 'lost-thing',
    want: noun("town's lucky bell", 'campana de la suerte del pueblo', 'f'),
    owner: noun('mayor', 'alcaldesa', 'f'),
    goal: {
      en: "find the town's lucky bell before the festival",
      es: 'encontrar la campana de la suerte del pueblo antes de la fiesta',
    },
    clue: noun('trail of scattered confetti', 'rastro de confeti', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('kitten up too high', 'gatito que subió demasiado alto', 'm'),
    owner: noun('little girl next door', 'niña de al lado', 'f'),
    goal: {
      en: 'rescue the kitten that climbed too high',
      es: 'rescatar al gatito que subió demasiado alto',
    },
    clue: noun('sound of tiny mews', 'sonido de maullidos', 'm'),
  },
  {
    shape: 'delivery',
    want: noun('medicine for the old fox', 'medicina del viejo zorro', 'f'),
    owner: noun('old fox', 'viejo zorro', 'm'),
    goal: {
      en: 'carry the medicine to the old fox before night',
      es: 'llevarle la medicina al viejo zorro antes de la noche',
    },
    clue: noun('trail of red ribbons', 'rastro de cintas rojas', 'm'),
  },
  {
    shape: 'mend',
    want: noun('big lever of the power station', 'palanca grande de la central eléctrica', 'f'),
    owner: noun("town's big streetlamp", 'gran farola del pueblo', 'f'),
    goal: {
      en: 'find out why the streetlights went out and light them again',
      es: 'descubrir por qué se apagaron las farolas y volver a encenderlas',
    },
    clue: noun('trail of flickering sparks', 'rastro de chispas', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('great blackout', 'gran apagón', 'm'),
    owner: noun('mayor', 'alcaldesa', 'f'),
    goal: {
      en: 'find out why all the lights in town went out',
      es: 'descubrir por qué se apagaron todas las luces del pueblo',
    },
    clue: noun('trail of flickering sparks', 'rastro de chispas', 'm'),
    answer: noun(
      'a squirrel who had chewed a cable to build a nest, and was very sorry',
      'ardilla que había mordido un cable para hacerse un nido, y lo sentía muchísimo',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun('very top of the clock tower', 'lo alto de la torre del reloj', 'm'),
    owner: noun('clockmaker', 'relojera', 'f'),
    goal: {
      en: 'climb to the very top of the clock tower to rescue the stuck kite',
      es: 'subir a lo alto de la torre del reloj a rescatar la cometa atascada',
    },
    clue: noun('trail of kite string', 'rastro de hilo de cometa', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('new kid with the purple cape', 'niña nueva de la capa morada', 'f'),
    owner: noun('superhero club', 'club de superhéroes', 'm'),
    goal: {
      en: 'make friends with the new kid with the purple cape',
      es: 'hacerse amigos de la niña nueva de la capa morada',
    },
    clue: noun('trail of purple sparkles', 'rastro de purpurina morada', 'm'),
  },
  {
    space: true,
    shape: 'gift',
    want: noun('thank-you medal', 'medalla de agradecimiento', 'f'),
    owner: noun('fire chief', 'jefa de bomberos', 'f'),
    goal: {
      en: "make a thank-you medal for the town's fire fighters",
      es: 'hacer una medalla de agradecimiento para los bomberos del pueblo',
    },
    clue: noun('trail of gold paper stars', 'rastro de estrellas de papel dorado', 'm'),
  },
  {
    shape: 'contest',
    want: noun('superhero tournament', 'torneo de superhéroes', 'm'),
    owner: noun('mayor', 'alcaldesa', 'f'),
    goal: {
      en: 'take part in the superhero tournament and win the golden cape',
      es: 'participar en el torneo de superhéroes y ganar la capa dorada',
    },
    clue: noun('line of cape-shaped flags', 'fila de banderas con forma de capa', 'f'),
  },
  {
    shape: 'way-home',
    want: noun("town's big clock", 'gran reloj del pueblo', 'm'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: "find the town's big clock and follow its chimes home",
      es: 'encontrar el gran reloj del pueblo y seguir sus campanadas hasta casa',
    },
    clue: noun('sound of chimes', 'sonido de campanadas', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('night-light of the old lighthouse', 'lucecita del viejo faro', 'f'),
    owner: noun('little town', 'pueblecito', 'm'),
    goal: {
      en: 'relight the old lighthouse so the little town can sleep',
      es: 'volver a encender el viejo faro para que el pueblecito pueda dormir',
    },
    clue: noun('trail of glowing stones', 'rastro de piedras luminosas', 'm'),
  },
  {
    space: true,
    shape: 'welcome',
    want: noun('welcome cape', 'capa de bienvenida', 'f'),
    owner: noun('new superhero in town', 'superheroína nueva del pueblo', 'f'),
    goal: {
      en: 'sew a welcome cape for the new superhero in town',
      es: 'coser una capa de bienvenida para la superheroína nueva del pueblo',
    },
    clue: noun('trail of thread', 'rastro de hilo', 'm'),
  },
];
