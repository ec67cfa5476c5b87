/** Stories of finding: a lost thing, a lost little one, the way home. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const LOST_THING: ShapeDef = {
  key: 'lost-thing',
  titles: {
    en: lines(`{hero} and {want}\nThe Search for {want}\nWhere Did {want} Go?`),
    es: lines(`{hero} y {want}\nEn busca {want.del}\n¿Dónde está {want}?`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came hurrying up the path, [[quite out of breath|red in the face|puffing and panting|with a hat on crooked]][[.|, and had to lean on the gate.|, waving both arms.]]
    Then [[a letter slid under the door|a folded note came fluttering through the letterbox|a crumpled letter was pushed under the door|a note was pushed through the gap under the door|a letter landed on the mat with a soft flop]], [[in handwriting so wobbly|written so fast and so crookedly|in ink so blotchy and smudged|in letters so large and tilted]] [[it had clearly been written in a hurry|that whoever wrote it had plainly been worried|it could only mean trouble about {want}|that {hero} had to read it twice]]. It was from {helper}, {role.a}[[.|, and it said: please help.|, and it said: {want} is lost, please come.|, and it had three underlinings under the word “please”.]]

    “{want} is lost,” said {helper}[[| sadly| with a sigh| in a wobbly voice]]. “[[And {owner} cannot manage without it.|And {owner} is ever so [worried|anxious].|And {owner} has looked everywhere.]]”
    “{want} has gone missing somewhere in {place},” said {helper}, “and {owner} is [[heartbroken|so sad|terribly upset|worried sick]].”

    ?young “[[We can find it|We'll find {want}|We'll bring {want} back|Leave it to us]],” said {hero} [[at once|straight away|with a big nod|from the gate]][[.|, and {companion} nodded too.|, and {companion} was already sniffing round {station}.|; {owner} would not have to wait long.]]
    ?old “[[Lost things are usually somewhere|Lost things are never really gone|Everything lost is somewhere|A lost thing is only a thing in the wrong place]],” [said|remarked] {hero}[[| thoughtfully|, already looking towards {place}| to {companion}]]. “[[That's the good thing about them.|That's the best thing about them.|They just need finding.|And {want} is somewhere in {place}, I'm sure of it.|We only have to look where nobody has looked yet.]]”
    “[[If anyone can find it, you two can|If anybody can find {want}, it's you two|You two are the best finders I know|You've got sharp eyes, both of you, and that's what this needs|Nobody looks as [carefully|painstakingly] as you two]],” [[said {helper}|{helper} said, with a hopeful smile|said {helper}, already looking happier|{helper} told them, pointing towards {place}]]. “[[Follow {clue}: it will show you the way.|Follow {clue}; it leads where it went.|Look for {clue}, and keep following.|Start by {station} and look for {clue}.|{clue} will lead you, if you keep your eyes open.]]”
    `,
    `
    Entonces llegó {helper}, {role.a}, subiendo el camino a toda prisa y [[sin aliento|colorad{role.o} como un tomate|resoplando|con el sombrero torcido]][[.|, y se tuvo que apoyar en la verja.|, agitando los brazos.]]
    Entonces alguien deslizó una carta por debajo de la puerta, con una letra tan [[temblona|garabateada|apresurada]] que se notaba que la habían escrito deprisa. Era {helper.del}, {role.a}[[.|, y decía: por favor, ayudadme.]]

    —Se ha perdido {want} —dijo {helper}[[| con pena| suspirando| con la voz temblona]]—. [[Y {owner} no sabe qué hacer sin {want}.|Y {owner} está preocupadísim{owner.o}.|Y {owner} ya ha buscado por todas partes.]]
    —{want} ha desaparecido en algún lugar {place.del} —dijo {helper}—, y {owner} [[tiene el corazón partido|está muy triste|está disgustadísim{owner.o}|no para de preocuparse]].

    ?young —Nosotros {want.lo} encontraremos —dijo {hero} [[enseguida|sin dudarlo|asintiendo con fuerza]][[.|, y {companion} asintió también.]]
    ?old —Las cosas perdidas siempre están en alguna parte —dijo {hero}—. [[Eso es lo bueno que tienen.|Eso es lo mejor de ellas.|Solo hay que encontrarlas.]]
    —Si alguien puede encontrar{want.lo}, sois vosotros —dijo {helper}—. [[Seguid {clue}: os enseñará el camino.|Seguid {clue}, que lleva adonde fue.|Buscad {clue}, y no dejéis de seguirlo.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    [[On the far side|Just past {station}|A little further on|Beyond {station}]], they [found|discovered] {clue} again, [[clearer than before|plainer than ever|easier to see now|right where it should be]][[.|, and {companion} did a little hop.|, and {companion} [[gave a [happy|delighted] little hop|wagged and hopped|hopped from {feet} to {feet}]] beside {station}.|; {want} could not be far now.|, [[just where|exactly where|right where]] {helper} had said it would be.]]
    {companion} spotted it first: {clue}, [[leading on|going on ahead|pointing the way]][[.|, towards {heart}.|, and away from {station}.]]
    ?toddler [[There|Look|See]], {clue} [[again|by {station}|once more]]!
    [[Past|Beyond|Just after]] {station}, [[they stopped to look around|{hero} bent down low|{companion} put {companion.his} nose to the ground]], and there was {clue}, [[as clear as anything|going on and on|pointing towards {heart}]][[.|, so on they went.|, and {hero} grinned.]]
    ?old {hero} knelt to look: {clue} went on, and it was fresher here. [[They were getting closer.|They were catching up.|Not far now.]]
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    [[Al otro lado|Pasad{station.o} {station}|Un poco más adelante|Más allá {station.del}]] volvieron a encontrar {clue}, [[más claro que antes|más claro que nunca|ahora más fácil de ver|justo donde tenía que estar]][[.|, y {companion} dio un saltito de alegría junto {station.al}.|; {want} ya no podía estar lejos.|, justo donde {helper} había dicho.|, y {companion} se puso a dar vueltas de contento.]]
    {companion} {clue.lo} vio primero: {clue}, que [[seguía hacia delante|continuaba|señalaba el camino]][[.|, hacia {heart}.|, alejándose {station.del}.]]
    ?toddler ¡[[Mira|Allí|Anda]], {clue} [[otra vez|junto {station.al}|de nuevo]]!
    [[Pasad{station.o} {station}|Más allá {station.del}|Justo después {station.del}]], [[se pararon a mirar|{hero} se agachó mucho|{companion} pegó la nariz al suelo]], y allí estaba {clue}, [[clarísimo|sigue que te sigue|señalando hacia {heart}]][[.|, así que siguieron.|, y {hero} sonrió.]]
    ?old {hero} se agachó a mirar [[junto {station.al}|en el suelo|un poco más allá]]: {clue} continuaba, y aquí se veía más reciente. [[Se estaban acercando {want.al}, sin duda.|Ya le iban alcanzando, paso a paso.|Ya no quedaba mucho para {heart}.|{companion} dio un saltito de alegría.|{want} no podía estar lejos.]]
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    ?!toddler And then, [[somewhere past {station}|just beyond {station}|a little way from {station}|right by {station}]], {clue} simply [[stopped|ran out|came to an end|gave out]]. [[There was nothing more to follow, however hard they looked.|Not another sign of {want} anywhere, not [[left|right|ahead]] and not behind.|It was as if {want} had vanished into thin air.|{hero} looked at {companion}, and {companion} looked at {ground}, and neither of them saw a thing.]]
    They searched [[everywhere|high and low|in every nook]], and [found|discovered] nothing: no {want.bare}, and no more of {clue}[[.|, not a scrap.]]
    ?toddler No {want.bare} [[anywhere|by {station}|at all]].

    ?young {companion} [[looked [very|remarkably] sad|sat down with a bump|gave a long sigh|flopped down on {ground}]]. “We've lost [[the lost thing|{want} all over again|the trail to {want}|{clue} now too]],” {companion} said [[sadly|in a small voice|glumly|with a sniff]].
    ?old “Maybe {want} isn't [[here at all|anywhere in {place}|out here at all|near {station} at all]],” [said|remarked] {companion} [[quietly|very quietly|at last|in a flat little voice]]. [[Nobody said the rest, about {owner} waiting.|Neither of them said the rest: that {owner} was still waiting.|The rest stayed unsaid, somewhere between them and {station}.|{hero} looked up at {height} and did not answer.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    ?!toddler Y entonces, [[un poco más allá {station.del}|justo después {station.del}|muy cerca {station.del}]], {clue} se [[acabó sin más|terminó de repente|perdió del todo]]. [[No quedaba nada que seguir, por mucho que miraran.|Ni una señal más {want.del}, ni delante ni detrás.|Era como si {want} se hubiera esfumado.|{hero} miró a {companion}, {companion} miró al suelo, y ninguno vio nada.]]
    Buscaron [[por todas partes|de arriba abajo|en cada rincón]] y no encontraron nada: ni rastro {want.del}, ni más {clue}[[.|, ni un poquito.]]
    ?toddler Ni rastro {want.del} [[por ninguna parte|junto {station.al}|en {place}]].

    ?young {companion} [[se puso muy triste junto {station.al}|se dejó caer junto {station.al}|soltó un suspiro largo, mirando {place}|se sentó de golpe en medio {place.del}]]. —Hemos perdido [[el rastro {want.del}|también {clue}|la pista {want.del}|{want} otra vez]] —dijo [[muy bajito|con una vocecita|con pena|sorbiendo]][[.|, y {hero} le rodeó con el brazo.|, mirando a todas partes.]]
    ?old —A lo mejor {want} ni siquiera está [[aquí|en {place}|por esta parte]] —dijo {companion} [[en voz baja|muy bajito|por fin]]. [[Nadie dijo lo demás: que {owner} seguía esperando.|Ninguno dijo el resto, pero los dos pensaban en {owner}.|Lo demás se quedó sin decir, allí junto {station.al}.]]
    `,
  ),
  earn: bi(
    `

    ?kind A small voice was crying nearby. {hero} went to see, even though it meant stopping the search, and [found|discovered] a little creature who had been keeping {want} safe all along, too frightened to give it back.
    ?brave The last place left to look was [[the darkest, right at the back|a deep, dark hollow behind {station}|the shadowy gap under {station}|a dim nook where nobody ever went]]. {hero} [[took a deep breath|counted to three|squeezed {hero.his} eyes shut, then open]], [[held {companion} close|kept {companion} right beside {hero.him}|whispered “together”]], and went in first. And there, [[in the very back|tucked in the furthest corner|snug and safe in the dark|waiting quietly]], was {want}.
    ?clever {hero} thought about where {clue} had stopped, and [looked|glanced] up instead of down. There, caught high above them, was {want}.
    ?!toddler ?ask {hero} went back to the creatures they had met on the way and asked them, one by one. The smallest one of all had seen exactly where {want} had gone.
    ?!toddler ?patient {hero} sat down [[by {station}|on {ground}|in the middle of {place}]] and waited, [[very quietly|as still as a stone|without a word]], while [[the light changed|the shadows moved round|the day slid [slowly|unhurriedly] on]]. [[Slowly|Little by little|After a long while]], something began to [[glimmer|shine|peep out]] just where they had already looked [[twice|three times|more than once]]: {want}.

    ?!toddler ?kind “You can keep {want} safe with us,” {hero} told the little creature [[gently|softly|with a smile]], “and [[come and give it back yourself|hand it to {owner} yourself|be the one who brings it home]].” [[And so they did, together, all the way past {station}.|So the three of them carried it off together, the little one proudest of all.|And the little creature walked between them, holding on tight, all the way to {owner}.]]
    ?brave [[Inside, it was not nearly as dark as it had looked from {station}.|Once their eyes got used to it, it was hardly dark at all, and {want} was right there.|It was not dark at all once you were inside it, only [[dim|shadowy|a bit grey]] and [[quiet|cool|still]].|Inside, a thin grey light showed the way, and {companion} stopped trembling.]] It was just a [[quiet|snug|still|hushed]] place, and {want} had been waiting in it[[| all along| the whole time| for somebody brave enough]].
    ?clever “Things that are lost don't always fall,” said {hero}. “Sometimes they float.”
    ?ask “Thank you,” said {hero}, and the smallest creature glowed with pride.
    ?!toddler ?patient “Some things only show themselves when you stop hurrying,” said {hero}[[| softly|, holding {want} up|, and {companion} nodded]][[.| as they set off for {owner}.| on the way back past {station}.]]
    `,
    `

    ?!toddler ?kind Cerca de allí lloraba una vocecita. {hero} fue a ver qué pasaba, aunque eso significara dejar de buscar, y encontró a una criatura pequeñita que había guardado {want} todo ese tiempo, demasiado asustada para devolver{want.lo}.
    ?brave El único sitio que quedaba por mirar era el más oscuro, allá al fondo. {hero} [[respiró hondo|contó hasta tres|cerró los ojos un momento]], [[se acercó a {companion}|le dio la mano a {companion}|susurró «juntos»]] y entró primero. Y allí, [[al fondo del todo|en el último rincón|quietecit{want.o} en la oscuridad]], estaba {want}.
    ?clever {hero} pensó en el sitio donde se acababa {clue}, y miró hacia arriba en vez de hacia abajo. Allí, enganchad{want.o} muy alto, estaba {want}.
    ?!toddler ?ask {hero} volvió a buscar a las criaturas que habían conocido por el camino y les preguntó, una por una. La más pequeña de todas había visto exactamente adónde había ido a parar {want}.
    ?!toddler ?patient {hero} se sentó [[junto {station.al}|en el suelo|en medio {place.del}]] a esperar [[en silencio|sin moverse ni un pelo|sin decir nada]] mientras [[cambiaba la luz|se movían las sombras|la tarde pasaba despacio]]. [[Poco a poco|Al cabo de un rato|Muy despacito]], algo empezó a [[brillar|asomar|relucir]] justo donde ya habían mirado [[dos veces|tres veces|más de una vez]]: {want}.

    ?!toddler ?kind —Puedes guardar{want.lo} con nosotros —le dijo {hero} [[con cariño|muy bajito|sonriendo]] a la criatura— y devolver{want.lo} tú misma. [[Y así lo hicieron, los tres juntos, hasta {owner}.|Y la criatura fue entre los dos, muy orgullosa, todo el camino.|Así que volvieron juntos, y la más pequeña iba delante, radiante.]]
    ?brave [[Por dentro no estaba nada oscuro.|Por dentro estaba mucho menos oscuro de lo que parecía desde fuera.|En cuanto se les acostumbraron los ojos, casi no estaba oscuro.]] Era solo un sitio [[tranquilo|calentito|silencioso]], y {want} había estado esperando allí[[| todo el tiempo| a que alguien valiente viniera]].
    ?clever —Las cosas perdidas no siempre se caen —dijo {hero}—. A veces flotan.
    ?!toddler ?ask —Gracias —dijo {hero}, y la criatura más pequeña se puso radiante de orgullo.
    ?patient —Algunas cosas solo aparecen cuando dejas de tener prisa —dijo {hero}[[| bajito|, con {want} en las manos|, y {companion} asintió]][[.|, camino {owner.del}.|, mientras volvían.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They carried {want} back to {owner} as [carefully|painstakingly] as if it were made of [[soap bubbles|glass|spider's silk|snowflakes]].
    When {owner} saw {want}, [[everything seemed to light up at once|{owner.s} whole face lit up|there was a gasp of joy|everybody cheered]][[.|, and {hero} grinned.]]
    ?old {owner} held {want} for [[a long moment|a long while|quite some time]] without saying anything, which said everything.
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Llevaron {want} hasta {owner} con tanto cuidado como si fuera de [[pompas de jabón|cristal|tela de araña|copos de nieve]].
    Cuando {owner} vio {want}, [[todo pareció iluminarse de golpe|se le iluminó la cara entera|soltó un gritito de alegría|todos aplaudieron]][[.|, y {hero} sonrió.]]
    ?old {owner} sostuvo {want} [[un buen rato|un rato largo|mucho rato]] sin decir nada, y eso lo decía todo.
    `,
  ),
};

export const WAY_HOME: ShapeDef = {
  key: 'way-home',
  titles: {
    en: lines(`{hero} Finds the Way\nThe Long Way Round\n{hero}, {companion} and {want}`),
    es: lines(`{hero} encuentra el camino\nEl camino más largo\n{hero}, {companion} y {want}`),
  },
  call: bi(
    `
    That [[afternoon|morning|day]] {companion} spotted {clue} at the bottom of the garden and, before anyone could say “wait”, followed it[[.|, nose first.|, at a run.]]
    That [[afternoon|morning|day]] something [bright|brilliant] went skipping past the gate, leaving {clue} behind it, and {companion} [[could not resist|simply had to follow|was off like a shot]].

    {hero} ran after {companion}, and {companion} ran after {clue}, and {clue} ran on and on, into {place}[[.|, further than either of them had ever been.]]
    ?young “[[Come back|Wait for me|Not so fast|Slow down]], {companion}!” [[called|cried|shouted]] {hero}. But {companion} was having [[far too much fun|much too good a time|the best time ever]].
    ?old By the time {hero} caught up [[by {station}|at the edge of {place}|in the middle of {place}|somewhere near {station}]], [[the houses had gone, the lane had gone|the rooftops had vanished behind them|the garden gate was far, far out of sight|every familiar thing had slipped away]], and [[neither of them knew where they were|nothing looked familiar at all|home was nowhere in sight|{clue} had simply stopped]].

    “[[Oh dear|Oh no|Uh-oh|Oh my]],” said {companion}[[| in a small voice|, looking round|, [very|remarkably] slowly]], “[[where's home?|which way is home?|where are we?|where did home go?]]” [[Neither of them knew, and {place} did not say.|Nobody had the faintest idea, not even {companion}.|{clue} was nowhere now, and neither was the lane.|All around was {place}, and not one bit of it looked like home.|Nobody could say, and the path behind them had gone quiet.|{hero} looked left and right, but there was only {station}, and beyond it more of {place}.]]

    [[{helper}, {role.a}, happened to be passing.|Just then {helper}, {role.a}, came by [[with a basket|humming|on the way home]].|Luckily, {helper}, {role.a}, was sitting by {station}.|Along came {helper}, {role.a}, who knew {place} well.]] “[[To get home from here|If you want to get home|The way home from here is simple|Home? Easy enough]],” {helper} said[[| kindly| with a wink|, pointing past {station}]], “[[you must find|first you must find|just look for|all you need is]] {want}[[, because it always shows the way|; it always points home|, and once you find that, you'll find home|, which never gets lost]].”
    `,
    `
    Aquella [[tarde|mañana]] {companion} vio {clue} al fondo del jardín y, antes de que nadie pudiera decir «espera», fue tras el rastro[[.|, nariz por delante.|, a la carrera.]]
    Aquella [[tarde|mañana]] pasó algo brillante dando saltitos junto a la verja, dejando detrás {clue}, y {companion} [[no pudo resistirse|tuvo que seguirlo|salió corriendo como una flecha]].

    {hero} corrió detrás de {companion}, {companion} corrió detrás {clue.del}, y {clue} siguió y siguió, hasta {place}[[.|, más lejos de lo que habían ido nunca.]]
    ?young —¡[[Vuelve|Espérame|No tan deprisa|Para]], {companion}! —[[llamó|gritó|pidió]] {hero}. Pero {companion} se lo estaba pasando [[demasiado bien|en grande|mejor que nunca]].
    ?old Cuando {hero} le alcanzó, las casas habían desaparecido, el camino también, y [[no había manera de saber dónde estaban|nada les resultaba conocido|su casa no se veía por ninguna parte]].

    —[[Ay|Vaya|Uy|Madre mía]], ¿[[dónde está nuestra casa|por dónde se va a casa|dónde estamos|adónde se ha ido nuestra casa]]? —dijo {companion}[[| con un hilo de voz|, mirando alrededor|, muy despacio]], y [[nadie lo sabía|ninguno de los dos lo sabía|ninguno tenía ni idea|ninguno sabía contestar]].

    [[Justo pasaba por allí {helper}, {role.a}.|Por suerte, {helper}, {role.a}, estaba sentad{role.o} junto {station.al}.|Entonces apareció {helper}, {role.a}, que conocía muy bien {place}.|En ese momento llegó {helper}, {role.a}, [[con una cesta|canturreando|camino de casa]].]] —[[Para volver a casa desde aquí|Si queréis volver a casa|¿A casa? Es muy fácil|El camino de vuelta es sencillo]] —dijo[[| con cariño| guiñando un ojo|, señalando más allá {station.del}]]—, tenéis que encontrar {want}[[, que siempre indica el camino|, que siempre señala hacia casa|; si lo encontráis, encontraréis vuestra casa|, que nunca se pierde]].
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    Every step took them a little nearer to {want}; they could feel it, [[the way you feel the morning coming|the way you feel a birthday coming|like warmth on your face]].
    ?toddler [[Step, step|Hop, hop|On and on]], past {station}.
    [[Past {station}|At {station}|Beyond {station}]], {hero} [[stopped to look around|climbed up to see|shaded {hero.his} eyes]], and [[felt sure they were nearer|thought home was that way|knew they were heading the right way]][[.|, and {companion} agreed.]]
    ?old {hero} began to recognise things: [[a shape of hill, a bend of path|a bend, a stone, a rock that leaned|the shape of things, the lie of the land]][[; home was out there, somewhere ahead|, and home felt nearer|, and {hero} knew home was that way]].
    ?young “Is that home?” [asked|enquired] {companion}, pointing at [[a roof|a light|a tree|a hill]], but it [[wasn't|was not|was only something that looked like it]][[; still, it was closer| yet; but they were getting nearer|, though they were on the way]].
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    Cada paso les acercaba un poco más {want.al}; lo notaban, [[como se nota que llega la mañana|como se nota que llega un cumpleaños|como un calorcito en la cara]].
    ?toddler [[Paso a paso|Saltito a saltito|Sigue que te sigue]], junto {station.al}.
    [[Pasad{station.o} {station}|Junto {station.al}|Más allá {station.del}|Al llegar {station.al}]], {hero} [[se paró a mirar|subió a ver mejor|se hizo visera con la mano|se puso de puntillas|giró despacio sobre sí mism{hero.o}]], y [[le pareció que estaban más cerca {want.del}|pensó que la casa estaba por allí|supo que iban bien|vio, a lo lejos, algo que parecía {want}|notó que el aire olía un poco a casa]][[.|, y {companion} estuvo de acuerdo.|, y {companion} dio un saltito.|; {companion} también lo notó.]]
    ?old {hero} empezó a reconocer cosas [[junto {station.al}|más allá {station.del}|en {place}|por el camino]]: [[la forma de una colina, una curva del camino|una curva, una piedra, una roca torcida|la forma de las cosas, el dibujo del paisaje|un sitio donde ya habían estado, aunque de otra manera|{station}, que ya había visto de lejos alguna vez]][[; la casa estaba ahí fuera, en algún sitio|, y la casa parecía más cerca|, y {hero} supo que la casa estaba por allí|, y {want} tenía que estar cerca]].
    ?young —¿Es esa nuestra casa? —preguntó {companion}, señalando [[un tejado|una luz|un árbol|una colina]], pero [[no lo era|no era|solo se le parecía]][[, aunque ya estaban más cerca|, aunque se iban acercando|; eso sí, iban por buen camino]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    ?!toddler Then [[the light began to fade|the afternoon began to go grey|the day started to slip away]], and [[everything looked the same|every way looked like every other way|{station} looked just like the last place]], and {hero} could not remember which way they had come[[.|, not even a little.|, not past {before}, not anything.]]
    ?old {companion} said sorry, [[very quietly|with {companion.his} head down|in almost a whisper]], for running off after {clue}, and {hero} [[said it didn't matter|said it was all right|said never mind]]. [[They both knew it did, a bit, out here in {place}.|It did, a bit, and they both knew it, with home so far behind.|But it did, just a little, now that evening was coming on.]]
    ?young {companion} [[sniffled|gave a little sob|sniffed]], and {hero} [[sniffled too|did too|felt like it as well]], and they [[held on to each other|hugged each other tight|huddled close together]][[.|, which helped.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    ?!toddler Entonces [[la luz empezó a apagarse|la tarde se puso gris|el día empezó a irse]], [[todo parecía igual|cada camino se parecía a los demás|{station} parecía igual que el sitio de antes]], y {hero} no se acordaba de por dónde habían venido[[.|, ni un poquito.|, ni siquiera {before.del}.]]
    ?old {companion} pidió perdón, [[muy bajito|con la cabeza gacha|casi en un susurro]], por haber salido corriendo, y {hero} [[dijo que no pasaba nada|le dijo que no importaba|le contestó que ya estaba]]. [[Pero un poquito sí pasaba, y lo sabían.|Pasaba un poco, y los dos lo sabían.|Aunque sí pasaba, solo un poquito.]]
    ?young {companion} [[sorbió por la nariz|soltó un sollozo chiquitito|suspiró muy hondo]] [[junto {station.al}|allí en medio {place.del}|mirando hacia casa]], y {hero} [[también|hizo lo mismo|casi también]]. [[Se abrazaron muy fuerte, y eso ayudó.|Se dieron un abrazo apretado, de los que calientan.|Se acurrucaron muy juntitos hasta sentirse mejor.|Se cogieron de la mano y no se soltaron.]]
    `,
  ),
  earn: bi(
    `
    And then, at {heart}, they saw it: {want}[[.|, just as {helper} had said.|, at last.]]

    ?kind {hero} comforted {companion}, and in doing so stopped being frightened too; and with clear eyes {hero} saw {want}, shining just ahead.
    ?!toddler ?brave {hero} climbed to the highest point, though it was getting dark, and from there could see {want}, and beyond it, far away, a light that could only be home.
    ?!toddler ?clever {hero} remembered that they had [walked|wandered] with the sun on their faces, so home must be with the sun behind them; they turned round, and there was {want}.
    ?!toddler ?ask {hero} asked every creature they met, “Do you know the way to {want}?” and each one pointed, and the pointing made a path.
    ?!toddler ?patient They waited for the first star, because {helper} had said the first star always rises over {want}; and it did, exactly there.

    [[Now they knew the way home|Now, with {want} in sight, they knew the way|Now they could find their way back past {station}|Home was past {want}, and now they knew it|From {want}, the way home was plain to see]][[, and {companion} gave a [happy|delighted] {call}.|, and their hearts felt light as they left {station} behind.|, and the two of them set off side by side, towards {owner}.|, and {hero} laughed out loud with relief.|, so they [[skipped|hurried|trotted]] off before the light could go.]]
    `,
    `
    Y entonces, junto {heart.al}, lo vieron: {want}[[.|, tal como había dicho {helper}.|, por fin.]]

    ?kind {hero} consoló a {companion}, y al consolarle se le pasó también a {hero} el miedo; y con los ojos ya tranquilos vio {want}, brillando justo delante.
    ?!toddler ?brave {hero} subió hasta el punto más alto, aunque estaba oscureciendo, y desde allí vio {want}, y detrás, muy lejos, una luz que solo podía ser su casa.
    ?clever {hero} recordó que habían caminado con el sol de cara, así que la casa tenía que estar con el sol a la espalda; se dieron la vuelta, y allí estaba {want}.
    ?!toddler ?ask {hero} preguntó a cada criatura que se encontraban: —¿Sabes cómo se llega {want.al}? —Y cada una señaló, [[y todas las señales juntas hicieron un camino|y con tantas señales se dibujó un camino|y siguiendo las señales llegaron {want.al}]].
    ?!toddler ?patient Esperaron a la primera estrella, porque {helper} había dicho que la primera estrella sale siempre encima {want.del}; y así fue, justo allí.

    [[Ya sabían cómo volver a casa desde {want}|Por fin sabían el camino, gracias {want.al}|Ahora ya podían encontrar la vuelta, pasando por {station}|La casa estaba más allá {want.del}, y ahora lo sabían|Desde {want} se veía el camino de vuelta]][[, y {companion} soltó un «{call}» de alegría.|, y dejaron atrás {station} con el corazón ligero.|, y echaron a andar muy juntos.|, y {hero} se rio de puro alivio.|, así que se dieron prisa antes de que se fuera la luz.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    {owner} would be waiting [[at the door|by the gate|with the lamp lit]], and now, at last, they could [[go home|head back|hurry back]][[.|, [tired|exhausted] and [happy|delighted].|, past {station} and on.]]
    ?old {companion} promised never to run off again, and then, being honest, promised to try[[.|, [very|remarkably] hard.]]
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    {owner} estaría esperando [[en la puerta|junto a la verja|con la lámpara encendida]], y ahora, por fin, podían [[volver|regresar a casa|darse prisa en volver]][[.|, con el corazón contento.|, pasando otra vez junto {station.al}.]]
    ?old {companion} prometió no volver a salir corriendo nunca, y luego, por ser sincer{pet.o}, prometió intentarlo[[.|, con todas sus fuerzas.]]
    `,
  ),
};
