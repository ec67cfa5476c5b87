/** Stories of helping: a little one home, something carried in time, something broken mended. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const LOST_ONE: ShapeDef = {
  key: 'lost-one',
  titles: {
    en: lines(`{hero} and the Lost {want}\nBringing {want} Home\nA Long Way Home for {want}`),
    es: lines(`{hero} y {want}\nDe vuelta a casa con {want}\nUn largo camino para {want}`),
  },
  call: bi(
    `
    Then {companion} found something by the gate: {want.a}, all alone and shivering.
    Then there was a tiny sound at the window, and there, on the sill, sat {want.a}, lost and very far from home.

    ?young It was lost. It missed {owner}. It had no idea how to get back.
    ?old It had come all the way from {place}, and {owner} would be searching everywhere.

    {helper}, {role.a}, came by and knew at once. “That little one belongs to {owner}, in {place},” {helper} said. “Follow {clue}, and you will find the way.”
    “We'll take you home,” {hero} promised. And a promise is a promise.
    `,
    `
    Entonces {companion} encontró algo junto a la verja: {want.a}, sol{want.o} y temblando.
    Entonces se oyó un ruidito en la ventana, y allí, en el alféizar, estaba {want.a}, perdid{want.o} y muy lejos de casa.

    ?young Se había perdido. Echaba de menos {owner.al}. No sabía volver.
    ?old Venía {place.del}, y {owner} estaría buscando por todas partes.

    Pasó por allí {helper}, {role.a}, y lo supo enseguida. —Es {place.del}; {owner} {want.lo} estará buscando —dijo—. Seguid {clue} y encontraréis el camino.
    —Te llevaremos a casa —prometió {hero}. Y una promesa es una promesa.
    `,
  ),
  gain: bi(
    `
    {want} perked up and pointed on: {clue} again. Home was that way.
    {want} gave a happy little hop. “I know this place!” Home was nearer.
    ?old {want} stopped shivering for the first time, and {hero} knew they were on the right way.
    `,
    `
    {want} se animó y señaló hacia delante: otra vez {clue}. Su casa estaba por allí.
    {want} dio un saltito de alegría. —¡Conozco este sitio! —Su casa estaba más cerca.
    ?old {want} dejó de temblar por primera vez, y {hero} supo que iban por buen camino.
    `,
  ),
  low: bi(
    `
    But then the way split in three, and {want} did not know any of them. {want} began to cry, very quietly.
    But here nothing looked familiar at all, and {want} sat down and would not go another step.

    ?young {hero} felt like crying too. Just a little.
    ?old {hero} realised they had promised something they did not know how to do.
    `,
    `
    Pero entonces el camino se dividía en tres, y {want} no conocía ninguno. Se echó a llorar, muy bajito.
    Pero allí nada le resultaba conocido, y {want} se sentó y no quiso dar ni un paso más.

    ?young A {hero} también le dieron ganas de llorar. Solo un poquito.
    ?old {hero} se dio cuenta de que había prometido algo que no sabía cómo cumplir.
    `,
  ),
  earn: bi(
    `
    At {heart}, {want} stopped and looked around, and would not take another step: everything was strange, and home was nowhere to be seen.
    {heart} was where {want} had last been with {owner}, but {owner} was not there, and {want} began to tremble.

    ?kind {hero} sat down next to {want} and said nothing at all for a while, just kept close; then {hero} sang the little song that {companion} liked, and {want} stopped trembling and began, very quietly, to hum along.
    ?brave The last stretch went along a high, narrow ledge, and {want} was too frightened to cross it alone; so {hero} went first, holding on to {want}, one slow step after another, talking all the way.
    ?clever {hero} remembered what {want} had said when they first met, about the sound of home; so they all stood still and listened, and far away, faint and sweet, they heard it, and followed it.
    ?ask {hero} called out as loud as {hero} could: “We've found {want}! Can anybody hear us?” One voice answered, then another, then many, passing the news along, until it reached {owner}.
    ?patient {hero} did not drag {want} along; they waited until {want} felt ready, and ready came, slowly, like a sunrise.

    ?young And then, from somewhere close by, came a call that {want} knew better than any sound in the world.
    ?old And then they heard it: a call from close by, the one sound that {want} had been listening for all day.
    `,
    `
    Junto {heart.al}, {want} se paró a mirar a su alrededor y no quiso dar ni un paso más: todo le resultaba extraño, y su casa no se veía por ninguna parte.
    {heart} era donde {want} había estado por última vez con {owner}, pero {owner} no estaba, y {want} empezó a temblar.

    ?kind {hero} se sentó junto {want.al} y no dijo nada durante un rato, solo se quedó muy cerca; luego cantó la cancioncita que tanto le gustaba a {companion}, y {want} dejó de temblar y empezó, muy bajito, a tararearla.
    ?brave El último tramo iba por una cornisa alta y estrecha, y {want} tenía demasiado miedo para cruzarla sol{want.o}; así que {hero} fue delante, sujetando {want.al}, paso a paso, hablándole todo el rato.
    ?clever {hero} se acordó de lo que {want} había contado al principio sobre el sonido de su casa; así que se quedaron todos quietos, escuchando, y a lo lejos, suave y dulce, lo oyeron, y lo siguieron.
    ?ask {hero} gritó todo lo fuerte que pudo: —¡Hemos encontrado {want.al}! ¿Nos oye alguien? —Contestó una voz, luego otra, luego muchas, pasándose la noticia, hasta que llegó {owner.al}.
    ?patient {hero} no tiró {want.del}; esperaron a que se sintiera preparad{want.o}, y el momento llegó despacio, como un amanecer.

    ?young Y entonces, muy cerca, se oyó una llamada que {want} conocía mejor que ningún otro sonido del mundo.
    ?old Y entonces la oyeron: una llamada muy cerca, el único sonido que {want} había estado esperando todo el día.
    `,
  ),
  deliver: bi(
    `
    And there was {owner}, running to meet them. {want} ran too, and they met in the middle in a tumble of happiness.
    {owner} gathered {want} up and held on tight, and said thank you so many times that it turned into a song.
    `,
    `
    Y allí estaba {owner}, que corrió a su encuentro. {want} corrió también, y se encontraron a medio camino en un revoltijo de alegría.
    {owner} abrazó {want.al} muy fuerte y dio las gracias tantas veces que acabó siendo una canción.
    `,
  ),
};

export const DELIVERY: ShapeDef = {
  key: 'delivery',
  titles: {
    en: lines(`{hero} and {want}\nJust in Time\nA Very Important Delivery`),
    es: lines(`{hero} y {want}\nJusto a tiempo\nUn encargo importantísimo`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, arrived with a parcel and a worried face.
    Then {helper}, {role.a}, appeared at the gate, holding something very carefully in both hands.

    “This is {want},” said {helper}, “and it must reach {owner} before the sun goes down. I can't go myself. Will you take it?”
    “{owner} is waiting for {want},” said {helper}, “and today is the only day it will do. Could you carry it there for me?”

    {hero} held {want} as carefully as a bird's egg. “We'll get it there,” {hero} said. “In time.”
    ?old {helper} pointed the way. “Follow {clue}. And don't stop for long; the day is shorter than it looks.”
    `,
    `
    Entonces llegó {helper}, {role.a}, con un paquete y cara de preocupación.
    Entonces apareció en la verja {helper}, {role.a}, sujetando algo con muchísimo cuidado con las dos manos.

    —Esto es {want} —dijo {helper}—, y tiene que llegar hasta {owner} antes de que se ponga el sol. Yo no puedo ir. ¿Podéis llevar{want.lo} vosotros?
    —{owner} está esperando {want} —dijo {helper}—, y solo sirve si llega hoy. ¿Me hacéis el favor de llevar{want.lo}?

    {hero} sostuvo {want} con tanto cuidado como un huevo de pájaro. —Llegará a tiempo —dijo—. Prometido.
    ?old {helper} señaló el camino. —Seguid {clue}. Y no os paréis mucho: el día es más corto de lo que parece.
    `,
  ),
  gain: bi(
    `
    {hero} checked: {want} was still safe. They hurried on, following {clue}.
    The sun had moved a little. There was still time, if they kept going.
    ?old “Halfway,” said {hero}, though it was a guess. A hopeful guess.
    `,
    `
    {hero} lo comprobó: {want} seguía a salvo. Siguieron deprisa, tras {clue}.
    El sol se había movido un poco. Aún había tiempo, si no se paraban.
    ?old —A mitad de camino —dijo {hero}, aunque era un cálculo. Un cálculo con esperanza.
    `,
  ),
  low: bi(
    `
    Then they looked up and saw how low the sun was, and how far there still was to go.
    Then {hero} looked at the sky: it was already turning orange. They were going to be late.

    ?young {companion} sat down. “We're too slow,” {companion} said in a very small voice.
    ?old Being late felt worse than being lost. At least lost has a way out.
    `,
    `
    Entonces miraron arriba y vieron lo bajo que estaba el sol, y lo mucho que faltaba.
    Entonces {hero} miró al cielo: ya se estaba poniendo naranja. Iban a llegar tarde.

    ?young {companion} se sentó. —Somos demasiado lentos —dijo con una vocecita.
    ?old Llegar tarde parecía peor que perderse. Al menos perderse tiene salida.
    `,
  ),
  earn: bi(
    `
    At {heart} the last part of the way was blocked, and the sun was sinking fast.
    {heart} was right there, so close they could see {owner} waiting, but between them and {owner} lay the hardest stretch of all.

    ?kind A family of {creature.bare}s was trying to carry their own load up the same slope; {hero} stopped to help them, though there was no time, and when they reached the top together the creatures showed them a shortcut that only they knew.
    ?brave The quickest way was the scariest: a narrow plank over a deep gap. {hero} held {want} tight, looked straight ahead, and walked across without stopping, and {companion} came right behind.
    ?clever {hero} saw that they would be quicker going round by the long, flat way than straight up the steep one, because steep ways are slow; and so they were, and they got there first.
    ?ask {hero} asked {helper}'s friends along the way to pass {want} from hand to hand, and {want} travelled up the last slope faster than anybody could have walked it.
    ?patient Instead of rushing and tripping, {hero} walked steadily, at the same pace all the way, and {companion} counted the steps out loud, and steady turned out to be the fastest thing of all.
    `,
    `
    Junto {heart.al}, el último trozo de camino estaba cortado, y el sol bajaba deprisa.
    {heart} estaba allí mismo, tan cerca que veían {owner.al} esperando, pero entre ellos y {owner} quedaba el tramo más difícil de todos.

    ?kind Una familia de animalitos intentaba subir su propia carga por la misma cuesta; {hero} paró a ayudarles, aunque no había tiempo, y cuando llegaron juntos arriba, les enseñaron un atajo que solo ellos conocían.
    ?brave El camino más rápido era el que más miedo daba: una tabla estrecha sobre un hueco muy hondo. {hero} sujetó bien {want}, miró al frente y cruzó sin pararse, con {companion} justo detrás.
    ?clever {hero} vio que llegarían antes dando la vuelta por el camino largo y llano que subiendo por el empinado, porque las cuestas son lentas; y así fue: llegaron los primeros.
    ?ask {hero} les pidió a los amigos {helper.del} que había por el camino que se fueran pasando {want} de mano en mano, y {want} subió la última cuesta más deprisa de lo que nadie habría podido andar.
    ?patient En vez de correr y tropezar, {hero} caminó a paso tranquilo, siempre igual, mientras {companion} contaba los pasos en voz alta, y lo tranquilo resultó ser lo más rápido de todo.
    `,
  ),
  deliver: bi(
    `
    They reached {owner} just as the last of the sun touched the ground, and {want} was given, safe and sound.
    {owner} opened {want} with trembling hands, and smiled the kind of smile that makes a long day worth it.
    `,
    `
    Llegaron hasta {owner} justo cuando el último rayo de sol tocaba el suelo, y le entregaron {want} san{want.o} y salv{want.o}.
    {owner} abrió {want} con las manos temblorosas, y sonrió con esa sonrisa que hace que un día largo merezca la pena.
    `,
  ),
};

export const MEND: ShapeDef = {
  key: 'mend',
  titles: {
    en: lines(`{hero} and the Missing Piece\n{hero} Mends {owner}\nThe Last Piece of {owner}`),
    es: lines(`{hero} y la pieza que faltaba\n{hero} y {owner}\nLa última pieza`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came to the door with bad news.
    Then a message came, carried by a breathless {creature.bare}: {helper}, {role.a}, needed them.

    “{owner} has stopped working,” said {helper}. “A piece is missing: {want}. Without it, nothing is right.”
    “Something is wrong with {owner},” said {helper}. “{want} has gone, and nobody knows where.”

    “Then we'll find {want},” said {hero}, “and put it back.”
    ?old “Follow {clue},” said {helper}. “It's the only trail we have.”
    `,
    `
    Entonces {helper}, {role.a}, llamó a la puerta con malas noticias.
    Entonces llegó un mensaje, traído por {creature.a} sin aliento: {helper}, {role.a}, les necesitaba.

    —{owner} ha dejado de funcionar —dijo {helper}—. Falta una pieza: {want}. Sin ella no hay nada que vaya bien.
    —Le pasa algo {owner.al} —dijo {helper}—. {want} ha desaparecido, y nadie sabe dónde está.

    —Pues encontraremos {want} —dijo {hero}— y {want.lo} pondremos en su sitio.
    ?old —Seguid {clue} —dijo {helper}—. Es el único rastro que tenemos.
    `,
  ),
  gain: bi(
    `
    There it was again: {clue}. {want} could not be far now.
    {companion} found the next sign of {clue}, and they followed it on.
    ?old Every bit of {clue} was a little fresher than the last. Somebody, or something, had come this way.
    `,
    `
    Allí estaba otra vez: {clue}. {want} ya no podía estar lejos.
    {companion} encontró otra señal {clue.del}, y la siguieron.
    ?old Cada trocito {clue.del} parecía más reciente que el anterior. Alguien, o algo, había pasado por allí.
    `,
  ),
  low: bi(
    `
    And when at last they found {want}, it was cracked right across.
    They found {want}, but it was stuck fast, far out of reach.

    ?young {hero} sat down hard. All that way, for this.
    ?old It is one thing to find what you are looking for, and quite another to find it broken.
    `,
    `
    Y cuando por fin encontraron {want}, tenía una grieta de lado a lado.
    Encontraron {want}, pero estaba atascad{want.o}, muy lejos de su alcance.

    ?young {hero} se sentó de golpe. Tanto camino, para esto.
    ?old Una cosa es encontrar lo que buscas, y otra muy distinta encontrarlo roto.
    `,
  ),
  earn: bi(
    `
    At {heart}, they looked at {want} and at {owner}, and at the place where {want} belonged.
    {owner} stood silent and dark at {heart}, waiting, and {want} in {hero.s} hands was still not right.

    ?kind {hero} noticed the little creatures who lived inside {owner}, worried and homeless since it stopped; {hero} asked them what they needed, and it turned out they knew exactly how {want} fitted, and they helped it in, gently, all together.
    ?brave The place where {want} belonged was high up, at the very top; {hero} climbed up, rung by rung, with {want} held tight, and did not look down once.
    ?clever {hero} looked at the crack for a long time, and then tied it tight with the ribbon from the bag, wound round and round, so neatly that it held as if it had never broken.
    ?ask {hero} could not do it alone, so {hero} asked {helper}, and {helper} knew someone who knew someone, and in the end six pairs of hands lifted {want} into its place.
    ?patient They held {want} in place and waited, very still, while the mend set, counting slowly to a hundred, and then to a hundred again, just to be sure.
    `,
    `
    Junto {heart.al}, miraron {want}, y {owner.al}, y el sitio donde tenía que ir {want}.
    {owner} esperaba callad{owner.o} y a oscuras junto {heart.al}, y {want} seguía sin estar bien en las manos de {hero}.

    ?kind {hero} se fijó en las criaturitas que vivían dentro, preocupadas y sin casa desde que todo se paró; les preguntó qué necesitaban, y resultó que sabían exactamente cómo encajaba {want}, y le ayudaron a ponerl{want.o}, con cuidado, todas a la vez.
    ?brave El sitio {want.del} estaba muy alto, arriba del todo; {hero} subió peldaño a peldaño, sujetando bien {want}, y no miró abajo ni una vez.
    ?clever {hero} estuvo mirando la grieta un buen rato, y luego la ató bien fuerte con la cinta de la mochila, dándole vueltas y más vueltas, tan bien que aguantó como si nunca se hubiera roto.
    ?ask {hero} no podía hacerlo sin ayuda, así que se lo pidió {helper.al}, y {helper} conocía a alguien que conocía a alguien, y al final seis pares de manos pusieron {want} en su sitio.
    ?patient Sujetaron {want} en su sitio y esperaron muy quietos a que se secara el arreglo, contando despacio hasta cien, y luego otra vez hasta cien, por si acaso.
    `,
  ),
  deliver: bi(
    `
    They set {want} back where it belonged, and {owner} woke up, bright and whole again.
    With a click and a hum, {want} went back into place, and {owner} was mended at last.
    `,
    `
    Pusieron {want} en su sitio, y {owner} volvió a funcionar, brillante y entero.
    Con un clic y un zumbido, {want} volvió a su sitio, y {owner} quedó arreglado por fin.
    `,
  ),
};
