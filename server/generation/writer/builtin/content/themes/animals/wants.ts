/** The stories the animals theme can tell: one row a story, each in one shape. */

import { noun } from '../../../grammar/noun';
import type { WantDef } from '../../content-types';

export const ANIMALS_WANTS: readonly WantDef[] = [
  {
    shape: 'lost-thing',
    want: noun("bell from the cow's collar", 'cencerro de la vaca', 'm'),
    owner: noun('!Daisy the cow', 'vaca Margarita', 'f'),
    goal: { en: "find Daisy the cow's bell", es: 'encontrar el cencerro de la vaca Margarita' },
    clue: noun('trail of tinkling echoes', 'rastro de tintineos', 'm'),
  },
  {
    shape: 'lost-one',
    want: noun('duckling who wandered off', 'patito despistado', 'm'),
    owner: noun('!Mother Duck', 'mamá pata', 'f'),
    goal: {
      en: 'bring the wandering duckling back to Mother Duck',
      es: 'llevar al patito despistado con mamá pata',
    },
    clue: noun('line of little webbed footprints', 'fila de huellitas palmeadas', 'f'),
  },
  {
    shape: 'delivery',
    want: noun('basket of fresh clover', 'cesta de tréboles frescos', 'f'),
    owner: noun('old tortoise', 'vieja tortuga', 'f'),
    goal: {
      en: 'take a basket of clover to the old tortoise for her birthday',
      es: 'llevarle una cesta de tréboles a la vieja tortuga por su cumpleaños',
    },
    clue: noun('path of dandelions', 'camino de dientes de león', 'm'),
  },
  {
    shape: 'mend',
    want: noun('big log that holds the dam', 'tronco grande que sujeta la presa', 'm'),
    owner: noun("beavers' dam", 'presa de los castores', 'f'),
    goal: {
      en: "help mend the beavers' dam before the stream runs away",
      es: 'ayudar a arreglar la presa de los castores antes de que se escape el arroyo',
    },
    clue: noun('trail of gnawed sticks', 'rastro de palitos mordisqueados', 'm'),
  },
  {
    shape: 'mystery',
    want: noun('midnight mooing in the barn', 'mugido de medianoche en el granero', 'm'),
    owner: noun('farmer', 'granjera', 'f'),
    goal: {
      en: 'find out who is mooing in the barn at midnight',
      es: 'descubrir quién muge en el granero a medianoche',
    },
    clue: noun('trail of hay wisps', 'rastro de briznas de paja', 'm'),
    answer: noun(
      'a little calf who had learned to moo and could not stop practising',
      'ternerito que acababa de aprender a mugir y no podía parar de practicar',
      'm',
    ),
  },
  {
    shape: 'brave',
    want: noun('deep dark burrow', 'madriguera honda y oscura', 'f'),
    owner: noun('rabbit family', 'familia de conejos', 'f'),
    goal: {
      en: "go down the deep dark burrow to fetch the baby rabbit's lost blanket",
      es: 'bajar a la madriguera honda y oscura a buscar la mantita del conejito',
    },
    clue: noun('trail of soft fur', 'rastro de pelusa suave', 'm'),
  },
  {
    shape: 'new-friend',
    want: noun('grumpy old badger', 'tejón viejo y gruñón', 'm'),
    owner: noun('wise old owl', 'vieja lechuza sabia', 'f'),
    goal: { en: 'make friends with the grumpy old badger', es: 'hacerse amigos del tejón viejo y gruñón' },
    clue: noun('trail of dug-up earth', 'rastro de tierra removida', 'm'),
  },
  {
    shape: 'gift',
    want: noun('sweetest honey in the wood', 'miel más dulce del bosque', 'f'),
    owner: noun('old bear', 'viejo oso', 'm'),
    goal: {
      en: "find the sweetest honey in the wood for the old bear's birthday",
      es: 'encontrar la miel más dulce del bosque para el cumpleaños del viejo oso',
    },
    clue: noun('trail of buzzing bees', 'rastro de abejas zumbonas', 'm'),
  },
  {
    shape: 'contest',
    want: noun('animal talent show', 'concurso de talentos de los animales', 'm'),
    owner: noun('judge', 'jueza', 'f'),
    goal: {
      en: 'take part in the animal talent show and win the golden rosette',
      es: 'participar en el concurso de talentos de los animales y ganar la escarapela dorada',
    },
    clue: noun('trail of rosette ribbons', 'rastro de cintas de escarapela', 'm'),
  },
  {
    shape: 'way-home',
    want: noun("farm's red weathervane", 'veleta roja de la granja', 'f'),
    owner: noun('farmer', 'granjera', 'f'),
    goal: {
      en: 'find the red weathervane that points the way back to the farm',
      es: 'encontrar la veleta roja que señala el camino de vuelta a la granja',
    },
    clue: noun('trail of feathers', 'rastro de plumas', 'm'),
  },
  {
    shape: 'sleepless',
    want: noun('softest moss in the wood', 'musgo más suave del bosque', 'm'),
    owner: noun('baby owl', 'búho bebé', 'm'),
    goal: {
      en: 'find the softest moss in the wood for the baby owl who cannot sleep',
      es: 'encontrar el musgo más suave del bosque para el búho bebé que no puede dormir',
    },
    clue: noun('trail of owl pellets and feathers', 'rastro de plumitas de búho', 'm'),
  },
  {
    shape: 'welcome',
    want: noun('basket of the best clover', 'cesta del mejor trébol', 'f'),
    owner: noun('new foal', 'potrillo recién nacido', 'm'),
    goal: {
      en: 'gather the best clover to welcome the new foal',
      es: 'reunir el mejor trébol para darle la bienvenida al potrillo recién nacido',
    },
    clue: noun('path of daisies', 'camino de margaritas', 'm'),
  },
];
