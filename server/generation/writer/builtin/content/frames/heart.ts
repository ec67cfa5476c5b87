/** At the heart of the place: the moment before the ending is earned, and the thanks after it. */

import { bi } from '../../grammar/template';

export const HEART_MOMENT = bi(
  `
  {hero} stood very still and looked at everything, trying to work out what to do.
  For a moment {hero} did not move at all; everything they had come for was right here, and it was still not done.
  ?old This was the moment the whole day had been walking towards, and {hero} knew it.

  ?young {companion} pressed close. “What now?” {companion} whispered.
  ?old “Whatever you decide,” said {companion}, “I'm with you.” It was the nicest thing anyone had said all day.
  ?big “I'd like to point out,” whispered {companion}, “that we're extremely close to the good bit.”

  {hero} thought of {owner}, and of {helper}, and of all the way they had come; and then {hero} knew.
  ?visited {hero} remembered {before}, and what had worked there, and took a deep breath.
  `,
  `
  {hero} se quedó muy quiet{hero.o} mirándolo todo, intentando averiguar qué hacer.
  Durante un momento, {hero} no se movió: todo lo que habían venido a buscar estaba allí, y aún no estaba hecho.
  ?old Era el momento hacia el que había caminado todo el día, y {hero} lo sabía.

  ?young {companion} se acercó mucho. —¿Y ahora qué? —susurró.
  ?old —Decidas lo que decidas —dijo {companion}—, yo estoy contigo. —Era lo más bonito que le habían dicho en todo el día.
  ?big —Me gustaría señalar —susurró {companion}— que estamos rozando la parte buena.

  {hero} pensó en {owner}, y en {helper}, y en todo el camino recorrido; y entonces lo supo.
  ?visited {hero} se acordó {before.del}, y de lo que había funcionado allí, y respiró hondo.
  `,
);

export const THANKS = bi(
  `
  ?!shape-mend “Thank you,” said {owner}, and it was the kind of thank you that you keep for a long time.
  ?!shape-mend {owner} could not stop smiling, and it was catching: soon everyone was smiling.
  ?old ?!shape-mend {owner} said thank you in three different ways, and then, lost for words, just held {hero.s} hand.
  ?shape-mend {owner} came back to life with a hum and a glow, as if saying thank you in the only way it knew.
  ?shape-mend All around {heart}, things began to stir and shine again, now that {owner} was whole.

  Just then {helper} arrived, out of breath, and saw at once that everything was all right.
  {helper} came hurrying up and stopped, amazed. “You did it,” {helper} said. “You really did it.”

  ?!shape-mend {owner} gave {hero} a small keepsake to remember the day by: a smooth, shiny pebble from the heart of {place}.
  ?!shape-mend As a thank-you, {owner} gave them a little ribbon to keep, the colour of the sky at {heart}, and {hero} put it safely in {hero.his} pocket.
  ?shape-mend {helper} gave {hero} a small keepsake to remember the day by: a smooth, shiny pebble from the heart of {place}.
  ?toddler A present! For {hero}! And one for {companion} too!
  `,
  `
  ?!shape-mend —Gracias —dijo {owner}, y fue uno de esos «gracias» que se guardan mucho tiempo.
  ?!shape-mend {owner} no podía dejar de sonreír, y se contagiaba: enseguida estaban todos sonriendo.
  ?old ?!shape-mend {owner} dio las gracias de tres maneras distintas y luego, sin palabras, cogió la mano de {hero}.
  ?shape-mend {owner} volvió a la vida con un zumbido y un brillo, como si diera las gracias de la única forma que sabía.
  ?shape-mend Por todo {heart}, las cosas empezaron a moverse y a brillar otra vez, ahora que {owner} volvía a estar entero.

  Justo entonces llegó {helper}, sin aliento, y vio enseguida que todo estaba bien.
  {helper} llegó corriendo y se paró, asombrad{helper.o}. —Lo habéis conseguido —dijo—. De verdad que lo habéis conseguido.

  ?!shape-mend {owner} le regaló a {hero} un recuerdo del día: una piedrecita lisa y brillante del corazón {place.del}.
  ?!shape-mend Para darles las gracias, {owner} les regaló una cintita del color del cielo, y {hero} la guardó bien en el bolsillo.
  ?shape-mend {helper} le regaló a {hero} un recuerdo del día: una piedrecita lisa y brillante del corazón {place.del}.
  ?toddler ¡Un regalo! ¡Para {hero}! ¡Y otro para {companion}!
  `,
);

export const CALLBACKS = bi(
  `
  ?visited At {before}, the creatures they had met came out to wave, and {companion} waved back with everything {companion.he} had.
  ?visited When they passed {before}, it was all quiet and friendly, as if nothing difficult had ever happened there.
  Everywhere they went, somebody seemed to have heard the news already: news travels fast in {place}.

  {hero} touched the keepsake in {hero.his} pocket every now and then, to make sure the day had really happened.
  ?old “Do you think we'll come back?” asked {companion}. “I think,” said {hero}, “{place} will still be here when we do.”
  ?toddler Bye-bye, {place}! Bye-bye! See you soon!
  `,
  `
  ?visited En {before}, las criaturas que habían conocido salieron a decirles adiós, y {companion} les devolvió el saludo con todas sus fuerzas.
  ?visited Cuando pasaron por {before}, todo estaba tranquilo y amable, como si allí nunca hubiera pasado nada difícil.
  Por donde pasaban, todo el mundo parecía conocer ya la noticia: las noticias vuelan en {place}.

  {hero} tocaba de vez en cuando el recuerdo que llevaba en el bolsillo, para comprobar que el día había pasado de verdad.
  ?old —¿Crees que volveremos? —preguntó {companion}. —Creo —dijo {hero}— que {place} seguirá aquí cuando volvamos.
  ?toddler ¡Adiós, {place}! ¡Adiós! ¡Hasta pronto!
  `,
);

export const LAST_STRETCH = bi(
  `
  The last stretch of the way to {heart} was the longest, the way last stretches always are.
  From {station}, the way wound on towards {heart}, and they could see it now, then not, then again, closer each time.
  ?old Neither of them said much on the last stretch; there was too much to think about, and too much to hope.

  {companion} walked very close to {hero}, so close their shoulders bumped.
  ?young {companion} asked if they were there yet four times, and the fifth time, they very nearly were.
  ?big “When we get there,” said {companion}, “I'd like it known that I never doubted us. Much.”

  ?!space ?day The light was turning golden, and their shadows stretched out long in front of them, as if hurrying ahead.
  ?space Their long black shadows ran ahead of them over the grey dust, pointing the way.
  `,
  `
  El último tramo hasta {heart} fue el más largo, como pasa siempre con los últimos tramos.
  Desde {station}, el camino serpenteaba hacia {heart}, y ya lo veían: ahora sí, ahora no, ahora otra vez, cada vez más cerca.
  ?old En el último tramo casi no hablaron; había demasiado en qué pensar, y demasiado que esperar.

  {companion} caminaba tan cerca de {hero} que se chocaban los hombros.
  ?young {companion} preguntó si ya habían llegado cuatro veces, y a la quinta casi era verdad.
  ?big —Cuando lleguemos —dijo {companion}—, quiero que conste que nunca dudé de nosotros. Mucho.

  ?!space ?day La luz se estaba volviendo dorada, y sus sombras se estiraban delante de ellos, como si tuvieran prisa.
  ?space Sus largas sombras negras corrían delante de ellos sobre el polvo gris, señalando el camino.
  `,
);

export const AFTERGLOW = bi(
  `
  Then everyone sat down together at {heart}, and there was something to eat, and a great deal to talk about.
  Word spread, and soon creatures were coming from all over {place} to hear what had happened.
  ?old {helper} told them a story about {heart} from long ago, and {hero} listened, and thought that one day this would be a story too.

  ?young {companion} told the story of the day to anyone who would listen, and some of it was even true.
  ?old {companion} told the story of the day with a great deal of waving, making {companion.self} rather braver than {companion} had been.
  {creature.a} crept up to sit beside {hero}, as if it wanted to be near the one who had done it.
  `,
  `
  Luego se sentaron todos juntos junto {heart.al}, y hubo algo de comer, y muchísimo de qué hablar.
  La noticia corrió, y enseguida empezaron a llegar criaturas de todo {place} para enterarse de lo que había pasado.
  ?old {helper} les contó una historia antigua {heart.del}, y {hero} la escuchó pensando que algún día esto también sería una historia.

  ?young {companion} contó la historia del día a todo el que quiso escucharla, y parte de ella era hasta verdad.
  ?old {companion} contó la historia del día moviendo mucho las patas, y se puso a sí mism{pet.o} bastante más valiente de lo que había sido.
  {creature.a} se acercó despacito a sentarse junto a {hero}, como si quisiera estar cerca de quien lo había conseguido.
  `,
);
