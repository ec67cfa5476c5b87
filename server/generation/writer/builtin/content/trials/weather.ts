/** Trials the sky brings: wind, fog, rain and snow, only where that weather can happen. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const WIND: TrialDef = {
  key: 'wind',
  needs: ['wind'],
  block: bi(
    `
    At {station} the wind came, all at once, pushing and tugging and whistling in their ears.
    Just past {station}, a great gust came racing across the open ground, and then another.

    It snatched at {hero.s} scarf, and at {companion.s} ears, and at the very words they tried to say.
    ?fav-fly It tugged so hard at {fav} that {hero} had to hold it with both hands.

    ?carriable {hero} scooped {companion} up and held on tight.
    ?large {hero} held on to {companion}, who was big and steady as a rock.
    ?toddler Whoosh! Whoosh! Whooooosh!
    ?big “I'd like to file a complaint with the weather,” shouted {companion}. The wind took the complaint away.

    {hero} leaned into the wind and took a step, and the wind pushed {hero.him} back two.
    ?old Every step forward cost two steps of effort, and the clue they were following blew further away.

    ?kind {hero} saw {creature.a} being bowled along by the wind, caught it gently and held it close; it knew where the wind could not reach and led them to a sheltered hollow, and the hollow led straight on.
    ?brave {hero} planted {hero.his} feet, ducked {hero.his} head and walked on, one stubborn step at a time, and the wind, which was mostly noise, got bored and went to bother someone else.
    ?clever {hero} noticed that the wind always dropped for a moment between gusts, so they ran in the quiet moments and crouched when it blew, and in this way they crossed without once being pushed over.
    ?ask “Can anyone tell us a sheltered way?” {hero} shouted, and {creature.a} called back from behind a wall, and showed them the low path where the wind went over their heads.
    ?patient They sat down behind a big rock and waited, sharing an apple, until the wind had blown itself out; then they went on in the calm.

    ?paws When the wind dropped, everything was very still, and {companion.s} fur stood up in funny tufts.
    ?wings When the wind dropped, everything was very still, and {companion.s} feathers stood up in funny tufts.
    When the wind dropped, everything was very still, and {hero.s} hair stood up in funny tufts.
    Afterwards, their cheeks were pink and their hair stuck up, and they could not stop laughing.
    `,
    `
    Junto {station.al} llegó el viento de golpe, empujando, tirando y silbándoles en las orejas.
    Pasad{station.o} {station}, una gran ráfaga cruzó corriendo el descampado, y luego otra.

    Le tiraba a {hero} de la bufanda, a {companion} de las orejas, y hasta de las palabras que intentaban decir.
    ?fav-fly Tiraba tanto {fav.del} que {hero} tuvo que sujetarl{fav.o} con las dos manos.

    ?carriable {hero} cogió en brazos a {companion} y l{pet.o} sujetó muy fuerte.
    ?large {hero} se agarró a {companion}, que era grande y firme como una roca.
    ?toddler ¡Fuuu! ¡Fuuu! ¡Fuuuuuu!
    ?big —Me gustaría poner una queja al tiempo —gritó {companion}. El viento se llevó la queja.

    {hero} se inclinó contra el viento y dio un paso, y el viento le hizo retroceder dos.
    ?old Cada paso adelante costaba el doble, y el rastro que seguían se alejaba volando.

    ?kind {hero} vio {creature.a} que el viento arrastraba rodando, l{creature.o} atrapó con cuidado y l{creature.o} protegió; sabía dónde no llegaba el viento y les llevó a una hondonada resguardada, y la hondonada seguía justo hacia donde iban.
    ?brave {hero} plantó bien los pies, agachó la cabeza y siguió andando, paso a paso, con mucha cabezonería, y el viento, que era sobre todo ruido, se aburrió y se fue a molestar a otra parte.
    ?clever {hero} se dio cuenta de que entre ráfaga y ráfaga el viento se calmaba un momento, así que corrían en los ratos tranquilos y se agachaban cuando soplaba, y así cruzaron sin caerse ni una vez.
    ?ask —¿Alguien conoce un camino resguardado? —gritó {hero}, y {creature.a} le contestó desde detrás de un muro y les enseñó el sendero bajo, por donde el viento les pasaba por encima.
    ?patient Se sentaron detrás de una roca grande a esperar, compartiendo una manzana, hasta que el viento se cansó de soplar; luego siguieron con calma.

    ?paws Cuando paró el viento, todo se quedó muy quieto, y a {companion} se le quedó el pelo de punta, a mechones.
    ?wings Cuando paró el viento, todo se quedó muy quieto, y a {companion} se le quedaron las plumas de punta.
    Cuando paró el viento, todo se quedó muy quieto, y a {hero} se le quedó el pelo de punta, a mechones.
    Después tenían las mejillas coloradas y el pelo revuelto, y no podían parar de reír.
    `,
  ),
};

export const FOG: TrialDef = {
  key: 'fog',
  needs: ['fog'],
  block: bi(
    `
    Near {station}, a fog rolled in, soft and white, until they could hardly see their own feet.
    All at once the fog came down, and {station} disappeared behind a white curtain.

    Everything went quiet and muffled, as if the world had put on a woolly hat.
    The trees, the stones and even the path became grey shapes, and then not even that.

    “Which way now?” asked {companion}. Nobody knew.
    ?toddler Where is the path? Where is the way? Hiding, hiding, hiding.
    ?big “Visibility,” said {companion}, “is poor.” “Thank you,” said {hero}. “Very helpful.”

    {hero} took a few steps and came back, because the way had vanished.
    ?old They had been walking for a while before {hero} realised they were passing the same stone for the third time.

    ?kind Somewhere in the fog, {creature.a} was calling for its family; {hero} called back and kept calling until it found them, and then it led them, by sound alone, to the edge of the fog.
    ?brave {hero} picked the way that felt right and walked it steadily, singing so that {companion} could follow the voice, until the fog thinned and the path came back.
    ?clever {hero} remembered which side the wind had been blowing from, and kept it on the same cheek, and so they went straight through the fog, like a needle through wool.
    ?ask “Hello-o!” called {hero}. “Can anyone hear us?” A voice answered, {creature.a} who lived there and knew the fog like an old friend, and it walked them through.
    ?patient They sat down together and waited, telling each other stories, until the sun burned the fog away, wisp by wisp.

    When the fog lifted, they saw that the path had been right beside them all along.
    The fog drifted away, and {place} was there again, washed and shining.
    `,
    `
    Cerca {station.del} llegó una niebla suave y blanca, hasta que apenas se veían los pies.
    De repente bajó la niebla, y {station} desapareció detrás de una cortina blanca.

    Todo se volvió callado y amortiguado, como si el mundo se hubiera puesto un gorro de lana.
    Los árboles, las piedras y hasta el camino se volvieron formas grises, y luego ni eso.

    —¿Y ahora por dónde? —preguntó {companion}. Nadie lo sabía.
    ?toddler ¿Dónde está el camino? ¿Dónde se ha metido? Escondido, escondido, escondido.
    ?big —La visibilidad —dijo {companion}— es escasa. —Gracias —dijo {hero}—. Qué útil.

    {hero} dio unos pasos y volvió, porque el camino había desaparecido.
    ?old Llevaban un rato andando cuando {hero} se dio cuenta de que pasaban por la misma piedra por tercera vez.

    ?kind En algún lugar de la niebla, {creature.a} llamaba a su familia; {hero} le contestó y siguió llamando hasta que la encontró, y después les guió solo con la voz hasta el borde de la niebla.
    ?brave {hero} eligió el camino que le pareció bueno y lo siguió sin dudar, cantando para que {companion} pudiera seguir su voz, hasta que la niebla se aclaró y volvió a aparecer el sendero.
    ?clever {hero} recordó de qué lado soplaba el viento, y lo mantuvo siempre en la misma mejilla, y así cruzaron la niebla en línea recta, como una aguja por la lana.
    ?ask —¡Holaaa! —llamó {hero}—. ¿Alguien nos oye? —Contestó una voz: {creature.a} que vivía allí y conocía la niebla como a una vieja amiga, y les acompañó hasta el otro lado.
    ?patient Se sentaron juntos a esperar, contándose cuentos, hasta que el sol deshizo la niebla hilacha a hilacha.

    Cuando se levantó la niebla, vieron que el camino había estado a su lado todo el rato.
    La niebla se alejó flotando, y {place} volvió a aparecer, lavado y brillante.
    `,
  ),
};

export const RAIN: TrialDef = {
  key: 'rain',
  needs: ['rain'],
  block: bi(
    `
    At {station}, the first fat drop landed on {hero.s} nose, and then the sky opened.
    The clouds over {station} grew dark and low, and down came the rain, all at once.

    It drummed on the leaves and bounced on the path and ran in little rivers round their feet.
    The puddles grew so fast that {companion} had to keep stepping out of them.

    ?young “I'm all wet,” said {companion}. “Me too,” said {hero}. “Wetter than a fish.”
    ?toddler Pitter. Patter. Pitter. Patter. Splosh!
    ?big “It's fine,” said {companion}, dripping. “I was too dry anyway.”

    They tried to shelter under a bush, but the bush was already full of water and shared it generously.
    ?old The clue they were following was washing away as they watched.

    ?kind They found {creature.a} huddled and soaked, and {hero} held the jumper over it like a roof; when the rain eased, it took them by its own dry way, under the overhanging rocks, right where they needed to go.
    ?brave “It's only water,” said {hero}, and marched out into the rain, splashing in every single puddle on purpose, and {companion} followed, splashing even harder.
    ?clever {hero} saw that the rain was running downhill along a gully, and knew that the gully would lead them down to the path on the other side; they followed it, and it did.
    ?ask “Do you know somewhere dry?” {hero} asked {creature.a} peeping from a hole, and it showed them a hollow big enough for everyone, where they waited out the worst and then found the way.
    ?patient They waited under a wide rock, watching the rain make rings in the puddles, until the shower had passed and the sun came out to dry everything.

    Afterwards, everything smelled fresh and green, and a rainbow stood over {place} as if it had been painted there for them.
    When the rain stopped, every drop on every leaf caught the light, and they went on, squelching happily.
    `,
    `
    Junto {station.al}, una gota gorda le cayó a {hero} en la nariz, y luego se abrió el cielo.
    Las nubes se pusieron oscuras y bajas, y empezó a llover a cántaros de golpe.

    Tamborileaba en las hojas, rebotaba en el camino y corría en riachuelos alrededor de sus pies.
    Los charcos crecían tan deprisa que {companion} tenía que ir saltándolos.

    ?young —Estoy empapad{pet.o} —dijo {companion}. —Y yo —dijo {hero}—. Más que un pez.
    ?toddler Plic. Plac. Plic. Plac. ¡Chof!
    ?big —No pasa nada —dijo {companion}, chorreando—. Total, estaba demasiado sec{pet.o}.

    Intentaron resguardarse bajo un arbusto, pero el arbusto ya estaba lleno de agua y la compartió con generosidad.
    ?old El rastro que seguían se estaba borrando delante de sus narices.

    ?kind Encontraron {creature.a} acurrucad{creature.o} y calad{creature.o}, y {hero} le hizo un tejado con el jersey; cuando amainó, les llevó por su camino seco, bajo las rocas salientes, justo adonde tenían que ir.
    ?brave —Solo es agua —dijo {hero}, y salió bajo la lluvia, pisando todos los charcos a propósito, y {companion} le siguió, pisándolos todavía más fuerte.
    ?clever {hero} vio que el agua bajaba por una zanja, y supo que la zanja les llevaría cuesta abajo hasta el camino del otro lado; la siguieron, y así fue.
    ?ask —¿Conoces algún sitio seco? —le preguntó {hero} a {creature.a} que se asomaba por un agujero, y les enseñó un hueco donde cabían todos; allí pasaron lo peor y luego encontraron el camino.
    ?patient Esperaron bajo una roca ancha, mirando los círculos de la lluvia en los charcos, hasta que pasó el chaparrón y salió el sol a secarlo todo.

    Después, todo olía a limpio y a verde, y un arcoíris se plantó sobre {place} como si lo hubieran pintado para ellos.
    Cuando paró de llover, cada gota de cada hoja brillaba, y siguieron adelante, chapoteando felices.
    `,
  ),
};

export const SNOW: TrialDef = {
  key: 'snow',
  needs: ['snow'],
  block: bi(
    `
    Past {station}, snowflakes began to fall, one by one, and then a thousand by a thousand.
    At {station}, the snow was already deep, and the path was hidden under it.

    It squeaked under their boots and piled up on {companion.s} head like a tall white hat.
    ?toddler Crunch, crunch, crunch. Cold, cold, cold.
    ?young “Snow!” said {companion}, and forgot for a moment that they were in a hurry.
    ?big “Snow,” said {companion}, “is just rain that has made an effort.”

    Soon the snow was so deep that every step was a climb, and the path had vanished completely.
    ?old Their footprints filled up behind them, as if they had never been there at all.

    ?kind A small {creature.bare} was trying to dig out its burrow; {hero} and {companion} helped it dig, and it showed them the old path under the snow, marked by stones only it remembered.
    ?brave {hero} went first, making footprints for {companion} to step in, deep and steady, all the way to the trees where the snow was thin.
    ?clever {hero} tied two flat pieces of bark to {hero.his} boots, like snowshoes, and they walked on top of the snow instead of in it.
    ?ask “Which way is the path?” {hero} asked {creature.a} sitting on a branch, and it flew ahead from tree to tree to show them.
    ?patient They built a little snow wall against the wind and waited inside it, warm enough, until the snow stopped and the path showed again as a soft dip in the white.

    When the snow stopped, everything was white and new and very, very quiet.
    They went on, leaving a line of footprints behind them like a row of stitches.
    `,
    `
    Pasad{station.o} {station} empezaron a caer copos de nieve, uno a uno, y luego miles a miles.
    Junto {station.al} la nieve ya cubría mucho, y el camino estaba escondido debajo.

    Crujía bajo las botas y se amontonaba en la cabeza de {companion} como un gorro blanco muy alto.
    ?toddler Cruch, cruch, cruch. Frío, frío, frío.
    ?young —¡Nieve! —dijo {companion}, y se le olvidó un momento que tenían prisa.
    ?big —La nieve —dijo {companion}— es lluvia que se ha esforzado.

    Enseguida la nieve cubrió tanto que cada paso era una escalada, y el camino desapareció del todo.
    ?old Sus huellas se llenaban detrás de ellos, como si nunca hubieran pasado por allí.

    ?kind {creature.a} intentaba desenterrar su madriguera; {hero} y {companion} le ayudaron a cavar, y en agradecimiento les enseñó el camino viejo bajo la nieve, marcado con piedras que solo recordaba ese animalito.
    ?brave {hero} fue delante, haciendo huellas hondas y firmes para que {companion} pisara en ellas, hasta los árboles, donde la nieve era fina.
    ?clever {hero} se ató dos trozos planos de corteza a las botas, como raquetas de nieve, y caminaron por encima de la nieve en vez de hundirse.
    ?ask —¿Por dónde va el camino? —le preguntó {hero} a {creature.a} posad{creature.o} en una rama, y fue volando de árbol en árbol para enseñárselo.
    ?patient Hicieron un murito de nieve contra el viento y esperaron dentro, bastante calentitos, hasta que paró de nevar y el camino volvió a verse como una hondonada suave en lo blanco.

    Cuando paró de nevar, todo estaba blanco, nuevo y muy, muy callado.
    Siguieron adelante, dejando detrás una fila de huellas como puntadas de costura.
    `,
  ),
};
