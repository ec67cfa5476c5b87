/** Science: noticing, asking why, trying things out, and finding that the world makes sense. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { SCIENCE_GOALS } from './goals';

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
  goals: SCIENCE_GOALS,
  obstacles: [
    bi(
      `
      A big round rock had rolled into the way, far too heavy to push.
      In the middle of the way sat a boulder, and it would not budge, not even a little.

      {hero} pushed. {companion} pushed. They pushed together. Nothing.

      ?young {hero} found a long, strong branch and a small stone. “Let's make a lever!”
      ?old {hero} remembered something from a science book: with a long enough stick and a stone to rest it on, you can move something much heavier than you.

      ?old “It's called a lever,” said {hero}, placing the stone close to the rock and the long branch on top. “The longer the stick, the less we have to push.”

      They pressed down on the end of the branch, and slowly, the rock rolled aside.
      “Science!” shouted {companion}, punching the air.
      `,
      `
      Una roca grande y redonda había rodado hasta el camino, y pesaba demasiado para empujarla.
      En mitad del camino había un pedrusco que no se movía, ni siquiera un poquito.

      {hero} empujó. {companion} empujó. Empujaron juntos. Nada.

      ?young {hero} encontró una rama larga y fuerte y una piedra pequeña. —¡Vamos a hacer una palanca!
      ?old {hero} se acordó de algo de un libro de ciencias: con un palo lo bastante largo y una piedra para apoyarlo, puedes mover algo muchísimo más pesado que tú.

      ?old —Se llama palanca —dijo {hero}, poniendo la piedra junto a la roca y la rama larga encima—. Cuanto más largo es el palo, menos hay que empujar.

      Apretaron el extremo de la rama hacia abajo, y poco a poco la roca rodó a un lado.
      —¡Ciencia! —gritó {companion}, levantando el puño.
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
      “Magnets are a bit like magic,” said {companion}, “except they're real.”
      `,
      `
      Una llavecita, la llave de una verja, se había caído por una grieta estrecha entre dos piedras.
      La verja estaba cerrada, y su llave estaba en el fondo de una grieta honda y estrecha.

      La grieta era demasiado fina para meter los dedos, y demasiado honda para llegar.

      ?young {hero} llevaba un imán con una cuerda en la mochila. Allá abajo fue… ¡clic!
      ?old {hero} pensó en de qué estaba hecha la llave: de hierro. Y el hierro se pega a los imanes.

      ?old {hero} ató a una cuerda el imán pequeñito de la mochila y lo bajó muy despacio por la grieta, hasta que se oyó un clic diminuto.

      Subió el imán, con la llave pegada.
      —Los imanes son un poco como la magia —dijo {companion}—, pero de verdad.
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
      “Patterns are everywhere, if you look,” said {hero}.
      `,
      `
      Al otro lado había una verja con una fila de piedras de colores, y faltaba una.
      En un muro había una serie de piedras de colores: roja, azul, roja, azul, roja… y luego un hueco vacío.

      «La verja solo se abrirá cuando la serie esté completa», decía un cartel.

      ?young —Roja, azul, roja, azul, roja… —dijo {hero}—. ¡Ahora toca azul!
      ?old La serie era más difícil de lo que parecía: una roja, dos azules, tres rojas, cuatro azules… y luego un hueco.

      ?old —Cada vez hay una más —dijo {hero}—. Así que ahora tocan cinco rojas. —Y {hero} las fue colocando, una a una.

      ¡Clic! La verja se abrió.
      —Hay series por todas partes, si te fijas —dijo {hero}.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, {hero} stopped and said, “Let's be scientists. First, we look.”
      {hero} took out {token} and looked around {heart} the way real scientists do.

      They looked closely at everything: high, low, near and far.

      ?young “What do you see?” asked {hero}. “Something shiny!” said {companion}.
      ?old “A scientist makes a guess and then tests it,” said {hero}. “My guess is that it rolled downhill and stopped where the ground is flat.”

      ?old They followed the slope of the ground down to the flattest place, and there, something glinted.

      “The guess was right!” said {hero}.
      `,
      `
      Allí, {hero} se detuvo y dijo: —Vamos a ser científicos. Primero, observamos.
      {hero} sacó {token} y observó {heart} con mucha atención, como se hace en ciencia.

      Lo miraron todo con atención: arriba, abajo, cerca y lejos.

      ?young {hero} preguntó qué veían, y {companion} gritó: —¡Algo que brilla!
      ?old —Un científico hace una suposición y luego la comprueba —dijo {hero}—. Yo supongo que rodó cuesta abajo y se paró donde el suelo es llano.

      ?old Siguieron la pendiente del suelo hasta el sitio más llano, y allí algo brilló.

      —¡La suposición era correcta! —dijo {hero}.
      `,
    ),
    bi(
      `
      Here, a beam of sunlight was shining through a gap, making a bright spot on the ground.
      {hero} noticed that the light here fell in a narrow, bright beam.

      “Shadows and light can show us where to look,” said {hero}.

      ?young {hero} followed the bright spot of light, step by step.
      ?old {hero} watched how the bright spot moved very slowly as the sun moved, sliding towards one corner.

      ?old “The light is pointing,” said {hero}. “Wherever it lands in a moment, that's where we look.”

      And where the light landed, something was waiting.
      `,
      `
      Allí, un rayo de sol entraba por un hueco y hacía una mancha brillante en el suelo.
      {hero} se fijó en que la luz caía en {heart} en un rayo estrecho y brillante.

      —Las sombras y la luz nos pueden decir dónde mirar —dijo {hero}.

      ?young {hero} siguió la manchita de luz, paso a paso.
      ?old {hero} observó cómo la mancha de luz se movía muy despacio a medida que se movía el sol, resbalando hacia un rincón.

      ?old —La luz está señalando —dijo {hero}—. Donde caiga dentro de un momento, allí miraremos.

      Y donde cayó la luz, algo estaba esperando.
      `,
    ),
  ],
  steps: bi(
    `
    {hero} drew a quick map in a little notebook, with an arrow for where they had come from.
    {hero} wrote down what they had found so far: three clues, and a question mark.

    {companion} measured the way with footsteps: two hundred and twelve so far.
    They noticed the wind had changed direction, and wrote that down too.

    {hero} checked the sun: it had moved, so it was later than they thought.

    A new clue: the ground here was warmer than before.

    Each clue fitted with the last one, like pieces of a puzzle.

    {hero} looked at the notes. Everything pointed the same way: they were close.
    `,
    `
    {hero} dibujó un mapita en una libreta, con una flecha para saber por dónde habían venido.
    {hero} apuntó lo que habían descubierto hasta entonces: tres pistas y una interrogación.

    {companion} midió el camino en pasos: doscientos doce hasta el momento.
    Se dieron cuenta de que el viento había cambiado de dirección, y también lo apuntaron.

    {hero} miró el sol: se había movido, así que era más tarde de lo que pensaban.

    Una pista nueva: allí el suelo estaba más calentito que antes.

    Cada pista encajaba con la anterior, como las piezas de un puzle.

    {hero} miró las notas. Todo señalaba hacia el mismo sitio: estaban cerca.
    `,
  ),
  flavour: bi(
    `
    {hero} picked up a leaf and held it to the light: it was full of tiny lines, like a map.
    {companion} dropped a feather and a pebble at the same time, to see which landed first.
    {hero} counted the seconds between a flash of sunlight on the water and the splash of a fish.

    “Why is the sky blue?” asked {companion}.
    “Why do leaves fall down and not up?” wondered {hero} out loud.
    “Everything has a why,” said {hero}, “and finding it out is the fun part.”

    {hero} wrote a new question in the notebook: “Do snails have favourite colours?”
    “Real scientists are never afraid to ask questions,” said {companion}.
    `,
    `
    {hero} cogió una hoja y la puso a contraluz: estaba llena de rayitas, como un mapa.
    {companion} dejó caer una pluma y una piedrecita a la vez, para ver cuál llegaba antes al suelo.
    {hero} contó los segundos entre un destello de sol en el agua y el chapoteo de un pez.

    —¿Por qué el cielo es azul? —preguntó {companion}.
    —¿Por qué las hojas caen hacia abajo y no hacia arriba? —se preguntó {hero} en voz alta.
    —Todo tiene un porqué —dijo {hero}—, y descubrirlo es lo divertido.

    {hero} escribió una pregunta nueva en el cuaderno: «¿Tienen los caracoles colores favoritos?».
    —Los científicos de verdad nunca tienen miedo de preguntar —dijo {companion}.
    `,
  ),
};
