/** Trials of the way itself: water to cross, a height to climb, a dark place to go through. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const WATER: TrialDef = {
  key: 'water',
  needs: ['water'],
  block: bi(
    `
    Right across the way ran {water}[[|, much wider than it had looked from far off|, far wider than anyone had expected|, twice as wide as it had any right to be|, wide and busy and in no hurry to stop]][[|, glittering in the light|, chattering to itself over the stones]].
    ?!toddler At {station}, the path [[simply stopped|just ended|came to a sudden stop|gave up]] at the edge of {water}[[|, as if it had forgotten what came next|, and so did they]].
    [[Beyond|Just past|Round the corner from]] {station}, {water} [[ran|hurried|curled]] right across their way, [[wide and quick|cold and chattering|bright and splashy]], [[and there was no bridge at all|and the path went in one side and came out the other|with the path waiting on the far bank]][[|, as if to say: come on, then]].
    They heard it before they saw it: {water}, [[rushing and gurgling|splashing and bubbling|hurrying and chuckling|swirling and rushing]], right where they [[needed to go|wanted to cross|had to get across]].

    There had been a little bridge once; now there were only [[two posts and a rope trailing in the current|two wobbly posts and a single plank|a few old boards and a lot of hope|one post, leaning, and a dangling rope]].
    A row of stepping stones crossed it, but [[the middle ones were slippery and green|two of them wobbled when you looked at them|the middle ones were far apart|some were hiding under the water]][[|, which was not encouraging]].
    The water was not deep, but it was [[quick, and cold, and full of busy little whirls|fast and cold and very splashy|quick and icy and full of bubbles|cold enough to make a toe curl up]][[|, and it did not look like it wanted to stop for anyone]].
    [[Stones poked up here and there|A few rocks stuck out of the water|There were pebbles under the water]], [[some dry, some slippery|green with weed|round and shiny]], and the water [[gurgled between them|swirled round them|hurried past them]] [[as if it had somewhere to be|in a great rush|without stopping to say hello]].

    ?!toddler ?!swim “I do not [[like getting wet|care for water|do wet|approve of splashing]],” [[said|announced|declared]] {companion}, [[backing away from {water}|taking a big step back|looking at the water very suspiciously|with great dignity|planting {companion.his} {feet.bare} firmly on {ground}]][[.|, “not one little bit.”|, “not even for {want}.”]]
    ?swim “I don't mind getting wet,” said {companion}, “but [[I don't think you should|it's a long way for you|you're not built for it|your socks won't like it]].”
    ?toddler [[Splish. Splash. Splosh.|Swish. Swoosh. Splash.|Gurgle. Gurgle. Splish.]] [[The water went on and on.|The water rushed along.|Round and round went the water.]]
    ?big “In theory,” [[said|remarked|observed]] {companion}[[|, peering at {water}|, with a sniff]], “we could [[swim|swim across|just wade through|paddle over]], but in practice [[I'm not doing that|I'd rather not|that is not happening|no thank you|I have other plans]].”

    {hero} [[dipped a toe in|tested {water} with one toe|put the tip of a shoe in|crouched and dabbed a finger in]] and [[took it straight back out|snatched it back at once|pulled it out faster than a blink]], [[saying “Brr!”|with a squeak of “Ooh, chilly!”|gasping that it was colder than ice cream|shivering all the way up to {hero.his} ears|while {companion} laughed from the bank]].
    {hero} [[dropped a twig into {water}|let a little stick fall in by {station}|tossed a pebble-sized bit of bark in|floated a scrap of grass on the current]], and it [[whizzed away|spun off in circles|shot away downstream|went bobbing off towards {heart}]] before anyone could [[say goodbye|wave|even blink|count to three]].
    ?old {hero} counted the stones, and the gaps between them, and [[did not like the sums|did not like how the numbers came out|decided that the gaps were winning]].

    ?!toddler ?fly {companion} flew across and back, [[twice|three times|once, and then again]], to show it could be done, which was [[true for anyone with wings|very helpful for anyone with wings|no help at all for anyone without wings]].
    ?swim {companion} paddled out a little way and came back to report that [[the middle was the worst part|the middle was cold and quick|the current pulled in the middle]][[|, and shook off a shower of drops]].
    ?!toddler ?large {companion} waded in up to the knees and stood there, [[big and steady|solid and calm|big and patient]], like [[a little island|a rock in the river|a friendly boulder]].
    ?old {hero} [[wanted to be on the other side already|wished the far bank would come a little closer|longed to be across, with {want} that much nearer|could hardly wait to be over {water}]], [[the way you want to be at the end of a long sentence|the way you want it to be morning on your birthday|the way you want to reach the last page of a long book|the way you want the pudding before the peas|the way you want a present opened before the paper]].

    ?kind Then {hero} noticed {creature.a} on a stone in the middle, [[too frightened to go back or forward|shivering and stuck|too scared to move]]. “Let's help first,” {hero} said. They built [[a little bridge of branches|a bridge of sticks|a wobbly little bridge]] for it; when it scampered across, it showed them [[the one stone that never wobbled|the safest stones of all|the shallow way across]].
    ?!toddler ?brave {hero} took a breath, said “[[One, two, three|Here goes|Ready, steady, go]],” and stepped onto the first stone, then the next, arms out like [[wings|a tightrope walker|a bird]], until the far bank was right there.
    ?clever {hero} noticed that the water ran calm and slow behind the biggest rocks, so they crossed there, [[from one quiet patch to the next|hopping from calm to calm|zigzagging from rock to rock]], and hardly got wet.
    ?!toddler ?ask “[[Can anybody help us across|Is there anyone who knows a way over|Hello, could somebody help us cross|Does anyone know the shallow bit]]?” [[called|shouted|asked]] {hero}[[| from the bank| with {hero.his} hands round {hero.his} mouth| over the noise of {water}]]. Out popped {creature.a}, who knew every inch of {water}, and showed them where it was [[only ankle-deep|shallow as a puddle|barely deep enough to wet a toe]].
    ?!toddler ?patient They sat on the bank and watched, and as [[the afternoon wore on|the hours went by|the sun moved across the sky]] the water slowed and sank, until a path of dry stones appeared, one by one.

    They reached the other side and [[shook themselves dry|wrung out their socks|squeezed the water out of everything]][[|, laughing|, giggling|, grinning from ear to ear]][[|, and {companion} shook hardest of all|, feeling very pleased with themselves]].
    [[On the far bank|Safe on the other side|Once they were across|Dripping on {ground}]], {companion} did a little dance that was [[mostly shivering|partly joy and partly shivering|half a jig and half a shake|one part hop and two parts wobble]][[|, and {hero} joined in|, which set {hero} giggling|, while {water} chuckled on behind them]].
    ?old Looking back, {water} seemed smaller already, [[the way troubles do once they are behind you|as things do once you're on the far side of them|hardly worth all that worry]].
    `,
    `
    ?!toddler Justo en mitad del camino corría {water}, [[mucho más ancho de lo que parecía de lejos|muchísimo más ancho de lo que esperaban|el doble de ancho de lo que tocaba]][[|, brillando al sol|, charlando solo entre las piedras]].
    ?!toddler Junto {station.al}, el sendero [[se acababa sin más|terminaba de golpe|se rendía]] a la orilla {water.del}[[|, como si se le hubiera olvidado cómo seguir|, y ellos también se pararon]].
    [[Más allá {station.del}|Justo pasad{station.o} {station}|A la vuelta {station.del}]], {water} [[cruzaba|corría por|atravesaba]] el camino, [[ancho y rápido|frío y charlatán|brillante y salpicón]], [[y no había ningún puente|y el sendero seguía en la otra orilla|con el camino esperando al otro lado]][[|, como diciendo «venga, a ver»]].
    Lo oyeron antes de verlo: {water}, [[corriendo y borboteando|salpicando y burbujeando|con prisas y risitas|dando vueltas y corriendo]], justo por donde tenían que [[pasar|cruzar]].

    Antes había habido un puentecito; ahora solo quedaban [[dos postes y una cuerda arrastrada por la corriente|dos postes torcidos y una sola tabla|unas tablas viejas y mucha esperanza|un poste inclinado y una cuerda colgando]].
    [[Había una fila de piedras para cruzar|Una hilera de piedras cruzaba {water}|Unas piedras planas hacían de camino|Junto {station.al} había piedras para pasar saltando]], pero [[las del medio estaban verdes y resbalaban|dos se tambaleaban solo con mirarlas|las del medio estaban muy separadas|algunas se escondían bajo el agua]][[|, lo cual no animaba nada]].
    El agua no cubría mucho, pero [[corría deprisa, estaba fría y hacía remolinos por todas partes|corría rápida, helada y salpicando|iba deprisa, fría y llena de burbujas|estaba tan fría que encogía los dedos de los pies]][[|, y no parecía dispuesta a pararse por nadie]].
    [[Aquí y allá asomaban piedras|Algunas rocas salían del agua|Bajo el agua se veían piedrecitas]], [[unas secas y otras resbaladizas|verdes de algas|brillantes y redondas]], y el agua [[borboteaba entre ellas|daba vueltas a su alrededor|pasaba deprisa junto a ellas]] [[como si tuviera prisa|a toda velocidad|sin pararse a saludar]].

    ?!toddler ?!swim —A mí [[no me gusta nada mojarme|el agua no me va nada|no me hace ninguna gracia chapotear|lo mojado no me convence]] —[[dijo|anunció|declaró]] {companion}, [[echándose para atrás|dando un paso atrás muy grande|mirando {water} con mucha desconfianza|con mucha dignidad|bien plantad{pet.o} sobre {ground}]][[|—, ni un poquito|—, ni siquiera por {want}]].
    ?swim —A mí no me importa mojarme —dijo {companion}—, pero [[creo que a ti no te conviene|para ti es mucho trecho|esto no es para ti|a tus calcetines no les va a gustar]].
    ?toddler [[Plis. Plas. Plof.|Chis. Chas. Chof.|Glu. Glu. Plas.]] [[El agua seguía y seguía.|El agua corría y corría.|El agua daba vueltas y vueltas.]]
    ?big —En teoría —[[dijo|comentó|observó]] {companion}[[|, mirando {water}|, sorbiendo por la nariz]]—, podríamos [[nadar|cruzar a nado|vadearlo sin más|chapotear hasta el otro lado]], pero en la práctica [[yo no pienso hacerlo|prefiero que no|eso no va a pasar|no, gracias|tengo otros planes]].

    {hero} metió [[la punta del pie y la sacó enseguida|un dedo del pie y lo sacó de un salto|el dedo gordo y lo sacó más rápido que un rayo|la puntita del pie y la sacó a toda prisa]], [[diciendo «¡brrr!»|con un «¡uy, qué fría!»|gritando que estaba más fría que un helado|con un escalofrío de pies a cabeza]].
    {hero} [[cogió una ramita|encontró una hoja|cogió un palito]] y la echó al agua. Se fue [[zumbando|dando vueltas|corriente abajo a toda prisa|flotando a saltitos]] antes de que nadie pudiera [[decirle adiós|saludarla|ni parpadear]].
    ?old {hero} contó las piedras, y los huecos entre ellas, y [[no le gustaron las cuentas|no le gustó cómo salían los números|decidió que ganaban los huecos]].

    ?!toddler ?fly {companion} cruzó volando y volvió, [[dos veces|tres veces|una vez y luego otra]], para demostrar que se podía, lo cual era [[verdad para quien tiene alas|muy útil para quien tiene alas|de poca ayuda para quien no tiene alas]].
    ?swim {companion} nadó un trecho y volvió para contar que [[lo peor era el medio|en el medio el agua estaba fría y corría mucho|la corriente tiraba en el medio]][[|, y se sacudió una lluvia de gotas]].
    ?!toddler ?large {companion} se metió en el agua hasta las rodillas y se quedó allí, [[grande y firme|tranquilo y fuerte|enorme y paciente]], como [[una islita|una roca en el río|una piedra simpática]].
    ?old {hero} [[quería estar ya al otro lado|deseaba que la otra orilla se acercara un poco|tenía ganas de estar ya al otro lado, un poco más cerca {want.del}|estaba deseando dejar atrás {water}]], [[como cuando quieres el postre antes de la verdura|como cuando quieres abrir un regalo sin quitar el papel|como cuando quieres llegar al final de una frase muy larga|como cuando quieres que sea ya la mañana de tu cumpleaños|como cuando quieres llegar a la última página de un libro largo]].

    ?kind Entonces {hero} vio {creature.a} en una piedra del medio, [[demasiado asustad{creature.o} para ir hacia atrás o hacia delante|temblando sin poder moverse|tan asustad{creature.o} que no se movía]]. —Primero le ayudamos —dijo {hero}, y le hicieron [[un puentecito de ramas|un puente de palitos|un puentecito tambaleante]]; cuando cruzó corriendo, les enseñó [[la única piedra que nunca se movía|las piedras más seguras|el paso menos hondo]].
    ?!toddler ?brave {hero} respiró hondo, dijo «[[una, dos y tres|allá voy|preparados, listos, ya]]», y pisó la primera piedra, y luego la siguiente, con los brazos abiertos como [[alas|un equilibrista|un pájaro]], hasta que la otra orilla estuvo ahí mismo.
    ?!toddler ?clever {hero} se fijó en que detrás de las rocas más grandes el agua corría lenta y tranquila, así que cruzaron por allí, [[de un remanso a otro|saltando de calma en calma|en zigzag de roca en roca]], y casi no se mojaron.
    ?ask —¿[[Alguien nos puede ayudar a cruzar|Hay alguien que sepa por dónde se pasa|Hola, ¿nos ayuda alguien a cruzar|Alguien conoce la parte menos honda]]? —[[llamó|gritó|preguntó en voz alta]] {hero}[[| desde la orilla| haciendo bocina con las manos]]. Se asomó {creature.a} que conocía {water} palmo a palmo, y les enseñó por dónde el agua [[solo llegaba a los tobillos|cubría menos que un charco|apenas mojaba un dedo]].
    ?!toddler ?patient Se sentaron en la orilla a mirar, y según [[pasaba la tarde|pasaban las horas|el sol cruzaba el cielo]] el agua fue bajando y calmándose, hasta que apareció un camino de piedras secas, una detrás de otra.

    Llegaron al otro lado y [[se sacudieron el agua|escurrieron los calcetines|se escurrieron hasta la última gota]], [[partiéndose de risa|riéndose a carcajadas|sonriendo de oreja a oreja]][[|, y {companion} fue quien más se sacudió|, muy orgullosos de sí mismos]].
    [[En la otra orilla|Ya a salvo al otro lado|Nada más cruzar|Chorreando sobre {ground}]], {companion} [[bailó un poquito|se marcó un baile|dio unos saltitos]] que era [[sobre todo tiritona|mitad alegría y mitad tiritona|medio baile y medio temblor|un poco de salto y mucho de escalofrío]][[|, y {hero} se le unió|, y a {hero} le entró la risa|, mientras {water} seguía riéndose detrás]].
    ?old Al mirar atrás, {water} ya parecía más pequeño, [[como pasa con los problemas cuando quedan atrás|como todo cuando ya estás al otro lado|y no tan digno de tanta preocupación]].
    `,
  ),
};

export const HEIGHT: TrialDef = {
  key: 'height',
  needs: ['height'],
  block: bi(
    `
    [[Beyond|Just past|Right behind]] {station} rose {height}, and the way went [[straight up it|up and up it|up it, steep as a ladder]][[|, with no way round|, as if it had never heard of flat]].
    The path led to the foot of {height}, and the only way on was up[[|, and up, and up|, whether they liked it or not]].
    [[Past|Beyond|Just after]] {station} the way [[turned upwards|began to climb|tipped up]], [[steep as a slide|rocky and steep|up and up]], towards {height}[[|, and {companion} gulped|, and their legs groaned just looking at it]].
    Ahead of them stood {height}, so high that {hero} had to [[lean right back|tip {hero.his} head right back|bend backwards]] to see the top[[|, and nearly sat down|, and even then it kept going]].

    Near the top they could just make out {clue}[[|, leading on, out of reach|, far above them|, a long way up, as if it were teasing them]].
    Somewhere up there, they were [[sure|quite sure|almost sure]], was [[the next part of the way|the way on|where they needed to be]][[|, waiting|, if only they could reach it]].

    {hero} looked up, and up, and up[[|, and up some more|, until {hero.his} neck ached|, and then a bit further]], and [[said|whispered|breathed]], “That's [[very high|very, very high|a long way up|higher than a house]][[.|!|, isn't it?]]”
    [[{hero} tipped back {hero.his} head|{hero} shaded {hero.his} eyes|{hero} stood at the bottom]] and [[looked all the way to the top|tried to see the top|counted the ledges]]; “[[Gosh|Goodness|Oh my]],” {hero} said, “[[that's high|that's a long way up|we'll need to be careful]].”
    ?toddler Up, up, up. [[Higher, higher, higher.|Up to the sky!|All the way up!]]
    ?young “How will we ever get up there?” [[asked|wondered|whispered]] {companion}[[|, looking very small|, gulping]].
    ?big “It's only high if you look at all of it at once,” said {hero}, [[mostly to {hero.self}|quietly|to be brave]].

    ?climb {companion} [[scrambled up a little way|went up a few lengths|climbed ahead|clambered up a bit]] to test it, and came back down [[with the news|puffing, with the report|to say|looking thoughtful, to announce]] that [[the middle was steep|the middle bit was the tricky bit|it got harder halfway|the top was crumbly|there was a wide ledge halfway for resting]].
    ?fly {companion} flew up to the top and called down that the view was [[wonderful|amazing|the best view in the world]], but that did not help [[at all|one bit|in the slightest]].
    ?!climb ?!fly {companion} [[tried the first step|had a go at the first bit|set off up {height}|made a brave start]] and slid [[gently back to the bottom|all the way back down|back down with a bump|down again on {ground}]][[|, looking surprised|, looking very offended|, with a small {call}|, and sat there blinking]].
    ?old [[Halfway up the first bit|A little way up|Just above {station}|On the second ledge]], {hero} made the mistake of looking down [[at {station}|at {ground}|past {hero.his} shoes|at how far it was]], and [[the world wobbled|everything swayed|{hero.his} tummy turned over|{hero.his} knees went soft as jelly]].

    ?!toddler ?kind On the way up they passed {creature.a} struggling with the same climb; {hero} gave it a lift on a flat hand, and it [[chattered the way to the easy ledges|pointed out every easy ledge|showed them the best footholds]] all the rest of the way up.
    ?brave {hero} did not look down again[[| after that|, not once|, not even a peek]]. {hero} looked at the next [[handhold|ledge|step]], and the next, and the next, and suddenly there were no more next ones. They were at the top[[|, puffing and proud]].
    ?!toddler ?clever {hero} noticed a zigzag of little ledges, like [[the steps of a staircase somebody had forgotten to finish|a path a goat had drawn|the teeth of a giant comb]], and they went up that way, back and forth, easily.
    ?ask {hero} asked {creature.a} [[sunning itself on a rock|resting on a ledge|peeping out of a crack]] [[whether there was an easier way up|if there was a gentler way up]]; it showed them a path round the back that [[nobody ever used|hardly anyone knew about|only it remembered]].
    ?patient They climbed slowly[[|, resting at every ledge]], counting [[ten|five|three slow]] breaths before every step. They got to the top without once being frightened.

    At the top, the whole of {place} lay spread out below them[[| like a map| like a picture in a book| like a patchwork quilt| like a tiny toy world]][[|, and they could see for miles|, and {companion} gasped]].
    [[From up there|From the top|Up there|From the windy top]], they could see [[where they had been and where they were going|the way they had come and the way ahead|everything, all the way to {heart}|{station}, looking tiny, far below|the way on towards {want}]][[|, and it all looked small and friendly|, like a picture somebody had drawn for them|, and {companion} pointed out every bit twice]].
    ?old The air up there smelled of {smell}, and for a moment [[nobody said anything|they just stood and looked|neither of them wanted to speak]].
    `,
    `
    [[Más allá {station.del}|Justo detrás {station.del}|Un poco después {station.del}]] se alzaba {height}, y el camino subía [[derecho por ahí|y subía por ahí|por ahí, empinado como una escalera]][[|, sin forma de rodearlo|, como si nunca hubiera oído hablar de lo llano]].
    El sendero los llevó al pie {height.del}, y la única forma de seguir era hacia arriba[[|, y arriba, y arriba|, les gustara o no]].
    [[Pasad{station.o} {station}|Más allá {station.del}|Justo después {station.del}]] el camino [[empezaba a subir|se empinaba|se ponía cuesta arriba]], [[empinado como un tobogán|rocoso y empinado|arriba y más arriba]], hacia {height}[[|, y {companion} tragó saliva|, y las piernas se quejaban solo de mirarlo]].
    ?!toddler Delante tenían {height}, tan alto que {hero} tuvo que [[echar la cabeza muy atrás|doblarse hacia atrás|mirar casi de espaldas]] para ver la cima[[|, y casi se sienta|, y aun así seguía subiendo]].

    Cerca de lo alto se distinguía {clue}, que seguía hacia arriba, [[fuera de su alcance|muy por encima de ellos|altísimo]][[|, como si les tomara el pelo]].
    Allí arriba, estaban [[seguros|segurísimos|casi seguros]], [[seguía el camino|estaba el camino bueno|les esperaba lo que buscaban]][[|, si conseguían llegar]].

    {hero} miró arriba, y más arriba, y más arriba todavía[[|, hasta que le dolió el cuello|, y luego un poco más]], y [[dijo|susurró|murmuró]]: —¡[[Qué alto|Qué altísimo|Cuánto sube esto|Es más alto que una casa]]!
    {hero} [[echó la cabeza atrás|se hizo visera con la mano|se quedó al pie]] y [[miró hasta la cima|intentó ver la cima|contó los salientes]]. —[[Madre mía|Caramba|Anda]] —dijo—, [[qué alto|cuánto sube|habrá que ir con cuidado]].
    ?toddler Arriba, arriba, arriba. [[Más alto, más alto, más alto.|¡Hasta el cielo!|¡Hasta arriba del todo!]]
    ?young —¿Cómo vamos a subir hasta allí? —[[preguntó|susurró]] {companion}[[|, sintiéndose muy pequeñ{companion.o}|, tragando saliva]].
    ?big —Solo es alto si lo miras todo de golpe —dijo {hero}, [[sobre todo para sí|en voz baja|para darse ánimos]].

    ?climb {companion} trepó un poco para probar, y bajó con la noticia de que [[el medio era muy empinado|lo difícil era la parte del medio|a mitad de camino se complicaba]].
    ?!toddler ?fly {companion} subió volando hasta arriba y gritó que las vistas eran [[preciosas|increíbles|las mejores del mundo]], lo cual no ayudaba [[nada|ni una pizca|en absoluto]].
    ?!climb ?!fly {companion} probó el primer paso y se deslizó [[suavemente hasta abajo|otra vez hasta abajo|de vuelta al suelo, plof]][[|, muy sorprendid{companion.o}]].
    ?old A mitad del primer tramo, {hero} cometió el error de mirar abajo, y [[el mundo se tambaleó|todo se balanceó|se le dio la vuelta la tripa]].

    ?!toddler ?kind Por el camino se encontraron {creature.a} que subía a duras penas; {hero} l{creature.o} llevó un rato en la palma de la mano, y en agradecimiento les fue [[indicando las repisas fáciles|enseñando los mejores salientes|señalando dónde apoyar el pie]] hasta arriba.
    ?brave {hero} no volvió a mirar abajo[[| después de aquello|, ni una vez|, ni de reojo]]. Miró el siguiente [[agarre|saliente|paso]], y el siguiente, y el siguiente, y de repente ya no había más siguientes: estaban arriba[[|, resoplando y muy orgullosos]].
    ?!toddler ?clever {hero} se fijó en un zigzag de repisas, como [[los peldaños de una escalera que alguien se olvidó de terminar|un camino dibujado por una cabra|los dientes de un peine gigante]], y subieron por ahí, de un lado a otro, sin esfuerzo.
    ?ask —¿Hay una forma más fácil de subir? —le preguntó {hero} a {creature.a} que [[tomaba el sol en una roca|descansaba en un saliente|se asomaba por una grieta]]; les enseñó un camino por detrás que [[no usaba nadie|casi nadie conocía|solo recordaba ese animalito]].
    ?patient Subieron despacio, descansando en cada repisa y contando [[diez|cinco|tres largas]] respiraciones antes de cada paso, y llegaron arriba sin asustarse ni una vez.

    Desde arriba, [[todo {place} se extendía|veían {place} entero extendido]] a sus pies como [[un mapa|un dibujo de un libro|una colcha de retales|un mundo de juguete]][[|, y se veía lejísimos|, y {companion} se quedó con la boca abierta]].
    Desde allí veían [[por dónde habían venido y hacia dónde iban|el camino andado y el que quedaba|todo, hasta {heart}]][[|, y todo parecía pequeño y amable]].
    ?old Allí arriba el aire olía a {smell}, y durante un momento [[nadie dijo nada|se quedaron mirando|ninguno quiso hablar]].
    `,
  ),
};

export const DARK: TrialDef = {
  key: 'dark',
  needs: ['dark', 'air'],
  block: bi(
    `
    [[Past|Just beyond|A little after]] {station}, the way went into {dark}, and inside it was [[very dark indeed|as dark as the inside of a boot|darker than a cupboard at night|dark from one end to the other]].
    ?!toddler In front of them was {dark}, so dim inside that they could not see [[the other end|where it finished|even the ground beneath them]][[|, not even a little]].
    ?!toddler The only way on led through {dark}, where the daylight [[gave up after a few steps|stopped short at the entrance|peeped in and went no further]][[|, like a shy visitor]].
    [[Just past|Beyond|A little after]] {station}, the path [[ducked into|disappeared into|went straight into]] {dark}, [[and it was black as ink inside|and not a glimmer of light came out|and the air coming out was cool and still]][[|, and they stopped at the edge|, and {companion} held {hero.s} sleeve]].

    Something inside went [[drip|plip|tick]], and then [[drip|plip|tick]] again, and then, worse, nothing at all.
    The dark smelled of [[earth and old leaves and secrets|damp stones and mushrooms|cool earth and long-ago things|moss and quiet]][[|, and it was very still]].

    ?young “I can't see [[anything|a thing|my own nose]],” whispered {companion}[[, holding on tight|, very close to {hero}|]], and {hero} whispered back that [[{hero.he} couldn't either|it was just as dark for {hero.him}|nobody could]][[|, and they both giggled, nervously]].
    ?old Something [[rustled|shuffled|creaked]] in the dark[[; it was probably nothing| and was probably nothing|, which was probably nothing]]. It was [[almost certainly nothing|very nearly certainly nothing|nothing, most likely]][[.|, {hero} told {hero.self}.]]
    ?toddler [[Dark, dark, dark.|Dim, dim, dim.|Black, black, black.|Shadows, shadows, shadows.]] [[Quiet, quiet, quiet.|Hush, hush, hush.|Tiptoe, tiptoe, tiptoe.|Slowly, slowly, slowly.]]
    ?big “Dark is just a place where the light hasn't got to yet,” said {companion}. [[It sounded braver than it felt.|It felt less brave than it sounded.|Saying it helped, a little.]]

    ?!toddler ?listen {companion} listened hard[[| with both ears]] and reported that whatever was in there was [[snoring, and small|tiny, and asleep|humming to itself, very quietly]].
    ?!toddler ?sniff {companion} sniffed and said it smelled of [[mushrooms|old socks|wet stones]], which was not frightening at all, only [[a bit rude|a bit much|rather damp]].
    {hero} [[held out a hand|reached out in the dark|found {companion} by feel|whispered “Here I am”]], and {companion} [[held on|held on tight|held on without a word|pressed close]][[|, and that made it better|, and they were braver together|, and the dark felt smaller at once|, and they went on like that, side by side]].

    ?kind From inside came a [[tiny, frightened sound|small, lost squeak|little sob]]. {hero} forgot to be afraid and went in to find {creature.a}, lost in the dark; they led it out together, and it showed them the way through[[|, which it knew by heart]].
    ?brave {hero} switched on the torch, took one step into the dark, and then another; the dark stepped back [[politely|quietly|like a shy cat]] to let them through.
    ?clever {hero} felt a thin breath of fresh air on {hero.his} [[face|cheek|nose]], and they followed it, step by careful step, until daylight showed at the far end.
    ?ask “Hello? Is anyone in there who could help?” called {hero}. Somewhere a small light blinked on. It was {creature.a}, who lit the way for them[[|, glowing faintly|, glowing like a tiny lantern|, shining soft and green]].
    ?!toddler ?patient They waited at the edge until their eyes got used to it, and slowly the dark filled with shapes, and the shapes were only [[roots and stones|stones and puddles|rocks and old roots]].

    At the other end, the [[sunlight|daylight|light]] was so bright that they both [[blinked and laughed|squinted and grinned|had to cover their eyes, laughing]][[|, and {companion} did a little skip]].
    They came out blinking into the light[[|, feeling about a foot taller|, feeling very brave indeed|, feeling taller and lighter and very pleased]][[|, and {hero} took a big breath of fresh air]].
    ?old “That,” said {companion}, “was not as bad as I said it would be.” “You didn't say anything,” said {hero}. “I was saying it [[inside|on the inside|very quietly, in my head]],” said {companion}[[.|, with dignity.]]
    `,
    `
    Pasad{station.o} {station}, el camino se metía en {dark}, y dentro estaba [[oscurísimo|más oscuro que el interior de una bota|más oscuro que un armario de noche|oscuro de punta a punta]].
    ?!toddler Delante tenían {dark}, con tan poca luz dentro que no se veía [[el otro lado|dónde acababa|ni la entrada]][[|, ni un poquito]].
    ?!toddler La única forma de seguir era cruzar {dark}, donde la luz del día [[se rendía a los pocos pasos|se quedaba en la entrada|se asomaba y no pasaba de ahí]][[|, como una visita tímida]].
    [[Justo pasad{station.o} {station}|Más allá {station.del}|Poco después {station.del}]], el camino [[se metía en {dark}|desaparecía dentro {dark.del}|entraba derecho en {dark}]], [[y dentro estaba negro como la tinta|y no salía ni un rayito de luz|y el aire que salía era fresco y quieto]][[|, y se pararon en la entrada|, y {companion} se agarró a la manga de {hero}]].

    Dentro algo hacía [[plic|plip|tic]], y luego [[plic|plip|tic]] otra vez, y luego, peor aún, nada de nada.
    La oscuridad olía a [[tierra, a hojas viejas y a secretos|piedras húmedas y a setas|tierra fresca y a cosas de hace mucho|musgo y a silencio]][[|, y todo estaba muy quieto]].

    ?young —No veo nada —susurró {companion}. —[[Yo tampoco|Ni yo|Nada de nada]] —susurró {hero}[[|, agarrándose fuerte|, y los dos se rieron bajito, un poco nerviosos]].
    ?old Algo [[crujió|se arrastró|chirrió]] en la oscuridad[[, y seguramente no era nada|; seguramente no era nada|, lo cual seguramente no era nada]]. [[Casi seguro que no era nada, se dijo {hero}.|Casi segurísimo que no era nada, pensó {hero}, muy bajito.|Lo más probable es que no fuera nada, o eso se decía {hero}.|{hero} se repitió que no sería nada, y casi se lo creyó.]]
    ?toddler Oscuro, oscuro, oscuro. [[Callado, callado, callado.|Chis, chis, chis.|De puntillas, de puntillas.]]
    ?big —La oscuridad no es más que un sitio al que la luz aún no ha llegado —dijo {companion}. [[Sonó más valiente de lo que se sentía.|Decirlo ayudó un poco.|Por dentro no estaba tan valiente.]]

    ?!toddler ?listen {companion} [[escuchó con mucha atención|aguzó el oído|se quedó escuchando un buen rato|escuchó con las dos orejas]] y [[anunció|aseguró|informó]] que lo que hubiera [[allí dentro|dentro {dark.del}|al fondo]] [[roncaba, y era pequeño|era chiquitito y estaba dormido|tarareaba muy bajito|tenía hipo, y era muy pequeño]].
    ?!toddler ?sniff {companion} olfateó y dijo que olía a [[setas|calcetines viejos|piedras mojadas]], lo cual no daba nada de miedo, solo era [[un poco maleducado|un poco exagerado|bastante húmedo]].
    {hero} [[le tendió la mano a {companion}|buscó a {companion} a tientas|le susurró a {companion} «aquí estoy»|alargó la mano hacia {companion} en la oscuridad]], y {companion} se [[agarró|agarró fuerte|agarró sin decir nada|arrimó mucho]][[|, y así era mejor|, y juntos eran más valientes|, y la oscuridad pareció más pequeña|, y siguieron así, codo con codo]].

    ?kind De dentro salió [[un ruidito asustado|un chillido perdido|un sollozo chiquitito]]. A {hero} se le olvidó el miedo y entró a buscar {creature.a}, que se había perdido en la oscuridad; l{creature.o} sacaron entre {hero} y {companion}, y en agradecimiento les enseñó el camino, que se sabía de memoria.
    ?brave {hero} encendió la linterna, dio un paso en la oscuridad, y luego otro; la oscuridad se apartó [[con educación|en silencio|como un gato tímido]] para dejarles pasar.
    ?!toddler ?clever {hero} notó en [[la cara|la mejilla|la nariz]] un soplo finito de aire fresco, y lo siguieron, paso a paso y con cuidado, hasta que apareció la luz al otro lado.
    ?ask —¿Hola? ¿[[Hay alguien ahí que nos pueda ayudar|Alguien conoce el camino por aquí dentro|Nos echa alguien una mano|Hay alguien en {dark}]]? —[[llamó|preguntó|dijo en voz alta]] {hero}. En algún sitio se encendió una lucecita: {creature.a} que les alumbró el camino [[con un brillo suave|como un farolillo diminuto|con una luz suave y verde]].
    ?!toddler ?patient Esperaron en la entrada hasta que se les acostumbraron los ojos, y poco a poco la oscuridad se llenó de formas, y las formas solo eran [[raíces y piedras|piedras y charcos|rocas y raíces viejas]].

    Al otro lado, [[el sol|la luz del día|la luz]] brillaba tanto que [[parpadearon y se echaron a reír|entornaron los ojos sonriendo|tuvieron que taparse los ojos, riéndose]][[|, y {companion} dio un saltito]].
    Salieron a la luz parpadeando, sintiéndose [[un palmo más altos|muy valientes|más altos, más ligeros y muy contentos]][[|, y {hero} respiró hondo el aire fresco]].
    ?old —Pues no ha sido tan horrible como dije que sería —dijo {companion}. —Si no dijiste nada —dijo {hero}. —Lo decía [[por dentro|para mis adentros|muy bajito, en la cabeza]] —contestó {companion}[[.|, con mucha dignidad.]]
    `,
  ),
};
