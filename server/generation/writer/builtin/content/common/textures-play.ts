/** Small scenes of play: a snack, counting together, a walking song, a rhyme, the favourite thing. */

import { bi } from '../../grammar/template';

export const SNACK = bi(
  `
  “I'm hungry,” said {companion}.
  {companion.s} tummy rumbled: grumble, grumble.
  It was time for a snack.
  {hero} opened the backpack. “Snack time!”
  They found a good spot for a little picnic.

  They shared {snack}.
  Out came {snack}.
  {hero} had brought {snack}.
  They sat side by side and ate {snack}.

  It tasted even better outdoors.
  {companion} ate so fast that crumbs went everywhere.
  {hero} saved a few crumbs for the birds.
  “Mmm,” said {companion}. “Delicious.”
  Everything tastes better when you share it.
  `,
  `
  —Tengo hambre —dijo {companion}.
  A {companion} le sonaron las tripas: grrr, grrr.
  Era hora de tomar algo.
  {hero} abrió la mochila. —¡A comer algo!
  Buscaron un buen sitio para hacer un pequeño pícnic.

  Compartieron {snack}.
  De la mochila sacaron {snack}.
  {hero} había traído {snack}.
  Se sentaron juntitos y comieron {snack}.

  Al aire libre, todo sabía aún más rico.
  {companion} comía tan deprisa que las migas volaban por todas partes.
  {hero} guardó unas migas para los pájaros.
  —Mmm —dijo {companion}—. Riquísimo.
  Todo sabe mejor cuando se comparte.
  `,
);

export const COUNTING = bi(
  `
  ?young “Let's count {count}!” said {hero}.
  ?young {companion} spotted some {count.pl}. “Let's count them!”
  ?young “How many {count.pl} can you see?” asked {hero}.

  ?young {count.list}.
  ?young They counted together: {count.list}.

  ?young “{count.total}!” said {companion} proudly.
  ?young “That's {count.total},” said {hero}.
  ?young There were {count.total} altogether.

  ?young {companion} wanted to count them all again, just to be sure.
  ?young “Now backwards!” said {companion}, but that was much harder.
  ?young Counting things is fun when you do it with a friend.
  `,
  `
  ?young —¡Vamos a contar {count}! —dijo {hero}.
  ?young {companion} vio {count.pl} por todas partes. ¡Había un montón!
  ?young —¿Contamos {count}? —preguntó {hero}.

  ?young {count.list}.
  ?young Contaron juntos: {count.list}.

  ?young —¡{count.total}! —dijo {companion}, muy orgullos{pet.o}.
  ?young —Son {count.total} —dijo {hero}.
  ?young Había {count.total} en total.

  ?young {companion} quiso volver a contar, por si acaso.
  ?young —¡Ahora hacia atrás! —dijo {companion}, pero eso era mucho más difícil.
  ?young Contar cosas es divertido cuando lo haces con un amigo.
  `,
);

export const SONG = bi(
  `
  ?young {hero} began to sing a little walking song:
  ?young {companion} made up a song as they went:
  ?young To make the way feel shorter, they sang:

  ?young “Walking, walking, here we go, over the hills and down below!”
  ?young “One little step and two little feet, the world is wide and the air is sweet!”
  ?young “Tra-la-la, the sun is high, a friend beside me, a bird in the sky!”
  ?young “Hop and skip and off we go, fast or steady, quick or slow!”
  ?young “Boots on the path and a song in my head, we'll be home in time for bed!”
  ?young “The wind goes whoosh and the leaves go by, we'll keep on going, you and I!”
  ?young “Little feet and big, big dreams, nothing is as far as it seems!”
  ?young “Dum-de-dum, the way is long, it's shorter with a walking song!”

  ?young {companion} joined in<< on the last bit, a little out of tune>>.
  ?young They sang it all the way to the next bend.
  ?young A bird in a bush whistled along.
  `,
  `
  ?young {hero} se puso a cantar una cancioncita de caminar:
  ?young {companion} se inventó una canción por el camino:
  ?young Para que el camino se hiciera más corto, cantaron:

  ?young «Caminando, caminando, por el monte voy cantando».
  ?young «Un pasito y otro más, el camino acabarás».
  ?young «Tralarí, tralalá, mi amigo conmigo va».
  ?young «Salta, salta sin parar, que hoy nos vamos a explorar».
  ?young «Con las botas y una canción, late fuerte el corazón».
  ?young «Pies pequeños, sueños grandes, no hay camino que no andes».
  ?young «Tarará, qué largo es, pero cantando lo andaré».
  ?young «Sopla el viento, sopla ya, mi amigo y yo vamos allá».

  ?young {companion} se unió a la canción<< en la última parte, un poquito desafinad{pet.o}>>.
  ?young La cantaron hasta la siguiente curva del camino.
  ?young Un pájaro escondido en un arbusto silbó con ellos.
  `,
);

export const RHYME = bi(
  `
  ?!big {hero} made up a rhyme:
  ?!big {companion} had a rhyme for the way:
  ?!big “I've got a rhyme!” said {hero}.

  ?!big “Up the hill and down the hill, the wind is soft, the trees are still.”
  ?!big “Big and small and short and tall, friends are the best thing of all.”
  ?!big “Red and yellow, green and blue, I've got a friend, and it is you.”
  ?!big “The sun is round, the grass is green, the nicest day I've ever seen.”
  ?!big “Left foot, right foot, one, two, three, what a lot of things to see!”
  ?!big “A bug, a bee, a bird, a tree, so many friends for you and me.”
  ?!big “Twinkle, sparkle, shine and glow, onward, onward, off we go.”
  ?!big “Crunchy leaves beneath our feet, every step a little treat.”
  ?!big “Splish and splash and pitter-pat, a puddle here, and then a cat!”

  ?!big {companion} clapped.
  ?!big {companion} tried to make a rhyme too, but it ended with “orange”, and nothing rhymes with orange.
  ?!big They said it together, and then they made up another line, and it was even sillier.
  `,
  `
  ?!big {hero} se inventó una rima:
  ?!big {companion} tenía una rima para el camino:
  ?!big —¡Tengo una rima! —dijo {hero}.

  ?!big «Grande y pequeño, bajito y alto, juntos damos un gran salto».
  ?!big «Rojo, amarillo, verde y azul, mi mejor amigo eres tú».
  ?!big «El sol es redondo, la hierba es verde, quien camina alegre nunca se pierde».
  ?!big «Pie derecho, pie izquierdo, uno, dos y tres, cuántas cosas bonitas ves».
  ?!big «Un bicho, una abeja, un pájaro, un pino, cuántos amigos en el camino».
  ?!big «Brilla, brilla, brilla más, adelante, sin mirar atrás».
  ?!big «Hojas que crujen bajo los pies, cada paso es un juego, ¿lo ves?».
  ?!big «Paso a paso, sin parar, vamos juntos a explorar».
  ?!big «Chapotea en el charquito, salta, salta, saltamontes chiquitito».

  ?!big {companion} aplaudió.
  ?!big {companion} intentó hacer una rima, pero terminaba en «murciélago», y nada rima con murciélago.
  ?!big La dijeron a la vez, y luego se inventaron otro verso, todavía más gracioso.
  `,
);

export const FAVOURITE = bi(
  `
  ?fav {hero} took out {fav}.
  ?fav {hero} had not forgotten {fav}.
  ?fav It was the perfect moment for {fav}.

  ?fav-fly {hero} let {fav} fly high in the wind<<, tugging and dancing on its string>>.
  ?fav-fly Up went {fav}, higher and higher, and {companion} cheered.
  ?fav-play {hero} and {companion} played with {fav} until they were out of breath.
  ?fav-play {hero} showed {companion} a brand-new game with {fav}.
  ?fav-hug {hero} gave {fav} a big squeeze.
  ?fav-hug {hero} tucked {fav} under one arm, warm and snug.
  ?fav-read {hero} read a page of {fav} out loud.
  ?fav-read They looked at the pictures in {fav} together.
  ?fav-ride {hero} zoomed along on {fav}, and {companion} raced alongside.
  ?fav-ride {hero} rode {fav} in a wide, happy circle.
  ?fav-wear {hero} put on {fav} and felt ready for anything.
  ?fav-wear With {fav} on, {hero} felt ten feet tall.
  ?fav-music {hero} played a little tune with {fav}.
  ?fav-music {hero} tapped out a happy rhythm with {fav}: tum, tum, ta-tum.
  ?fav-look {hero} looked through {fav} and saw everything up close.
  ?fav-look With {fav}, {hero} spotted things nobody else could see.
  ?fav-draw {hero} drew a picture of {companion} with {fav}.
  ?fav-draw {hero} used {fav} to draw the view, colour by colour.

  ?fav “This is my favourite thing in the whole world,” said {hero}.
  ?fav {companion} wanted a turn, so they took turns.
  ?fav It was just the thing to make a good day even better.
  `,
  `
  ?fav {hero} sacó {fav}.
  ?fav {hero} no se había olvidado de {fav}.
  ?fav Era el momento perfecto para {fav}.

  ?fav-fly {hero} dejó que {fav} volara alto con el viento<<, tirando del hilo y bailando en el aire>>.
  ?fav-fly {fav} subió y subió, cada vez más alto, y {companion} lo celebró dando saltos.
  ?fav-play {hero} y {companion} jugaron con {fav} hasta quedarse sin aliento.
  ?fav-play {hero} le enseñó a {companion} un juego nuevo con {fav}.
  ?fav-hug {hero} le dio un achuchón a {fav}.
  ?fav-hug {hero} llevaba {fav} bajo el brazo, calentit{fav.o} y blandit{fav.o}.
  ?fav-read {hero} leyó en voz alta una página de {fav}.
  ?fav-read Miraron juntos los dibujos de {fav}.
  ?fav-ride {hero} iba a toda velocidad con {fav}, y {companion} corría al lado.
  ?fav-ride {hero} dio una vuelta enorme y feliz con {fav}.
  ?fav-wear {hero} se puso {fav} y, de repente, todo parecía posible.
  ?fav-wear Con {fav} puest{fav.o}, {hero} se sentía como un gigante.
  ?fav-music {hero} tocó una cancioncita con {fav}.
  ?fav-music {hero} marcó un ritmo alegre con {fav}: pom, pom, pom-pom.
  ?fav-look {hero} miró a través de {fav} y lo vio todo de cerca.
  ?fav-look Con {fav}, {hero} descubrió cosas que nadie más veía.
  ?fav-draw {hero} hizo un dibujo de {companion} con {fav}.
  ?fav-draw {hero} usó {fav} para dibujar el paisaje, color a color.

  ?fav —Es lo que más me gusta del mundo entero —dijo {hero}.
  ?fav {companion} quiso probar también, así que se turnaron.
  ?fav Era justo lo que hacía falta para que un buen día fuera todavía mejor.
  `,
);
