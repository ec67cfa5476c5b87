/**
 * The frames of a story's first half, shared by every theme: the opening at home, the helper's visit,
 * setting off, arriving, and the line that opens every later chapter by saying where we are.
 */

import { bi } from '../../grammar/template';

export const OPENING = bi(
  `
  Once upon a time, in {home.a}, there lived a child called {hero}.
  In {home.a}, not far from {place}, lived a child named {hero}.
  This is a story about {hero}, who lived in {home.a}.
  Once there was a child called {hero}, who lived in {home.a}<< with a garden full of wild flowers>>.

  ?!pet {hero.s} best friend was {companion}, {pet.a} with bright, shiny eyes.
  ?!pet {hero} shared every adventure with {companion}, {pet.a} [who loved surprises|who loved surprises almost as much as breakfast].
  ?pet {hero} had {pet.a} called {companion}, the best pet in the whole wide world.
  ?pet Every morning, {companion} the {pet.bare} woke {hero} up with a happy nudge.

  That morning, {sky}.
  It was a bright new morning, and {sky}.
  Outside the window, {sky}.

  {hero} and {companion} were having breakfast[| at the little kitchen table, swinging their legs].
  {hero} was building a tower of cushions, and {companion} was helping, mostly by sitting on them.
  {hero} was drawing a picture of the sea, and {companion} was watching every line.
  {hero} and {companion} were playing hide-and-seek behind the curtains<<, although the tip of a tail always gave the game away>>.

  There was a crumb on the end of {companion.s} nose, and {hero} laughed.
  “What a lovely day for something exciting,” said {hero}.
  It felt like the kind of day when something wonderful might happen.
  ?fav {hero.s} favourite thing in the world, {fav.bare}, was waiting by the door, just in case.
  `,
  `
  Había una vez, en {home.a}, alguien muy especial que se llamaba {hero}.
  Esta es la historia de {hero}, que vivía en {home.a}.
  En {home.a}, no muy lejos {place.del}, vivía {hero}.
  Había una vez, en {home.a}<< con un jardín lleno de flores silvestres>>, alguien muy especial: {hero}.

  ?!pet Su mejor amig{pet.o} era {companion}, {pet.a} de ojos brillantes.
  ?!pet {hero} lo compartía todo con {companion}, {pet.a} a quien le encantaban las sorpresas<< casi tanto como el desayuno>>.
  ?pet {hero} tenía {pet.a} que se llamaba {companion}, la mejor mascota del mundo entero.
  ?pet Cada mañana, {companion}, {pet} de la casa, despertaba a {hero} con un empujoncito cariñoso.

  Aquella mañana, {sky}.
  Era una mañana nueva y luminosa, y {sky}.
  Al otro lado de la ventana, {sky}.

  {hero} y {companion} estaban desayunando[| en la mesita de la cocina, balanceando las piernas].
  {hero} construía una torre de cojines, y {companion} ayudaba, sobre todo sentándose encima.
  {hero} dibujaba el mar, y {companion} miraba cada rayita con mucha atención.
  {hero} y {companion} jugaban al escondite detrás de las cortinas<<, aunque la punta de una cola siempre los delataba>>.

  {companion} tenía una miga en la punta de la nariz, y {hero} se echó a reír.
  —Qué día tan bonito para algo emocionante —dijo {hero}.
  Parecía uno de esos días en los que puede pasar algo maravilloso.
  ?fav Lo que más le gustaba a {hero} en el mundo, {fav}, esperaba junto a la puerta, por si acaso.
  `,
);

export const HELPER_ARRIVES = bi(
  `
  Just then, there was a knock at the door: knock, knock, knock!
  Suddenly, someone tapped at the window: tap, tap, tap.
  Just then, the garden gate creaked open.

  It was {helper}, {role.a}.
  There stood {helper}, {role.a}.
  In came {helper}, {role.a}<<, with a voice as soft as a feather pillow>>.

  {helper} lived near {place} and knew every corner of it.
  Everybody knew that nobody knew {place} better than {helper}.
  {helper} had walked all over {place}, more times than anyone could count.

  {helper} looked a little worried.
  {helper} had a worried little frown.
  {helper} was out of breath, as if in a very great hurry.
  `,
  `
  Justo entonces, alguien llamó a la puerta: toc, toc, toc.
  De pronto, alguien dio unos golpecitos en la ventana: tic, tic, tic.
  En ese momento, la verja del jardín chirrió al abrirse.

  Era {helper}, {role.a}.
  Allí estaba {helper}, {role.a}.
  Entró {helper}, {role.a}<<, con una voz tan suave como una almohada de plumas>>.

  {helper} vivía cerca {place.del} y se conocía cada rincón.
  Todo el mundo sabía que nadie conocía {place} mejor que {helper}.
  {helper} había recorrido {place} más veces de las que nadie podía contar.

  {helper} parecía un poco preocupad{role.o}.
  {helper} traía cara de preocupación.
  {helper} venía sin aliento, como si hubiera llegado corriendo.
  `,
);

export const HAND_OVER = bi(
  `
  {helper} held out {token.a}.
  From a deep pocket, {helper} took out {token.a}.
  {helper} placed {token.a} in {hero.s} hands.
  `,
  `
  {helper} le tendió {token.a}.
  Del fondo de un bolsillo, {helper} sacó {token.a}.
  {helper} puso {token.a} en las manos de {hero}.
  `,
);

export const ACCEPT = bi(
  `
  “This will help you,” said {helper}. “Keep it safe.”
  “I knew I could count on you,” said {helper}.
  “Good luck, both of you,” said {helper}. “Look after each other.”

  {hero} looked at {companion}, and {companion} looked at {hero}.
  {hero} took a deep breath<< and felt a brave, fizzy feeling inside>>.
  {hero} held {token} very carefully.

  “We'll do it!” said {hero}.
  “We'll help,” said {hero}, standing up tall.
  “Leave it to us,” said {hero} with a big smile.

  {companion} spun round in a happy circle.
  {companion} gave a little cheer.
  {helper} smiled for the first time that day.
  `,
  `
  —Esto te ayudará —dijo {helper}—. Cuídalo bien.
  —Sabía que podía contar contigo —dijo {helper}.
  —Buena suerte a los dos —dijo {helper}—. Cuidaos mucho.

  {hero} miró a {companion}, y {companion} miró a {hero}.
  {hero} respiró hondo<< y sintió un cosquilleo valiente en la barriga>>.
  {hero} sostuvo {token} con muchísimo cuidado.

  —¡Lo haremos! —dijo {hero}.
  —Nosotros te ayudaremos —dijo {hero} con voz firme.
  —Déjalo en nuestras manos —dijo {hero} con una gran sonrisa.

  {companion} dio una vuelta de alegría.
  {companion} soltó un gritito de alegría.
  {helper} sonrió por primera vez en todo el día.
  `,
);

export const DEPART = bi(
  `
  ?!toddler {hero} packed a little bag: {snack}, a warm scarf and {token}.
  ?!toddler Into the backpack went {snack}, a blanket and, most important of all, {token}.
  ?toddler {hero} packed a little bag. In went {token}.
  ?toddler Into the bag went {token}, safe and sound.

  ?fav {hero} packed {fav} too, of course.
  ?fav And of course, {fav} came along as well.
  {companion} insisted on packing a spare sock, just in case.

  “Goodbye, house! See you soon!” called {hero}.
  {hero} waved goodbye to {home}.

  Then off they went, {travel}.
  And so {hero} and {companion} set off {travel}.

  ?fly {companion} flew in little loops above {hero.s} head.
  ?hop {companion} hopped ahead, then hopped back, then hopped ahead again.
  ?swim {companion} waddled along, humming a bubbly tune.
  {companion} led the way, full of bounce.
  {companion} stayed close to {hero}<<, ears up, eyes bright, ready for anything>>.
  `,
  `
  ?!toddler {hero} preparó una mochila pequeña: {snack}, una bufanda calentita y {token}.
  ?!toddler En la mochila metieron {snack}, una mantita y, lo más importante de todo, {token}.
  ?toddler {hero} preparó una mochila pequeñita. Dentro iba {token}.
  ?toddler En la mochila metieron {token}, bien guardadit{token.o}.

  ?fav Y, por supuesto, {hero} se llevó también {fav}.
  ?fav {fav} también iba en la mochila, claro.
  {companion} se empeñó en llevar un calcetín de repuesto, por si acaso.

  —¡Adiós, casita! ¡Hasta pronto! —dijo {hero}.
  {hero} dijo adiós con la mano a {home}.

  Y allá se fueron, {travel}.
  Y así, {hero} y {companion} se pusieron en marcha {travel}.

  ?fly {companion} volaba haciendo círculos sobre la cabeza de {hero}.
  ?hop {companion} daba un saltito hacia delante, otro hacia atrás y otro hacia delante.
  ?swim {companion} caminaba con sus andares bamboleantes, tarareando una canción.
  {companion} iba delante, llen{pet.o} de energía.
  {companion} no se separaba de {hero}<<, con las orejas tiesas y los ojos brillantes, list{pet.o} para todo>>.
  `,
);

export const ARRIVE_INTRO = bi(
  `
  At last, they reached {edge}.
  After a while, the way brought them to {edge}.
  Before long, they came to {edge}.

  “So this is {place},” whispered {hero}.
  {hero} stood still and looked around.
  “Wow,” said {companion}, and then, “wow” again, more quietly.
  `,
  `
  Por fin llegaron {edge.al}.
  Al cabo de un rato, el camino los llevó hasta {edge}.
  Poco después, llegaron {edge.al}.

  —Así que esto es {place} —susurró {hero}.
  {hero} se detuvo y miró a su alrededor.
  —¡Qué maravilla! —dijo {companion} en voz muy bajita.
  `,
);

export const RECALL = bi(
  `
  ?quest ?!toddler {when}, {hero} and {companion} were still {at}, {token} safe in {hero.s} pocket.
  ?toddler {when}, here we are again, with {hero} and {companion}.
  {when}, {hero} and {companion} were {at}.
  {when}, we find {hero} and {companion} {at}.
  ?!toddler {when}, our two friends were {at}, ready for whatever came next.
  ?quest ?!toddler {when}, {hero} and {companion} were {at}, and {token} was still tucked safely away.

  ?quest They had not forgotten what they had promised: to {quest}.
  ?quest {hero} thought about {object} and smiled. They were getting closer.
  ?done {hero} still felt warm inside, thinking of all they had done.
  {companion} yawned, stretched and was ready to go.
  ?quest {hero} remembered what {helper} had said<<, and felt braver straight away>>.

  Above them, {sky}.
  Overhead, {sky}.
  All around, {sky}.

  ?met {hero} wondered what {helper} was doing just then.
  ?met Far away, {helper} was surely thinking of them too.
  ?met {companion} said that {helper} would be proud of them so far.
  ?met “I hope {helper} isn't worrying,” said {hero}.
  ?met They could almost hear {helper} saying, “Keep going, you two.”
  ?met {hero} smiled, thinking of the way {helper} always waved goodbye.
  ?met {companion} wondered out loud whether {helper} had eaten breakfast yet.
  ?met {hero} thought of {helper} and felt a little braver.
  ?met “{helper} would love it here,” said {companion}.
  ?met Somewhere, {helper} was waiting to hear all about it.
  ?met {hero} made a note to tell {helper} everything, right from the start.
  ?met “What would {helper} do now?” {companion} wondered, and {hero} thought about it.
  `,
  `
  ?quest ?!toddler {when}, {hero} y {companion} seguían {at}, con {token} bien guardad{token.o} en el bolsillo de {hero}.
  ?toddler {when}, aquí estamos otra vez, con {hero} y {companion}.
  {when}, {hero} y {companion} estaban {at}.
  {when}, encontramos a {hero} y a {companion} {at}.
  ?!toddler {when}, nuestros dos amigos estaban {at}, listos para lo que viniera.
  ?quest ?!toddler {when}, {hero} y {companion} estaban {at}, y {token} seguía a buen recaudo.

  ?quest No habían olvidado lo que habían prometido: {quest}.
  ?quest {hero} pensó en {object} y sonrió. Cada vez estaban más cerca.
  ?done {hero} todavía sentía un calorcito por dentro al pensar en todo lo que habían hecho.
  {companion} bostezó, se estiró y dijo que estaba list{pet.o}.
  ?quest {hero} se acordó de lo que había dicho {helper}<<, y enseguida se sintió más valiente>>.

  Sobre sus cabezas, {sky}.
  Arriba, {sky}.
  Alrededor, {sky}.

  ?met {hero} se preguntó qué estaría haciendo {helper} en ese momento.
  ?met Muy lejos, seguro que {helper} también estaba pensando en ellos.
  ?met {companion} dijo que {helper} estaría orgullos{role.o} de ellos.
  ?met —Espero que {helper} no esté preocupad{role.o} —dijo {hero}.
  ?met Casi podían oír a {helper} diciendo: «Seguid, vosotros dos».
  ?met {hero} sonrió al acordarse de cómo decía adiós {helper} con la mano.
  ?met {companion} se preguntó en voz alta si {helper} habría desayunado ya.
  ?met {hero} pensó en {helper} y se sintió un poquito más valiente.
  ?met —A {helper} le encantaría esto —dijo {companion}.
  ?met En algún lugar, {helper} estaba deseando que se lo contaran todo.
  ?met {hero} decidió contárselo todo a {helper}, desde el principio.
  ?met —¿Qué haría {helper} ahora? —se preguntó {companion}, y {hero} se lo pensó.
  `,
);
