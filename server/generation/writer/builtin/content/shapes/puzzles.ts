/** Stories of working something out: a mystery, a brave deed, a contest won the right way. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const MYSTERY: ShapeDef = {
  key: 'mystery',
  titles: {
    en: lines(`The Mystery of {want}\n{hero} and {want}\nWho Is Behind {want}?`),
    es: lines(`El misterio {want.del}\n{hero} y {want}\n¿Qué hay detrás {want.del}?`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came to the gate with a puzzled frown.
    Then a note arrived, folded into a tiny square, from {helper}, {role.a}: “Come quickly. Something strange is going on.”

    “It's {want},” said {helper}. “Nobody knows what it is, and {owner} is worried.”
    “Every night this week there has been {want},” said {helper}, “and not one of us can explain it.”

    ?young “A mystery!” said {companion}, and went round in a circle, which is what {companion} did with excitement.
    ?old “Every mystery has an answer,” said {hero}. “It's just hiding.”
    ?big “There are three kinds of mystery,” said {companion}. “Small ones, big ones and ones with snacks.” “This is a big one,” said {hero}. “Oh,” said {companion}. “Pity.”

    “The only clue is {clue},” said {helper}. “Follow it, and tell me what you find.”
    `,
    `
    Entonces llegó a la verja {helper}, {role.a}, con el ceño fruncido.
    Entonces llegó una nota doblada en un cuadradito diminuto, {helper.del}, {role.a}: «Venid deprisa. Está pasando algo muy raro».

    —Es {want} —dijo {helper}—. Nadie sabe qué es, y {owner} está preocupad{owner.o}.
    —Todas las noches de esta semana ha habido {want} —dijo {helper}—, y nadie sabe explicarlo.

    ?young —¡Un misterio! —dijo {companion}, y dio una vuelta sobre sí mism{pet.o}, que es lo que hacía cuando se emocionaba.
    ?old —Todos los misterios tienen respuesta —dijo {hero}—. Lo que pasa es que se esconde.
    ?big —Hay tres clases de misterios —dijo {companion}—: los pequeños, los grandes y los que tienen merienda. —Este es de los grandes —dijo {hero}. —Vaya —dijo {companion}—. Qué pena.

    —La única pista es {clue} —dijo {helper}—. Seguidla, y contadme qué encontráis.
    `,
  ),
  gain: bi(
    `
    Here they found another piece of the puzzle: {clue}, and beside it, something new.
    ?old {hero} made a note of it: the clue was fresher here, and it went on, towards {heart}.
    ?big {hero} lined up everything they knew. It did not make sense yet, but it was beginning to make a shape.
    ?young “A clue!” said {companion}. “Another clue! We're real detectives now.”
    `,
    `
    Allí encontraron otra pieza del rompecabezas: {clue}, y a su lado, algo nuevo.
    ?old {hero} lo apuntó: aquí la pista era más reciente, y seguía hacia {heart}.
    ?big {hero} ordenó todo lo que sabían. Aún no tenía sentido, pero empezaba a tener forma.
    ?young —¡Una pista! —dijo {companion}—. ¡Otra pista! Ya somos detectives de verdad.
    `,
  ),
  low: bi(
    `
    Then the clues ran out, and every idea they had turned out to be wrong.
    They had followed {clue} all that way, and it led to nothing but an empty, silent place.
    ?old “Maybe there isn't an answer,” said {companion}. It was the worst thing either of them had said all day.
    ?young {hero} sat down with {hero.his} chin in {hero.his} hands. It was too hard.
    `,
    `
    Entonces se acabaron las pistas, y todas las ideas que tenían resultaron estar equivocadas.
    Habían seguido {clue} hasta allí, y no llevaba más que a un sitio vacío y callado.
    ?old —A lo mejor no hay respuesta —dijo {companion}. Fue lo peor que había dicho nadie en todo el día.
    ?young {hero} se sentó con la barbilla entre las manos. Era demasiado difícil.
    `,
  ),
  earn: bi(
    `
    And there, at {heart}, as the light changed, it happened again: {want}.
    At {heart}, everything was quiet, until, very softly, there it was again: {want}.

    ?kind {hero} did not shout “Got you!”; {hero} whispered “Hello,” and the something that had been hiding came out, because nobody had ever said hello to it before.
    ?brave {hero} took a deep breath and went towards it, not away, though every bit of {hero} wanted to run, and found the answer right there.
    ?clever {hero} put the clues together: {clue}, the time it always happened, the place it always stopped. There was only one answer, and {hero} walked straight to it.
    ?ask {hero} asked everyone they had met, and each one knew one small thing; put together, the small things made the whole answer.
    ?patient They hid behind a stone and waited, and waited, not moving a whisker, until the answer came out by itself.

    It was {answer}.
    The mystery was {answer}, and it was nothing to be frightened of at all.
    `,
    `
    Y allí, junto {heart.al}, mientras cambiaba la luz, volvió a pasar: {want}.
    Junto {heart.al} todo estaba en silencio, hasta que, muy bajito, ahí estaba otra vez: {want}.

    ?kind {hero} no gritó «¡Te pillé!»; susurró «Hola», y eso que estaba escondido salió, porque nadie le había dicho hola nunca.
    ?brave {hero} respiró hondo y fue hacia allí, no hacia el otro lado, aunque todo su cuerpo quería salir corriendo, y encontró la respuesta allí mismo.
    ?clever {hero} juntó las pistas: {clue}, la hora a la que siempre pasaba, el sitio donde siempre paraba. Solo había una respuesta, y fue derecho a ella.
    ?ask {hero} preguntó a todos los que habían conocido, y cada uno sabía una cosita; juntas, las cositas formaban la respuesta entera.
    ?patient Se escondieron detrás de una piedra y esperaron, y esperaron, sin mover ni un bigote, hasta que la respuesta salió sola.

    Era {answer}.
    El misterio era {answer}, y no daba ningún miedo.
    `,
  ),
  deliver: bi(
    `
    They brought the answer back to {owner}, and {owner} laughed with relief.
    When {owner} heard the answer, everybody laughed, and the mystery became a story to tell.
    `,
    `
    Le llevaron la respuesta {owner.al}, y {owner} se echó a reír del alivio.
    Cuando {owner} supo la respuesta, todos se rieron, y el misterio se convirtió en una historia para contar.
    `,
  ),
};

export const BRAVE: ShapeDef = {
  key: 'brave',
  titles: {
    en: lines(`{hero} the Brave\n{hero} and {want}\nThe Bravest Thing`),
    es: lines(`{hero} y {want}\nLo más valiente\nEl día más valiente de {hero}`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came with a request that nobody else had dared to take on.
    Then {helper}, {role.a}, arrived and sat down heavily. “I need someone brave,” {helper} said.

    “{owner} needs someone to go to {want},” said {helper}, “and everyone says it's too scary.”
    “Somebody has to {goal},” said {helper}, “and I'm too old, and everyone else is too frightened.”

    {hero} felt {hero.his} tummy go small and tight. But {hero} said, “I'll go.”
    ?old {hero} was not at all sure about being brave; but {hero} was sure about {owner}, and that would have to do.
    ?young {companion} squeezed {hero.s} hand. “We'll both go,” {companion} said. “Then it's half as scary each.”
    `,
    `
    Entonces llegó {helper}, {role.a}, con un encargo que nadie más se había atrevido a aceptar.
    Entonces llegó {helper}, {role.a}, y se sentó con un suspiro. —Necesito a alguien valiente —dijo.

    —{owner} necesita que alguien vaya hasta {want} —dijo {helper}—, y todo el mundo dice que da mucho miedo.
    —Alguien tiene que {goal} —dijo {helper}—, y yo ya soy mayor, y a todos los demás les da miedo.

    A {hero} se le encogió la tripa. Pero dijo: —Yo voy.
    ?old {hero} no estaba nada segur{hero.o} de ser valiente; pero sí de querer ayudar {owner.al}, y con eso tendría que bastar.
    ?young {companion} le apretó la mano a {hero}. —Voy contigo —dijo—. Así toca a la mitad de miedo cada uno.
    `,
  ),
  gain: bi(
    `
    That was one scary thing done, and {hero} felt a little taller.
    ?old {hero} noticed that the fear had not gone, but it had got smaller, the way a shadow does when you walk towards the light.
    ?young “Was that brave?” asked {companion}. “That was brave,” said {hero}. They both felt very pleased.
    `,
    `
    Ya habían hecho una cosa que daba miedo, y {hero} se sintió un poquito más alt{hero.o}.
    Ya habían hecho una cosa que daba miedo, y a {hero} le pareció que había crecido un poquito.
    ?old {hero} se dio cuenta de que el miedo no se había ido, pero se había hecho más pequeño, como una sombra cuando caminas hacia la luz.
    ?young —¿Eso ha sido valiente? —preguntó {companion}. —Eso ha sido valiente —dijo {hero}. Y qué orgullo sintieron {hero} y {companion}.
    `,
  ),
  low: bi(
    `
    And then they saw {want} up close, and it was bigger and darker and stranger than anyone had said.
    {hero.s} legs would not go any further. They just stopped, all by themselves.
    ?old “I can't,” whispered {hero}. It was the first time all day {hero} had said it out loud.
    `,
    `
    Y entonces vieron {want} de cerca, y era más grande, más oscuro y más raro de lo que nadie había dicho.
    Las piernas de {hero} no quisieron seguir. Se pararon solas.
    ?old —No puedo —susurró {hero}. Era la primera vez en todo el día que lo decía en voz alta.
    `,
  ),
  earn: bi(
    `
    {companion} sat down right beside {hero} and waited.

    ?old “You don't have to stop being scared,” said {companion}. “You only have to take one step. The next one's my job.”

    ?kind {hero} thought of {owner}, waiting, and found that caring about someone is stronger than being scared; {hero} stood up and went.
    ?brave {hero} took one step, and then another, and on the third step found that brave is not a feeling; it is a thing you do while you are scared.
    ?clever {hero} made a plan: ten steps, then a rest, then ten more; a big scary thing is only lots of small things put together.
    ?ask {hero} said, “Will you hold my hand?” and {companion} did, and {helper} came too, and together they went all the way.
    ?patient {hero} sat and breathed slowly, in and out, until the shaking stopped; and when it had stopped, {hero} got up and went.

    And so {hero} reached {want}, and did what had to be done.
    `,
    `
    {companion} se sentó justo al lado de {hero} y esperó.

    ?old —No tienes que dejar de tener miedo —dijo {companion}—. Solo tienes que dar un paso. El siguiente es cosa mía.

    ?kind {hero} pensó en {owner}, esperando, y descubrió que querer a alguien es más fuerte que tener miedo; se levantó y fue.
    ?brave {hero} dio un paso, y luego otro, y al tercero descubrió que ser valiente no es algo que se siente: es algo que se hace mientras tienes miedo.
    ?clever {hero} hizo un plan: diez pasos, luego descanso, luego otros diez; una cosa grande que da miedo no es más que muchas cosas pequeñas juntas.
    ?ask {hero} preguntó: —¿Me das la mano? —y {companion} se la dio, y {helper} también vino, y juntos llegaron hasta el final.
    ?patient {hero} se sentó y respiró despacio, dentro y fuera, hasta que dejó de temblar; y cuando dejó de temblar, se levantó y fue.

    Y así llegó {hero} hasta {want}, e hizo lo que había que hacer.
    `,
  ),
  deliver: bi(
    `
    When they came back, {owner} was waiting, and {owner} could hardly believe it.
    {owner} had watched the whole thing from far away, breath held, and now let it all out in a great cheer.
    `,
    `
    Cuando volvieron, {owner} les estaba esperando, y casi no se lo podía creer.
    {owner} lo había visto todo desde lejos, conteniendo la respiración, y ahora la soltó toda en un gran grito de alegría.
    `,
  ),
};

export const CONTEST: ShapeDef = {
  key: 'contest',
  titles: {
    en: lines(`{hero} and {want}\nThe Great Race\nThe Best Way to Win`),
    es: lines(`{hero} y {want}\nLa gran carrera\nLa mejor manera de ganar`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came past, pinning up a poster on every gate.
    Then {helper}, {role.a}, came to the gate waving a poster, which the wind wrapped round {companion.s} head.

    “It's {want},” said {helper}, “and {owner} says everyone is welcome to try.”

    ?young “We're going to win!” said {companion}, and ran three laps of the garden to practise.
    ?old “Do you think we could win?” asked {hero}. “I think we could try,” said {companion}, “which is nearly the same.”
    ?big “Winning isn't everything,” said {companion}. “But it's quite a lot of something.”
    `,
    `
    Entonces pasó {helper}, {role.a}, pegando un cartel en cada verja.
    Entonces llegó a la verja {helper}, {role.a}, agitando un cartel que el viento le enrolló a {companion} en la cabeza.

    —Es {want} —dijo {helper}—, y {owner} dice que todo el mundo puede participar.

    ?young —¡Vamos a ganar! —dijo {companion}, y dio tres vueltas al jardín para entrenar.
    ?old —¿Crees que podríamos ganar? —preguntó {hero}. —Creo que podríamos intentarlo —dijo {companion}—, que es casi lo mismo.
    ?big —Ganar no lo es todo —dijo {companion}—. Pero es bastante de algo.
    `,
  ),
  gain: bi(
    `
    They were still in the race, and going well; {clue} showed they were on the right course.
    ?old Some of the others had fallen behind, and {hero} waved to each of them as they went by.
    ?young “Are we winning?” asked {companion}. “We're doing our best,” said {hero}, “and that's a kind of winning.”
    `,
    `
    Seguían en la carrera, y bien; {clue} les indicaba que iban por el recorrido bueno.
    ?old Algunos se habían quedado atrás, y {hero} les fue saludando con la mano al pasar.
    ?young —¿Vamos ganando? —preguntó {companion}. —Lo estamos haciendo lo mejor que podemos —dijo {hero}—, y eso también es ganar un poco.
    `,
  ),
  low: bi(
    `
    Then, just ahead, one of the others fell and hurt a knee, and sat crying in the middle of the way.
    Then they saw that {creature.a} who had been racing beside them had taken a wrong turn and was lost.
    ?old If they stopped, they would lose. If they didn't, they would be the kind of people who didn't stop.
    `,
    `
    Entonces, justo delante, uno de los otros se cayó, se hizo daño en la rodilla y se sentó a llorar en mitad del camino.
    Entonces vieron que {creature.a} que corría a su lado se había equivocado de camino y se había perdido.
    ?old Si paraban, perderían. Si no paraban, serían de los que no paran.
    `,
  ),
  earn: bi(
    `
    {hero} did not even have to think about it.

    ?kind {hero} stopped, helped, and shared the last of the water, and then they went on together, slowly, right to the end.
    ?brave {hero} went back the hard way, through the part everyone had avoided, to fetch the one who was lost, and led them out.
    ?clever {hero} saw that if they carried the tired one between them on a stretcher of branches, they could still finish; and they did.
    ?ask {hero} called out to all the other racers, and one by one they stopped too, and helped, and the race became something else entirely.
    ?patient {hero} stayed, and waited until the tears had stopped and the knee felt better, and then they walked the rest together.

    They came in last. Everyone was standing at the finish, clapping louder for them than for anybody.
    `,
    `
    {hero} ni siquiera tuvo que pensárselo.

    ?kind {hero} paró, ayudó, compartió lo que quedaba de agua, y luego siguieron juntos, despacito, hasta el final.
    ?brave {hero} volvió por el camino difícil, por la parte que todos habían evitado, para buscar al que se había perdido, y le sacó de allí.
    ?clever {hero} vio que si llevaban al cansado entre {hero} y {companion} en una camilla de ramas, aún podían terminar; y terminaron.
    ?ask {hero} llamó a todos los demás corredores, y uno a uno también se pararon a ayudar, y la carrera se convirtió en otra cosa.
    ?patient {hero} se quedó, y esperó a que se acabaran las lágrimas y la rodilla estuviera mejor, y luego hicieron juntos el resto del camino.

    Llegaron los últimos. Todo el mundo estaba en la meta, aplaudiéndoles más fuerte que a nadie.
    `,
  ),
  deliver: bi(
    `
    {helper} said that the prize was not for the fastest but for the best, and gave it to {hero}; and so {hero} got to {goal} after all.
    The winner gave the prize to {hero}, because, the winner said, “You were the real winner.” So {hero} got to {goal} after all.
    `,
    `
    {helper} dijo que el premio no era para el más rápido sino para el mejor, y se lo dio a {hero}; así que {hero} pudo {goal}, al final.
    Quien había ganado le dio el premio a {hero}, porque, dijo, «quien gana de verdad es quien se para a ayudar». Así que {hero} pudo {goal}, al final.
    `,
  ),
};
