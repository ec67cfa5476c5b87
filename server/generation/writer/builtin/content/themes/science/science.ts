/** Science: noticing, asking why, trying things out, and finding that the world makes sense. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { SCIENCE_WANTS } from './wants';

export const SCIENCE: ThemeDef = {
  key: 'science',
  kind: { en: 'a curious science adventure', es: 'una aventura científica llena de preguntas' },
  settings: ['moon', 'garden', 'beach', 'mountain'],
  companions: ['robot', 'owl', 'mouse', 'penguin', 'puppy'],
  helpers: [
    {
      name: { en: 'Professor Quill', es: 'la profesora Pluma' },
      role: noun('scientist with very big glasses', 'científica con unas gafas enormes', 'f'),
    },
    {
      name: { en: 'Doctor Sprocket', es: 'el doctor Tuerca' },
      role: noun('inventor with oily fingers', 'inventor con los dedos llenos de grasa', 'm'),
    },
    {
      name: { en: 'Captain Nova', es: 'la capitana Nova' },
      role: noun('astronaut who had been to the moon', 'astronauta que había estado en la luna', 'f'),
    },
  ],
  wants: SCIENCE_WANTS,
  obstacles: [
    bi(
      `
      A big round rock had rolled into the way, far too heavy to push.
      In the middle of the way sat a boulder, and it would not budge, not even a little.

      {hero} pushed. {companion} pushed. They pushed together. [[Nothing.|Nothing at all.|Not an inch.]]

      ?young {hero} found a long, strong branch and a small stone. “Let's make a lever!”
      ?old {hero} remembered something from a science book: with a long enough stick and a stone to rest it on, you can move something much heavier than you.

      ?old “It's called a lever,” said {hero}, placing the stone close to the rock and the long branch on top. “The longer the stick, the less we have to push.”

      They pressed down on the end of the branch, and slowly, the rock rolled aside.
      “Science!” [[shouted|cheered|cried]] {companion}, [[punching the air|jumping up and down|doing a little dance]].
      `,
      `
      Una roca grande y redonda había rodado hasta el camino, y pesaba demasiado para empujarla.
      En mitad del camino había un pedrusco que no se movía, ni siquiera un poquito.

      {hero} empujó. {companion} empujó. Empujaron juntos. [[Nada.|Nada de nada.|Ni un milímetro.]]

      ?young {hero} encontró una rama larga y fuerte y una piedra pequeña. —¡Vamos a hacer una palanca!
      ?old {hero} se acordó de algo de un libro de ciencias: con un palo lo bastante largo y una piedra para apoyarlo, puedes mover algo muchísimo más pesado que tú.

      ?old —Se llama palanca —dijo {hero}, poniendo la piedra junto a la roca y la rama larga encima—. Cuanto más largo es el palo, menos hay que empujar.

      Apretaron el extremo de la rama hacia abajo, y poco a poco la roca rodó a un lado.
      —¡Ciencia! —[[gritó|exclamó|celebró]] {companion}, [[levantando el puño|dando saltos|bailando un poquito]].
      `,
    ),
    bi(
      `
      A little key, the key to a gate, had fallen down a narrow crack between two stones.
      The gate ahead was locked, and its key lay at the bottom of a deep, narrow crack.

      The crack was far too thin for fingers, and much too deep to reach.

      ?young {hero} had a magnet on a string in the backpack. Down it went… click!
      ?old {hero} thought about what the key was made of: iron. And iron sticks to magnets.

      ?old {hero} tied the little magnet from the backpack to a string and lowered it, very slowly, into the crack, until there was a tiny click.

      Up came the magnet, with the key stuck to it.
      “Magnets are a bit like magic,” said {companion}[[| happily| in wonder]], “except they're real.”
      `,
      `
      Una llavecita, la llave de una verja, se había caído por una grieta estrecha entre dos piedras.
      La verja estaba cerrada, y su llave estaba en el fondo de una grieta honda y estrecha.

      La grieta era demasiado fina para meter los dedos, y demasiado honda para llegar.

      ?young {hero} llevaba un imán con una cuerda en la mochila. Allá abajo fue… ¡clic!
      ?old {hero} se preguntó de qué estaba hecha la llave: de hierro. Y los imanes atraen el hierro.

      ?old {hero} ató a una cuerda el imán pequeñito de la mochila y lo bajó muy despacio por la grieta, hasta que se oyó un clic diminuto.

      Subió el imán, con la llave pegada.
      —Los imanes son un poco como la magia —dijo {companion}[[| encantad{pet.o}| maravillad{pet.o}]]—, pero de verdad.
      `,
    ),
    bi(
      `
      Across the way stood a gate with a row of coloured stones, and one stone was missing.
      On a wall was a pattern of coloured stones: red, blue, red, blue, red… and then an empty hole.

      “The gate will only open when the pattern is finished,” said a sign.

      ?young “Red, blue, red, blue, red…” said {hero}. “Blue comes next!”
      ?old The pattern was harder than it looked: one red, two blue, three red, four blue… and then a gap.

      ?old “Every time, there's one more,” said {hero}. “So next there should be five red stones.” And {hero} counted them in, one by one.

      Click! The gate swung open.
      “Patterns are everywhere, if you look,” said {hero}[[.|, smiling.|, and {companion} began to see them too.]]
      `,
      `
      Al otro lado había una verja con una fila de piedras de colores, y faltaba una.
      En un muro había una serie de piedras de colores: roja, azul, roja, azul, roja… y luego un hueco vacío.

      «La verja solo se abrirá cuando la serie esté completa», decía un cartel.

      ?young —Roja, azul, roja, azul, roja… —dijo {hero}—. ¡Ahora toca azul!
      ?old La serie era más difícil de lo que parecía: una roja, dos azules, tres rojas, cuatro azules… y luego un hueco.

      ?old —Cada vez hay una más —dijo {hero}—. Así que ahora tocan cinco rojas. —Y {hero} las fue colocando, una a una.

      ¡Clic! La verja se abrió.
      —Hay series por todas partes, si te fijas —dijo {hero}[[.|, sonriendo.|, y {companion} empezó a verlas también.]]
      `,
    ),
  ],
};
