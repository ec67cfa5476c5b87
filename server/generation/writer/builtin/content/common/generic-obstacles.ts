/**
 * Obstacles that can happen almost anywhere (fog, a shower, a fork in the path, a steep climb, a gate
 * with a riddle). Each is solved by the friends themselves: with a little help for the youngest,
 * with a clue noticed and reasoned out for the oldest.
 */

import { bi } from '../../grammar/template';
import type { Bi, Block } from '../../grammar/template';
import type { SettingKey } from '../content-types';

export interface GenericObstacle {
  readonly block: Bi<Block>;
  /** Places where it cannot happen (no rain on the moon). */
  readonly not: readonly SettingKey[];
}

const FOG = bi(
  `
  A thick, white fog came rolling in, soft as cotton wool.
  Soon they could not see their own feet<<, let alone the way ahead>>.

  “I can't see anything,” said {companion} in a small voice.
  {hero} could not see {companion} at all, only hear soft breathing close by.

  ?young {hero} found {companion.s} paw and held on tight.
  ?young “Let's hold on to each other,” said {hero}, “and go slowly.”
  ?old {hero} thought hard. In fog, eyes are not much use, but ears still work.

  ?old “If we can't see the way, let's listen for it,” said {hero}.

  ?young Step by step, very slowly, they walked on together.
  ?old Ahead of them, faintly, {sound}. {hero} walked toward the sound, counting every step aloud so that {companion} could follow.
  ?old {hero} remembered that {landmark} had been straight ahead before the fog came, and kept the breeze on one cheek so as not to walk in circles.

  Then, little by little, the fog grew thin.
  A warm breeze came and blew the fog away like a puff of breath on a window.

  There was the way, right where it should be.
  `,
  `
  Llegó una niebla espesa y blanca, suave como el algodón.
  Enseguida no se veían ni los pies<<, y mucho menos el camino>>.

  —No veo nada —dijo {companion} con un hilito de voz.
  {hero} no veía a {companion}; solo oía su respiración muy cerca.

  ?young {hero} buscó la patita de {companion} y la agarró fuerte.
  ?young —Vamos a darnos la mano —dijo {hero}— e ir muy despacito.
  ?old {hero} pensó con calma. Con niebla, los ojos no sirven de mucho, pero los oídos sí.

  ?old —Si no podemos ver el camino, vamos a escucharlo —dijo {hero}.

  ?young Paso a paso, muy despacio, siguieron adelante juntos.
  ?old Delante, muy débilmente, {sound}. {hero} fue hacia el sonido contando cada paso en voz alta para que {companion} pudiera seguirle.
  ?old {hero} recordó que {landmark} estaba justo delante antes de que llegara la niebla, y mantuvo la brisa en una mejilla para no andar en círculos.

  Entonces, poco a poco, la niebla se fue aclarando.
  Llegó una brisa templada y se llevó la niebla como quien sopla el vaho de una ventana.

  Allí estaba el camino, justo donde tenía que estar.
  `,
);

const RAIN = bi(
  `
  Plip. Plop. Big, fat raindrops began to fall.
  Suddenly, the sky went grey and it began to rain: pitter, patter, pitter, patter.

  “We'll get soaked!” cried {companion}.
  {companion} did not like getting wet, not one little bit.

  ?young {hero} spotted a good dry place to shelter, and they ran to it.
  ?young {hero} found a big, wide leaf and held it over them both like an umbrella.
  ?old {hero} looked around for shelter and noticed that the ground under the thickest branches was still dry and pale.

  ?old “The dry patches show us where the rain can't reach,” said {hero}, and they hurried under the biggest overhang.

  They sat close together and listened to the rain drumming.
  To pass the time, they counted raindrops until they lost count.
  {companion} stuck out a tongue to catch a drop, and made a funny face.

  Then, as quickly as it had come, the rain stopped.
  The clouds slid apart, and out came the sun.

  And there, across the sky, was a rainbow.
  Everything sparkled, fresh and clean, and the air smelled wonderful.
  `,
  `
  Plic. Ploc. Empezaron a caer unos goterones enormes.
  De repente, el cielo se puso gris y empezó a llover: plic, plic, ploc, plic.

  —¡Nos vamos a empapar! —gritó {companion}.
  A {companion} no le gustaba nada mojarse, pero nada de nada.

  ?young {hero} vio un buen sitio seco para resguardarse, y allá que corrieron.
  ?young {hero} encontró una hoja grande y ancha y la sujetó sobre los dos, como un paraguas.
  ?old {hero} buscó refugio y se fijó en que el suelo bajo las ramas más espesas seguía seco y claro.

  ?old —Las zonas secas nos dicen dónde no llega la lluvia —dijo {hero}, y corrieron a ponerse bajo el saliente más grande.

  Se sentaron muy juntos a escuchar cómo tamborileaba la lluvia.
  Para pasar el rato, contaron gotas hasta que perdieron la cuenta.
  {companion} sacó la lengua para atrapar una gota y puso una cara graciosísima.

  Entonces, igual de rápido que había llegado, la lluvia paró.
  Las nubes se apartaron y salió el sol.

  Y allí, cruzando el cielo, había un arcoíris.
  Todo brillaba, limpio y fresco, y el aire olía de maravilla.
  `,
);

const FORK = bi(
  `
  The way split into three: one to the left, one to the right, and one straight on.
  All of a sudden, there were three paths instead of one, and they all looked the same.

  “Which way now?” asked {companion}.
  {hero} scratched {hero.s} head. It was hard to know.

  ?young ?sniff {companion} sniffed each path in turn, and stopped, very excited, at the middle one.
  ?young {hero} remembered that {helper} had said to follow the path with the most flowers.
  ?old {hero} knelt down and looked closely at each path.

  ?old On the left path, the grass stood up straight. On the right, cobwebs stretched across, unbroken. But on the middle path, the ground was worn smooth by many feet.

  ?old “Nobody has walked the left or the right path in a long time,” said {hero}. “The middle one is the one people use.”
  ?young “This way,” said {hero}, pointing to the middle path.

  They took the middle path, and it was the right one.
  Before long, they knew they had chosen well.
  `,
  `
  El camino se dividía en tres: uno a la izquierda, otro a la derecha y otro recto.
  De repente, había tres caminos en vez de uno, y todos parecían iguales.

  —¿Y ahora por dónde? —preguntó {companion}.
  {hero} se rascó la cabeza. No era fácil saberlo.

  ?young ?sniff {companion} olfateó los caminos uno por uno y se puso contentísim{pet.o} delante del de en medio.
  ?young {hero} se acordó de que {helper} había dicho que siguieran el camino con más flores.
  ?old {hero} se agachó y miró cada camino con atención.

  ?old En el de la izquierda, la hierba estaba tiesa. En el de la derecha, había telarañas enteras de lado a lado. Pero el camino del medio estaba liso, gastado por muchos pies.

  ?old —Por el de la izquierda y el de la derecha no pasa nadie desde hace mucho —dijo {hero}—. El del medio es el que usa la gente.
  ?young —Por aquí —dijo {hero}, señalando el camino del medio.

  Tomaron el camino del medio, y era el bueno.
  Al poco rato supieron que habían elegido bien.
  `,
);

const CLIMB = bi(
  `
  The way went up, and up, and up, steeper and steeper.
  In front of them rose a slope so steep it looked like a wall.

  Their legs grew tired. {companion} puffed and panted.
  “I can't,” said {companion}, sitting down. “It's too high.”

  ?young “Let's do it in tiny steps,” said {hero}. “Ten steps, then a rest.”
  ?young {hero} held out a hand. “Together,” said {hero}.
  ?old {hero} looked at the slope and saw that going straight up was the hardest way.

  ?old “We'll zigzag,” said {hero}. “Back and forth, like a snake. It's longer, but much easier.”

  ?young One, two, three… all the way to ten. Then a rest. Then ten more.
  ?old Back and forth they went, a little higher with every turn, and it was not so hard after all.

  At last, they reached the top.
  They sat down, out of breath and very proud.

  From up there, they could see for miles and miles.
  It had been worth every single step.
  `,
  `
  El camino subía, y subía, y subía, cada vez más empinado.
  Delante de ellos había una cuesta tan empinada que parecía una pared.

  Se les cansaron las piernas. {companion} resoplaba y jadeaba.
  —No puedo —dijo {companion}, sentándose—. Es demasiado alto.

  ?young —Vamos a hacerlo a pasitos —dijo {hero}—. Diez pasos y un descanso.
  ?young {hero} le tendió la mano. —Juntos —dijo {hero}.
  ?old {hero} miró la cuesta y se dio cuenta de que subir en línea recta era lo más difícil.

  ?old —Iremos en zigzag —dijo {hero}—. De un lado a otro, como una serpiente. Es más largo, pero mucho más fácil.

  ?young Uno, dos, tres… hasta diez. Luego, un descanso. Luego, diez más.
  ?old Fueron de un lado a otro, un poco más arriba en cada curva, y al final no fue tan difícil.

  Por fin, llegaron arriba.
  Se sentaron, sin aliento y muy orgullosos.

  Desde allí arriba se veía todo, hasta muy, muy lejos.
  Había merecido la pena cada paso.
  `,
);

const RIDDLE = bi(
  `
  In the way stood a small round gate, painted blue, with a brass face on it.
  There was a little gate in the way, and it was locked.

  “To pass, you must answer my riddle,” said the gate, in a creaky, friendly voice.
  On the gate was a sign: “Answer my riddle, and I will open.”

  ?young “What has hands but cannot clap?”
  ?young “What has to be broken before you can use it?”
  ?old “The more of me you take, the more you leave behind. What am I?”
  ?old “I have cities but no houses, forests but no trees, and water but no fish. What am I?”

  {hero} and {companion} thought, and thought, and thought.
  {companion} suggested “a banana”, which was not right, but was very funny.

  ?young Then {hero} smiled. “A clock! Or an egg!” said {hero}, just to be sure.
  ?old Then {hero} smiled. “Footsteps! Or a map!” said {hero}, because one of them was bound to be right.

  The gate laughed a creaky laugh. “Close enough,” it said, and swung open.
  Click! The gate opened wide.
  `,
  `
  En el camino había una cancela pequeña y redonda, pintada de azul, con una carita de latón.
  Había una puertecita en mitad del camino, y estaba cerrada.

  —Para pasar, tenéis que adivinar mi acertijo —dijo la puerta, con una voz chirriante y simpática.
  En la puerta había un cartel: «Adivina mi acertijo y me abriré».

  ?young «Tiene agujas pero no cose. ¿Qué es?».
  ?young «Blanco por dentro, amarillo en el centro… ¿qué es?».
  ?old «Cuantos más das, más dejas atrás. ¿Qué son?».
  ?old «Tengo ciudades pero no casas, bosques pero no árboles, y agua pero no peces. ¿Qué soy?».

  {hero} y {companion} pensaron, y pensaron, y pensaron.
  {companion} propuso «un plátano», que no era la respuesta, pero tuvo mucha gracia.

  ?young Entonces {hero} sonrió. —¡Un reloj! ¡O un huevo! —dijo {hero}, por si acaso.
  ?old Entonces {hero} sonrió. —¡Los pasos! ¡O un mapa! —dijo {hero}, porque alguna de las dos tenía que ser.

  La puerta soltó una risa chirriante. —Casi, casi —dijo, y se abrió de par en par.
  ¡Clic! La puerta se abrió del todo.
  `,
);

export const GENERIC_OBSTACLES: readonly GenericObstacle[] = [
  { block: FOG, not: ['moon'] },
  { block: RAIN, not: ['moon'] },
  { block: FORK, not: ['sky', 'moon'] },
  { block: CLIMB, not: ['sky'] },
  { block: RIDDLE, not: [] },
];
