/** Trials of meeting someone: a creature in trouble, a keeper with a riddle, a sleeper in the way, a noise. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const STUCK: TrialDef = {
  key: 'stuck',
  needs: [],
  block: bi(
    `
    At {station} they found {creature.a} in trouble: it was stuck fast, and very upset about it.
    There was a small, sad sound, and there at {station} was {creature.a}, stuck and unable to move.

    ?plants It had got itself tangled in a bramble, and every wriggle made it worse.
    ?!plants It had got itself wedged between two stones, and every wriggle made it worse.
    It looked at them with round, worried eyes.

    ?young “Poor thing,” said {hero}.
    ?old They could walk on. It was not their problem, and the day was not getting any longer. {hero} did not even think about walking on.
    ?toddler Stuck, stuck, stuck. Poor little {creature.bare}.

    {companion} tried to pull it free, and it squeaked, so {companion} stopped at once.
    ?paws {companion} tried to help with careful {feet.bare}, but it only made things worse.
    ?wings {companion} fluttered round it, saying soothing things, which helped a little with the worry and not at all with the stuck.

    ?kind {hero} sat down beside it and talked softly until it stopped trembling, then eased it free, very slowly, a little bit at a time.
    ?brave {hero} reached right in where it was prickly and awkward, and held on, and lifted, and out it came.
    ?clever {hero} saw that it was stuck because it was pulling the wrong way; {hero} turned it gently round, and it slid out as easily as a key from a lock.
    ?ask {hero} called out for help, and from everywhere came the others of its kind, who pushed and pulled all together until it popped free.
    ?patient {hero} did not pull at all; {hero} held it steady and waited for it to calm down, and when it was calm, it wriggled out all by itself.

    Free at last, it spun round three times for joy.
    ?old “You didn't have to stop,” it said. “Yes, we did,” said {hero}.
    It whispered something to {companion}, and {companion.s} eyes went wide: it had seen {clue}, not far ahead.
    `,
    `
    Junto {station.al} encontraron a {creature.a} en apuros: se había quedado atascad{creature.o} y estaba muy disgustad{creature.o}.
    Se oyó un ruidito triste, y allí, junto {station.al}, estaba {creature.a}, atascad{creature.o} sin poder moverse.

    ?plants Se había enredado en una zarza, y cada vez que se movía era peor.
    ?!plants Se había quedado encajad{creature.o} entre dos piedras, y cada vez que se movía era peor.
    Les miraba con unos ojos redondos y preocupados.

    ?young —Pobrecit{creature.o} —dijo {hero}.
    ?old Podían seguir andando. No era su problema, y el día no se alargaba. A {hero} ni se le pasó por la cabeza seguir andando.
    ?toddler Atascad{creature.o}, atascad{creature.o}, atascad{creature.o}. Pobrecit{creature.o}.

    {companion} intentó tirar para soltarl{creature.o}, y chilló, así que {companion} paró enseguida.
    ?paws {companion} intentó ayudar con sus {feet.bare}, con mucho cuidado, pero solo lo empeoró.
    ?wings {companion} revoloteaba a su alrededor diciéndole cosas tranquilizadoras, que ayudaban un poco con el susto y nada con el atasco.

    ?kind {hero} se sentó a su lado y le habló bajito hasta que dejó de temblar, y luego l{creature.o} fue soltando, muy despacio, poquito a poco.
    ?brave {hero} metió la mano justo donde pinchaba y era difícil, aguantó, tiró con cuidado, y salió.
    ?clever {hero} vio que estaba atascad{creature.o} porque tiraba hacia el lado equivocado; l{creature.o} giró con suavidad, y salió tan fácil como una llave de una cerradura.
    ?ask {hero} pidió ayuda en voz alta, y de todas partes llegaron otros de su especie, que empujaron y tiraron todos a una hasta que salió de golpe.
    ?patient {hero} no tiró nada: l{creature.o} sujetó con calma y esperó a que se tranquilizara, y cuando estuvo tranquil{creature.o}, salió solit{creature.o} meneándose.

    Por fin libre, dio tres vueltas de alegría.
    ?old —No teníais por qué pararos —dijo. —Claro que sí —dijo {hero}.
    Le susurró algo a {companion}, y a {companion} se le abrieron mucho los ojos: había visto {clue} un poco más adelante.
    `,
  ),
};

export const FORK: TrialDef = {
  key: 'fork',
  needs: [],
  block: bi(
    `
    Beyond {station}, the path split in two, and then each half split again.
    At {station}, four paths met, and every one of them looked exactly as sure of itself as the others.

    There was a signpost, but the wind had turned it round, and now it pointed at the sky.
    Every path had footprints, and none of them had {clue}.

    ?young “This way!” said {companion}, and set off one way. “No, this way!” said {companion}, and set off the other.
    ?old “If we pick the wrong one,” said {companion}, “we'll lose the afternoon.” Neither of them said what came after losing the afternoon.
    ?toddler This way? That way? Which way? Which way?

    {hero} tried the first path for a few steps and came back; it only went round in a circle.
    ?sniff {companion} sniffed every path in turn and said they all smelled of path.

    ?kind A {creature.bare} sat by the signpost looking glum because nobody ever stopped to talk to it; {hero} stopped and talked, and at the end it said, “Oh, you want the third one. Everybody always wants the third one.”
    ?brave {hero} chose the narrowest path, the one that went under the brambles, because it was the one nobody else would have dared; and it was the right one.
    ?clever {hero} looked for the path that had been walked on most lately: the grass on it was still bent, and a little of {clue} was caught on a twig; that was the way.
    ?ask “Excuse me,” said {hero} to {creature.a} going past, “which of these goes on?” It pointed with its whole self, and was very pleased to be asked.
    ?patient {hero} sat down and watched the paths until the sun moved and the shadow of the signpost swung round to point the right way, as if it had only been waiting for someone to notice.

    They set off down the right path, and {companion} turned the signpost back the way it should go, for the next people.
    Soon the path began to look familiar in the way that right paths do.
    `,
    `
    Más allá {station.del}, el camino se dividía en dos, y luego cada mitad volvía a dividirse.
    Junto {station.al} se juntaban cuatro caminos, y cada uno parecía tan seguro de sí mismo como los demás.

    Había un poste con un letrero, pero el viento le había dado la vuelta, y ahora señalaba al cielo.
    En todos los caminos había huellas, y en ninguno había {clue}.

    ?young —¡Por aquí! —dijo {companion}, y echó a andar por un lado. —¡No, por aquí! —dijo {companion}, y echó a andar por el otro.
    ?old —Si elegimos mal —dijo {companion}—, perderemos la tarde. —Ninguno dijo lo que venía después de perder la tarde.
    ?toddler ¿Por aquí? ¿Por allá? ¿Por dónde? ¿Por dónde?

    {hero} probó el primer camino unos pasos y volvió: solo daba vueltas en círculo.
    ?sniff {companion} olfateó todos los caminos, uno detrás de otro, y dijo que todos olían a camino.

    ?kind Junto al poste había {creature.a} con cara mustia, porque nadie se paraba nunca a hablar con ese pobre animalito; {hero} se paró a charlar, y al final le dijo: —Ah, queréis el tercero. Todo el mundo quiere siempre el tercero.
    ?brave {hero} eligió el camino más estrecho, el que pasaba por debajo de las zarzas, porque era el que nadie se habría atrevido a coger; y era el bueno.
    ?clever {hero} buscó el camino que se había pisado más hacía poco: la hierba aún estaba doblada, y un poquito {clue.del} se había quedado enganchado en una ramita. Ese era el camino.
    ?ask —Perdona —le dijo {hero} a {creature.a} que pasaba—, ¿cuál de estos sigue? —Se lo señaló con todo el cuerpo, encantad{creature.o} de que le preguntaran.
    ?patient {hero} se sentó a mirar los caminos hasta que el sol se movió y la sombra del poste giró para señalar el camino bueno, como si solo hubiera estado esperando a que alguien se diera cuenta.

    Siguieron por el camino bueno, y {companion} volvió a poner bien el letrero, para los siguientes.
    Enseguida el camino empezó a resultarles conocido, como pasa con los caminos buenos.
    `,
  ),
};

export const KEEPER: TrialDef = {
  key: 'keeper',
  needs: [],
  block: bi(
    `
    At {station}, someone was waiting in the middle of the way: an old {creature.bare} with a very serious face.
    Just past {station}, the way was guarded by {creature.a} who wore a tiny hat and an enormous frown.

    “Nobody passes,” it said, “without answering my question.”
    “This is my bit of the path,” it said, “and I have a riddle for everyone who wants to use it.”

    ?toddler “What goes up when the rain comes down?” it asked. {companion} thought and thought.
    ?pre “What has hands but cannot clap?” it asked. {companion} clapped, to check.
    ?old “What gets wetter the more it dries?” it asked, and folded its arms.
    ?big “The more of me you take, the more you leave behind. What am I?” it asked, and looked extremely pleased with itself.

    {companion} guessed “a cheese sandwich”, which was wrong, and then “a different cheese sandwich”, which was also wrong.

    ?kind {hero} noticed that the keeper looked lonely more than cross, and asked how long it had been keeping the path; a long time, it said, and nobody ever stayed to chat. They chatted, and then it whispered the answer itself, and let them pass.
    ?brave {hero} said, “I don't know the answer, but I'll try,” and tried, and tried again, and the keeper was so impressed by the trying that it gave a little bow.
    ?clever {hero} thought about it from the other end, and said the answer: an umbrella, or a clock, or a towel, or footsteps, whichever it was, and the keeper's frown turned upside down.
    ?ask {hero} asked {companion} to help, and between them, each with half an idea, they put the answer together, and the keeper clapped, having hands after all.
    ?patient {hero} did not guess in a hurry. {hero} thought about it quietly while the keeper tapped its foot, and when the answer came, it was the right one.

    “Well,” said the keeper, stepping aside, “that's the best answer I've had all week.”
    It pointed them on their way, and told them {clue} went on just over the next rise.
    `,
    `
    Junto {station.al} había alguien esperando en mitad del camino: {creature.a} viej{creature.o} con cara muy seria.
    Pasad{station.o} {station}, el camino lo vigilaba {creature.a} que llevaba un sombrerito diminuto y el ceño enorme.

    —Aquí no pasa nadie —dijo— sin contestar a mi pregunta.
    —Este trozo de camino es mío —dijo—, y tengo una adivinanza para todo el que quiera usarlo.

    ?toddler —¿Qué se abre cuando llueve? —preguntó. {companion} pensó y pensó.
    ?pre —¿Qué tiene agujas y no pincha? —preguntó. {companion} se miró de arriba abajo, por si acaso.
    ?old —¿Qué cuanto más seca, más mojada está? —preguntó, y se cruzó de brazos.
    ?big —Cuantos más das, más dejas atrás. ¿Qué son? —preguntó, encantad{creature.o} de sí mism{creature.o}.

    {companion} dijo «un bocadillo de queso», que no era, y luego «otro bocadillo de queso distinto», que tampoco.

    ?kind {hero} se fijó en que {creature} parecía más sol{creature.o} que enfadad{creature.o}, y le preguntó cuánto tiempo llevaba vigilando el camino; mucho, le dijo, y nadie se quedaba nunca a charlar. Charlaron, y al final les susurró la respuesta y les dejó pasar.
    ?brave {hero} dijo: —No sé la respuesta, pero lo voy a intentar —y lo intentó, y lo volvió a intentar, y {creature.al} le impresionó tanto el intento que hizo una reverencia.
    ?clever {hero} pensó al revés, empezando por el final, y dijo la respuesta: el paraguas, el reloj, la toalla o los pasos, la que fuera, y el ceño {creature.del} se dio la vuelta y se hizo sonrisa.
    ?ask {hero} le pidió ayuda a {companion}, y entre {hero} y {companion}, con media idea cada uno, juntaron la respuesta.
    ?patient {hero} no contestó con prisa. Lo pensó en silencio mientras {creature} daba golpecitos con el pie, y cuando llegó la respuesta, era la buena.

    —Vaya —dijo {creature}, apartándose—, es la mejor respuesta que me han dado en toda la semana.
    Les indicó el camino y les dijo que {clue} seguía justo pasada la siguiente loma.
    `,
  ),
};

export const SLEEPER: TrialDef = {
  key: 'sleeper',
  needs: ['air', 'plants'],
  block: bi(
    `
    Past {station}, right across the way, lay something enormous and furry, fast asleep.
    At {station}, the way was blocked by a great sleeping bear, snoring like distant thunder.

    Every snore blew the leaves about; every breath in sucked them back.
    It was so big that its tummy went up and down like a small hill.

    ?young “Don't wake it,” whispered {companion}. “I wasn't going to,” whispered {hero}.
    ?old “Bears,” whispered {companion}, “do not like being woken up. I read it somewhere. Probably on a bear.”
    ?toddler Snore. Snore. Snore. Shhh!

    {companion} tried tiptoeing round the side, but the bear rolled over in its sleep and filled that side too.

    ?kind {hero} noticed the bear was shivering in its sleep, and laid {hero.his} jumper over its nose; the bear smiled, stretched out, and rolled sweetly to one side, leaving the whole path clear.
    ?brave {hero} climbed right over the bear, very gently, one foot here and one foot there, and the bear only mumbled “more honey”, and went on sleeping.
    ?clever {hero} hummed a lullaby so softly that the bear sighed, turned over, and tucked itself up into a ball, and the path appeared beside it.
    ?ask “Could you help us get past?” {hero} whispered to {creature.a} who lived on the bear's back; it tickled the bear's ear just so, and the bear rolled aside without waking.
    ?patient They sat down and waited, quiet as mice, until the bear, still dreaming, got up and wandered off to a sunnier spot.

    They tiptoed on, and did not speak until they were round the next bend.
    Behind them, the snoring went on, peaceful as the sea.
    `,
    `
    Pasad{station.o} {station}, justo en mitad del camino, había algo enorme y peludo, profundamente dormido.
    Junto {station.al}, el camino lo cortaba un oso gigante que dormía roncando como un trueno lejano.

    Cada ronquido hacía volar las hojas, y cada vez que tomaba aire se las volvía a tragar.
    Era tan grande que la barriga le subía y le bajaba como una colina pequeña.

    ?young —No lo despiertes —susurró {companion}. —No pensaba hacerlo —susurró {hero}.
    ?old —A los osos —susurró {companion}— no les gusta que los despierten. Lo leí en algún sitio. Seguramente en un oso.
    ?toddler Ronquido. Ronquido. Ronquido. ¡Chisss!

    {companion} intentó rodearlo de puntillas por un lado, pero el oso se dio la vuelta en sueños y también tapó ese lado.

    ?kind {hero} se fijó en que el oso tiritaba en sueños, y le tapó la nariz con el jersey; el oso sonrió, se estiró y rodó con dulzura hacia un lado, dejando libre todo el camino.
    ?brave {hero} pasó por encima del oso, con muchísimo cuidado, un pie aquí y otro allá, y el oso solo murmuró «más miel» y siguió durmiendo.
    ?clever {hero} tarareó una nana tan bajito que el oso suspiró, se dio la vuelta y se hizo una bola, y al lado apareció el camino.
    ?ask —¿Nos ayudas a pasar? —le susurró {hero} a {creature.a} que vivía en el lomo del oso; le hizo cosquillas en la oreja justo como había que hacerlas, y el oso se apartó rodando sin despertarse.
    ?patient Se sentaron a esperar, calladitos como ratones, hasta que el oso, todavía soñando, se levantó y se fue a otro sitio con más sol.

    Siguieron de puntillas, y no hablaron hasta pasar la siguiente curva.
    Detrás de ellos seguían los ronquidos, tranquilos como el mar.
    `,
  ),
};
