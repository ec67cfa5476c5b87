/** The stories the nature theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const NATURE_WANTS: readonly WantDef[] = [
  {
    shape: 'lost-thing',
    want: noun('first acorn of autumn', 'primera bellota del otoño', 'f'),
    owner: noun('old oak', 'viejo roble', 'm'),
    goal: {
      en: 'find the first acorn of autumn and plant it by the old oak',
      es: 'encontrar la primera bellota del otoño y plantarla junto al viejo roble',
    },
    clue: noun('trail of fallen leaves', 'rastro de hojas caídas', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('little lost bee', 'abejita perdida', 'f'),
    owner: noun('beehive', 'colmena', 'f'),
    goal: {
      en: 'guide the little lost bee back to its hive',
      es: 'guiar a la abejita perdida de vuelta a su colmena',
    },
    clue: noun('trail of flower scent', 'rastro de olor a flores', 'm'),
  },
  {
    shape: 'delivery',
    want: noun('bag of spring seeds', 'bolsita de semillas de primavera', 'f'),
    owner: noun('gardener', 'jardinera', 'f'),
    goal: {
      en: 'carry the spring seeds to the gardener before the rain',
      es: 'llevarle las semillas de primavera a la jardinera antes de que llueva',
    },
    clue: noun('row of little stone markers', 'fila de piedrecitas', 'f'),
  },
  {
    shape: 'mend',
    want: noun("windmill's missing sail", 'aspa perdida del molino', 'fa'),
    owner: noun('old windmill', 'viejo molino', 'm'),
    goal: {
      en: "find the windmill's missing sail so it can turn again",
      es: 'encontrar el aspa perdida del molino para que vuelva a girar',
    },
    clue: noun('trail of flour dust', 'rastro de harina', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('hole in the vegetable patch', 'agujero del huerto', 'm'),
    owner: noun('gardener', 'jardinera', 'f'),
    goal: {
      en: 'find out who is digging holes in the vegetable patch',
      es: 'descubrir quién cava agujeros en el huerto',
    },
    clue: noun('trail of soil', 'rastro de tierra', 'm'),
    answer: noun(
      'a mole family making a new home',
      'familia de topos que se estaba haciendo una casa nueva',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun('top of the tallest tree', 'copa del árbol más alto', 'f'),
    owner: noun('baby bird', 'pajarito', 'm'),
    goal: {
      en: 'climb to the top of the tallest tree to put the baby bird back in its nest',
      es: 'subir hasta la copa del árbol más alto para devolver el pajarito a su nido',
    },
    clue: noun('trail of downy feathers', 'rastro de plumón', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('shy little deer', 'cervatillo tímido', 'm'),
    owner: noun('forest ranger', 'guardabosques', 'm'),
    goal: { en: 'make friends with the shy little deer', es: 'hacerse amigos del cervatillo tímido' },
    clue: noun('trail of small hoofprints', 'rastro de huellitas de pezuña', 'm'),
  },
  {
    shape: 'gift',
    want: noun('first strawberry of summer', 'primera fresa del verano', 'f'),
    owner: noun('!Grandma', 'abuela', 'f'),
    goal: {
      en: 'find the first strawberry of summer for Grandma',
      es: 'encontrar la primera fresa del verano para la abuela',
    },
    clue: noun('trail of strawberry leaves', 'rastro de hojas de fresa', 'm'),
  },
  {
    shape: 'contest',
    want: noun('biggest pumpkin competition', 'concurso de la calabaza más grande', 'm'),
    owner: noun('harvest judge', 'juez de la cosecha', 'm'),
    goal: {
      en: 'take the pumpkin to the biggest pumpkin competition',
      es: 'llevar la calabaza al concurso de la calabaza más grande',
    },
    clue: noun('line of straw bales', 'fila de pacas de paja', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('old stone marker', 'vieja piedra del camino', 'f'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the old stone marker that shows the way home',
      es: 'encontrar la vieja piedra del camino que indica la vuelta a casa',
    },
    clue: noun('trail of moss arrows', 'rastro de flechas de musgo', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('quietest corner of the meadow', 'rincón más tranquilo de la pradera', 'm'),
    owner: noun('little hedgehog', 'erizo pequeñito', 'm'),
    goal: {
      en: 'find the quietest corner of the meadow for a little hedgehog who cannot sleep',
      es: 'encontrar el rincón más tranquilo de la pradera para un erizo pequeñito que no puede dormir',
    },
    clue: noun('trail of fallen leaves', 'rastro de hojas caídas', 'm'),
  },
  {
    shape: 'welcome',
    want: noun('bird house', 'casita para pájaros', 'f'),
    owner: noun('new robin family', 'familia nueva de petirrojos', 'f'),
    goal: {
      en: 'build a bird house to welcome the new robin family',
      es: 'construir una casita para pájaros para darle la bienvenida a la familia nueva de petirrojos',
    },
    clue: noun('trail of twigs', 'rastro de ramitas', 'm'),
  },
];
