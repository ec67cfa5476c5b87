/**
 * Small scenes of the heart: a wobble of worry and courage found again, the helper's advice
 * remembered, the goal kept in mind, and the companion's own talent saving the day.
 */

import { bi } from '../../grammar/template';

export const FEELINGS = bi(
  `
  ?quest For a moment, {hero} felt a little wobbly inside<<, like a jelly on a plate>>.
  ?quest {hero} went quiet. The way ahead looked very big.
  ?quest “What if we can't do it?” said {hero} in a small voice.
  ?quest {hero.s} tummy felt full of butterflies<<, all flapping at once>>.
  ?quest Suddenly, home seemed very far away<<, further than it had ever been>>.
  ?quest {hero} looked at {next} in the distance and wondered if it was all too much.
  ?quest A small worry crept in, the way a cold draught creeps under a door.

  {companion} snuggled up close.
  {companion} leaned against {hero}, warm and soft<<, like a hot-water bottle with ears>>.
  {companion} took {hero.s} hand<< and held on tight>>.
  {companion} looked up at {hero} with kind, bright eyes.
  {companion} sat down right next to {hero}, shoulder to shoulder.

  “We're together,” said {companion}. “That's what matters.”
  “You're braver than you think,” said {companion}.
  “One little step at a time,” said {companion}. “That's all.”
  “I feel wobbly too sometimes,” said {companion}. “It's all right.”
  “Remember everything we've done already,” said {companion}. “That was brave too.”

  {hero} took a big breath in, and let it out slowly.
  {hero} counted to five, very slowly, and felt calmer.
  {hero} smiled. The butterflies began to settle down.
  {hero} squeezed {companion.s} paw<< and felt the worry get smaller and smaller, until it was the size of a pea>>.

  Feeling brave again, they went on.
  Being brave, {hero} thought, is being a little bit scared and going on anyway.
  The world felt friendly again.
  `,
  `
  ?quest Por un momento, {hero} sintió un temblor por dentro<<, como un flan en un plato>>.
  ?quest {hero} se quedó en silencio. El camino parecía enorme.
  ?quest —¿Y si no lo conseguimos? —dijo {hero} con vocecita.
  ?quest {hero} sintió mariposas en la barriga<<, todas aleteando a la vez>>.
  ?quest De repente, la casa parecía muy, muy lejos<<, más lejos que nunca>>.
  ?quest {hero} miró {next} a lo lejos y se preguntó si no sería demasiado.
  ?quest Se coló una preocupación pequeñita, como se cuela el frío por debajo de una puerta.

  {companion} se acurrucó a su lado.
  {companion} se apoyó en {hero}, calentit{pet.o} y suave<<, como una bolsa de agua caliente con orejas>>.
  {companion} le dio la mano a {hero}<< y no la soltó>>.
  {companion} miró a {hero} con ojos brillantes y cariñosos.
  {companion} se sentó justo al lado de {hero}, hombro con hombro.

  —Estamos juntos —dijo {companion}—. Eso es lo importante.
  —Eres más valiente de lo que crees —dijo {companion}.
  —Un pasito cada vez —dijo {companion}—. Nada más.
  —A veces a mí también me tiemblan las patitas —dijo {companion}—. No pasa nada.
  —Acuérdate de todo lo que ya hemos hecho —dijo {companion}—. Eso también fue valiente.

  {hero} tomó aire muy despacio y lo soltó muy despacito.
  {hero} contó hasta cinco, muy despacio, y la calma volvió poco a poco.
  {hero} sonrió. Las mariposas empezaron a calmarse.
  {hero} apretó la pata de {companion}<< y notó cómo la preocupación se hacía pequeña, cada vez más pequeña, hasta quedarse del tamaño de un guisante>>.

  Con el valor de vuelta, siguieron adelante.
  Ser valiente, pensó {hero}, es tener un poquito de miedo y seguir adelante de todos modos.
  El mundo volvió a parecer amable.
  `,
);

export const ADVICE = bi(
  `
  ?met {hero} remembered something {helper} had once said.
  ?met Just then, {hero} thought of {helper}.
  ?met {hero} could almost hear {helper.s} voice.
  ?met “What would {helper} say now?” wondered {hero}.
  ?met Walking along, {hero} remembered a piece of advice from {helper}.
  ?met {companion} asked what {helper} would do, and {hero} thought about it.

  ?met “Go slowly, look closely, and be kind,” {helper} had said.
  ?met “The best way through a problem is together,” {helper} always said.
  ?met “When in doubt, listen. The world is always talking,” {helper} liked to say.
  ?met “A deep breath is the start of every good idea,” {helper} had said.
  ?met “Small feet can go a long way,” {helper} had told them.
  ?met “Look after each other, and the way will look after you,” {helper} had said.
  ?met “Every path has a kind surprise somewhere along it,” {helper} often said.
  ?met “Even the tallest tree began as a little seed,” {helper} liked to say.
  ?met “If you get lost, stand still and think of home,” {helper} had said.
  ?met “A friend's hand makes any hill smaller,” {helper} always said.

  ?met It was good advice.
  ?met {hero} nodded. {helper} was right<<, as usual>>.
  ?met {companion} nodded wisely, as if that had been obvious all along.
  ?met They decided to remember it, always.
  ?met {hero} said the words again, quietly, to make sure they stuck.
  `,
  `
  ?met {hero} se acordó de algo que había dicho {helper} una vez.
  ?met Justo entonces, {hero} pensó en {helper}.
  ?met A {hero} le pareció oír la voz de {helper}.
  ?met «¿Qué diría {helper} ahora?», se preguntó {hero}.
  ?met Mientras caminaba, {hero} se acordó de un consejo de {helper}.
  ?met {companion} preguntó qué haría {helper}, y {hero} se lo pensó.

  ?met «Despacio, mirando bien y con cariño», les había dicho {helper}.
  ?met «Los problemas se resuelven mejor juntos», decía siempre {helper}.
  ?met «Cuando dudes, escucha. El mundo siempre está hablando», solía decir {helper}.
  ?met «Toda buena idea empieza con una respiración profunda», había dicho {helper}.
  ?met «Los pies pequeños llegan muy lejos», les había dicho {helper}.
  ?met «Cuidaos el uno al otro, y el camino cuidará de vosotros», había dicho {helper}.
  ?met «Todos los caminos esconden alguna sorpresa bonita», decía a menudo {helper}.
  ?met «Hasta el árbol más alto empezó siendo una semillita», le gustaba decir a {helper}.
  ?met «Si te pierdes, quédate quieto y piensa en casa», había dicho {helper}.
  ?met «Con la mano de un amigo, cualquier cuesta se hace más pequeña», decía siempre {helper}.

  ?met Era un buen consejo.
  ?met {hero} asintió. {helper} tenía razón<<, como siempre>>.
  ?met {companion} asintió con aire muy sabio, como si lo hubiera sabido siempre.
  ?met Decidieron no olvidarlo nunca.
  ?met {hero} repitió las palabras en voz bajita, para que no se le olvidaran.
  `,
);

export const REMINDER = bi(
  `
  ?quest {hero} took out {token} and looked at it carefully<<, turning it over in the light>>.
  ?quest {hero} held {token} up to the light.
  ?quest {companion} asked to see {token}, just for a moment.
  ?quest Once again, {hero} checked {token}.
  ?quest {hero} patted the pocket where {token} was kept<<, just to feel that it was still there>>.
  ?quest ?away On the way to {next}, {hero} stopped to check {token}.

  ?quest It seemed to say: this way, this way.
  ?quest It was still safe, and that made {hero} feel better.
  ?quest It felt warm, as if it knew they were getting close.
  ?quest “Not far now,” said {hero}, putting it carefully away.

  ?quest Somewhere ahead, {object} {object.was} waiting.
  ?quest They thought about {object}, and walked a little faster.
  ?quest They had promised to {quest}, and a promise is a promise.
  ?quest “We're coming,” whispered {hero}, to nobody in particular.
  `,
  `
  ?quest {hero} sacó {token} y l{token.o} miró con atención<<, dándole vueltas a la luz>>.
  ?quest {hero} levantó {token} hacia la luz.
  ?quest {companion} pidió ver {token}, solo un momentito.
  ?quest Una vez más, {hero} revisó {token}.
  ?quest {hero} se tocó el bolsillo donde llevaba {token}<<, solo para notar que seguía ahí>>.
  ?quest ?away De camino {next.al}, {hero} se paró a mirar {token}.

  ?quest Parecía decir: por aquí, por aquí.
  ?quest Seguía a salvo, y eso tranquilizó a {hero}.
  ?quest Estaba calentit{token.o}, como si supiera que ya estaban cerca.
  ?quest —Ya falta poco —dijo {hero}, guardándol{token.o} con cuidado.

  ?quest En algún lugar, más adelante, {object} los esperaba{object.n}.
  ?quest Pensaron en {object} y apretaron el paso.
  ?quest Habían prometido {quest}, y lo prometido es deuda.
  ?quest —Ya vamos —susurró {hero}, a nadie en particular.
  `,
);

export const SKILL = bi(
  `
  Suddenly, {hero} stopped. “Oh no! My scarf!”
  “Where's my little torch?” said {hero}, patting every pocket.
  {hero} looked down. One red mitten was missing.
  “My hair ribbon!” cried {hero}. “It must have blown away.”
  {hero} reached for the water bottle, but it had gone.

  ?sniff Nose to the ground, {companion} sniffed: sniff, sniff, sniff.
  ?sniff With the best nose for miles around, {companion} followed the smell back along the path.
  ?fly {companion} flew up high, circled once, and spotted it straight away.
  ?fly Up went {companion}, high over the treetops, to look.
  ?climb {companion} scrambled up a tall rock to look around.
  ?climb Quick as a wink, {companion} climbed up high to get a better view.
  ?squeeze {companion} squeezed into a tiny gap where nobody else could fit.
  ?squeeze Being small, {companion} wriggled under a root to look.
  ?hop {companion} hopped back along the path, boing, boing, boing.
  ?hop With three big hops, {companion} was back where they had rested.
  ?swim It had fallen into the water, but {companion} paddled out to fetch it.
  ?swim {companion} dived into a puddle and came up very wet and very proud.
  ?dig {companion} dug through a pile of leaves, faster and faster.
  ?dig Scritch, scratch went {companion.s} paws, digging in the soft ground.
  ?listen {companion} held very still and listened with both ears.
  ?listen {companion} could hear the tiniest sounds, and heard something flapping in the wind.

  And there it was!
  A moment later, {companion} came back with it.
  {companion} found it in no time at all.

  “Thank you, {companion}!” said {hero}. “You're the best.”
  {hero} gave {companion} the biggest hug.
  “What would I do without you?” said {hero}.
  `,
  `
  De pronto, {hero} se paró. —¡Ay, no! ¡Mi bufanda!
  —¿Dónde está mi linternita? —dijo {hero}, tocándose todos los bolsillos.
  {hero} miró hacia abajo. Le faltaba una manopla roja.
  —¡Mi cinta del pelo! —gritó {hero}—. Se la habrá llevado el viento.
  {hero} fue a coger la cantimplora, pero ya no estaba.

  ?sniff {companion} pegó la nariz al suelo y olfateó: snif, snif, snif.
  ?sniff Con el mejor olfato de toda la comarca, {companion} siguió el rastro camino atrás.
  ?fly {companion} subió volando muy alto, dio una vuelta y la vio enseguida.
  ?fly {companion} echó a volar por encima de los árboles para buscar.
  ?climb {companion} trepó a una roca alta para mirar alrededor.
  ?climb En un abrir y cerrar de ojos, {companion} subió a lo alto para ver mejor.
  ?squeeze {companion} se metió por un hueco diminuto donde nadie más cabía.
  ?squeeze Como era tan pequeñ{pet.o}, {companion} se coló bajo una raíz para buscar.
  ?hop {companion} volvió por el camino dando saltos: boing, boing, boing.
  ?hop Con tres grandes saltos, {companion} llegó hasta donde habían descansado.
  ?swim Se había caído al agua, pero {companion} fue nadando a buscarla.
  ?swim {companion} se zambulló en un charco y salió empapad{pet.o} y muy orgullos{pet.o}.
  ?dig {companion} escarbó en un montón de hojas, cada vez más deprisa.
  ?dig Ras, ras, hacían las patas de {companion}, cavando en la tierra blanda.
  ?listen {companion} se quedó muy quiet{pet.o} y escuchó con las dos orejas.
  ?listen {companion} oía hasta los ruidos más pequeños, y oyó algo que se agitaba con el viento.

  ¡Y allí estaba!
  Un momento después, {companion} volvió con ella.
  {companion} la encontró en un periquete.

  —¡Gracias, {companion}! —dijo {hero}—. Eres lo más.
  {hero} le dio a {companion} el abrazo más grande del mundo.
  —¿Qué haría yo sin ti? —dijo {hero}.
  `,
);
