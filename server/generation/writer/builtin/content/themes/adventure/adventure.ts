/** Adventure: maps, compasses and a quest, with courage that is gentle rather than loud. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { ADVENTURE_GOALS } from './goals';

export const ADVENTURE: ThemeDef = {
  key: 'adventure',
  kind: { en: 'a gentle adventure', es: 'una aventura tranquila' },
  settings: ['forest', 'mountain', 'island', 'jungle', 'beach'],
  companions: ['fox', 'puppy', 'squirrel', 'parrot', 'monkey', 'bear'],
  helpers: [
    {
      name: { en: 'Captain Barnaby', es: 'Barnabé' },
      role: noun('old sea captain', 'viejo capitán de barco', 'm'),
    },
    { name: { en: 'Granny Tess', es: 'doña Tesa' }, role: noun('old explorer', 'vieja exploradora', 'f') },
    { name: { en: 'Professor Hoot', es: 'Ulises' }, role: noun('wise old owl', 'búho viejo y sabio', 'm') },
  ],
  goals: ADVENTURE_GOALS,
  obstacles: [
    bi(
      `
      Across a deep gap hung a rope bridge, swaying gently in the wind.
      The only way on was over a long rope bridge, and it creaked and wobbled.

      {companion} looked down and quickly looked up again.
      “It's very wobbly,” whispered {companion}.

      ?young “Let's hold the ropes and look straight ahead,” said {hero}.
      ?young {hero} went first, singing a little song, one plank at a time.
      ?old {hero} noticed that the bridge swayed most when they both moved at once.

      ?old “If we step together, in time, it won't swing,” said {hero}. “Left, right, left, right.”

      Slowly, steadily, plank by plank, they crossed.
      On the other side, {companion} hugged the first tree they came to.
      `,
      `
      Sobre un barranco hondo colgaba un puente de cuerdas que se mecía con el viento.
      La única forma de seguir era cruzar un largo puente de cuerdas que crujía y se balanceaba.

      {companion} miró hacia abajo y enseguida volvió a mirar hacia arriba.
      —Se mueve muchísimo —susurró {companion}.

      ?young —Vamos a agarrarnos a las cuerdas y a mirar al frente —dijo {hero}.
      ?young {hero} fue delante, cantando una canción, tabla a tabla.
      ?old {hero} se dio cuenta de que el puente se balanceaba más cuando se movían los dos a destiempo.

      ?old —Si pisamos a la vez, al mismo ritmo, no se moverá tanto —dijo {hero}—. Izquierda, derecha, izquierda, derecha.

      Despacio y con calma, tabla a tabla, lo cruzaron.
      Al otro lado, {companion} abrazó al primer árbol que encontró.
      `,
    ),
    bi(
      `
      A big old door stood in a wall of rock, and it was locked with a lock of numbers.
      In a wall of rock was a heavy wooden door, and on it hung a lock with three little number wheels.

      Under the lock was a little sign: “Only friends who read carefully may pass.”

      {companion} pushed. {companion} pulled. The door did not move.
      “What are the numbers?” asked {companion}.

      ?young {hero} looked at {token} and found three tiny numbers hidden in the corner: one, two, three.

      ?young “One, two, three!” said {hero}, and turned the dials.
      ?old {hero} studied {token} and noticed that three of the trees drawn on it had a different number of branches: four, seven and two.

      ?old “Four, seven, two,” said {hero}, turning the dials one by one. “The map was telling us all along.”

      Click! The lock sprang open, and the door swung wide.
      With a long, slow creak, the door opened, and the way was clear.
      `,
      `
      En una pared de roca había una puerta grande y vieja, cerrada con un candado de números.
      En una pared de roca había una puerta de madera muy pesada, con un candado de tres ruedecitas de números.

      Debajo del candado había un cartelito: «Solo pasarán los amigos que lean con atención».

      {companion} empujó. {companion} tiró. La puerta no se movió.
      —¿Cuáles son los números? —preguntó {companion}.

      ?young {hero} miró {token} y encontró tres numeritos escondidos en una esquina: uno, dos, tres.

      ?young —¡Uno, dos, tres! —dijo {hero}, y giró las ruedecitas.
      ?old {hero} estudió {token} y se fijó en que tres de los árboles dibujados tenían un número distinto de ramas: cuatro, siete y dos.

      ?old —Cuatro, siete, dos —dijo {hero}, girando las ruedecitas una a una—. Nos lo estaba diciendo desde el principio.

      ¡Clic! El candado se abrió, y la puerta también.
      Con un crujido largo y lento, la puerta se abrió, y el camino quedó libre.
      `,
    ),
    bi(
      `
      The way led into a dark tunnel under a hill.
      Ahead was a tunnel, long and dark, and they could not see the end.

      “It's very dark in there,” said {companion}, not moving.
      {hero.s} knees felt a little wobbly too.

      ?young {hero} took out the little torch, and its light made a friendly yellow circle.
      ?young “Let's sing while we walk,” said {hero}, “so the dark knows we're friendly.”
      ?old {hero} felt a cool breeze coming from the tunnel and smiled.

      ?old “Feel that?” said {hero}. “Air is coming through, so there must be an opening at the other end. It's not as long as it looks.”

      Holding hands, they walked in, step by step, humming.
      Soon they saw a little circle of daylight ahead, growing bigger and bigger.
      `,
      `
      El camino se metía en un túnel oscuro, bajo una colina.
      Delante había un túnel, largo y oscuro, y no se veía el final.

      —Ahí dentro está muy oscuro —dijo {companion}, sin moverse.
      A {hero} también le temblaban un poco las rodillas.

      ?young {hero} sacó la linternita, y su luz dibujó un círculo amarillo y simpático.
      ?young —Vamos a cantar mientras andamos —dijo {hero}—, para que la oscuridad sepa que somos buena gente.
      ?old {hero} notó una brisa fresca que salía del túnel y sonrió.

      ?old —¿Lo notas? —dijo {hero}—. Entra aire, así que tiene que haber una salida al otro lado. No es tan largo como parece.

      De la mano, entraron paso a paso, tarareando.
      Pronto vieron delante un circulito de luz de día que se hacía cada vez más grande.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Right in the middle was a little opening, far too small for {hero}.
      Something was hidden there, in a space too narrow for {hero.s} hand.

      {hero} tried and tried, but could not reach.
      “What now?” asked {companion}.

      ?young Then {hero} had an idea. “{companion}, you're just the right size!”
      ?old {hero} thought for a moment, then looked at {companion}, then at the opening, and smiled.

      ?old “Sometimes the biggest problems need the smallest helpers,” said {hero}. “{companion}, will you try?”

      {companion} wriggled in, very carefully, and a moment later called out: “It's here!”
      `,
      `
      Justo en medio había una abertura pequeñita, demasiado estrecha para {hero}.
      Allí había algo escondido, en un hueco donde no cabía la mano de {hero}.

      {hero} lo intentó una y otra vez, pero no llegaba.
      —¿Y ahora qué? —preguntó {companion}.

      ?young Entonces a {hero} se le ocurrió una idea. —¡{companion}, tú tienes el tamaño justo!
      ?old {hero} pensó un momento, miró a {companion}, luego la abertura, y sonrió.

      ?old —A veces los problemas más grandes necesitan a los ayudantes más pequeños —dijo {hero}—. {companion}, ¿lo intentas?

      {companion} se metió con muchísimo cuidado y, un momento después, gritó: —¡Está aquí!
      `,
    ),
    bi(
      `
      {token} began to tremble in {hero.s} hand.
      Suddenly, {token} grew warm and gave a tiny shiver.

      “It's telling us something,” whispered {hero}.
      {companion} pressed close to look.

      ?young The little arrow on {token} spun round and pointed straight down, at their feet.
      ?old {hero} turned slowly in a circle and noticed that {token} shivered most when facing one particular stone, covered in moss.

      ?old “It's not pointing the way any more,” said {hero}. “It's pointing at the place.”

      Together, they brushed away the leaves and moss, and underneath was a hidden space.
      `,
      `
      {token} empezó a temblar en la mano de {hero}.
      De repente, {token} se puso calentit{token.o} y dio un pequeño estremecimiento.

      —Nos está diciendo algo —susurró {hero}.
      {companion} se acercó a mirar.

      ?young La flechita {token.del} dio una vuelta y señaló justo hacia abajo, a sus pies.
      ?old {hero} giró despacio en círculo y se dio cuenta de que {token} temblaba más al mirar hacia una piedra concreta, cubierta de musgo.

      ?old —Ya no nos señala el camino —dijo {hero}—. Nos señala el sitio.

      Entre los dos apartaron las hojas y el musgo, y debajo había un escondite.
      `,
    ),
  ],
  steps: bi(
    `
    On {token}, a new part of the way seemed to glow faintly.
    {hero} checked {token}. They were exactly where they should be.

    Scratched on a stone was a small arrow, pointing onward.
    {companion} found a feather tied with a red ribbon: a sign that they were on the right track.

    {token} showed that they were more than halfway there.
    “Look,” said {hero}, pointing at {token}. “Only a little further.”

    Someone had carved a tiny star on a tree, just like the star on {token}.

    The signs were getting closer together now.

    {hero} could feel it: they were very, very close.
    `,
    `
    En {token}, una parte nueva del camino parecía brillar débilmente.
    {hero} miró {token}. Estaban justo donde tenían que estar.

    En una piedra había una flechita grabada que señalaba hacia delante.
    {companion} encontró una pluma atada con un lazo rojo: la señal de que iban bien.

    Según {token}, ya habían recorrido más de la mitad del camino.
    —Mira —dijo {hero}, señalando {token}—. Solo un poquito más.

    Alguien había tallado una estrellita en un árbol, igual que la estrella {token.del}.

    Ahora las señales estaban cada vez más juntas.

    {hero} lo notaba: estaban muy, muy cerca.
    `,
  ),
  flavour: bi(
    `
    {hero} pretended to look through a spyglass made of two hands.
    “Adventure ahoy!” called {companion}, pointing at absolutely nothing.
    {hero} took out a pencil and drew a little map of the way so far.

    “Explorers always notice things,” said {hero}, looking carefully all around.
    {companion} practised walking like an explorer: long steps, chin up, very serious.
    On the map in {hero.s} head, a new dotted line appeared.

    “We're real explorers now,” said {companion} proudly.
    {hero} wrote in a little notebook: “Day one. Very exciting so far.”
    `,
    `
    {hero} hizo como que miraba por un catalejo hecho con las dos manos.
    —¡Aventura a la vista! —gritó {companion}, señalando a ninguna parte.
    {hero} sacó un lápiz y dibujó un mapita del camino recorrido.

    —Los exploradores siempre se fijan en todo —dijo {hero}, mirando con atención a su alrededor.
    {companion} practicó cómo caminan los exploradores: pasos largos, la barbilla alta, muy en serio.
    En el mapa que {hero} tenía en la cabeza apareció una nueva línea de puntos.

    —Ya somos exploradores de verdad —dijo {companion}, muy orgullos{pet.o}.
    {hero} escribió en una libretita: «Primer día. Muy emocionante, de momento».
    `,
  ),
};
