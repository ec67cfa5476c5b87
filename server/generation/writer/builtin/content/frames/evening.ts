/** Saying goodbye at the heart of the place, and the evening at home before the wind-down. */

import { bi } from '../../grammar/template';

export const FAREWELL = bi(
  `
  Before they left, {hero} took one last long look at {heart}, to keep it.
  They stayed a little longer than they meant to, because leaving a place like {heart} takes a while.
  ?old {hero} noticed that {heart} looked quite different now: not a place at the end of a long way, but a place with friends in it.

  {helper} walked with them as far as the edge of {place}. “Come back whenever you like,” {helper} said. “You know the way now.”
  ?young {companion} hugged everyone, twice, and one of them three times by mistake.
  ?big “We should do this again,” said {companion}. “Not tomorrow. Maybe next week. Tomorrow I'm sleeping.”

  ?toddler Goodbye, {heart}! Goodbye, {helper}! Goodbye, goodbye!
  They waved until {heart} was only a shape in the distance, and then they waved at the shape.
  ?old As they turned for home, {hero} felt both things at once: sad to leave and glad to go, which is how the best days end.
  `,
  `
  Antes de irse, {hero} miró {heart} una última vez, despacio, para guardarlo.
  Se quedaron un poco más de lo que pensaban, porque despedirse de un sitio como {heart} lleva su tiempo.
  ?old {hero} se dio cuenta de que {heart} ya parecía otro: no un sitio al final de un camino largo, sino un sitio con amigos.

  {helper} les acompañó hasta el borde {place.del}. —Volved cuando queráis —dijo—. Ya conocéis el camino.
  ?young {companion} abrazó a todo el mundo dos veces, y a alguien tres, sin querer.
  ?big —Tenemos que repetirlo —dijo {companion}—. Mañana no. La semana que viene. Mañana pienso dormir.

  ?toddler ¡Adiós, {heart}! ¡Adiós, {helper}! ¡Adiós, adiós!
  Se despidieron con la mano hasta que {heart} fue solo una forma a lo lejos, y luego se despidieron de la forma.
  ?old Al volver hacia casa, {hero} sintió las dos cosas a la vez: pena por irse y ganas de llegar, que es como acaban los mejores días.
  `,
);

export const EVENING = bi(
  `
  After supper, {hero} told the whole story again from the beginning, and this time {companion} did the sound effects.
  After supper, everybody wanted to hear about the day, so {hero} told it, and {companion} added the bits {hero} forgot.
  ?person {person} listened with wide eyes and said that {hero} had been very clever, very kind and very, very muddy.
  ?person {person}, {hero.s} {relation.bare}, wanted to hear the whole thing twice, and the best bit three times.

  ?toddler Story time! {hero} told the story. {companion} went {call}. Everyone clapped.
  ?old When {hero} got to the part about {before}, everyone went very quiet; and when {hero} got to the part about {owner}, everyone cheered.
  ?big {hero} left out one or two of the more embarrassing moments, and {companion} put them back in, in detail.

  Then there was a warm bath, with bubbles up to {hero.s} chin, and {companion} watching from the side to make sure the bubbles behaved.
  ?!carriable Then there was a warm bath for {hero}, while {companion} dozed by the fire, far too big for the bathtub and very glad of it.
  ?carriable Then there was a warm bath, and {companion} got one too, whether {companion.he} liked it or not (not).
  {hero} put the keepsake on the windowsill, where the moon could find it.
  ?old {hero} wrote the day down in a notebook, so as never to forget it: the places, the trouble, and the bit where it all came right.
  `,
  `
  Después de cenar, {hero} volvió a contar la historia desde el principio, y esta vez {companion} hizo los ruidos.
  Después de cenar, todos querían saber cómo había ido el día, así que {hero} lo contó, y {companion} añadió lo que a {hero} se le olvidaba.
  ?person {person} escuchó con los ojos muy abiertos y dijo que {hero} había sido muy list{hero.o}, muy buena gente y muy, muy embarrad{hero.o}.
  ?person {person} escuchó con los ojos muy abiertos y dijo que aquello había sido listísimo, bonísimo y, sobre todo, muy embarrado.
  ?person {person}, su {relation.bare}, quiso oír la historia entera dos veces, y lo mejor, tres.

  ?toddler ¡Hora del cuento! {hero} contó el cuento. {companion} hizo «{call}». Todos aplaudieron.
  ?old Cuando {hero} llegó a la parte {before.del}, todos se quedaron muy callados; y cuando llegó a la parte {owner.del}, todos lo celebraron.
  ?big {hero} se saltó uno o dos momentos algo vergonzosos, y {companion} los volvió a poner, con todo detalle.

  Luego hubo un baño calentito, con espuma hasta la barbilla, y {companion} vigilando desde el borde para que la espuma se portara bien.
  ?!carriable Luego hubo un baño calentito para {hero}, mientras {companion} dormitaba junto a la chimenea, demasiado grande para la bañera y encantad{pet.o} de serlo.
  ?carriable Luego hubo un baño calentito, y {companion} también se bañó, le gustara o no (no le gustaba).
  {hero} dejó el recuerdo del viaje en el alféizar, donde la luna pudiera encontrarlo.
  ?old {hero} apuntó el día en un cuaderno, para no olvidarlo nunca: los sitios, los líos, y el momento en que todo salió bien.
  `,
);

export const TOMORROW = bi(
  `
  “What shall we do tomorrow?” asked {companion}. “Something small,” said {hero}. “Like breakfast.”
  ?old “Tomorrow,” said {hero}, “let's do nothing at all, very slowly.” {companion} said it was the best plan yet.
  ?young “Can we go back one day?” asked {companion}. “One day,” said {hero}, “when our legs have forgotten.”
  ?situation {hero} thought about tomorrow, and for once it did not feel quite so big.
  `,
  `
  —¿Qué hacemos mañana? —preguntó {companion}. —Algo pequeñito —dijo {hero}—. Como desayunar.
  ?old —Mañana —dijo {hero}— no vamos a hacer nada de nada, muy despacio. —{companion} dijo que era el mejor plan hasta la fecha.
  ?young —¿Volveremos algún día? —preguntó {companion}. —Algún día —dijo {hero}—, cuando a las piernas se les haya olvidado.
  ?situation {hero} pensó en el día de mañana, y por una vez no le pareció tan grande.
  `,
);

export const LOW_COMFORT = bi(
  `
  {companion} leaned against {hero}, warm and solid, and did not say anything, which was exactly right.
  ?toddler Sad, sad, sad. Hug, hug, hug. A little bit better.
  ?old “We've come such a long way,” said {hero}. “That's what I'm thinking about,” said {companion}. “All that way. We don't give up after all that way.”
  ?big “This is the bit in the story where everything looks hopeless,” said {companion}. “It always turns round after this bit.” “Are you sure?” said {hero}. “No,” said {companion}. “But I've read a lot of stories.”
  `,
  `
  {companion} se apoyó en {hero}, calentit{pet.o} y firme, y no dijo nada, que era justo lo que hacía falta.
  ?toddler Pena, pena, pena. Abrazo, abrazo, abrazo. Un poquito mejor.
  ?old —Hemos llegado tan lejos —dijo {hero}. —En eso estoy pensando —dijo {companion}—. Tan lejos. No vamos a rendirnos después de llegar tan lejos.
  ?big —Esta es la parte del cuento en la que todo parece perdido —dijo {companion}—. Después de esta parte, siempre cambia. —¿Seguro? —dijo {hero}. —No —dijo {companion}—. Pero he leído muchos cuentos.
  `,
);
