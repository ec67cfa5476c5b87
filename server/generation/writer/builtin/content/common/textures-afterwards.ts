/**
 * After the turning point: a moment to admire what was found, and memories of the way there (one
 * for each place passed, so a long story has a long memory).
 */

import { bi } from '../../grammar/template';

export const ADMIRE = bi(
  `
  {hero} looked at {object} for a long, long time.
  For a while, nobody said anything; they just looked at {object}.
  {companion} crept closer to have a better look at {object}.

  {object} {object.was} even more wonderful than they had imagined<<, the way the very best things often are>>.
  Everything seemed to glow a little, as if the whole place were happy.
  Up close, there were tiny details that nobody had ever told them about.

  “We really did it,” whispered {hero}, as if saying it too loudly might make it all disappear.
  “{helper} is going to be so happy,” said {companion}.
  “I can't believe it,” said {companion}, for the third time.

  {hero} made sure everything was safe<<, checking twice, because some things are too important to check only once>>.
  They sat for a moment and let the happy feeling settle, like snow in a snow globe.
  `,
  `
  {hero} se quedó mirando {object} muchísimo rato.
  Durante un rato, nadie dijo nada; solo miraban {object}.
  {companion} se acercó despacito para ver mejor {object}.

  {object} era{object.n} todavía más maravillos{object.o} de lo que habían imaginado<<, como pasa a menudo con las cosas más bonitas>>.
  Todo parecía brillar un poquito, como si el lugar entero estuviera contento.
  De cerca se veían detalles diminutos de los que nadie les había hablado nunca.

  —De verdad lo hemos conseguido —susurró {hero}, como si decirlo muy alto pudiera hacerlo desaparecer todo.
  —{helper} se va a poner contentísim{role.o} —dijo {companion}.
  —No me lo puedo creer —dijo {companion}, por tercera vez.

  {hero} comprobó que todo estaba a salvo<<, y lo comprobó dos veces, porque hay cosas demasiado importantes para comprobarlas solo una>>.
  Se quedaron un momento sentados, dejando que la alegría se posara, como la nieve en una bola de cristal.
  `,
);

export const REMEMBER_THE_WAY = bi(
  `
  ?visited {hero} thought back to {visited}.
  ?visited “Do you remember {visited}?” asked {companion}.
  ?visited They talked about {visited}, and everything that had happened there.
  ?visited {companion} was still thinking about {visited}.

  ?visited It seemed a long time ago now, though it had not been long at all.
  ?visited They laughed about the funny parts and went quiet about the brave parts.
  ?visited It had not been easy, but they had done it together.
  ?visited {hero} decided it would make a very good story to tell at home.

  “We've come such a long way,” said {hero}.
  {companion} said that adventures are best when you look back on them with a friend.
  Every step of the way, {hero} thought, had been worth it.
  `,
  `
  ?visited {hero} se acordó {visited.del}.
  ?visited —¿Te acuerdas {visited.del}? —preguntó {companion}.
  ?visited Hablaron {visited.del} y de todo lo que había pasado allí.
  ?visited {companion} seguía pensando en {visited}.

  ?visited Parecía que había pasado muchísimo tiempo, aunque en realidad no había sido tanto.
  ?visited Se rieron de las partes graciosas y se quedaron callados al recordar las partes valientes.
  ?visited No había sido fácil, pero lo habían hecho juntos.
  ?visited {hero} decidió que sería una historia estupenda para contar en casa.

  —Hemos llegado muy lejos —dijo {hero}.
  {companion} dijo que las aventuras son mejores cuando se recuerdan con un amigo.
  Cada paso del camino, pensó {hero}, había merecido la pena.
  `,
);
