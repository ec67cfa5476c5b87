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
    Then {helper}, {role.a}, came to the gate with [[a puzzled frown|a [very|remarkably] puzzled face|a head full of questions|a scratch of the head]][[.|, and [looked|glanced] left and right before speaking.]]
    Then a note arrived, folded into [[a [tiny|minuscule] square|a paper bird|a neat little triangle]], from {helper}, {role.a}: “[[Come quickly.|Please come.|Come as soon as you can.]] [[Something [strange|mysterious] is going on.|Something [very|remarkably] odd is happening.|There is a puzzle here nobody can solve.]]”

    “It's {want},” said {helper}[[| in a low voice| with a shiver| mysteriously]]. “Nobody knows what it is, and {owner} is [[worried|worried sick|puzzled and worried]].”
    “[[Every night this week|Each night lately|Night after night]] there has been {want},” said {helper}. “[[Nobody can explain it|Nobody can say why|Nobody knows what it is]], [[not even {owner}|not one of us|not in all {place}]].”

    ?young “A mystery!” [[said|squeaked|cried]] {companion}, and [[went round in a circle|hopped on the spot|spun round twice]], which is what {companion} did with excitement.
    ?old “Every mystery has an answer[[| somewhere| somewhere in {place}| even {want}]],” [said|remarked] {hero}[[| slowly| with a nod| firmly]]. “[[It's just hiding, and {clue} is where it starts.|It's only hiding, probably somewhere near {heart}.|We just have to find where it's hiding, and {clue} will help.]]”
    ?big “There are three kinds of mystery,” said {companion}. “Small ones, big ones and ones with snacks.” “This is a big one,” said {hero}. “Oh,” said {companion}. “[[Pity.|Shame.|Well, we'll bring our own snacks.]]”

    “The only clue is {clue},” said {helper}. “[[Follow it, and tell me what you find.|See if it leads to {heart}.|Find out where it goes, then tell me.|Start at {edge}, and see.|Follow it through {place}.]]”
    `,
    `
    Entonces llegó a la verja {helper}, {role.a}, con [[el ceño fruncido|cara de no entender nada|la cabeza llena de preguntas]][[.|, y miró a un lado y a otro antes de hablar.]]
    Entonces llegó una nota doblada en [[un cuadradito diminuto|forma de pajarita|un triangulito]], {helper.del}, {role.a}: «[[Venid deprisa.|Venid, por favor.|Venid en cuanto podáis.]] [[Está pasando algo muy raro en {place}.|Pasa algo rarísimo con {want}.|Hay un misterio que nadie sabe resolver.|Nadie entiende lo que pasa junto {heart.al}.]]»

    —Es {want} —dijo {helper}[[| en voz baja| con un escalofrío| misteriosamente]]—. Nadie sabe qué es, y {owner} está [[preocupad{owner.o}|muy preocupad{owner.o}|preocupad{owner.o} y sin entender nada]].
    —Todas las noches de esta semana ha habido {want} —dijo {helper}—, y [[nadie sabe explicarlo|nadie sabe por qué|nadie tiene ni idea de qué es]].

    ?young —¡Un misterio! —[[dijo|gritó|chilló]] {companion}, y [[dio una vuelta sobre sí mism{pet.o}|dio saltitos|dio dos vueltas]], que es lo que hacía cuando se emocionaba.
    ?old —Todos los misterios tienen respuesta[[| en alguna parte| en algún rincón {place.del}]] —dijo {hero}[[| despacio| muy seri{hero.o}| asintiendo]]—. [[Lo que pasa es que se esconde, y {clue} es por donde empieza.|Solo está escondida, seguramente cerca {heart.del}.|Solo hay que encontrar dónde se esconde, y {clue} nos ayudará.]]
    ?big —Hay tres clases de misterios —dijo {companion}[[| muy seri{companion.o}| levantando tres dedos| con aire de saberlo todo]]—: los pequeños, los grandes y los que tienen merienda. —[[Este es de los grandes|Me temo que este es de los grandes|Este, de los grandes, seguro]] —dijo {hero}[[| mirando {clue}| junto {station.al}|]]. —Vaya —dijo {companion}—. [[Qué pena.|Lástima.|Bueno, llevaremos nuestra propia merienda.]]

    —La única pista es {clue} —dijo {helper}—. [[Seguidla, y contadme qué encontráis por {place}.|Seguidla, a ver si lleva hasta {heart}.|Averiguad adónde va, y venid a contármelo todo {want.del}.|Empezad por {edge}, a ver adónde os lleva.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    [[Here|Right by {station}|Just past {station}]] they [found|discovered] another piece of the puzzle: {clue}, and beside it, [[something new|something they had not seen before|a second, smaller sign|a little mark nobody had noticed]][[.|, which {hero} [looked|glanced] at for a long time.]]
    ?old {hero} made a note of it: [[the clue was fresher here|the trail was newer here|the signs were clearer here]], and it went on, towards {heart}.
    [[Past {station}|Beyond {station}|After {station}]], {hero} [[stopped to think|counted the clues on {hero.his} fingers|went over everything again]]: {clue}, [[the way it led|where it had been|how fresh it looked]], [[and something about it was starting to make sense|and a little idea began to wake up|and {companion} said it was like a jigsaw]][[.|, with one piece still missing.]]
    ?big {hero} lined up everything they knew. It did not make sense yet, but [[it was beginning to make a shape|it was starting to look like something|a pattern was peeping through]].
    ?young “A clue!” [[said|squeaked|whispered]] {companion}[[| by {station}| with a hop]]. “[[Another clue|Look, {clue} again|And another]], and [[we're real detectives now|we're proper detectives|this is the best day ever|{want} is close]]!”
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    [[Allí|Junto {station.al}|Un poco más allá {station.del}]] encontraron otra pieza del rompecabezas: {clue}, y a su lado, [[algo nuevo|algo que no habían visto antes|otra señal más pequeña|una marquita en la que nadie se había fijado]][[.|, que {hero} estuvo mirando un buen rato.]]
    ?old {hero} lo apuntó: [[aquí la pista era más reciente|aquí el rastro era más nuevo|aquí las señales eran más claras]], y seguía hacia {heart}.
    [[Pasad{station.o} {station}|Más allá {station.del}|Después {station.del}]], {hero} [[se paró a pensar|contó las pistas con los dedos|repasó todo otra vez]]: {clue}, [[hacia dónde iba|dónde había estado|lo reciente que parecía]], [[y algo empezaba a tener sentido|y se le empezó a despertar una idea|y {companion} dijo que era como un puzle]][[.|, al que aún le faltaba una pieza.]]
    ?big {hero} ordenó todo lo que sabían. Aún no tenía sentido, pero [[empezaba a tener forma|empezaba a parecerse a algo|ya se asomaba un dibujo]].
    ?young —¡Una pista! —[[dijo|chilló|susurró]] {companion}—. ¡Otra pista! [[Ya somos detectives de verdad.|¡Somos detectives de verdad!|Es el mejor día del mundo.]]
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    Then the clues ran out, and every idea they had turned out to be wrong[[.|, one after another.|, every single one.]]
    They had followed {clue} all that way, and it led to nothing but [[an empty, silent place|a [quiet|peaceful], empty spot|a blank wall of nothing]][[.|, and {companion} gave a [sad|sorrowful] little sigh.]]
    ?old “Maybe there isn't an answer,” [said|remarked] {companion}. [[It was the worst thing either of them had said all day.|Neither of them liked how that sounded.|It sat between them like a [cold|freezing] stone.]]
    ?young {hero} sat down with {hero.his} chin in {hero.his} hands. [[It was too [hard|difficult].|It was much too hard.|Mysteries were hard.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Entonces se acabaron las pistas, y todas las ideas que tenían resultaron estar equivocadas[[.|, una detrás de otra.|, todas y cada una.]]
    Habían seguido {clue} hasta allí, y no llevaba más que a [[un sitio vacío y callado|un rincón vacío y quieto|nada de nada]][[.|, y {companion} soltó un suspiro triste.]]
    ?old —A lo mejor [[no hay respuesta|no hay respuesta para esto|nadie puede resolverlo|{clue} no lleva a ninguna parte]] —dijo {companion}[[| muy bajito| junto {station.al}|]]. [[Fue lo peor que había dicho nadie en todo el día.|A ninguno le gustó cómo sonaba aquello.|La frase se quedó entre los dos como una piedra fría.]]
    ?young {hero} se sentó con la barbilla entre las manos. [[Era demasiado difícil.|Era dificilísimo.|Los misterios eran muy difíciles.]]
    `,
  ),
  earn: bi(
    `
    And there, at {heart}, as the light [[changed|faded|turned gold]], it happened again: {want}.
    At {heart}, everything was [quiet|peaceful], until, very [[softly|slowly|gently]], there it was again: {want}.

    ?!toddler ?kind {hero} did not shout “Got you!” [[by {station}|at {want}|at all]]. {hero} whispered “Hello,” and [[out it came|the hiding thing came out|out crept the something]], [[because nobody had ever said hello to it before|because a hello was all it had been waiting for|and {companion} whispered hello too]].
    ?brave {hero} took a deep breath and went towards it, not away, though every bit of {hero} wanted to run, and [found|discovered] the answer right there.
    ?clever {hero} put the clues together: {clue}, the time it always happened, the place it always stopped. There was only one answer, and {hero} walked straight to it.
    ?ask {hero} asked everyone they had met, and each one knew one [small|diminutive] thing; put together, the [small|diminutive] things made the whole answer.
    ?patient They hid behind a stone and waited, and waited, not moving a whisker, until the answer came out by itself.

    It was {answer}[[.|, all along.|, of all things.|, and nothing else at all.]]
    The mystery was {answer}, and it was [[nothing to be frightened of at all|not scary one bit|the nicest surprise]][[.|, after all.]]
    `,
    `
    Y allí, junto {heart.al}, mientras [[cambiaba la luz|se apagaba la luz|la luz se volvía dorada]], volvió a pasar: {want}.
    Junto {heart.al} todo estaba en silencio, hasta que, muy [[bajito|despacio|suavemente]], ahí estaba otra vez: {want}.

    ?kind {hero} no gritó «¡Te pillé!»; susurró «Hola», y eso que estaba escondido salió, porque nadie le había dicho hola nunca.
    ?!toddler ?brave {hero} respiró hondo y fue hacia allí, no hacia el otro lado, aunque todo su cuerpo quería salir corriendo, y encontró la respuesta allí mismo.
    ?clever {hero} juntó las pistas: {clue}, la hora a la que siempre pasaba, el sitio donde siempre paraba. [[Solo había una respuesta, y fue derecho a ella.|Todo señalaba hacia {heart}, y allá fue.|Solo podía ser en un sitio, y {hero} sabía cuál.]]
    ?ask {hero} preguntó a [[todos los que habían conocido|cada criatura {place.del}|todo el que pasaba junto {station.al}]], y cada uno sabía una cosita; juntas, las cositas [[formaban la respuesta entera|llevaban derechito hasta {want}|eran como las piezas de un puzle]].
    ?patient Se escondieron detrás de una piedra y esperaron, y esperaron, sin mover ni un bigote, hasta que la respuesta salió sola.

    Era {answer}[[.|, desde el principio.|, nada menos.|, y nada más.]]
    El misterio era {answer}, y [[no daba ningún miedo|no asustaba ni un poquito|era la sorpresa más bonita]][[.|, después de todo.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They brought the answer back to {owner}, and {owner} [[laughed with relief|let out a great sigh of relief|laughed until {owner} had to sit down]].
    When {owner} heard the answer, [everybody|everyone] [[laughed|laughed and clapped|smiled]], and the mystery became [[a story to tell|a story to tell on winter nights|everyone's favourite story]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Le llevaron la respuesta {owner.al}, y {owner} [[se echó a reír del alivio|soltó un gran suspiro de alivio|se rio tanto que se tuvo que sentar]].
    Cuando {owner} supo la respuesta, todos [[se rieron|se rieron y aplaudieron|sonrieron]], y el misterio se convirtió en [[una historia para contar|una historia para las noches de invierno|la historia favorita de todos]].
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
    Then {helper}, {role.a}, came with a request that [[nobody else had dared to take on|everyone else had said no to|made the neighbours go quiet]][[.|, and a [very|remarkably] serious face.]]
    Then {helper}, {role.a}, arrived and sat down heavily. “I need someone [brave|courageous],” {helper} said[[.|, looking at {hero}.|, “and I think it might be you.”]]

    “{owner} needs someone to go to {want},” said {helper}, “and everyone says [[it's too scary|it's far too frightening|they'd rather not]].”
    “Somebody has to {goal},” said {helper}, “and I'm too old, and everyone else is [[too frightened|much too scared|busy being scared]].”

    {hero} felt {hero.his} tummy go [[small and tight|fluttery|all wobbly inside]]. But {hero} said, “[[I'll go to {heart}.|I'll do it, for {owner}.|We'll go, {companion} and me.|I'll go and see {want}.|Somebody has to, and it might as well be us.]]”
    ?old {hero} was not at all sure about being brave; but {hero} was sure about {owner}, and [[that would have to do|that was enough|that would be enough to start with]].
    ?young {companion} squeezed {hero.s} hand. “We'll both go[[| to {heart}| and see {want}| together]],” {companion} said. “[[Then it's half as scary each.|Two is braver than one.|Scary things are smaller when there are two of you.]]”
    `,
    `
    Entonces llegó {helper}, {role.a}, con un encargo que [[nadie más se había atrevido a aceptar|todos los demás habían rechazado|dejaba callados a los vecinos]][[.|, y una cara muy seria.]]
    Entonces llegó {helper}, {role.a}, y se sentó con un suspiro. —[[Necesito a alguien valiente|Me hace falta alguien con mucho valor|Busco a alguien que no se asuste fácil]] —dijo[[.|, mirando a {hero}.|—. Y creo que podrías ser tú.|, con los ojos puestos en {hero}.]]

    —{owner} necesita que alguien vaya hasta {want} —dijo {helper}—, y todo el mundo dice que [[da mucho miedo|da muchísimo miedo|prefiere no ir]].
    —Alguien tiene que {goal} —dijo {helper}—, y yo ya soy mayor, y a todos los demás les da [[miedo|muchísimo miedo|miedo solo de pensarlo]].

    A {hero} se le [[encogió la tripa|llenó la tripa de mariposas|puso todo temblón por dentro]]. Pero [[dijo|contestó|dijo, muy bajito|dijo, con la voz firme]]: —[[Yo voy hasta {heart}.|Lo haré yo, por {owner}.|Vamos nosotros, {companion} y yo.|Iremos a ver {want}.|Alguien tiene que ir, y podemos ser nosotros.]]
    ?old {hero} no estaba nada segur{hero.o} de ser valiente; pero sí de querer ayudar {owner.al}, y con eso tendría que bastar.
    ?young {companion} [[le apretó la mano a {hero}|se arrimó a {hero}|se puso al lado de {hero}]]. —[[Voy contigo|Yo también voy|No vas a ir sol{hero.o}|Vamos los dos]][[| hasta {heart}| a ver {want}| a donde sea]] —dijo—. [[Así toca a la mitad de miedo cada uno.|Dos son más valientes que uno.|Las cosas que dan miedo encogen cuando vas acompañado.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    [[That was one scary thing done|{station} was behind them, scary bit and all|They had got past {station}, scary as it was|One frightening thing was over]], and {hero} felt [[a little taller|a [tiny|minuscule] bit taller|a little bit braver|as if {hero.he} had grown an inch]][[.|, and {companion} gave a [proud|triumphant] {call}.|, all the way up to the ears.|, which was a new and [lovely|marvellous] feeling.]]
    [[Past {station}|After that|Once they were through]], {hero} [[stood up straighter|walked a little taller|held {hero.his} head a little higher]]; [[one scary thing was done|that was one [hard|difficult] thing behind them|the first brave bit was over]], [[and it felt good|and {companion} noticed|and {hero} smiled]].
    ?old {hero} noticed that the fear had not gone, but it had got smaller, [[the way a shadow does when you walk towards the light|the way a shadow shrinks at noon|like an ice cube in the sun]].
    ?young “Was that [brave|courageous]?” [[asked|whispered|wondered]] {companion}, and {hero} [[said|nodded and said|grinned and said]], “[[That was brave.|That was [very|remarkably] brave.|Yes, that was brave.]]” [[They both felt very [pleased|delighted], all the way past {station}.|They both felt very [proud|triumphant], and {want} seemed a little smaller.|And they grinned all the way to the next bend.]]
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    [[Ya habían hecho una cosa que daba miedo|Ya habían dejado atrás {station}, con miedo y todo|Lo de {station} ya estaba hecho]], y {hero} se sintió [[un poquito más alt{hero.o}|un poquito más valiente|un poco más mayor]][[.|, y {companion} soltó un «{call}» de orgullo.]]
    [[Ya habían hecho una cosa que daba miedo|Habían pasado {station} sin echarse atrás|Una cosa que daba miedo, menos]], y a {hero} le pareció que había crecido [[un poquito|un palmo|un montón]][[.|, y {companion} también lo notó.]]
    [[Después de aquello|Al pasar {station}|Una vez al otro lado]], {hero} [[andaba con la espalda más recta|caminaba con paso más firme|levantó un poco más la cabeza]]; [[ya habían hecho una cosa difícil|una cosa que daba miedo ya estaba hecha|lo primero valiente ya había pasado]], [[y sentaba bien|y {companion} se dio cuenta|y {hero} sonrió]].
    ?old {hero} se dio cuenta [[junto {station.al}|al pasar {station}|de pronto]] de que el miedo no se había ido, pero se había hecho más pequeño, [[como una sombra cuando caminas hacia la luz|como se encoge una sombra a mediodía|como un cubito de hielo al sol]].
    ?young —¿Eso ha sido valiente? —preguntó {companion}. —Eso ha sido valiente —dijo {hero}. [[Y qué orgullo sintieron {hero} y {companion}.|Y los dos se sintieron muy orgullosos.|Y fueron sonriendo hasta la siguiente curva.]]
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    And then they saw {want} up close, and it was [[bigger and darker and stranger|bigger and stranger and louder|much bigger and much stranger]] than anyone had said.
    [[{hero.s} legs would not go any further|{hero.s} feet would not move another step|{hero.s} knees went wobbly]]; they just stopped, [[all by themselves|on their own|as if they had a mind of their own]][[.|, and {hero.s} heart thumped.]]
    ?old “I can't,” whispered {hero}. [[It was the first time all day {hero} had said it out loud.|It was the first time {hero} had said it all day.|The words came out very [small|diminutive].]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    ?!toddler Y entonces vieron {want} de cerca, y era [[más grande, más oscuro y más raro|más grande, más raro y más ruidoso|muchísimo más grande y más raro]] de lo que nadie había dicho.
    [[Las piernas de {hero} no quisieron seguir|Los pies de {hero} no quisieron dar ni un paso más|A {hero} le temblaron las rodillas]] [[delante {want.del}|allí junto {station.al}|a pocos pasos {heart.del}]]. Se pararon [[solas|ellas solas|como si tuvieran voluntad propia]][[.|, y el corazón le hacía pum, pum.]]
    ?old —No puedo —susurró {hero}. [[Era la primera vez en todo el día que lo decía en voz alta.|Era la primera vez que lo decía en todo el día.|Las palabras le salieron muy pequeñitas.]]
    `,
  ),
  earn: bi(
    `
    {companion} [[sat down right beside {hero}|curled up next to {hero}|came close to {hero}|settled by {hero.s} side]] [[on {ground}|by {station}|in the shadow of {station}|]] and [[waited|waited without a word|leaned in close, and waited|said nothing, and stayed]][[.|, warm and steady.|, the way good friends do.|, as long as it took.]]

    ?old “[[You don't have to stop being scared|It's all right to be scared|Being [scared|frightened] is allowed|Everybody's [scared|frightened] of something|Even brave people get scared]],” [said|remarked] {companion}[[| softly| gently| by {station}| looking at {heart}]], “[[you only have to take one step, and the next one's my job|just take one step, and I'll help with the next|one small step is all, and we'll do the next together]].”

    ?kind {hero} thought of {owner}, waiting, and [found|discovered] that caring about someone is stronger than being [scared|frightened]; {hero} stood up and went.
    ?brave {hero} took one step [[towards {want}|away from {station}|across {ground}]], and then another, and on the third step [found|discovered] that brave is not a feeling; [[it is a thing you do while you are scared|it is something you do even while you shake|it is what you do with the fear still there]].
    ?clever {hero} made a plan: ten steps, then a rest, then ten more; a big scary thing is only lots of small things put together.
    ?ask {hero} said, “Will you hold my hand?” and {companion} did, and {helper} came too, and together they went all the way.
    ?patient {hero} sat and breathed [slowly|unhurriedly], in and out, until the shaking stopped; and when it had stopped, {hero} got up and went.

    And so {hero} reached {want}[[, there by {heart},| at last|, with {companion} right behind,]] and did what had to be done[[, shaking a little, but doing it.|, one step at a time.|, for {owner}.|, and it was not nearly as bad as it had [looked|glanced] from {station}.]]
    `,
    `
    {companion} se sentó justo al lado de {hero} y [[esperó|esperó sin decir nada|se arrimó, y esperó|no dijo nada, y se quedó]][[.|, calentito y tranquilo.]]

    ?old —[[No tienes que dejar de tener miedo|No hace falta que dejes de tener miedo|Puedes tener miedo, no pasa nada]] —dijo {companion}[[| bajito| con cariño]]—, solo tienes que dar [[un paso|el primer paso|un pasito]], [[y el siguiente es cosa mía|que del siguiente me encargo yo|y el siguiente lo damos juntos]].

    ?kind {hero} pensó en {owner}, esperando, y descubrió que querer a alguien es más fuerte que tener miedo; se levantó y fue.
    ?brave {hero} dio un paso [[hacia {want}|desde {station}|por {ground}]], y luego otro, y al tercero descubrió que ser valiente no es algo que se siente: [[es algo que se hace mientras tienes miedo|es algo que haces aunque tengas miedo|es lo que haces con el miedo a cuestas]].
    ?clever {hero} hizo un plan: diez pasos, luego descanso, luego otros diez; una cosa grande que da miedo no es más que muchas cosas pequeñas juntas.
    ?ask {hero} preguntó: —¿Me das la mano? —y {companion} se la dio, y {helper} también vino, y juntos llegaron hasta el final.
    ?patient {hero} se sentó y respiró despacio, dentro y fuera, hasta que dejó de temblar; y cuando dejó de temblar, se levantó y fue.

    Y así llegó {hero} hasta {want}, e hizo lo que había que hacer[[.|, temblando un poco, pero haciéndolo.|, paso a paso.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    When they came back, {owner} was waiting, and {owner} [[could hardly believe it|wiped away a [happy|delighted] tear|cheered and cheered]].
    {owner} had watched the whole thing from far away, breath held, and now let it all out in [[a great cheer|one enormous hooray|a whoop of joy]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Cuando volvieron, {owner} les estaba esperando, y [[casi no se lo podía creer|tenía lágrimas de alegría en los ojos|aplaudía sin parar]].
    {owner} lo había visto todo desde lejos, conteniendo la respiración, y ahora la soltó toda en [[un gran grito de alegría|un hurra enorme|un grito de felicidad]].
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
    Then {helper}, {role.a}, came past, pinning up a [[poster|bright poster|big red poster|notice]] on every [[gate|gatepost|door]][[.|, humming.|, with a hammer and a mouthful of pins.]]
    Then {helper}, {role.a}, came to the gate waving a poster, which [[the wind wrapped round {companion.s} head|ended up stuck to {companion.s} nose|{companion} tried to read upside down]].

    “It's {want},” said {helper}, “and {owner} says [[everyone is welcome to try|anyone at all may enter|the more, the merrier]].”
    “[[Have you heard?|Big news from {place}!|Guess what's happening in {place}?|Have you seen the poster by {station}?]]” said {helper}[[| excitedly| with a grin|, waving a leaflet]]. “{want}! [[{owner} is in charge of it|{owner} has organised it all|{owner} will be there]], and [[everyone can take part|anyone can have a go|there's a prize]].”

    ?young “We're going to win[[| {want}| it all| today]]!” [[said|cried|shouted]] {companion}, and ran [[three laps of the garden|round and round the garden|twice round the house|up and down the path]] to practise.
    ?old “Do you think we could [[win|really win|win it]]?” [asked|enquired] {hero}[[| hopefully| quietly]]. “I think we could try,” [said|remarked] {companion}, “[[which is [nearly|practically] the same|which is the first half of winning|and trying is a good start]].”
    ?big “[[Winning isn't everything|Winning doesn't matter|It's the taking part that counts]],” said {companion}[[| wisely|, with a shrug|, trying to sound grown-up]]. “[[But it's quite a lot of something.|But it's not nothing, either.|But I wouldn't mind getting to {goal}.|Still, it would be [lovely|marvellous] to {goal}.]]”
    `,
    `
    Entonces pasó {helper}, {role.a}, pegando [[un cartel|un cartel de colores|un cartel rojo enorme|un aviso]] en cada [[verja|puerta|poste]][[.|, tarareando.|, con chinchetas en la mano.]]
    Entonces llegó a la verja {helper}, {role.a}, agitando un cartel que [[el viento le enrolló a {companion} en la cabeza|acabó pegado en la nariz de {companion}|{companion} intentó leer del revés]].

    —Es {want} —dijo {helper}—, y {owner} dice que [[todo el mundo puede participar|puede apuntarse quien quiera|cuantos más, mejor]].
    —[[¿Os habéis enterado?|¡Noticia gorda!|¿A que no sabéis qué?]] —dijo {helper}—. ¡{want}! [[Lo organiza {owner}|{owner} lo ha preparado todo|Estará {owner}]], y [[puede participar todo el mundo|se puede apuntar cualquiera|hay premio]].

    ?young —¡Vamos a ganar! —dijo {companion}, y dio [[tres vueltas al jardín|vueltas y vueltas al jardín|dos vueltas a la casa]] para entrenar.
    ?old —¿Crees que podríamos [[ganar|llegar los primeros|{goal}]]? —preguntó {hero}[[| bajito| mirando la meta|]]. —Creo que podríamos intentarlo —dijo {companion}—, [[que es casi lo mismo|que es la primera mitad de ganar|y intentarlo ya es empezar bien]].
    ?big —Ganar no lo es todo —dijo {companion}—. [[Pero es bastante de algo.|Pero tampoco es nada.|Pero no le diría que no.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    They were still in the race, and going [[well|nicely|strong]]; {clue} showed they were on the right course[[.|, and {companion} gave a [happy|delighted] {call}.]]
    [[At|Past|Beyond]] {station}, they [[checked the way|caught their breath|looked back]]; {clue} [[said they were on course|was there, as it should be|pointed on]], and they [[ran on|set off again|kept going]], [[side by side|feeling good|grinning]].
    ?old [[Some of the others|A few of the racers|One or two of the others]] had fallen behind [[at {station}|near {station}|before {station}]], and {hero} waved to each of them as they went by[[.|, which was the friendly thing to do.|, calling out “Nearly there!”]]
    ?young “Are we winning?” [[asked|panted|puffed]] {companion}, and {hero} said, “We're doing our best, [[and that's a kind of winning|and that's what counts|and that's the best bit]].”
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    Seguían en la carrera, y [[bien|muy bien|con fuerza]]; {clue} les indicaba que iban por el recorrido bueno[[.|, y {companion} soltó un «{call}» de alegría.]]
    [[Junto {station.al}|Pasad{station.o} {station}|Más allá {station.del}]], [[comprobaron el camino|recuperaron el aliento|miraron atrás]]; {clue} [[decía que iban bien|estaba allí, como tenía que estar|señalaba hacia delante]], y [[siguieron corriendo|arrancaron otra vez|continuaron]], [[uno al lado del otro|con buen ánimo|sonriendo]].
    ?old Algunos se habían quedado atrás, y {hero} les fue saludando con la mano al pasar[[.|, que es lo amable.]]
    ?young —¿Vamos ganando? —preguntó {companion}. —Lo estamos haciendo lo mejor que podemos —dijo {hero}—, [[y eso también es ganar un poco|y eso es lo que cuenta|y eso es lo mejor]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    Then, [[just ahead|right by {station}|halfway across {ground}|just before {heart}]], one of the others [[fell and hurt a knee|tripped and scraped a knee|stumbled and twisted an ankle|slipped and bumped an elbow]], and sat [[crying in the middle of the way|sniffling, all alone|holding the sore bit and trying not to cry]][[.|, while [everybody|everyone] else ran past.]]
    Then they saw that {creature.a} who had been racing beside them had taken [[a wrong turn|the wrong path|a turning nobody should take]] and was lost[[.|, and calling for help.]]
    ?old [[If they stopped, they would lose.|Stopping meant losing; {hero} knew that.|To stop now meant no chance to {goal}.]] If they didn't, [[they would be the kind of people who didn't stop|they would be the kind who don't stop|they would have to remember it]].
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Entonces, justo delante, uno de los otros [[se cayó, se hizo daño en la rodilla|tropezó, se raspó la rodilla|se torció el tobillo]] y se sentó a llorar en mitad del camino.
    ?!toddler Entonces vieron que {creature.a} que corría a su lado se había equivocado de camino y se había perdido[[.|, y pedía ayuda.]]
    ?old [[Si paraban, perderían.|Pararse era perder; {hero} lo sabía.|Si se paraban allí mismo, adiós a la carrera.]] Si no paraban, [[serían de los que no paran|serían de los que pasan de largo|tendrían que acordarse siempre]].
    `,
  ),
  earn: bi(
    `
    {hero} did not even have to think about it[[, right there by {station}|, not even with {heart} so near|, not for a single moment|, though the finish was so close]][[, and nor did {companion}.|, and stopped [straight away|immediately].|; {hero} was already turning back.|, and {companion} was already running to help.]]

    ?!toddler ?kind {hero} stopped, helped, and shared the last of the water, and then they went on together, [slowly|unhurriedly], right to the end.
    ?brave {hero} went back the hard way, through the part everyone had avoided, to fetch the one who was lost, and led them out.
    ?!toddler ?clever {hero} saw that if they carried the [tired|exhausted] one between them on a stretcher of branches, they could still finish; and they did.
    ?ask {hero} called out to [[all the other racers|everyone running past {station}|the runners nearest {heart}]], and one by one they stopped too, and helped, and the race became [[something else entirely|a walk, all together|the friendliest race {place} had ever seen]].
    ?!toddler ?patient {hero} stayed, and waited until the tears had stopped and the knee felt better, and then they [walked|wandered] the rest together.

    They came in last[[, but| of all, and yet|, the very last, and]] everyone was standing at the finish, [[clapping louder for them than for anybody|cheering for them most of all|clapping and stamping for them]][[.|, and {companion} bowed.]]
    `,
    `
    {hero} ni siquiera tuvo que pensárselo[[, allí junto {station.al}|, con {goal} tan cerca| ni un momento]][[.|, y {companion} tampoco.|: se paró en seco.]]

    ?kind {hero} paró, ayudó, compartió lo que quedaba de agua, y luego siguieron juntos, despacito, hasta el final.
    ?!toddler ?brave {hero} volvió por el camino difícil, por la parte que todos habían evitado, para buscar al que se había perdido, y le sacó de allí.
    ?!toddler ?clever {hero} vio que si llevaban al cansado entre {hero} y {companion} en una camilla de ramas, aún podían terminar; y terminaron.
    ?ask {hero} llamó a todos los demás corredores, y uno a uno también se pararon a ayudar, y la carrera se convirtió en otra cosa.
    ?!toddler ?patient {hero} se quedó, y esperó a que se acabaran las lágrimas y la rodilla estuviera mejor, y luego hicieron juntos el resto del camino.

    Llegaron [[los últimos|los últimos de todos|los últimos, muy despacito]] [[por fin|tras pasar {station}|al final]], pero todo el mundo estaba en la meta, [[aplaudiéndoles más fuerte que a nadie|animándoles más que a nadie|aplaudiendo y zapateando de alegría]][[.|, y {companion} hizo una reverencia.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    {helper} [[said|announced|told everyone at {heart}]] that the prize was not for the fastest but for [[the best|the kindest|the one who stopped]], and gave it to {hero}; and so {hero} got to {goal} after all[[.|, with {companion} cheering loudest.|, and {owner} cheered too.]]
    [[The winner|The one who came first|The fastest runner of all|The winner, still out of breath,]] [[gave the prize to {hero}|walked over and gave {hero} the prize|held the prize out to {hero}|pressed the prize into {hero.s} hands]], [[because, the winner said, “You were the real winner.”|and said, “You stopped to help; that's the real winning.”|saying, “This belongs to whoever stopped, and that was you.”|and everyone at {heart} clapped and agreed.]] [[So {hero} got to {goal} after all.|And so {hero} got to {goal} after all, which nobody had expected.|So, after everything, {hero} got to {goal}.]]
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    {helper} dijo que el premio no era para el más rápido sino para el mejor, y se lo dio a {hero}; así que {hero} pudo {goal}, al final.
    [[Quien había ganado|Quien llegó primero|Quien corrió más deprisa, todavía sin aliento,]] [[le dio el premio a {hero}|le puso el premio en las manos a {hero}|se acercó a {hero} con el premio]], porque, dijo, [[«quien gana de verdad es quien se para a ayudar»|«esto es para quien se paró, y fuiste tú»|«ayudar vale más que llegar primero»]]. [[Así que {hero} pudo {goal}, al final.|Y así, después de todo, {hero} pudo {goal}.|Al final, {hero} pudo {goal}, y nadie se lo esperaba.]]
    `,
  ),
};
