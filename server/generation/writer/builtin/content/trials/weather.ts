/** Trials the sky brings: wind, fog, rain and snow, only where that weather can happen. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const WIND: TrialDef = {
  key: 'wind',
  needs: ['wind'],
  block: bi(
    `
    [[At|Right by|Just beyond]] {station} the wind came, [[all at once|out of nowhere|with a roar|in one great rush]], [[pushing and tugging and whistling in their ears|shoving and pulling and howling round them|tugging and flapping and whooshing past|whistling and blustering from every side]].
    Just past {station}, a great gust came racing across [[the open ground|the open stretch|the bare ground|the wide, flat part]], and then another[[|, and then a bigger one|, and another after that]].

    It [[snatched|tugged|pulled|plucked]] at {hero.s} [[scarf|hat|coat|sleeves|hood]], and at {companion.s} [[ears|head|{feet.bare}]], and at the very words they tried to say[[|, so that nobody could hear a thing|, and carried them off over {ground}|, until even {sound} was blown away]].
    It [[blew|flapped|whirled]] {hero.s} [[hair|coat|sleeves]] [[every which way|in all directions|straight up]], [[and [nearly|practically] blew {companion} backwards|and made {companion} squint|and roared in their ears]][[|, as if it were enjoying itself]].
    ?fav-fly It tugged so hard at {fav} [[that|by {station} that|all the way across {ground}, so that]] {hero} had to hold it with both hands[[|, and {companion} held on to {hero}]].

    ?carriable {hero} scooped {companion} up and [[held on tight|tucked {companion.him} inside {hero.his} coat|held {companion.him} close]][[|, and {companion} peeped out|, and turned {hero.his} back to the wind]].
    ?large {hero} held on to {companion}, who was [big|enormous] and steady as [[a rock|a tree|a wall]][[|, and did not budge]].
    ?toddler [[Whoosh! Whoosh! Whoosh!|Woo! Woo! Wooo!|Puff! Puff! Puff!]] [[Hold on!|Hold on tight!|Hats on!]]
    ?big “I'd like to [[file a complaint with the weather|have a word with whoever is in charge of wind|make a complaint]],” shouted {companion}. The wind took the complaint away[[.|, along with most of the words.]]

    {hero} [[leaned into the wind|put {hero.his} shoulder to the wind|tucked in {hero.his} chin|fixed {hero.his} eyes on {heart}]] and took a step [[towards {heart}|past {station}|across {ground}]], and the wind pushed {hero.him} back [[two|two more|three]][[|, quite rudely|, as if it were a game]].
    {hero} [[put {hero.his} head down|bent forward|hunched up small]] and [[tried to walk on|pushed forward|took a big step]], but the wind [[simply pushed back|pushed harder|laughed and pushed]][[|, and they got nowhere at all|, and {companion} held on to {hero.s} coat]].
    ?old Every step forward cost two steps of effort, and [[the clue they were following blew further away|the trail they were following was blowing away|{clue} was scattered by every gust]].

    ?kind {hero} saw {creature.a} being bowled along by the wind, caught it gently and held it close; it knew where the wind could not reach and led them to a sheltered hollow, and the hollow led straight on.
    ?!toddler ?brave {hero} planted {hero.his} feet, ducked {hero.his} head and walked on, one stubborn step at a time, and the wind, which was mostly noise, [[got bored and went to bother someone else|gave up with a huff|blew itself off somewhere else]].
    ?!toddler ?clever {hero} noticed that the wind always dropped for a moment between gusts, so they ran in the [quiet|peaceful] moments and crouched when it blew, and in this way they crossed without once being pushed over.
    ?ask “Can anyone tell us a sheltered way?” shouted {hero}[[| into the wind| as loud as {hero.he} could]]. From behind a wall, {creature.a} called back and led them along the low path[[| where the wind went over their heads| where the gusts could not reach]].
    ?patient They sat down behind [[a big rock|{station}|a low wall]] and waited, sharing [[an apple|a biscuit|a story]], until the wind had blown itself out; then they went on [[in the calm|towards {heart}, in the calm|after {clue}, in the sudden hush]].

    ?paws When the wind dropped, everything was [[very still|suddenly quiet|calm at last]], and {companion.s} fur stood up in [[funny tufts|silly spikes|fluffy points]][[|, which made {hero} laugh]].
    ?wings When the wind dropped, everything was [[very still|suddenly quiet|calm at last]], and {companion.s} feathers stood up in [[funny tufts|silly spikes|untidy points]][[|, which made {hero} laugh]].
    When the wind dropped, everything was [[very still|suddenly quiet|calm at last]], and {hero.s} hair stood up in [[funny tufts|silly spikes|a great tangle]][[|, which made {companion} laugh]].
    Afterwards, their cheeks were [[pink|rosy|glowing]] and their hair stuck up, and they could not stop [[laughing|giggling|grinning at each other]][[|, all the way to the next bend]].
    `,
    `
    [[Junto {station.al}|Al lado {station.del}|Un poco más allá {station.del}]] llegó el viento [[de golpe|de repente|rugiendo|de un solo soplido]], [[empujando, tirando y silbándoles en las orejas|empujando y aullando a su alrededor|tirando, aleteando y soplando|silbando y resoplando por todas partes]].
    Pasad{station.o} {station}, una gran ráfaga cruzó corriendo [[el descampado|la explanada|el terreno abierto]], y luego otra[[|, y luego otra más grande|, y otra detrás]].

    [[Le tiraba a {hero}|Le daba tirones a {hero}|Le arrancaba a {hero}|Le zarandeaba a {hero}]] [[de la bufanda|del gorro|del abrigo|de las mangas|de la capucha]], a {companion} [[de las orejas|de la cabeza|de todo lo que pillaba]], y hasta de las palabras que intentaban decir[[|, así que nadie oía nada|, y se las llevaba por encima {ground.del}|, hasta que ni {sound} se oía]].
    Le [[revolvía|sacudía|levantaba]] a {hero} [[el pelo|el abrigo|las mangas]] [[en todas direcciones|de aquí para allá|hacia arriba]], [[y casi tiró a {companion} para atrás|y a {companion} le hacía guiñar los ojos|y les rugía en las orejas]][[|, como si se lo estuviera pasando en grande]].
    ?fav-fly Tiraba tanto {fav.del} que {hero} tuvo que sujetarl{fav.o} con las dos manos.

    ?carriable {hero} cogió en brazos a {companion} y l{pet.o} [[sujetó muy fuerte|metió dentro del abrigo|apretó contra el pecho]][[|, y {companion} se asomó|, y se puso de espaldas al viento]].
    ?!toddler ?large {hero} se agarró a {companion}, que era grande y firme como una roca.
    ?toddler ¡Fuuu! ¡Fuuu! ¡Fuuuuuu!
    ?big —Me gustaría [[poner una queja al tiempo|hablar con quien mande en el viento|presentar una reclamación|escribirle una carta muy seria al viento]] —gritó {companion}[[| junto {station.al}| agarrándose donde podía|]]. [[El viento se llevó la queja|El viento se llevó la reclamación volando|La queja salió volando hacia {heart}]][[.|, y casi todas las palabras.|, y no se supo más de ella.]]

    {hero} se inclinó contra el viento y dio un paso, y el viento le hizo retroceder [[dos|otros dos|tres]][[|, sin ninguna educación|, como si fuera un juego]].
    {hero} [[agachó la cabeza|se echó hacia delante|se hizo una bolita]] e [[intentó seguir|empujó con fuerza|intentó dar un paso grande]], pero el viento [[empujaba más|empujaba todavía más fuerte|se reía y empujaba]][[|, y no avanzaban nada|, y {companion} se agarró al abrigo de {hero}]].
    ?old Cada paso adelante costaba el doble, y [[el rastro que seguían se alejaba volando|el rastro se les escapaba volando|cada ráfaga desperdigaba {clue}]].

    ?kind {hero} vio {creature.a} que el viento arrastraba rodando, l{creature.o} atrapó con cuidado y l{creature.o} protegió; sabía dónde no llegaba el viento y les llevó a una hondonada resguardada, y la hondonada seguía justo hacia donde iban.
    ?!toddler ?brave {hero} plantó bien los pies, agachó la cabeza y siguió andando [[hacia {heart}|más allá {station.del}|detrás {clue.del}]], paso a paso, con mucha cabezonería, y el viento, que era sobre todo ruido, [[se aburrió y se fue a molestar a otra parte|se rindió de mal humor|se fue a soplar a otro sitio]].
    ?!toddler ?clever {hero} se dio cuenta de que entre ráfaga y ráfaga el viento se calmaba un momento, así que corrían en los ratos tranquilos y se agachaban cuando soplaba, y así [[cruzaron sin caerse ni una vez|llegaron hasta {station} sin caerse ni una vez|cruzaron {ground} de un tirón]].
    ?!toddler ?ask —¿Alguien conoce un camino resguardado? —gritó {hero}, y {creature.a} le contestó desde detrás de un muro y les enseñó el sendero bajo, por donde el viento les pasaba por encima.
    ?patient Se sentaron [[detrás de una roca grande|detrás {station.del}|detrás de un muro bajito]] a esperar, compartiendo [[una manzana|una galleta|un cuento]], hasta que el viento se cansó de soplar; luego siguieron con calma.

    ?paws Cuando paró el viento, todo se quedó [[muy quieto|de pronto en silencio|en calma por fin]], y a {companion} se le quedó el pelo [[de punta, a mechones|todo tieso|hecho un lío]][[|, y {hero} se echó a reír]].
    ?wings Cuando paró el viento, todo se quedó [[muy quieto|de pronto en silencio|en calma por fin]], y a {companion} se le quedaron las plumas [[de punta|todas tiesas|hechas un lío]][[|, y {hero} se echó a reír]].
    Cuando paró el viento, [[todo se quedó muy quieto|todo se quedó de pronto en silencio|{place} se quedó en calma por fin|hasta {station} pareció respirar]], y a {hero} se le quedó el pelo [[de punta, a mechones|todo tieso|hecho una maraña|como un nido de pájaros]][[|, y {companion} se echó a reír|, y {companion} no pudo aguantarse la risa]].
    Después tenían las mejillas [[coloradas|sonrosadas|encendidas]] y el pelo revuelto, y no podían parar de [[reír|reírse|sonreírse]][[|, hasta la siguiente curva]].
    `,
  ),
};

export const FOG: TrialDef = {
  key: 'fog',
  needs: ['fog'],
  block: bi(
    `
    Near {station}, a fog rolled in, [[soft and white|thick and grey|white as milk|soft as a blanket]], until they could hardly see [[their own feet|their own hands|each other|a thing]][[|, and everything went pale]].
    All [at once|immediately] the fog came down, and {station} disappeared behind [[a white curtain|a grey blanket|a wall of mist|a cloud that had come down to visit]].

    Everything went [quiet|peaceful] and muffled[[|, as if the world had put on a woolly hat|, as if the world had put on a pair of earmuffs|, as if the world had put on a big soft scarf|, and even their footsteps sounded far away]].
    [[The shapes around them|The stones and even the path|Everything near and far|{station} and everything near it|Even {companion}, right beside {hero}]] became grey shapes, and then not even that[[|, just white|, only a paler patch of white]].

    “[[Which way now|Where's {station} gone|Which way is {want}|Where did the path go]]?” [[asked|whispered|said]] {companion}[[|, peering about| in a small voice| from somewhere [very|remarkably] close]], and [[nobody knew|neither of them knew|{hero} did not know either|{hero} could only shake {hero.his} head|the fog gave no answer at all]][[|, not even a guess]].
    ?toddler Where is the path? Where is the way? [[Hiding, hiding, hiding.|Gone, gone, gone.|Peep-bo, fog!|Come out, path!]]
    ?big “Visibility,” [[said|announced|reported]] {companion}[[|, squinting|, [very|remarkably] gravely]], “[[is poor|is not good|is nil|is somewhat lacking]].” “[[Thank you|Thanks|How kind]],” said {hero}, “[[that's [very|remarkably] helpful|that's most useful|I'd never have guessed|I can see that, or rather I can't]].”

    {hero} [[took a few steps|went a little way ahead|tried five [careful|painstaking] steps|set off bravely]] and came back, because [[the way had vanished|there was nothing but white|the path had gone|even {ground} had disappeared|{station} was nowhere to be seen]][[|, just like that|, as if someone had rubbed it out]].
    ?old They had been walking for [[a while|some time|quite a long time]] before {hero} realised they were passing the same [[stone|bump|shape]] for the [[third|fourth]] time.

    ?!toddler ?kind Somewhere in the fog, {creature.a} was calling for its family; {hero} called back[[| and kept calling]] until it [found|discovered] them. Then it led them[[|, by sound alone,]] to the edge of the fog.
    ?!toddler ?brave {hero} picked the way that felt right and walked it steadily, [[singing|whistling|humming loudly]] so that {companion} could follow, until the fog thinned and the path came back.
    ?!toddler ?clever {hero} remembered which side the wind had been blowing from, and kept it on the same cheek, and so they went straight through the fog, like a needle through wool.
    ?ask “[[Hello-o|Hello there|Anybody home|Hoo-hoo]]!” called {hero}[[| into the white| towards {station}| as loudly as {hero.he} could]]. “[[Can anyone hear us?|Is anyone out there?|We're looking for the way to {heart}!|Can somebody help us find {want}?]]” A voice answered, {creature.a} who lived there and knew the fog like an old friend, and it walked them through.
    ?patient They sat down together and waited[[|, telling each other stories|, playing I-spy with nothing to spy|, counting to a hundred]], until the sun burned the fog away[[|, wisp by wisp]].

    When [[the fog lifted|the fog melted away|the last of the fog rolled off|the sun burned through]], they saw that [[the path|the way to {want}|{station}]] had been right beside them [[all along|the whole time|all the while|two steps away]][[|, which made them laugh|, and {companion} pretended to have known]].
    The fog drifted away, and {place} was there again[[|, washed and shining|, fresh and bright|, clean and sparkling|, as if it had just woken up]].
    `,
    `
    Cerca {station.del} llegó una niebla [[suave y blanca|espesa y gris|blanca como la leche|suave como una manta]], hasta que apenas se veían [[los pies|las manos|el uno al otro|nada]][[|, y todo se volvió pálido]].
    De repente bajó la niebla, y {station} desapareció detrás de [[una cortina blanca|una manta gris|un muro de bruma|una nube que había bajado de visita]].

    [[Todo se volvió callado y amortiguado|Todo {place} se quedó mudo y blandito|Hasta {station} se quedó en silencio|Los ruidos se apagaron uno a uno]], como si [[el mundo se hubiera puesto|{place} se hubiera puesto|alguien le hubiera puesto al mundo]] [[un gorro de lana|unas orejeras|una bufanda enorme y blandita|un edredón de plumas]][[|, y hasta sus pasos sonaban lejos|, y {companion} hablaba en susurros sin querer]].
    [[Las formas de alrededor|Las piedras y hasta el camino|Todo, lo cercano y lo lejano]] se volvieron formas grises, y luego ni eso[[|, solo blanco]].

    —¿[[Y ahora por dónde|Dónde se ha metido {station}|Por dónde se va hacia {want}|Adónde ha ido el camino]]? —[[preguntó|susurró|dijo]] {companion}[[|, mirando a todos lados|, con un hilo de voz|, desde muy cerquita]]. [[Nadie lo sabía, ni siquiera a medias|Ninguno de los dos lo sabía|{hero} tampoco lo sabía, y se encogió de hombros|{hero} solo pudo negar con la cabeza|La niebla no contestó nada de nada]][[|, ni una pista]].
    ?toddler ¿[[Dónde está el camino|Dónde está {station}|Y el caminito, dónde está|Dónde está {companion}]]? [[¿Dónde se ha metido?|¿Quién lo ha escondido?|¿Se lo ha comido la niebla?]] [[Escondido, escondido, escondido.|No está, no está, no está.|¡Cucú, niebla!|¡Sal, caminito, sal!]]
    ?big —La visibilidad —[[dijo|anunció|informó]] {companion}[[|, entornando los ojos|, con mucha seriedad]]— [[es escasa|no es muy buena|es nula|deja bastante que desear]]. —[[Gracias|Muchas gracias|Qué amable]] —dijo {hero}—, [[eso es muy útil|eso ayuda muchísimo|nunca lo habría adivinado|eso ya lo veo, o más bien no lo veo]].

    {hero} [[dio unos pasos|se adelantó un poquito|probó cinco pasos con cuidado|echó a andar muy decidid{hero.o}]] y volvió, porque [[el camino había desaparecido|solo había blanco|el sendero se había esfumado|ya no se veía ni {ground}|{station} no aparecía por ninguna parte]][[|, así, sin más|, como si alguien lo hubiera borrado]].
    ?old Llevaban [[un rato|bastante rato|muchísimo rato]] andando cuando {hero} se dio cuenta de que pasaban por [[la misma piedra|el mismo bulto|la misma forma]] por [[tercera|cuarta]] vez.

    ?!toddler ?kind En algún lugar de la niebla, {creature.a} llamaba a su familia; {hero} le contestó y siguió llamando hasta que la encontró, y después les guió solo con la voz hasta el borde de la niebla.
    ?!toddler ?brave {hero} eligió el camino que le pareció bueno y lo siguió sin dudar, [[cantando|silbando|tarareando fuerte|contando los pasos en voz alta]] para que {companion} pudiera seguirle, hasta que la niebla se aclaró y [[volvió a aparecer el sendero|apareció {station}, justo delante|se vio otra vez {clue}]].
    ?clever {hero} recordó de qué lado soplaba el viento, y lo mantuvo siempre en la misma mejilla, y así cruzaron la niebla en línea recta, como una aguja por la lana.
    ?ask —¡Holaaa! —llamó {hero}—. ¿Alguien nos oye? —Contestó una voz: {creature.a} que vivía allí y conocía la niebla como a una vieja amiga, y les acompañó hasta el otro lado.
    ?!toddler ?patient Se sentaron juntos a esperar, [[contándose cuentos|jugando al veo-veo sin ver nada|contando hasta cien]], hasta que el sol deshizo la niebla hilacha a hilacha.

    Cuando [[se levantó la niebla|la niebla se deshizo|por fin se aclaró la niebla|el sol se comió la niebla]], vieron que [[el camino|el sendero hacia {want}|{station}]] había estado a su lado [[todo el rato|todo el tiempo|desde el principio|a dos pasos]][[|, y se echaron a reír|, y {companion} hizo como que ya lo sabía|, y {hero} se rio de puro alivio]].
    La niebla se alejó flotando, y [[volvió a aparecer {place}|{place} estaba allí otra vez|allí seguía {place}]], [[como recién lavado|fresco y brillante|limpio y reluciente|como si acabara de despertarse]].
    `,
  ),
};

export const RAIN: TrialDef = {
  key: 'rain',
  needs: ['rain'],
  block: bi(
    `
    At {station}, the first fat drop landed on {hero.s} [[nose|cheek|forehead|ear]], and then [[the sky opened|the sky let go|it poured|down it came, bucketfuls of it]].
    The clouds [[over {station}|above {place}|all at once|little by little]] grew [[dark and low|grey and heavy|black and grumbly|purple as plums]], and down came the rain, [[all at once|in buckets|in great silver sheets|harder than anyone had ever seen|in drops as fat as marbles]].

    It [[drummed on the leaves|pattered on every stone|rattled on the ground]] and bounced on the path[[|, and ran in little rivers round their feet|, chuckling as it went]].
    [[The puddles|The puddles on {ground}|The puddles round {station}|Little brown puddles]] grew so fast that {companion} had to keep [[stepping out of them|hopping over them|skipping round them|leaping from one dry patch to the next]][[|, and missed most of the time|, and landed in most of them|, with a squeak at every splash]].

    ?young “I'm all [[wet|soggy|drippy|soaked|splashy]][[| from top to bottom| already| right through]],” said {companion}, and {hero} [[laughed|giggled|grinned]], “[[Me too, wetter than a fish!|So am I, right through!|Me too, [wet|waterlogged] as a sponge!|Me too, soggy from top to toe!]]”
    ?toddler [[Pitter. Patter. Pitter. Patter.|Drip. Drop. Drip. Drop.|Plip. Plop. Plip. Plop.]] [[Splosh!|Splash!|Puddle!]]
    ?big “It's fine,” said {companion}, [[dripping|dripping from every edge|with water running off {companion.his} nose]]. “[[I was too dry anyway.|I needed a bath.|I've always wanted to be a puddle.]]”

    They [[tried to shelter|ran to hide|squeezed in]] under [[a bush|a ledge|an overhang|a great [big|enormous] leaf|the edge of {station}]], but [[it was already full of water and shared it generously|it dripped on them more than the sky did|the rain simply came in sideways]][[|, which was [very|remarkably] kind of it, in a way]].
    ?old [[The clue they were following was washing away as they watched.|{clue} was washing away as they watched.|The rain was washing the trail away, drop by drop.]]

    ?kind They [found|discovered] {creature.a} huddled and soaked, and {hero} held the jumper over it like a roof; when the rain eased, it took them by its own dry way[[|, under the overhanging rocks|, right where they needed to go]].
    ?!toddler ?brave “It's only water,” said {hero}, and marched out into the rain, splashing in every single puddle on purpose, and {companion} followed, splashing [[even harder|twice as hard|and laughing]].
    ?clever {hero} saw that the rain was running downhill along a gully, and knew that the gully would lead them down to the path on the other side; they followed it, and it did.
    ?ask “Do you know somewhere dry?” {hero} asked {creature.a} peeping [[from a hole|out from behind {station}|from its snug hiding place]], and it showed them [[a hollow big enough for everyone|a [tiny|minuscule] dry cave|a nook under the roots]], where they waited out the worst and then [[found the way|went on towards {heart}|found {clue} again]].
    ?patient They waited under [[a wide rock|a big dry ledge|the edge of {station}]][[|, watching the rain make rings in the puddles|, watching the rain race down in silver strings|, watching the rain drip off the edge like beads]], until the shower had passed[[| and the sun came out to dry everything]].

    [[Afterwards|Soon|When it cleared|At last]], [[everything|all of {place}|the air by {station}]] smelled [[fresh and green|clean and new|of [wet|waterlogged] earth and sunshine|as if it had just been washed]], and a rainbow stood over {place}[[| as if it had been painted there for them| like a bridge made of colours| with every colour they knew and one they didn't]].
    When the rain stopped, every drop [[caught the light|shone like a [tiny|minuscule] lamp|sparkled like glass]] [[on {ground}|by {station}|on the end of {companion.s} nose|on {hero.s} eyelashes]], and they went on, [[squelching happily|squelching and giggling|squelch, squelch, squelch]][[|, wringing out their sleeves]].
    `,
    `
    Junto {station.al}, una gota gorda le cayó a {hero} en [[la nariz|la mejilla|la frente|la oreja]], y luego [[se abrió el cielo|el cielo se vació|empezó a diluviar|cayó agua a cubos]].
    Las nubes [[sobre {station}|encima {place.del}|de pronto|poco a poco]] se pusieron [[oscuras y bajas|grises y pesadas|negras y gruñonas|moradas como ciruelas]], y empezó a llover [[a cántaros de golpe|a cubos|en cortinas plateadas|más fuerte que nunca|con gotas gordas como canicas]].

    [[Repiqueteaba en cada piedra|Resonaba en el suelo|Tamborileaba sobre {station}|Sonaba en las capuchas]], [[rebotaba en el camino|saltaba sobre {ground}|salpicaba por todas partes]] y corría en [[riachuelos|arroyitos|chorritos]] alrededor de [[sus pies|las botas de {hero}|los dos]][[|, riéndose por el camino|, como si tuviera prisa]].
    [[Los charcos|Los charcos {ground.del}|Los charcos junto {station.al}|Unos charcos marrones]] crecían tan deprisa que {companion} tenía que ir [[saltándolos|esquivándolos|rodeándolos a brincos|de un trocito seco a otro]][[|, sin conseguirlo casi nunca|, y acababa metiendo la pata en casi todos|, con un chillido en cada salpicón]].

    ?young —Estoy [[empapad{pet.o}|calad{pet.o}|chorreando]] —dijo {companion}, y {hero} [[se rio|soltó una risita|sonrió]] y dijo que [[también, más que un pez|también, hasta los huesos|también, como una esponja|también, de la cabeza a los pies]].
    ?toddler [[Plic. Plac. Plic. Plac.|Chip. Chap. Chip. Chap.|Plip. Plop. Plip. Plop.]] [[¡Chof!|¡Plas!|¡Charco!]]
    ?big —No pasa nada —dijo {companion}, [[chorreando|chorreando por todas partes|con el agua cayéndole por la nariz]]—. [[Total, estaba demasiado sec{pet.o}.|Me hacía falta un baño.|Siempre quise ser un charco.|Así ya no hace falta bañarse esta noche.|Ahora soy un charco con patas.|El agua y yo ya somos amigos.]]

    [[Intentaron resguardarse|Corrieron a refugiarse|Se metieron a toda prisa]] [[bajo un arbusto|bajo un saliente|bajo una roca|junto {station.al}|debajo de una hoja enorme]], pero [[ya estaba lleno de agua y la compartió con generosidad|goteaba más que el cielo|la lluvia entraba de lado]][[|, lo cual, en cierto modo, era muy amable]].
    ?old [[El rastro que seguían se estaba borrando delante de sus narices.|La lluvia se llevaba {clue} delante de sus narices.|La lluvia borraba el rastro gota a gota.]]

    ?kind Encontraron {creature.a} acurrucad{creature.o} y calad{creature.o}, y {hero} le hizo un tejado con el jersey; cuando amainó, les llevó por su camino seco, bajo las rocas salientes, justo adonde tenían que ir.
    ?!toddler ?brave —Solo es agua —dijo {hero}, y salió bajo la lluvia, pisando todos los charcos a propósito, y {companion} le siguió, [[pisándolos todavía más fuerte|chapoteando el doble|riéndose a carcajadas]].
    ?clever {hero} vio que el agua bajaba por una zanja, y supo que la zanja les llevaría cuesta abajo hasta el camino del otro lado; la siguieron, y así fue.
    ?!toddler ?ask —¿Conoces algún sitio seco? —le preguntó {hero} a {creature.a} que se asomaba [[por un agujero|junto {station.al}|desde su escondite]], y les enseñó [[un hueco donde cabían todos|una cueva chiquitita pero seca|un rincón debajo de unas raíces]]; allí pasaron lo peor y luego [[encontraron el camino|siguieron hacia {heart}|volvieron a encontrar {clue}]].
    ?!toddler ?patient Esperaron bajo una roca ancha, mirando [[los círculos de la lluvia en los charcos|los hilos plateados de la lluvia|las gotas caer del borde como cuentas]], hasta que pasó el chaparrón y salió el sol a secarlo todo.

    [[Después|Al final|Cuando escampó|Enseguida]], [[todo|todo {place}|el aire junto {station.al}]] olía a [[limpio y a verde|nuevo y a fresco|tierra mojada y a sol|recién lavado]], y un arcoíris se plantó sobre {place} [[como si lo hubieran pintado para ellos|como un puente de colores|con todos los colores que conocían y uno más]].
    Cuando paró de llover, cada gota [[brillaba|relucía como una lamparita|centelleaba como un cristal]] [[sobre {ground}|junto {station.al}|en la nariz de {companion}|en las pestañas de {hero}]], y siguieron adelante, [[chapoteando felices|chapoteando y riéndose|chof, chof, chof]][[|, escurriéndose las mangas]].
    `,
  ),
};

export const SNOW: TrialDef = {
  key: 'snow',
  needs: ['snow'],
  block: bi(
    `
    Past {station}, snowflakes began to fall, one by one, and then [[a thousand by a thousand|by the hundred|so many that nobody could count them|thick and fast]][[|, soft as feathers]].
    At {station}, the snow was already [[deep|knee-deep|thick and soft]], and the path was [[hidden under it|nowhere to be seen|tucked away under a white blanket]].

    It [[squeaked|crunched|creaked]] under their [[boots|steps]] and piled up on {companion.s} head like [[a tall white hat|a little white cap|a fluffy cushion]][[|, which {companion} did not notice]].
    ?toddler [[Crunch, crunch, crunch.|Squeak, squeak, squeak.|Flake, flake, flake.]] Cold, cold, cold.
    ?!toddler ?young “Snow!” [[said|cried|squealed]] {companion}, and forgot for a moment that they were in a hurry[[|, and tried to catch a flake]].
    ?big “Snow,” said {companion}, “is just rain that has [[made an effort|dressed up for the occasion|decided to take its time]].”

    Soon the snow was so deep that every step was a climb, and the path had [[vanished completely|disappeared altogether|gone under without a trace]][[|, white on white on white]].
    ?old Their footprints filled up behind them, [[as if they had never been there at all|softly, one by one|almost as fast as they made them]].

    ?!toddler ?kind A [small|diminutive] {creature.bare} was trying to dig out its burrow; {hero} and {companion} helped it dig, and it showed them the old path under the snow, marked by stones only it remembered.
    ?brave {hero} went first, making footprints for {companion} to step in, deep and steady, all the way to [[the trees where the snow was thin|a place where the snow was thin|firmer ground]].
    ?clever {hero} tied two flat pieces of bark to {hero.his} boots, like snowshoes, and they [walked|wandered] on top of the snow instead of in it.
    ?ask “Which way is the path?” {hero} asked {creature.a} sitting on a branch, and it flew ahead from tree to tree to show them.
    ?patient They built a little snow wall against the wind and waited inside it, [[warm enough|snug as they could be|singing to keep warm]], until the snow stopped and the path showed again as a soft dip in the white.

    When the snow stopped, everything was [[white and new and very, very quiet|white and soft and hushed|sparkling and still|new, as if the world had been tidied]].
    They went on, leaving a line of footprints behind them like [[a row of stitches|a dotted line on a map|beads on a string]][[|, all the way to the next bend]].
    `,
    `
    Pasad{station.o} {station} empezaron a caer copos de nieve, uno a uno, y luego [[miles a miles|a cientos|tantos que nadie podía contarlos|espesos y rápidos]][[|, suaves como plumas]].
    Junto {station.al} la nieve ya [[cubría mucho|llegaba a las rodillas|era gruesa y blandita]], y el camino estaba [[escondido debajo|desaparecido|tapado con una manta blanca]].

    [[Crujía|Chirriaba|Rechinaba]] bajo [[las botas|sus pasos]] y se amontonaba en la cabeza de {companion} como [[un gorro blanco muy alto|una gorrita blanca|un cojín esponjoso]][[|, aunque {companion} ni se daba cuenta]].
    ?toddler [[Cruch, cruch, cruch.|Ñic, ñic, ñic.|Copo, copo, copo.]] Frío, frío, frío.
    ?young —¡Nieve! —[[dijo|gritó|chilló]] {companion}, y se le olvidó un momento que tenían prisa[[|, e intentó atrapar un copo]].
    ?big —La nieve —dijo {companion}— es lluvia que [[se ha esforzado|se ha puesto elegante|ha decidido tomárselo con calma]].

    Enseguida la nieve cubrió tanto que cada paso era una escalada, y el camino [[desapareció del todo|se esfumó por completo|quedó enterrado sin dejar rastro]][[|, blanco sobre blanco sobre blanco]].
    ?old Sus huellas se llenaban detrás de ellos, [[como si nunca hubieran pasado por allí|suavemente, una a una|casi tan deprisa como las hacían]].

    ?!toddler ?kind {creature.a} intentaba desenterrar su madriguera; {hero} y {companion} le ayudaron a cavar, y en agradecimiento les enseñó el camino viejo bajo la nieve, marcado con piedras que solo recordaba ese animalito.
    ?brave {hero} fue delante, haciendo huellas hondas y firmes para que {companion} pisara en ellas, hasta [[los árboles, donde la nieve era fina|un sitio donde la nieve era fina|el suelo firme]].
    ?clever {hero} se ató dos trozos planos de corteza a las botas, como raquetas de nieve, y caminaron por encima de la nieve en vez de hundirse.
    ?ask —¿Por dónde va el camino? —le preguntó {hero} a {creature.a} posad{creature.o} en una rama, y fue volando de árbol en árbol para enseñárselo.
    ?patient Hicieron un murito de nieve contra el viento y esperaron dentro, [[bastante calentitos|lo más abrigados posible|cantando para no pasar frío]], hasta que paró de nevar y el camino volvió a verse como una hondonada suave en lo blanco.

    Cuando paró de nevar, todo estaba [[blanco, nuevo y muy, muy callado|blanco, blandito y en silencio|brillante y quieto|nuevo, como si alguien hubiera ordenado el mundo]].
    Siguieron adelante, dejando detrás una fila de huellas como [[puntadas de costura|una línea de puntos en un mapa|cuentas de un collar]][[|, hasta la siguiente curva]].
    `,
  ),
};
