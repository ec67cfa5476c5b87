/**
 * The frames of a story's second half, shared by every theme: around each obstacle, the arrival at
 * the heart of the place, the happy ending and the way home.
 */

import { bi } from '../../grammar/template';

export const OBSTACLE_INTRO = bi(
  `
  They came to {landmark}.
  Soon the way led them to {landmark}.
  A little further on, they reached {landmark}.
  Next, the path took them to {landmark}.
  Before long, they found themselves at {landmark}.
  After a while, they arrived at {landmark}.
  Step by step, they made their way to {landmark}.

  But there was a problem.
  But then, something went wrong.
  And that is where the trouble began.
  But it was not going to be easy.
  But just then, they had to stop.
  Oh dear. Something was not right.
  `,
  `
  Llegaron {landmark.al}.
  Pronto el camino los llevó hasta {landmark}.
  Un poco más adelante, llegaron {landmark.al}.
  Después, el sendero los condujo hasta {landmark}.
  Al poco rato, se encontraron junto {landmark.al}.
  Tras un buen rato de camino, alcanzaron {landmark}.
  Paso a paso, fueron acercándose {landmark.al}.

  Pero había un problema.
  Pero entonces, algo salió mal.
  Y fue allí donde empezó el lío.
  Pero no iba a ser nada fácil.
  Pero justo entonces tuvieron que pararse.
  Vaya, vaya. Algo no iba bien.
  `,
);

export const OBSTACLE_OUTRO = bi(
  `
  “We did it!” cheered {hero}.
  “Phew!” said {hero}, laughing.
  They had done it, together.
  {companion} did a little victory dance.
  “That was clever,” said {companion}, and {hero} grinned.
  “Well, that was an adventure,” said {companion}, smoothing down a ruffled ear.

  ?quest {hero} patted the pocket where {token} was kept safe.
  ?quest {hero} checked {token}. It was still safe.
  Feeling proud, they went on their way.
  With happy hearts, they carried on.
  They rested for a moment, and then they walked on.
  They were a very good team, {hero} and {companion}.
  `,
  `
  —¡Lo conseguimos! —exclamó {hero}.
  —¡Uf! —dijo {hero}, riendo.
  Lo habían logrado, juntos.
  {companion} bailó un bailecito de victoria.
  —Qué buena idea has tenido —dijo {companion}, y {hero} sonrió de oreja a oreja.
  —Vaya aventura —dijo {companion}, alisándose una oreja despeinada.

  ?quest {hero} tocó el bolsillo donde guardaba {token}.
  ?quest {hero} comprobó que {token} seguía a salvo. Y así era.
  Con el corazón contento, siguieron su camino.
  Con mucha alegría, continuaron adelante.
  Descansaron un momentito, y luego siguieron andando.
  Hacían muy buen equipo, {hero} y {companion}.
  `,
);

export const TURN_INTRO = bi(
  `
  At last, they reached {heart}.
  And then, at last, there it was: {heart}.
  The path ended at {heart}.

  It was [quiet|quiet and still], [and everything seemed to be waiting|as if the whole place were holding its breath].
  {hero} and {companion} stood close together.
  Everything was very still. Even the wind was listening.
  `,
  `
  Por fin llegaron {heart.al}.
  Y entonces, por fin, allí estaba: {heart}.
  El camino terminaba en {heart}.

  Todo estaba en silencio, [como si esperara algo|como si el lugar entero contuviera la respiración].
  {hero} y {companion} se quedaron muy juntitos.
  Todo estaba muy quieto. Hasta el viento escuchaba.
  `,
);

export const HELPER_RETURNS = bi(
  `
  {helper} came hurrying up, smiling from ear to ear.
  Just then, {helper} arrived, out of breath and smiling.
  And who should come along at that very moment but {helper}!
  `,
  `
  {helper} llegó corriendo, con una sonrisa de oreja a oreja.
  Justo entonces apareció {helper}, sin aliento y sonriendo.
  ¿Y quién llegó en ese preciso momento? ¡{helper}!
  `,
);

export const RESOLVE = bi(
  `
  “You did it, {hero}!” cried {helper}.
  “Oh, well done, both of you!” said {helper}, clapping.

  {helper} gave {hero} a big hug, and {companion} a gentle pat.
  {helper} thanked {hero} and {companion} again and again.

  “How did you know what to do?” asked {helper}.
  “Whatever would we do without you two?” said {helper}.

  “We helped each other,” said {hero}.
  {hero} smiled. “{companion} helped me, and I helped {companion}.”
  “It was teamwork,” said {companion} proudly.

  It was [the best feeling in the world|the warmest, proudest, happiest feeling in the whole world].
  Everybody laughed, and the air felt full of sunshine.
  `,
  `
  —¡Lo has conseguido, {hero}! —exclamó {helper}.
  —¡Qué maravilla, qué bien lo habéis hecho! —dijo {helper}, aplaudiendo.

  {helper} le dio a {hero} un abrazo enorme, y a {companion}, una caricia en la cabeza.
  {helper} les dio las gracias a {hero} y a {companion} una y otra vez.

  —¿Cómo supiste lo que había que hacer? —preguntó {helper}.
  —¿Qué haríamos sin vosotros dos? —dijo {helper}.

  —Nos ayudamos mutuamente —respondió {hero}.
  —{companion} me ayudó a mí, y yo ayudé a {companion} —dijo {hero}, sonriendo.
  —Ha sido trabajo en equipo —dijo {companion}, muy orgullos{pet.o}.

  Era [la mejor sensación del mundo|la sensación más cálida, más orgullosa y más feliz del mundo entero].
  Todos se rieron, y el aire pareció llenarse de sol.
  `,
);

export const HOMECOMING = bi(
  `
  Then it was time to go home.
  “Time to go home,” said {helper} kindly.
  The day was nearly over, and home was waiting.

  They said goodbye to {helper} and promised to visit again soon.
  {helper} waved and waved until they were out of sight.
  “Come back soon,” said {helper}, and they promised they would.

  They went home {travel}, slowly this time.
  The way home felt shorter, the way home always does.

  ?visited On the way, they passed {visited} again<< and remembered everything that had happened there>>.
  ?visited “Look, {visited}!” said {companion}, as they went by.
  {companion} was so tired that {hero} carried {companion} for the last little bit.

  At last, there was {home}, with a warm light in the window.
  Soon they could see {home}, glowing softly in the dusk.
  `,
  `
  Entonces llegó la hora de volver a casa.
  —Es hora de volver a casa —dijo {helper} con cariño.
  El día casi había terminado, y la casa los esperaba.

  Se despidieron de {helper} y prometieron volver pronto.
  {helper} les dijo adiós con la mano hasta que los perdió de vista.
  —Volved pronto —dijo {helper}, y ellos prometieron que volverían.

  Volvieron a casa {travel}, esta vez sin prisa.
  El camino de vuelta se les hizo más corto, como pasa siempre.

  ?visited Por el camino volvieron a pasar por {visited}<< y recordaron todo lo que había ocurrido allí>>.
  ?visited —¡Mira, {visited}! —dijo {companion} al pasar.
  {companion} estaba tan cansad{pet.o} que {hero} tuvo que llevarl{pet.o} en brazos el último trocito.

  Por fin apareció {home}, con una luz cálida en la ventana.
  Pronto vieron {home}, que brillaba suavemente en el anochecer.
  `,
);
