/** The stories the friendship theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const FRIENDSHIP_WANTS: readonly WantDef[] = [
  {
    space: true,
    shape: 'lost-thing',
    want: noun('friendship bracelet', 'pulsera de la amistad', 'f'),
    owner: noun('!Pip the shy hedgehog', 'erizo vergonzoso', 'm'),
    goal: {
      en: "find the shy hedgehog's friendship bracelet",
      es: 'encontrar la pulsera de la amistad del erizo vergonzoso',
    },
    clue: noun('trail of coloured threads', 'rastro de hilos de colores', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('lonely little cloud', 'nubecita solitaria', 'f'),
    owner: noun('cloud family', 'familia de nubes', 'f'),
    goal: {
      en: 'help the lonely little cloud find its family',
      es: 'ayudar a la nubecita solitaria a encontrar a su familia',
    },
    clue: noun('trail of small raindrops', 'rastro de gotitas de lluvia', 'm'),
  },
  {
    space: true,
    shape: 'delivery',
    want: noun('invitation to the party', 'invitación a la fiesta', 'f'),
    owner: noun('new neighbour', 'vecina nueva', 'f'),
    goal: {
      en: 'take the party invitation to the new neighbour',
      es: 'llevarle la invitación de la fiesta a la vecina nueva',
    },
    clue: noun('line of chalk hearts', 'fila de corazones de tiza', 'f'),
  },
  {
    shape: 'mend',
    want: noun('missing rung', 'peldaño perdido', 'm'),
    owner: noun('treehouse ladder', 'escalera de la casita del árbol', 'f'),
    goal: {
      en: 'find the lost rung of the treehouse ladder so everyone can climb up together',
      es: 'encontrar el peldaño perdido de la escalera de la casita del árbol para que todos puedan subir',
    },
    clue: noun('trail of sawdust', 'rastro de serrín', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('secret writer of the park-bench notes', 'autor secreto de las notitas del banco', 'm'),
    owner: noun('park keeper', 'guarda del parque', 'm'),
    goal: {
      en: 'find out who is leaving little notes on the park bench',
      es: 'descubrir quién deja notitas en el banco del parque',
    },
    clue: noun('trail of folded paper', 'rastro de papelitos doblados', 'm'),
    answer: noun(
      'a shy girl from the new house, hoping someone would write back',
      'niña tímida de la casa nueva, que esperaba que alguien le contestara',
      'f',
    ),
  },
  {
    shape: 'brave',
    want: noun('big slide at the end of the park', 'tobogán grande del final del parque', 'm'),
    owner: noun('smallest child in the park', 'niña más pequeña del parque', 'f'),
    goal: {
      en: 'go down the big slide first so the smallest child dares to try',
      es: 'tirarse primero por el tobogán grande para que la niña más pequeña se atreva',
    },
    clue: noun('line of chalk stars', 'fila de estrellas de tiza', 'f'),
  },
  {
    shape: 'new-friend',
    want: noun('new hedgehog in the hedge', 'erizo nuevo del seto', 'm'),
    owner: noun('garden gnome', 'gnomo del jardín', 'm'),
    goal: {
      en: 'make friends with the new hedgehog in the hedge',
      es: 'hacerse amigos del erizo nuevo del seto',
    },
    clue: noun('trail of rustling leaves', 'rastro de hojas que crujían', 'm'),
  },
  {
    space: true,
    shape: 'gift',
    want: noun('friendship stone', 'piedra de la amistad', 'f'),
    owner: noun('best friend who was ill', 'mejor amigo, que estaba malito', 'm'),
    goal: {
      en: 'find a friendship stone for a friend who was ill in bed',
      es: 'encontrar una piedra de la amistad para un amigo que estaba malito en la cama',
    },
    clue: noun('trail of smooth stones', 'rastro de piedras lisas', 'm'),
  },
  {
    shape: 'contest',
    want: noun('great tug-of-war', 'gran juego de tirar de la cuerda', 'm'),
    owner: noun('fair organiser', 'organizador de la feria', 'm'),
    goal: {
      en: 'take part in the great tug-of-war at the summer fair',
      es: 'participar en el gran juego de tirar de la cuerda de la feria de verano',
    },
    clue: noun('line of bunting', 'fila de banderines', 'f'),
  },
  {
    shape: 'way-home',
    want: noun('friendship tree', 'árbol de la amistad', 'm'),
    owner: noun('family at home', 'familia que esperaba en casa', 'f'),
    goal: {
      en: 'find the friendship tree that everyone can see from home',
      es: 'encontrar el árbol de la amistad que se ve desde todas las casas',
    },
    clue: noun('trail of ribbons on branches', 'rastro de cintas en las ramas', 'm'),
  },
  {
    space: true,
    shape: 'sleepless',
    want: noun('story that always works', 'cuento que siempre funciona', 'm'),
    owner: noun('little bear next door', 'osito de al lado', 'm'),
    goal: {
      en: 'find the story that always works for the little bear who cannot sleep',
      es: 'encontrar el cuento que siempre funciona para el osito de al lado que no puede dormir',
    },
    clue: noun('trail of dropped pages', 'rastro de páginas caídas', 'm'),
  },
  {
    shape: 'welcome',
    want: noun('welcome picnic', 'merienda de bienvenida', 'f'),
    owner: noun('new neighbour', 'vecina nueva', 'f'),
    goal: {
      en: 'make a welcome picnic for the new neighbour',
      es: 'preparar una merienda de bienvenida para la vecina nueva',
    },
    clue: noun('path of paper lanterns', 'camino de farolillos de papel', 'm'),
  },
];
