/** Small scenes of noticing: what the place sounds, smells and looks like, a creature met, a rest. */

import { bi } from '../../grammar/template';

export const SENSES = bi(
  `
  {hero} stopped to listen<< to everything at once, the near sounds and the far ones>>.
  For a moment, nobody said a word<<, because there was so much to take in>>.
  {companion} sat down on {ground} and looked around<<, eyes wide and whiskers twitching>>.
  They walked a little more slowly now, so as not to miss anything.
  {hero} closed both eyes for a moment, just to listen<< the way you listen to a story>>.
  “Shh,” whispered {hero}. “Listen.”
  {companion.s} head tilted to one side<<, the way a bird's does when it hears a worm>>.
  Everything around them seemed to be saying hello.
  {hero} held {companion.s} paw, and together they stood very still.
  The whole place seemed to be humming a quiet little tune<< of its own, just for them>>.

  Somewhere nearby, {sound}.
  Far away, {sound}.
  Close by, {sound}.
  Listen! {sound}.
  Very softly, {sound}.
  From somewhere behind them, {sound}.
  Then, just for a moment, {sound}.
  Above everything else, {sound}.

  The air smelled of {smell}<<, and {hero} breathed it in slowly, all the way down>>.
  {companion} sniffed. Mmm, {smell}!
  Everything smelled of {smell} and {smell}.
  {hero} breathed in deeply. It smelled of {smell}.
  There was a smell of {smell} in the air<<, and it made {hero} feel calm and happy>>.
  A little breeze brought the smell of {smell}<<, and then, a moment later, of {smell}>>.

  All around them, {sight}.
  {hero} noticed that {sight}.
  Look: {sight}.
  {sight}, and {hero} wanted to remember it forever.
  Just ahead, {sight}.
  Over to one side, {sight}<<, and {companion} pointed at it with great excitement>>.

  “It's so pretty here,” whispered {hero}.
  {companion} gave a happy little sigh<< and leaned against {hero}>>.
  “I like it here,” said {companion}. “It feels friendly.”
  {hero} smiled. It was a good place to be.
  “Can you hear that?” asked {hero}, and {companion} nodded.
  They stood there together for a while, just noticing things<<, which is one of the best things to do in the whole world>>.
  `,
  `
  {hero} se paró a escuchar<< todo a la vez, los sonidos de cerca y los de lejos>>.
  Durante un momento, nadie dijo nada<<, porque había muchísimo que mirar>>.
  {companion} se sentó sobre {ground} y miró a su alrededor<<, con los ojos muy abiertos y los bigotes temblando>>.
  Ahora caminaban más despacio, para no perderse nada.
  {hero} cerró los ojos un momento, solo para escuchar<<, como cuando se escucha un cuento>>.
  —Chsss —susurró {hero}—. Escucha.
  {companion} ladeó la cabeza<<, como hacen los pájaros cuando oyen una lombriz>>.
  Todo a su alrededor parecía decirles hola.
  {hero} le dio la pata a {companion}, y juntos se quedaron muy quietos.
  Todo el lugar parecía tararear una cancioncita<< propia, solo para ellos>>.

  Muy cerca, {sound}.
  A lo lejos, {sound}.
  Por allí cerca, {sound}.
  ¡Escucha! {sound}.
  Muy suavecito, {sound}.
  En algún lugar, a sus espaldas, {sound}.
  Entonces, solo durante un momento, {sound}.
  Por encima de todo lo demás, {sound}.

  El aire olía a {smell}<<, y {hero} lo respiró despacito, hasta el fondo>>.
  {companion} olfateó. ¡Mmm, olía a {smell}!
  Todo olía a {smell} y a {smell}.
  {hero} respiró hondo. Olía a {smell}.
  Había un olor a {smell} en el aire<<, y a {hero} le hacía sentirse en calma y feliz>>.
  Una brisita trajo olor a {smell}<<, y luego, un momento después, a {smell}>>.

  A su alrededor, {sight}.
  {hero} se dio cuenta de que {sight}.
  Mira: {sight}.
  Justo delante, {sight}.
  Allí, {sight}, y {hero} quiso recordarlo para siempre.
  A un lado, {sight}<<, y {companion} lo señaló muy emocionad{pet.o}>>.

  —Qué bonito es esto —susurró {hero}.
  {companion} soltó un suspiro de felicidad<< y se apoyó en {hero}>>.
  —Me gusta este sitio —dijo {companion}—. Parece muy simpático.
  {hero} sonrió. Era un buen lugar para estar.
  —¿Oyes eso? —preguntó {hero}, y {companion} dijo que sí con la cabeza.
  Se quedaron allí juntos un rato, fijándose en las cosas<<, que es una de las mejores cosas que se pueden hacer en el mundo>>.
  `,
);

export const SKY_WATCH = bi(
  `
  {sky}.
  High above, {sky}.
  Up above them, {sky}.
  Over their heads, {sky}.
  {hero} looked up. {sky}.
  {companion} pointed upwards, where {sky}.

  A cloud went by that looked just like a sleepy rabbit.
  A little cloud drifted past, shaped like a teapot<< with a curly spout>>.
  A bird flew across the sky and was gone.
  There was a cloud like a boat, and another like a sock.
  A cloud that looked like an elephant slowly turned into a duck<<, and then into nothing at all>>.
  A plane drew a thin white line across the blue, very high and very quiet.
  Two birds chased each other round and round, as if playing tag.

  “That cloud looks just like you,” said {hero}, and {companion} giggled.
  {companion} tried to catch a sunbeam<<, which is a very hard thing to do>>.
  “I wish I could ride on a cloud,” said {companion} dreamily.
  They lay back on the ground and watched for a long time<<, finding faces and animals and castles in the sky>>.
  `,
  `
  {sky}.
  Muy alto, {sky}.
  Por encima de ellos, {sky}.
  Sobre sus cabezas, {sky}.
  {hero} miró hacia arriba. {sky}.
  {companion} señaló hacia arriba, donde {sky}.

  Pasó una nube que parecía un conejo dormido.
  Pasó una nubecita con forma de tetera<< con el pitorro rizado>>.
  Un pájaro cruzó el cielo y desapareció.
  Había una nube como un barco, y otra como un calcetín.
  Una nube que parecía un elefante se convirtió poco a poco en un pato<<, y luego en nada de nada>>.
  Un avión dibujó una línea blanca y fina en el azul, muy alto y muy callado.
  Dos pájaros se perseguían dando vueltas, como si jugaran al pillapilla.

  —Esa nube se parece a ti —dijo {hero}, y {companion} se rió.
  {companion} intentó atrapar un rayo de sol<<, que es algo dificilísimo>>.
  —Ojalá pudiera montar en una nube —dijo {companion} con voz soñadora.
  Se tumbaron en el suelo y estuvieron mirando un buen rato<<, buscando caras, animales y castillos en el cielo>>.
  `,
);

export const CREATURE = bi(
  `
  Just then, {creature.a} came out from behind a stone.
  {companion} spotted {creature.a} sitting very still<< and trying very hard not to be seen>>.
  On {ground}, they found {creature.a}.
  “Look!” whispered {hero}. There was {creature.a}, right by their feet.
  Right in front of them was {creature.a}.

  {creature} looked a little lost.
  {creature} seemed to be trying to get home<<, but kept going round in small, worried circles>>.
  {creature} seemed tired<< and a little worried>>.
  {creature} could not find the way back home.
  {creature} was too tired to go any further.

  {hero} knelt down [gently|slowly and gently, so as not to frighten anyone].
  “Hello, little one,” said {hero} softly.
  “Don't worry,” whispered {hero}. “We won't hurt you.”
  {hero} held out an open hand, very slowly<<, palm up, the way you greet someone shy>>.

  {companion} stood very still so as not to frighten {creature}.
  Together, they helped {creature} [back to safety|back to a safe, shady spot].
  {hero} made a little path with two fingers, and {creature} followed it<< all the way to a safe place>>.
  Very carefully, {hero} lifted {creature} onto a soft leaf and carried it somewhere safe.

  {creature} looked happy now.
  {creature} seemed to smile, if such a small creature can smile.
  “Bye-bye!” called {companion}<<, waving until the little creature was out of sight>>.
  “Helping feels nice,” said {hero}, and it really did.
  `,
  `
  Justo entonces, {creature.a} salió de detrás de una piedra.
  {companion} vio {creature.a} muy quiet{creature.o}<<, haciendo todo lo posible para que no lo vieran>>.
  Sobre {ground} encontraron {creature.a}.
  —¡Mira! —susurró {hero}. Allí, junto a sus pies, había {creature.a}.
  Justo delante de ellos había {creature.a}.

  {creature} parecía un poco perdid{creature.o}.
  {creature} parecía buscar el camino a casa<<, pero daba vueltecitas preocupadas sin llegar a ninguna parte>>.
  {creature} parecía cansad{creature.o}<< y un poco preocupad{creature.o}>>.
  {creature} no encontraba el camino de vuelta a casa.
  {creature} estaba demasiado cansad{creature.o} para seguir.

  {hero} se agachó [con cuidado|despacito y con mucho cuidado, para no asustar a nadie].
  —Hola, pequeñ{creature.o} —dijo {hero} en voz bajita.
  —No te preocupes —susurró {hero}—. No te vamos a hacer daño.
  {hero} le tendió la mano abierta, muy despacio<<, con la palma hacia arriba, como se saluda a alguien tímido>>.

  {companion} se quedó muy quiet{pet.o} para no asustar {creature.al}.
  Entre los dos, ayudaron {creature.al} a llegar a un sitio seguro y a la sombra.
  {hero} hizo un caminito con dos dedos, y {creature} lo siguió<< hasta un lugar seguro>>.
  Con muchísimo cuidado, {hero} subió {creature.al} a una hoja blandita y l{creature.o} llevó a un sitio seguro.

  Ahora {creature} parecía feliz.
  {creature} parecía sonreír, si es que un animal tan pequeño puede sonreír.
  —¡Adiós, adiós! —dijo {companion}<<, diciendo adiós con la mano hasta que dejaron de verlo>>.
  —Ayudar da gustito —dijo {hero}, y era verdad.
  `,
);

export const REST = bi(
  `
  After a while, they sat down to rest on {ground}.
  Their legs were tired, so they found a comfy spot on {ground}.
  “Let's have a little rest,” said {hero}, and they sat down on {ground}.
  {companion} flopped down on {ground} with a happy sigh.
  ?quest They found a shady spot on the way to {next}, and sat down for a while.

  {hero} stretched out and wiggled all ten toes.
  {companion} rolled over, tummy up, paws in the air.
  They lay side by side and listened<< to the world going on without them for a little while>>.
  {hero} leaned back and felt the warm ground underneath.

  {sight}.
  Close by, {sound}.
  It smelled of {smell}.

  “Resting is important too,” said {hero}.
  {companion} closed one eye, then the other, then opened them both again.
  It was lovely, just sitting there together.
  After a good rest, they felt as fresh as daisies<< and ready for anything>>.
  `,
  `
  Al cabo de un rato, se sentaron a descansar sobre {ground}.
  Les dolían un poco las piernas, así que buscaron un sitio cómodo sobre {ground}.
  —Vamos a descansar un poquito —dijo {hero}, y se sentaron sobre {ground}.
  {companion} se dejó caer sobre {ground} con un suspiro de felicidad.
  ?quest Encontraron un rincón a la sombra de camino {next.al}, y se sentaron un rato.

  {hero} se estiró y movió los diez dedos de los pies.
  {companion} se tumbó panza arriba, con las patas al aire.
  Se quedaron tumbados uno al lado del otro, escuchando<< cómo seguía el mundo sin ellos durante un ratito>>.
  {hero} se echó hacia atrás y sintió el suelo calentito.

  {sight}.
  Muy cerca, {sound}.
  Olía a {smell}.

  —Descansar también es importante —dijo {hero}.
  {companion} cerró un ojo, luego el otro, y luego volvió a abrir los dos.
  Era precioso estar allí sentados, juntos.
  Después de un buen descanso, se sentían frescos como una lechuga<< y listos para lo que fuera>>.
  `,
);

export const PATH = bi(
  `
  They kept going, one step at a time<<, towards {next}>>.
  The way went up a little, and then down a little.
  They walked and walked<< until the place they had come from was just a speck behind them>>.
  The way twisted this way and that way<<, as if it could not quite make up its mind>>.
  Step after step, they went on towards {next}.

  Their feet went pad, pad, pad on {ground}.
  {hero} liked the feel of {ground} underfoot.
  ?hop {companion} hopped from one side of the path to the other.
  ?fly {companion} flew ahead to look, then came back to report.
  ?climb {companion} climbed up high now and then, to see what was ahead.
  ?sniff {companion} sniffed every single thing along the way.
  ?swim {companion} splashed through every puddle on purpose.
  ?squeeze {companion} rode on {hero.s} shoulder, looking very pleased.
  ?dig {companion} stopped to dig a small hole, just to see what was there.
  ?listen {companion.s} ears turned this way and that, listening to everything.

  “Left, right, left, right,” sang {hero}, marching.
  “Are we nearly there?” asked {companion}, and {hero} said, “Not yet,” with a smile.
  “I could walk all day,” said {companion}. Then, after a minute: “Maybe not all day.”
  {hero} hummed a walking song, and the walking felt easier.

  {sight}.
  Now and then, {sound}.
  `,
  `
  Siguieron caminando, paso a paso<<, hacia {next}>>.
  El camino subía un poquito y luego bajaba otro poquito.
  Anduvieron y anduvieron<< hasta que el lugar de donde venían fue solo un puntito a sus espaldas>>.
  El camino daba vueltas por aquí y por allá<<, como si no terminara de decidirse>>.
  Paso a paso, siguieron hacia {next}.

  Sus pies hacían pam, pam, pam sobre {ground}.
  A {hero} le gustaba sentir {ground} bajo los pies.
  ?hop {companion} saltaba de un lado al otro del camino.
  ?fly {companion} volaba por delante para mirar y luego volvía a contarlo todo.
  ?climb De vez en cuando, {companion} trepaba a lo alto para ver qué había más adelante.
  ?sniff {companion} lo olfateaba todo, absolutamente todo.
  ?swim {companion} chapoteaba en todos los charcos a propósito.
  ?squeeze {companion} iba subid{pet.o} en el hombro de {hero}, tan content{pet.o}.
  ?dig {companion} se paró a cavar un agujerito, solo para ver qué había.
  ?listen {companion} giraba las orejas a un lado y a otro, escuchándolo todo.

  —Izquierda, derecha, izquierda, derecha —cantaba {hero}, marchando.
  —¿Falta mucho? —preguntó {companion}, y {hero} le dijo que todavía no, sonriendo.
  —Podría andar todo el día —dijo {companion}. Y al minuto—: Bueno, todo el día no.
  {hero} tarareó una canción de caminar, y el camino se hizo más fácil.

  {sight}.
  De vez en cuando, {sound}.
  `,
);
