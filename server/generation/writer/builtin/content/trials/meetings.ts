/** Trials of meeting someone: a creature in trouble, a keeper with a riddle, a sleeper in the way, a noise. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const STUCK: TrialDef = {
  key: 'stuck',
  needs: [],
  block: bi(
    `
    [[At|Right by|Just past|Beside]] {station} they found {creature.a} in trouble. It was [[stuck fast|well and truly stuck|stuck tight|stuck and could not budge]], and [[very upset about it|not at all happy about it|trying very hard not to cry|making small, unhappy noises]].
    There was [[a small, sad sound|a tiny, worried squeak|a little sniffle|a sound like someone trying not to cry]], and there [[at|beside|just past]] {station} was {creature.a}, [[stuck and unable to move|stuck fast|caught and quite unable to get free]][[|, looking very sorry for itself|, wriggling for all it was worth]].
    [[Halfway past {station}|Near {station}|Just as they reached {station}]], {companion} [[stopped|froze|stood quite still]]: [[{creature.a} was stuck|there, caught fast, was {creature.a}|somebody small needed help: {creature.a}, stuck tight]][[|, and could not get free|, wriggling and wriggling|, trying not to cry]].

    ?plants It had got itself tangled in [[a bramble|a knot of twigs|a tangle of roots|a prickly bush]], and every [[wriggle|wiggle|tug]] made it [[worse|tighter|more of a muddle]].
    ?!plants It had got itself wedged [[between two stones|in a narrow crack|under a fallen slab|in a gap far too small for it]], and every [[wriggle|wiggle|push]] made it [[worse|tighter|more of a muddle]].
    It looked at them with [[round, worried eyes|big, hopeful eyes|eyes as round as buttons|the most hopeful face they had ever seen]][[|, and gave a very small {creature.bare} sigh|, as if asking for help]].
    It [[blinked up at them|peeped at them|gazed at them]] [[hopefully|with big wet eyes|without a word]], [[as if they were the best thing it had seen all day|as if it had been waiting for exactly them|and gave a very small squeak]].

    ?young “[[Poor thing|Oh, poor little thing|Oh dear, oh dear|Don't worry, we're here]],” [[said|whispered|murmured]] {hero}[[|, kneeling down|, and {companion} nodded hard]].
    ?old [[They could have walked straight past {station}|Of course, they could have walked on towards {want}|Walking on would have been easy, with {want} still to find|Nobody would have blamed them for hurrying on]], [[for the day was not getting any longer|and nobody would ever know|since {heart} was still far off|and {owner} was waiting]]; but {hero} [[did not even think about walking on|was already kneeling down on {ground}|had stopped before {companion} could say a word|was already crouching beside it]][[.|, and neither did {companion}.|, and {companion} was right behind {hero.him}.]]
    ?toddler Stuck, stuck, stuck. [[Poor little {creature.bare}.|Oh, little {creature.bare}!|Who will help the {creature.bare}?]]

    {companion} tried to [[pull it free|tug it loose|ease it out]], and it [[squeaked|gave a yelp|went “ow”]], so {companion} stopped [[at once|straight away|in a hurry]][[|, looking very sorry|, and said sorry twice]].
    ?paws {companion} tried to help with careful {feet.bare}, but it only [[made things worse|made the knot tighter|got everything more muddled]][[|, and {companion} sat back, puzzled]].
    ?!toddler ?wings {companion} fluttered round it, saying soothing things, which helped a little with the worry and [[not at all with the stuck|not one bit with the being stuck|nothing at all with the getting out]].

    ?kind {hero} [[sat down beside it|knelt beside it|crouched down close]] and [[talked softly|hummed a little tune|said kind, quiet things]] until it stopped trembling. Then {hero} eased it free[[|, very slowly, a little bit at a time|, gently, gently, bit by bit|, so carefully it hardly noticed]].
    ?brave {hero} reached right in where it was [[prickly and awkward|tight and scratchy|tangled and tricky]], and held on, and lifted, and out it came[[|, with a little pop|, blinking]].
    ?!toddler ?clever {hero} saw that it was stuck because it was pulling the wrong way; {hero} turned it gently round, and it slid out as easily as [[a key from a lock|a sock off a foot|a pea from a pod]].
    ?ask {hero} called out for help, and from [[everywhere|all around|every nook and cranny]] came the others of its kind. They [[pushed and pulled all together|heaved and tugged together|wriggled and nudged as one]] until it popped free.
    ?!toddler ?patient {hero} did not pull at all; {hero} held it steady and waited for it to [[calm down|stop panicking|breathe slowly]], and when it was calm, it wriggled out [[all by itself|on its own|as neat as you like]].

    [[Free at last|Out at last|Free and unhurt|Loose at last]], the {creature.bare} [[spun round three times for joy|did a little dance of joy|hopped up and down on {ground}|shook itself and beamed|ran a happy circle round {station}]][[|, and thanked them over and over|, and then once more, to be sure|, and thanked {hero} in a voice like {sound}|, squeaking its thanks]].
    ?old “[[You didn't have to stop|You could have gone straight on to {want}|Nobody ever stops here|Thank you for not walking past]],” it said[[| shyly| softly| to {ground}]]. “[[Yes, we did|Of course we did|We really did|Don't mention it|Any time]],” said {hero}[[.|, and meant it.|, brushing off {hero.his} knees.]]
    It [[whispered something to|leaned close to|murmured a secret to|had a quick word with]] {companion}[[| in {companion.his} ear| very quietly| with a shy glance at {station}]], and {companion.s} eyes went [[wide|round as saucers|big and bright]]. It had seen {clue}, [[not far ahead|just a little way on|only this morning, up ahead|right past the next bend]].
    `,
    `
    ?!toddler [[Junto {station.al}|Al lado {station.del}|Un poco más allá {station.del}]] encontraron a {creature.a} en apuros: se había quedado [[atascad{creature.o}|bien atascad{creature.o}|enganchad{creature.o} sin poder soltarse]] y [[estaba muy disgustad{creature.o}|no le hacía ninguna gracia|hacía ruiditos tristes|intentaba no llorar]].
    Se oyó [[un ruidito triste|un chillido chiquitito|un sorbido de nariz|un ruido como de alguien que intenta no llorar]], y allí, [[junto {station.al}|al lado {station.del}]], estaba {creature.a}, [[atascad{creature.o} sin poder moverse|atrapad{creature.o} del todo|enganchad{creature.o} y sin manera de soltarse]][[|, con muy mala cara|, meneándose con todas sus fuerzas]].
    [[Al pasar junto {station.al}|Cerca {station.del}|Justo al llegar {station.al}]], {companion} se [[paró en seco|quedó quiet{pet.o}|puso alerta]]: [[allí estaba {creature.a}, atascad{creature.o}|había {creature.a} enganchad{creature.o} sin poder soltarse|alguien pequeñito necesitaba ayuda]][[|, y no conseguía salir|, meneándose sin parar|, intentando no llorar]].

    ?plants Se había enredado en [[una zarza|un lío de ramitas|una maraña de raíces|un arbusto lleno de pinchos]], y cada vez que se [[movía|meneaba|revolvía]] era [[peor|todavía peor|un lío más grande]].
    ?!plants Se había quedado encajad{creature.o} [[entre dos piedras|en una grieta estrecha|debajo de una losa caída|en un hueco demasiado pequeño]], y cada vez que se [[movía|meneaba|revolvía]] era [[peor|todavía peor|un lío más grande]].
    Les miraba con [[unos ojos redondos y preocupados|unos ojos grandes llenos de esperanza|unos ojos redondos como botones|la cara más esperanzada del mundo]][[|, y soltó un suspiro pequeñito|, como si pidiera ayuda]].
    Les [[miró|observó|miraba]] [[con esperanza|con los ojos muy abiertos|sin decir nada]], [[como si fueran lo mejor que había visto en todo el día|como si les estuviera esperando justo a ellos|y soltó un chillidito muy pequeño]].

    ?young —[[Pobrecit{creature.o}|Ay, pobrecit{creature.o}|Tranquil{creature.o}, ya estamos aquí|No te preocupes]] —[[dijo|susurró|murmuró]] {hero}[[|, agachándose|, y {companion} asintió con fuerza]].
    ?old [[Podían haber pasado de largo junto {station.al}|Claro que podían haber seguido hacia {want}|Seguir andando habría sido fácil, con {want} todavía por encontrar|Nadie les habría culpado por seguir con prisa]], [[porque el día no se alargaba|y nadie se iba a enterar|y {heart} todavía estaba lejos|y {owner} les esperaba]]; pero [[a {hero} ni se le pasó por la cabeza|{hero} ya se estaba agachando sobre {ground}|{hero} se paró antes de que {companion} dijera nada|{hero} ya estaba en cuclillas a su lado]][[.|, y a {companion} tampoco.|, con {companion} justo detrás.]]
    ?toddler Atascad{creature.o}, atascad{creature.o}, atascad{creature.o}. [[Pobrecit{creature.o}.|¡Ay, qué pena!|¿Quién le ayudará?]]

    {companion} intentó [[tirar para soltarl{creature.o}|sacarl{creature.o} de un tirón|soltarl{creature.o} con cuidado]], y [[chilló|soltó un quejido|dijo «ay»]], así que {companion} paró [[enseguida|en el acto|a toda prisa]][[|, con cara de pena|, y pidió perdón dos veces]].
    ?paws {companion} intentó ayudar con sus {feet.bare}, [[con mucho cuidado|muy despacito|con toda su buena voluntad]], pero solo [[lo empeoró|apretó más el nudo|lo enredó todo todavía más]][[|, y se sentó, sin entender nada]].
    ?!toddler ?wings {companion} revoloteaba a su alrededor diciéndole cosas tranquilizadoras, que ayudaban un poco con el susto y [[nada con el atasco|nada de nada con lo de salir|ni una pizca con el enganche]].

    ?!toddler ?kind {hero} [[se sentó a su lado|se arrodilló a su lado|se agachó muy cerca]] y [[le habló bajito|le tarareó una cancioncita|le dijo cosas dulces y tranquilas]] hasta que dejó de temblar, y luego l{creature.o} fue soltando, [[muy despacio, poquito a poco|con muchísimo cuidado|tan suave que ni se dio cuenta]].
    ?!toddler ?brave {hero} metió la mano justo donde [[pinchaba y era difícil|apretaba y arañaba|estaba todo enredado]], aguantó, tiró con cuidado, y salió[[|, con un plop|, parpadeando]].
    ?clever {hero} vio que estaba atascad{creature.o} porque tiraba hacia el lado equivocado; l{creature.o} giró con suavidad, y salió tan fácil como [[una llave de una cerradura|un calcetín de un pie|un guisante de su vaina]].
    ?!toddler ?ask {hero} pidió ayuda en voz alta, y de [[todas partes|todos lados|cada rincón]] llegaron otros de su especie, que [[empujaron y tiraron todos a una|tiraron y empujaron a la vez|se pusieron todos a ayudar]] hasta que salió de golpe.
    ?patient {hero} no tiró nada: l{creature.o} sujetó con calma y esperó a que [[se tranquilizara|se le pasara el susto|respirara despacio]], y cuando estuvo tranquil{creature.o}, salió solit{creature.o} [[meneándose|sin ayuda|tan campante]].

    [[Por fin libre|Ya suelt{creature.o}|Libre y sin un rasguño|Suelt{creature.o} por fin]], [[dio una vuelta alegre alrededor {station.del}|dio tres vueltas de alegría|bailó un bailecito de alegría|dio saltitos de alegría|se sacudió y sonrió de oreja a oreja]][[|, y les dio las gracias una y otra vez|, y luego otra más, por si acaso]].
    ?old —[[No teníais por qué pararos|Podríais haber seguido hacia {want}|Nadie se para nunca aquí|Gracias por no pasar de largo]] —dijo[[| con timidez| bajito| mirando {ground}]]. —[[Claro que sí|Pues claro que sí|Sí que teníamos|Ni lo pienses|Faltaría más]] —dijo {hero}[[.|, y lo decía de verdad.|, sacudiéndose las rodillas.]]
    [[Le susurró algo a|Se acercó a contarle un secreto a|Le dijo algo en voz muy baja a|Le hizo una seña a]] {companion}[[| al oído| muy bajito| mirando hacia {station}]], y a {companion} se le abrieron [[mucho los ojos|los ojos como platos|los ojos de par en par]]: había visto {clue} [[un poco más adelante|no muy lejos de allí|esa misma mañana, más adelante|justo después de la siguiente curva]].
    `,
  ),
};

export const FORK: TrialDef = {
  key: 'fork',
  needs: [],
  block: bi(
    `
    [[Beyond|Just past|A little after]] {station}, the path split in two, and then each half split again[[|, like the branches of a tree|, until there were far too many paths]].
    At {station}, [[four|five|three]] paths met, and every one of them looked [[exactly as sure of itself as the others|just as right as the next|very sure of itself indeed]][[|, which was no help at all]].
    [[Right after|Not long after|Just past]] {station}, the way [[forked|split|divided]] [[like a tuning fork|like the branches of a tree|into more paths than anyone needed]], and [[every path|each one|all of them]] [[looked equally sure of itself|seemed to say “this way”|looked just as good as the last]].

    There was a signpost, but [[the wind had turned it round|someone had bumped it|it had been knocked sideways|it had worked itself loose]], and now it pointed [[at the sky|straight at the ground|back the way they had come|at nothing in particular]].
    [[A little wooden sign|An old signpost|A crooked pointer]] [[stood there|leaned there|lay in the grass]], but [[its words had worn away|its arrows pointed every which way|somebody had painted a smiley face over the writing]][[|, which was no help at all|, so it was no use]].
    Every path had [[footprints|little marks on it|tracks of some sort]], and none of them had {clue}[[|, not so much as a hint]].

    ?young “[[This way|Over here|It's this one|Follow me]]!” [[said|called|cried|sang out]] {companion}, and [[set off one way|trotted off to the left|scampered down the nearest path|marched off past {station}]]. “No, [[this way|that way|this one|the other one]]!” {companion} [[called|cried|added]] [[a moment later|three steps later|before {hero} could move|from halfway down it]][[|, and set off the other way|, and came scampering back|, and turned round again|, a little out of breath]].
    ?old “If we pick the wrong [[one|path|way]],” [[said|muttered|pointed out]] {companion}[[|, frowning at {station}|, eyeing the paths|, counting them twice]], “[[we'll lose the afternoon|we'll lose half the day|we'll never find {want}|{owner} will be waiting for ever|we'll be walking in circles till teatime]].” [[Neither of them said what came after that|Neither of them wanted to think about {want} being lost for good|{hero} didn't answer, being busy looking at the ground|{hero} said nothing and studied the paths, one by one|{hero} only nodded and looked harder]][[.|, while {sound}.|, for {want} was somewhere down one of them.]]
    ?toddler [[This way? That way?|Left? Right?|Up here? Down there?]] Which way? Which way?

    {hero} tried [[the first path|the widest path|the middle path|the path on the left]] for a few steps and came back; it only [[went round in a circle|led to a prickly dead end|stopped at a big rock|wandered off into nowhere]].
    {hero} [[walked a little way down|peeped along|tried]] [[one path|the nearest path|the straightest path]], [[then another|then a second|and then the next]], but [[each one looked just as likely|they all looked the same after a while|none of them felt quite right]][[|, and that was the trouble]].
    ?sniff {companion} sniffed every path in turn and said they all smelled of [[path|path, mostly|dust and more path]].

    ?!toddler ?kind A {creature.bare} sat by the signpost looking [[glum|lonely|forgotten]] because nobody ever stopped to talk to it; {hero} stopped and talked, and at the end it said, “Oh, you want the [[third|second|last]] one. [[Everybody always wants that one.|Everyone does, in the end.|That one goes everywhere worth going.]]”
    ?brave {hero} chose the [[narrowest|steepest|darkest]] path, the one [[nobody else would have dared|that made {companion} gulp|that looked the least inviting]]; and it was the right one.
    ?clever {hero} looked for the path that had been walked on most lately. [[The grass on it was still bent|The dust on it was freshly scuffed|The pebbles on it were kicked about]], and a little of {clue} was caught [[on a twig|by a stone|at the edge]]; that was the way.
    ?!toddler ?ask “Excuse me,” said {hero} to {creature.a} going past, “which of these goes on?” It pointed with its whole self, and was [[very pleased to be asked|delighted that someone had asked|proud as anything]].
    ?!toddler ?patient {hero} [[sat down|settled on {ground}|sat on a stone|waited quietly]] and watched the paths [[until the sun moved|for a long, still while|while {companion} fidgeted|while {sound}]], and [[the shadow of the signpost|the signpost's long shadow|the crooked shadow of the pointer]] [[swung round|crept across {ground}|turned, little by little,]] to point the right way, [[as if it had only been waiting for someone to notice|like the hand of a clock|as if the signpost had been helping all along|straight towards {want}]].

    [[They set off down the right path|Off they went along the right path|They turned down the path that led to {want}|They left {station} by the right path at last]], and {companion} [[turned the signpost back the way it should go|set the signpost straight|gave the signpost a push until it pointed properly|straightened the old pointer with a grunt]][[|, for the next people|, so nobody else would get muddled|, for whoever came next|, in case {owner} ever came that way]].
    [[Soon|Before long|After a while|Quite quickly]] the path began to [[look familiar in the way that right paths do|feel right, the way right paths do|lead them on as if it had been expecting them|carry them gently away from {station}]][[|, and {companion} began to hum|, and their steps grew quicker|, and {clue} showed again on {ground}]].
    `,
    `
    [[Más allá {station.del}|Un poco después {station.del}|Tras pasar {station}]], el camino se dividía en dos, y luego cada mitad volvía a dividirse[[|, como las ramas de un árbol|, hasta que hubo demasiados caminos]].
    Junto {station.al} se juntaban [[cuatro|cinco|tres]] caminos, y cada uno parecía [[tan seguro de sí mismo como los demás|igual de bueno que el siguiente|segurísimo de sí]][[|, lo cual no ayudaba nada]].
    [[Justo después {station.del}|Poco después {station.del}|Nada más pasar {station}]], el camino se [[bifurcaba|dividía|partía]] [[como un tenedor|como las ramas de un árbol|en más caminos de los necesarios]], y [[todos parecían igual de seguros|cada uno parecía decir «por aquí»|todos parecían igual de buenos]].

    Había un poste con un letrero, pero [[el viento le había dado la vuelta|alguien lo había movido|se había torcido|se había soltado]], y ahora señalaba [[al cielo|al suelo|por donde habían venido|a ninguna parte]].
    [[Un letrerito de madera estaba allí|Un poste viejo se inclinaba allí|Una flecha torcida asomaba entre las piedras]], pero [[las letras se habían borrado|sus flechas señalaban a todas partes|alguien había pintado una cara sonriente encima]][[|, lo cual no ayudaba nada|, así que no servía]].
    En todos los caminos había [[huellas|marcas|rastros de algo]], y en ninguno había {clue}[[|, ni una pista]].

    ?young —¡[[Por aquí|Es este|Venid por aquí|Seguidme]]! —[[dijo|gritó|canturreó]] {companion}, y echó a andar [[por un lado|hacia la izquierda|por el camino más cercano|muy decidid{pet.o}, dejando atrás {station}]]. —¡No, [[por aquí|por allá|por este|por el otro]]! —[[dijo|gritó|añadió]] {companion} [[al momento|tres pasos después|antes de que {hero} se moviera|desde la mitad del camino]][[|, y echó a andar por el otro|, y volvió corriendo|, y se dio la vuelta otra vez|, ya sin aliento]].
    ?old —Si [[elegimos mal|nos equivocamos de camino|cogemos el que no es]] —[[dijo|murmuró|advirtió]] {companion}[[|, mirando {station} de reojo|, contando los caminos dos veces]]—, [[perderemos la tarde|perderemos medio día|no encontraremos nunca {want}|{owner} se cansará de esperar|daremos vueltas hasta la hora de merendar]]. [[Ninguno dijo lo que vendría después|A ninguno le apetecía pensar en quedarse sin {want}|{hero} no contestó: estaba estudiando {ground}|{hero} no dijo nada y miró los caminos uno por uno|{hero} solo asintió y miró con más atención]][[.|, mientras {sound}.|, porque {want} estaba al final de uno de ellos.]]
    ?toddler [[¿Por aquí? ¿Por allá?|¿Izquierda? ¿Derecha?|¿Arriba? ¿Abajo?]] ¿Por dónde? ¿Por dónde?

    {hero} probó [[el primer camino|el camino más ancho|el camino del medio|el camino de la izquierda]] unos pasos y volvió: solo [[daba vueltas en círculo|llevaba a un rincón lleno de pinchos|acababa en una roca enorme|se perdía en ninguna parte]].
    {hero} [[anduvo un poco por|miró por|probó]] [[un camino|el camino más cercano|el camino más recto]], [[luego otro|luego un segundo|y después el siguiente]], pero [[todos parecían igual de buenos|al rato todos parecían iguales|ninguno le daba buena espina]][[|, y ese era el problema]].
    ?sniff {companion} olfateó todos los caminos, uno detrás de otro, y dijo que todos olían a [[camino|camino, más que nada|polvo y más camino]].

    ?!toddler ?kind Junto al poste había {creature.a} con cara [[mustia|de pena|de sentirse sol{creature.o}]], porque nadie se paraba nunca a hablar con ese pobre animalito; {hero} se paró a charlar, y al final le dijo: —Ah, queréis el [[tercero|segundo|último]]. [[Todo el mundo quiere siempre ese.|Al final, todos quieren ese.|Ese lleva a todos los sitios buenos.]]
    ?brave {hero} eligió el camino más [[estrecho|empinado|oscuro]], el que [[nadie se habría atrevido a coger|hacía tragar saliva a {companion}|menos ganas daba de tomar]]; y era el bueno.
    ?clever {hero} buscó el camino que se había pisado más hacía poco: [[la hierba aún estaba doblada|el polvo estaba recién removido|las piedrecitas estaban movidas]], y un poquito {clue.del} se había quedado [[enganchado en una ramita|junto a una piedra|en el borde]]. Ese era el camino.
    ?ask —Perdona —le dijo {hero} a {creature.a} que pasaba—, ¿cuál de estos sigue? —Se lo señaló con todo el cuerpo, [[encantad{creature.o} de que le preguntaran|feliz de que alguien le preguntara|muy orgullos{creature.o}]].
    ?patient {hero} [[se sentó a mirar los caminos|se sentó en una piedra a mirar|esperó sin prisa, mirando los caminos|se quedó quiet{hero.o} observando]] [[hasta que el sol se movió|un buen rato|mientras {companion} no paraba quiet{pet.o}|mientras {sound}]], y [[la sombra del poste|la sombra larga del letrero|la sombra torcida de la flecha]] [[giró|fue girando poco a poco|se deslizó sobre {ground}]] hasta señalar el camino bueno, [[como si solo hubiera estado esperando a que alguien se diera cuenta|como la aguja de un reloj|como si el poste hubiera querido ayudar desde el principio|derechita hacia {want}]].

    [[Siguieron por el camino bueno|Echaron a andar por el camino bueno|Por fin dejaron atrás {station} por el camino bueno|Tomaron el camino que llevaba hacia {want}]], y {companion} [[volvió a poner bien el letrero|enderezó el letrero|empujó el letrero hasta que señaló bien]], [[para los siguientes|para que nadie más se liara|para quien viniera detrás]].
    [[Enseguida|Al poco rato|Poco después|Muy pronto]] el camino empezó a [[resultarles conocido, como pasa con los caminos buenos|parecer el bueno, como pasa con los caminos buenos|llevarles como si les estuviera esperando|alejarles suavemente {station.del}]][[|, y {companion} se puso a tararear|, y empezaron a andar más deprisa|, y {clue} volvió a asomar]].
    `,
  ),
};

export const KEEPER: TrialDef = {
  key: 'keeper',
  needs: [],
  block: bi(
    `
    At {station}, someone was waiting[[| in the middle of the way]]: an old {creature.bare} with [[a very serious face|spectacles on the end of its nose|a very important look|a notebook and a pencil]].
    ?!toddler Just past {station}, the way was guarded by {creature.a} who wore [[a tiny hat|a very smart bow tie|a little red scarf|a badge that said KEEPER]][[| and an enormous frown| and a serious expression| and a most official face]].
    [[On a stone|On a tree stump|On a little stool]] [[at|by|beside]] {station} sat {creature.a} with [[a notebook|a tiny bell|a very long list]], [[looking very official|looking as if it had been waiting all day|tapping a pencil]][[|, and it held up one paw as they came near]].

    ?!toddler “[[Nobody passes|Nobody goes on towards {want}|No one gets past {station}|Nobody, but nobody, goes by]],” it said[[| grandly| sternly| with a sniff| raising one {feet.bare}]], “without [[answering my question|solving my riddle|guessing what I ask]][[|, and that means everyone|, not a single traveller]].”
    ?!toddler “This is my bit of the path,” it [[said|announced|declared]], “and I have a riddle for everyone who wants to use it[[|, no exceptions|, and I've been saving this one]].”
    “[[Halt|Stop right there|One moment, please|Not so fast]]!” it [[said|cried|called out|squeaked]]. “[[To go on|To pass|To get by]], you must [[answer a riddle|solve my riddle|guess the answer to my question]]. [[Those are the rules of {place}.|It's the rule at {station}, and I made it.|Rules are rules, and these ones are mine.|That's how it has always been done in {place}.|Everyone who wants {want} has to answer.]]”

    ?toddler “What goes up when the rain comes down?” it asked[[|, very slowly|, with a wink]]. {companion} [[thought and thought|thought very hard|scratched {companion.his} head]].
    ?pre “What has hands but cannot clap?” it asked[[|, grinning|, twirling its whiskers|, tapping its notebook]]. {companion} [[clapped, to check|looked at {companion.his} own {feet.bare}, to check|clapped twice, just to be sure|tried clapping behind {companion.his} back|held up {companion.his} {feet.bare} and looked puzzled]][[|, and {hero} tried very hard not to laugh|, which made the keeper's whiskers twitch]].
    ?old “What gets wetter the more it dries?” it [[asked|wanted to know|said]][[| very seriously| with a little smile| lowering its voice]], and [[folded its arms|tapped its foot|raised one eyebrow]].
    ?big “[[The more of me you take, the more you leave behind: what am I|What is it that the more you take, the more you leave behind|Take more of me and you leave more behind, so what am I|Here is one for travellers to {want}: the more you take, the more you leave behind, so what are they]]?” it asked, and looked [[extremely pleased with itself|very smug indeed|as if nobody had ever guessed it]].

    {companion} guessed “[[a cheese sandwich|a jam sandwich|a teapot|a sock]]”, which was wrong, and then “[[a different cheese sandwich|another one of those, but bigger|a slightly bigger one|two of them]]”, which was also wrong[[|, and the keeper sighed|, but very nearly funny]].

    ?kind {hero} noticed that the keeper looked [[lonely more than cross|more lonely than stern|a bit sad under the frown]]. So {hero} asked how long it had been [[keeping the path|keeping watch at {station}|guarding this bit of {place}]]; [[a long time|years and years|since it was small|since before {owner} was born]], it said, and [[nobody ever stayed to chat|nobody ever stopped to talk|everyone hurried past on the way to somewhere else]]. They chatted [[for a while|about this and that|until it smiled]]. Then it whispered the answer itself and let them pass.
    ?!toddler ?brave {hero} said, “I don't know the answer, but I'll [[try|have a go|give it my best]],” and tried, and tried again, and the keeper was so impressed by the trying that it [[gave a little bow|took off its hat|clapped its paws]].
    ?clever {hero} thought about it from the other end, and said the answer: an umbrella, or a clock, or a towel, or footsteps, whichever it was, and the keeper's frown turned upside down.
    ?ask {hero} asked {companion} to help, and between them, each with half an idea, they put the answer together, and the keeper clapped, having hands after all.
    ?patient {hero} did not guess in a hurry[[|, not even when {companion} fidgeted|, though {companion} hopped from foot to foot|, however the keeper tapped its pencil|, and stood by {station} thinking]]. {hero} thought about it quietly while the keeper [[tapped its foot|hummed|looked at the sky]], and when the answer came, it was the right one.

    “[[Well|My word|Goodness me|Well, well]],” said the keeper[[|, stepping aside|, standing back|, making a small bow|, taking off its hat|, snapping its notebook shut]]. “That's the best answer [[anyone has given me|I've had at {station}|I've heard in {place}|I've had]] [[all week|in years|since last spring|all day]].”
    It pointed them on their way, and told them {clue} went on [[just over the next rise|just round the next corner|a little further along|past the next bend]][[|, and waved until they were out of sight]].
    `,
    `
    Junto {station.al} había alguien esperando en mitad del camino: {creature.a} viej{creature.o} con [[cara muy seria|gafas en la punta de la nariz|aire muy importante|una libreta y un lápiz]].
    ?!toddler Pasad{station.o} {station}, el camino lo vigilaba {creature.a} que llevaba [[un sombrerito diminuto|una pajarita muy elegante|una bufandita roja|una chapa que decía GUARDIÁN]] y [[el ceño enorme|cara muy seria|un gesto muy oficial]].
    [[Sobre una piedra|Sobre un tocón|En un taburetito]] [[junto {station.al}|al lado {station.del}]] estaba {creature.a} con [[una libreta|una campanita|una lista larguísima]], [[con aire muy oficial|como si llevara todo el día esperando|dando golpecitos con un lápiz]][[|, y levantó una pata al verles llegar]].

    —[[Aquí no pasa nadie|De aquí no pasa nadie|Nadie sigue hacia {want}|Nadie cruza junto {station.al}]] —dijo[[| muy solemne| con voz seria| sorbiendo por la nariz| alzando una pata]]— sin [[contestar a mi pregunta|resolver mi adivinanza|acertar lo que pregunto]][[|, y eso va por todos|, ni un solo viajero]].
    ?!toddler —Este trozo de camino es mío —[[dijo|anunció|declaró]]—, y tengo una adivinanza para todo el que quiera usarlo[[|, sin excepciones|, y esta la tenía guardada]].
    —¡[[Alto|Quietos ahí|Un momento, por favor]]! —dijo—. Para [[seguir|pasar|continuar]], hay que [[contestar una adivinanza|resolver mi adivinanza|acertar mi pregunta]]. [[Son las normas {place.del}.|Es la norma {station.del}, y la puse yo.|Las normas son las normas, y estas son mías.|Así se ha hecho siempre en {place}.|Quien busque {want} tiene que contestar.]]

    ?toddler —¿Qué se abre cuando llueve? —preguntó[[| muy despacio| guiñando un ojo]]. {companion} [[pensó y pensó|pensó muchísimo|se rascó la cabeza]].
    ?pre —¿Qué tiene agujas y no pincha? —preguntó[[| sonriendo| atusándose los bigotes]]. {companion} se miró de arriba abajo, [[por si acaso|para comprobarlo|muy concentrad{companion.o}]].
    ?old —¿Qué cuanto más seca, más mojada está? —[[preguntó|quiso saber|dijo]][[| muy serio| con una sonrisita| bajando la voz]], y [[se cruzó de brazos|dio golpecitos con el pie|levantó una ceja]].
    ?big —[[Cuantos más das, más dejas atrás: ¿qué son|¿Qué es lo que cuantos más das, más dejas atrás|A ver, viajeros: cuantos más das, más dejas atrás, ¿qué son|Para quien busca {want}: cuantos más das, más atrás quedan, ¿qué son]]? —preguntó, [[encantad{creature.o} de sí mism{creature.o}|muy satisfech{creature.o}|como si nadie lo hubiera acertado nunca]].

    {companion} dijo «[[un bocadillo de queso|un bocadillo de mermelada|una tetera|un calcetín]]», que no era, y luego «[[otro bocadillo de queso distinto|otro igual, pero más grande|uno un poco más grande|dos de esos]]», que tampoco[[|, y {creature} suspiró|, aunque tuvo bastante gracia]].

    ?kind {hero} se fijó en que {creature} parecía más sol{creature.o} que enfadad{creature.o}, y le preguntó cuánto tiempo llevaba vigilando el camino; [[mucho|años y años|desde que era pequeñ{creature.o}]], le dijo, y nadie se quedaba nunca a charlar. Charlaron [[un rato|de esto y de aquello|hasta que sonrió]], y al final les susurró la respuesta y les dejó pasar.
    ?!toddler ?brave {hero} dijo: —No sé la respuesta, pero lo voy a [[intentar|probar|intentar con todas mis fuerzas]] —y lo intentó, y lo volvió a intentar, y {creature.al} le impresionó tanto el intento que [[hizo una reverencia|se quitó el sombrero|aplaudió]].
    ?clever {hero} pensó al revés, empezando por el final, y dijo la respuesta: el paraguas, el reloj, la toalla o los pasos, la que fuera, y el ceño {creature.del} se dio la vuelta y se hizo sonrisa.
    ?ask {hero} le pidió ayuda a {companion}, y entre {hero} y {companion}, con media idea cada uno, juntaron la respuesta.
    ?patient {hero} no contestó con prisa[[|, ni siquiera cuando {companion} se movía sin parar|, aunque {companion} no paraba de dar saltitos|, por mucho que {creature} diera golpecitos con el lápiz|, y se quedó junto {station.al} pensando]]. Lo pensó en silencio mientras {creature} [[daba golpecitos con el pie|tarareaba|miraba el cielo]], y cuando llegó la respuesta, era la buena.

    —Vaya —dijo {creature}, [[apartándose|haciéndose a un lado|con una pequeña reverencia|quitándose el sombrero]]—, es la mejor respuesta que me han dado en [[toda la semana|muchos años|toda la primavera|todo el día]].
    Les indicó el camino y les dijo que {clue} seguía [[justo pasada la siguiente loma|justo después de la siguiente esquina|un poco más adelante|pasada la siguiente curva]][[|, y les dijo adiós con la mano hasta perderles de vista]].
    `,
  ),
};

export const SLEEPER: TrialDef = {
  key: 'sleeper',
  needs: ['air', 'plants'],
  block: bi(
    `
    ?!toddler [[Past|Just beyond|A little way past]] {station}, right across the way, lay something [[enormous and furry|huge and brown and furry|big, soft and very furry]], [[fast asleep|sound asleep|snoring gently|deep in a dream]].
    ?!toddler At {station}, the way was blocked by a [[great|huge|big, round]] sleeping bear[[|, snoring like distant thunder|, snoring like a rumbling cart|, snoring like a very large kettle|, snoring like rolling drums, far away]].
    [[Beyond|Just after|Round the bend from]] {station}, [[a bear|a very large bear|an enormous brown bear]] lay [[fast asleep|snoring|curled up and dreaming]] [[right across the path|from one side of the way to the other|exactly where they needed to go]][[|, with a smile on its face|, one paw over its nose]].

    Every snore blew the [[leaves|dry leaves|grasses|twigs]] about; every breath in [[sucked them back|pulled them back again|drew them in like a tide]].
    It was so big that its tummy went up and down like [[a small hill|a rising loaf|a slow wave|a hill breathing]][[|, and its paws twitched as it dreamed|, and one ear flicked now and then]].

    ?young “[[Don't wake it|Shh, don't wake it|Quiet, it's sleeping|Tiptoe past {station}]],” whispered {companion}[[|, with big eyes|, very close to {hero.s} ear]]. “[[I wasn't going to|I won't|Of course not|Not for anything]],” [[whispered|breathed|mouthed]] {hero}[[|, even more quietly|, holding {hero.his} breath]].
    ?old “Bears,” [[whispered|breathed|murmured]] {companion}[[|, eyeing {station}|, very low]], “[[do not like being woken up|hate being woken up|are very grumpy when they wake up|wake up hungry and cross]], [[and I read that somewhere, probably on a bear|and everybody knows that, especially bears|and that's practically the first rule of bears|and {owner} told me so once|and it is not a thing to test today]].”
    ?toddler [[Snore. Snore. Snore.|Rumble. Rumble. Rumble.|Zzz. Zzz. Zzz.]] [[Shhh!|Tiptoe, tiptoe.|Quiet now.]]

    {companion} tried [[tiptoeing round the side|creeping round the edge|sneaking past its tail]], but the bear [[rolled over in its sleep|turned over with a grunt|stretched out, still dreaming]] and filled that side too[[|, which seemed very unfair]].

    ?kind {hero} noticed the bear was shivering in its sleep, and laid {hero.his} [[jumper|scarf|coat]] over its nose; the bear smiled, stretched out, and rolled [[sweetly|happily|with a sigh]] to one side, leaving the whole path clear.
    ?!toddler ?brave {hero} [[climbed right over the bear|stepped over the bear's great back|clambered across the sleeping bear]], [[very gently|slow as honey|light as a feather|holding {hero.his} breath]], [[one foot here and one foot there|with {companion} close behind|past its twitching ears]], and the bear only mumbled “[[more honey|five more minutes|mmm, blueberries]]”, and went on sleeping.
    ?clever {hero} hummed a [[lullaby|sleepy tune|slow, soft song]] so softly that the bear sighed, turned over, and tucked itself up into a ball, and the path appeared beside it[[|, like magic]].
    ?ask “Could you help us get past?” {hero} whispered to {creature.a} who lived on the bear's back; it tickled the bear's [[ear|nose|paw]] just so, and the bear rolled aside without waking.
    ?patient They sat down and waited[[|, quiet as mice|, quiet as shadows|, quiet as snowflakes]]. At last the bear[[|, still dreaming,]] got up and wandered off to a [[sunnier|softer|cosier]] spot.

    They tiptoed on, and did not [[speak|say a word|dare to whisper]] until they were [[round the next bend|well out of earshot|far down the path]][[|, and then they giggled|, and then they let out their breath]].
    [[Behind them|Far behind them|Back at {station}|All the way round the bend]], the snoring went on[[|, peaceful as the sea|, slow and deep and happy|, like a lullaby for the whole place]].
    `,
    `
    ?!toddler Pasad{station.o} {station}, justo en mitad del camino, había algo [[enorme y peludo|grandísimo, marrón y peludo|grande, blandito y muy peludo]], [[profundamente dormido|dormido como un tronco|roncando tan a gusto|soñando a pierna suelta]].
    ?!toddler Junto {station.al}, el camino lo cortaba un oso [[gigante|enorme|grandote y redondo]] que dormía roncando como [[un trueno lejano|un carro por un camino de piedras|una tetera muy grande|tambores a lo lejos]].
    [[Más allá {station.del}|Justo después {station.del}|Tras la curva {station.del}]], [[un oso|un oso grandísimo|un oso marrón enorme]] dormía [[profundamente|roncando|hecho un ovillo, soñando]] [[atravesado en el camino|de un lado a otro del camino|justo por donde tenían que pasar]][[|, con una sonrisa en la cara|, con una pata sobre la nariz]].

    Cada ronquido hacía volar [[las hojas|las hojas secas|la hierba|las ramitas]], y cada vez que tomaba aire se las volvía a [[tragar|traer|llevar como una ola]].
    Era tan grande que la barriga le subía y le bajaba como [[una colina pequeña|una hogaza creciendo|una ola lenta|una colina que respira]][[|, y las patas le temblaban en sueños|, y de vez en cuando movía una oreja]].

    ?young —[[No lo despiertes|Chist, no lo despiertes|Silencio, que duerme|De puntillas junto {station.al}]] —susurró {companion}[[|, con los ojos muy abiertos|, pegadit{pet.o} a {hero}]]. —[[No pensaba hacerlo|No lo haré|Claro que no|Ni pensarlo]] —[[susurró|musitó|respondió muy bajito]] {hero}[[|, más bajito todavía|, aguantando la respiración]].
    ?old —A los osos —[[susurró|murmuró|musitó]] {companion}[[|, mirando {station}|, muy bajito]]— [[no les gusta que los despierten|les fastidia muchísimo que los despierten|se despiertan de muy mal humor|se despiertan con hambre y con mal genio]], [[y eso lo leí en algún sitio, seguramente en un oso|y eso lo sabe todo el mundo, sobre todo los osos|y esa es casi la primera norma de los osos|me lo contó {owner} una vez|y hoy no es día de comprobarlo]].
    ?toddler [[Ronquido. Ronquido. Ronquido.|Ronc. Ronc. Ronc.|Zzz. Zzz. Zzz.]] [[¡Chisss!|De puntillas, de puntillas.|Silencio.]]

    {companion} intentó [[rodearlo de puntillas por un lado|colarse por el borde|pasar por detrás de la cola]], pero el oso [[se dio la vuelta en sueños|se giró con un gruñidito|se estiró, todavía soñando]] y también tapó ese lado[[|, lo cual no era nada justo]].

    ?kind {hero} se fijó en que el oso tiritaba en sueños, y le tapó la nariz con [[el jersey|la bufanda|el abrigo]]; el oso sonrió, se estiró y rodó [[con dulzura|tan contento|con un suspiro]] hacia un lado, dejando libre todo el camino.
    ?brave {hero} [[pasó por encima del oso|trepó por el lomo del oso|cruzó sobre el oso dormido]], [[con muchísimo cuidado|despacio como la miel|ligerit{hero.o} como una pluma|aguantando la respiración]], [[un pie aquí y otro allá|con {companion} detrás|rozándole apenas las orejas]], y el oso solo murmuró «[[más miel|cinco minutitos más|mmm, arándanos]]» y siguió durmiendo.
    ?!toddler ?clever {hero} tarareó [[una nana|una canción de dormir|una canción lenta y suave]] tan bajito que el oso suspiró, se dio la vuelta y se hizo una bola, y al lado apareció el camino[[|, como por arte de magia]].
    ?ask —¿Nos ayudas a pasar? —le susurró {hero} a {creature.a} que vivía en el lomo del oso; le hizo cosquillas en la oreja justo como había que hacerlas, y el oso se apartó rodando sin despertarse.
    ?!toddler ?patient Se sentaron a esperar, calladitos como [[ratones|sombras|copos de nieve]], hasta que el oso, todavía soñando, se levantó y se fue a otro sitio [[con más sol|más blandito|más calentito]].

    Siguieron de puntillas, y no [[hablaron|dijeron ni una palabra|se atrevieron ni a susurrar]] hasta [[pasar la siguiente curva|estar bien lejos|haber avanzado un buen trecho]][[|, y entonces se rieron bajito|, y entonces soltaron el aire]].
    [[Detrás de ellos|A lo lejos, a su espalda|Allá junto {station.al}|Hasta pasada la curva]] seguían los ronquidos, [[tranquilos como el mar|lentos, hondos y felices|como una nana para todo el lugar]].
    `,
  ),
};
