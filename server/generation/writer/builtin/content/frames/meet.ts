/**
 * Someone met on the way who knows something: where the clue leads, what happened to the want, how
 * far there is still to go. It moves the story on, and it is always about this story's want.
 */

import { bi } from '../../grammar/template';

export const MEET = bi(
  `
  Near {station} they met {creature.a}, who looked as if it had been waiting to tell someone something.
  Sitting on a stone at {station} was {creature.a}, watching them come with bright, curious eyes.
  ?old Someone had been watching them for a while: {creature.a}, perched near {station}, pretending not to.

  “You're looking for {want}, aren't you?” it said. “Everybody here knows about {want}.”
  “Are you the ones going to {owner}?” it asked. “Word gets about in {place}.”
  ?old “I wondered when someone would come,” it said. “Nobody round here has talked about anything but {want} all week.”

  ?toddler “Hello,” said {hero}. “Hello,” said the {creature.bare}. “Hello, hello!” said {companion}.
  “Do you know which way?” asked {hero}. The {creature.bare} thought hard, which made its whole face crinkle.
  ?big “We'd be grateful for any information,” said {companion}, very formally, and the {creature.bare} looked impressed.

  “Follow {clue},” it said at last, “past the next bend, and don't go the way that looks easiest.”
  “I saw {clue} this morning,” it said, “going that way, towards {heart}.”
  ?old “Be careful further on,” it said. “The way gets harder before it gets easier. Most good ways do.”

  ?young “Thank you!” said {hero} and {companion} together, and the {creature.bare} looked very pleased.
  ?old {hero} thanked it properly, and it wished them luck in a voice so small they nearly missed it.
  They waved goodbye and went on, a little surer of the way.
  `,
  `
  Cerca {station.del} se encontraron con {creature.a} que parecía estar esperando a alguien para contarle algo.
  Sentad{creature.o} en una piedra junto {station.al} estaba {creature.a}, mirándolos llegar con ojos brillantes y curiosos.
  ?old Alguien les estaba observando desde hacía un rato: {creature.a}, cerca {station.del}, disimulando.

  —Buscáis {want}, ¿verdad? —les dijo—. Aquí todo el mundo sabe lo {want.del}.
  —¿Sois los que vais a ver {owner.al}? —preguntó—. En {place} las noticias corren.
  ?old —Me preguntaba cuándo vendría alguien —dijo—. Por aquí no se habla de otra cosa que {want.del} en toda la semana.

  ?toddler —Hola —dijo {hero}. —Hola —dijo {creature}. —¡Hola, hola! —dijo {companion}.
  —¿Sabes por dónde hay que ir? —preguntó {hero}. {creature} se puso a pensar tan fuerte que se le arrugó toda la cara.
  ?big —Le agradeceríamos cualquier información —dijo {companion}, muy formal, y {creature.al} le impresionó muchísimo.

  —Seguid {clue} —dijo por fin—, pasada la siguiente curva, y no vayáis por donde parezca más fácil.
  —Esta mañana vi {clue} —dijo—, que iba hacia allá, hacia {heart}.
  ?old —Tened cuidado más adelante —dijo—. El camino se pone más difícil antes de ponerse fácil. Como casi todos los buenos caminos.

  ?young —¡Gracias! —dijeron {hero} y {companion} a la vez, y {creature.al} se le puso cara de felicidad.
  ?old {hero} le dio las gracias como es debido, y {creature} les deseó suerte con una vocecita tan bajita que casi no la oyeron.
  Se despidieron con la mano y siguieron adelante, un poco más seguros del camino.
  `,
);
