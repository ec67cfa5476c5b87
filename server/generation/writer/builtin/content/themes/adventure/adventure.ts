/** Adventure: maps, compasses and a quest, with courage that is gentle rather than loud. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { ADVENTURE_WANTS } from './wants';

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
  wants: ADVENTURE_WANTS,
  obstacles: [
    bi(
      `
      Across a deep gap hung a rope bridge, swaying gently in the wind.
      The only way on was over a long rope bridge, and it creaked and wobbled.

      {companion} looked down and [[quickly looked up again|wished {companion.he} hadn't|gulped]].
      “It's very [[wobbly|swingy|bouncy]],” whispered {companion}.

      ?young “Let's hold the ropes and look straight ahead,” said {hero}.
      ?young {hero} went first, singing a little song, one plank at a time.
      ?old {hero} noticed that the bridge swayed most when they both moved at once.

      ?old “If we step together, in time, it won't swing,” said {hero}. “Left, right, left, right.”

      Slowly, steadily, plank by plank, they crossed[[.|, not looking down.]]
      On the other side, {companion} hugged the first [[tree|rock|solid thing]] they came to.
      `,
      `
      Sobre un barranco hondo colgaba un puente de cuerdas que se mecía con el viento.
      La única forma de seguir era cruzar un largo puente de cuerdas que crujía y se balanceaba.

      {companion} miró hacia abajo y [[enseguida volvió a mirar hacia arriba|se arrepintió enseguida|tragó saliva]].
      —Se [[mueve|balancea|bambolea]] muchísimo —susurró {companion}.

      ?young —Vamos a agarrarnos a las cuerdas y a mirar al frente —dijo {hero}.
      ?young {hero} fue delante, cantando una canción, tabla a tabla.
      ?old {hero} se dio cuenta de que el puente se balanceaba más cuando cada uno se movía a destiempo.

      ?old —Si pisamos a la vez, al mismo ritmo, no se moverá tanto —dijo {hero}—. Izquierda, derecha, izquierda, derecha.

      Despacio y con calma, tabla a tabla, lo cruzaron[[.|, sin mirar abajo.]]
      Al otro lado, {companion} abrazó [[al primer árbol|la primera roca|lo primero firme]] que encontró.
      `,
    ),
    bi(
      `
      A big old door stood in a wall of rock, and it was locked with a lock of numbers.
      In a wall of rock was a heavy wooden door, and on it hung a lock with three little number wheels.

      Under the lock was a little sign: “Only friends who read carefully may pass.”

      {companion} pushed. {companion} pulled. The door did not [[move|budge|even creak]].
      “What are the numbers?” asked {companion}.

      ?young {hero} looked closely at the door and found three tiny numbers scratched in one corner: one, two, three.

      ?young “One, two, three!” said {hero}, and turned the dials.
      ?old {hero} studied the carvings on the door and noticed that three of the carved trees had a different number of branches: four, seven and two.

      ?old “Four, seven, two,” said {hero}, turning the dials one by one. “The door was telling us all along.”

      Click! The lock sprang open, and the door swung wide.
      With a long, slow creak, the door opened, and the way was clear.
      `,
      `
      En una pared de roca había una puerta grande y vieja, cerrada con un candado de números.
      En una pared de roca había una puerta de madera muy pesada, con un candado de tres ruedecitas de números.

      Debajo del candado había un cartelito: «Solo pasarán los amigos que lean con atención».

      {companion} empujó. {companion} tiró. La puerta no se [[movió|inmutó|movió ni un poco]].
      —¿Cuáles son los números? —preguntó {companion}.

      ?young {hero} miró la puerta de cerca y encontró tres numeritos grabados en una esquina: uno, dos, tres.

      ?young —¡Uno, dos, tres! —dijo {hero}, y giró las ruedecitas.
      ?old {hero} estudió los dibujos tallados en la puerta y se fijó en que tres de los árboles tenían un número distinto de ramas: cuatro, siete y dos.

      ?old —Cuatro, siete, dos —dijo {hero}, girando las ruedecitas una a una—. La puerta nos lo estaba diciendo desde el principio.

      ¡Clic! El candado se abrió, y la puerta también.
      Con un crujido largo y lento, la puerta se abrió, y el camino quedó libre.
      `,
    ),
    bi(
      `
      The way led into a dark tunnel under a hill.
      Ahead was a tunnel, long and dark, and they could not see the end.

      “It's very dark in there,” said {companion}, [[not moving|standing very still|not moving an inch]].
      {hero.s} knees felt a little wobbly too.

      ?young {hero} took out the little torch, and its light made a friendly yellow circle.
      ?young “Let's sing while we walk,” said {hero}, “so the dark knows we're friendly.”
      ?old {hero} felt a cool breeze coming from the tunnel and smiled.

      ?old “Feel that?” said {hero}. “Air is coming through, so there must be an opening at the other end. It's not as long as it looks.”

      Holding hands, they walked in, step by step, [[humming|whistling|singing softly]].
      Soon they saw a little circle of daylight ahead, growing [[bigger and bigger|wider and brighter|bigger with every step]].
      `,
      `
      El camino se metía en un túnel oscuro, bajo una colina.
      Delante había un túnel, largo y oscuro, y no se veía el final.

      —Ahí dentro está muy oscuro —dijo {companion}, [[sin moverse|muy quiet{pet.o}|sin moverse ni un pelo]].
      A {hero} también le temblaban un poco las rodillas.

      ?young {hero} sacó la linternita, y su luz dibujó un círculo amarillo y simpático.
      ?young —Vamos a cantar mientras andamos —dijo {hero}—, para que la oscuridad sepa que somos buena gente.
      ?old {hero} notó una brisa fresca que salía del túnel y sonrió.

      ?old —¿Lo notas? —dijo {hero}—. Entra aire, así que tiene que haber una salida al otro lado. No es tan largo como parece.

      De la mano, entraron paso a paso, [[tarareando|silbando|cantando bajito]].
      Pronto vieron delante un circulito de luz de día que se hacía [[cada vez más grande|más grande y más brillante|más grande a cada paso]].
      `,
    ),
  ],
};
