/** Snowcap Mountain: pine woods, a waterfall, snow at the top and a view that goes on for ever. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const MOUNTAIN: SettingDef = {
  key: 'mountain',
  place: noun('!Snowcap Mountain', 'montaña Nevada', 'f'),
  edge: noun('foot of the mountain', 'pie de la montaña', 'm'),
  heart: noun('little hut near the snowy top', 'cabaña cerca de la cima nevada', 'f'),
  heartAt: { en: 'at', es: 'junto a' },
  landmarks: [
    noun('tumbling waterfall', 'cascada que caía saltando', 'f'),
    noun('pine wood', 'pinar', 'm'),
    noun('rocky ledge', 'saliente de roca', 'm'),
    noun('mountain lake', 'lago de montaña', 'm'),
    noun('meadow of blue gentians', 'prado de las gencianas azules', 'm'),
    noun('old wooden bridge', 'viejo puente de madera', 'm'),
  ],
  ground: [noun('grass', 'hierba', 'f'), noun('crunchy snow', 'nieve crujiente', 'f')],
  travel: {
    en: lines(
      `along the zigzag mountain path\nalong the path that wound round the mountain\nup a stony track that wound back and forth\nalong the side of the valley, where the cowbells rang\nacross a wooden bridge over a rushing stream\nup through the pine woods, where it smelled of resin\nalong a ridge with the whole world below`,
    ),
    es: lines(
      `por el sendero en zigzag de la montaña\npor el camino que subía serpenteando por la montaña\npor un camino de piedras que subía en zigzag\npor la ladera del valle, donde sonaban los cencerros\npor un puente de madera sobre un arroyo que corría mucho\nsubiendo por el pinar, que olía a resina\npor una cresta con el mundo entero debajo`,
    ),
  },
  camp: {
    en: lines(`in a shepherd's hut with a little stove\nin a sheltered hollow under a great rock`),
    es: lines(`en una cabaña de pastores con una estufita\nen un hueco resguardado bajo una gran roca`),
  },
  sounds: {
    en: lines(`
      a cowbell clanked far below
      the waterfall roared softly in the distance
      an eagle called high overhead
      the wind sang around the rocks
      a marmot whistled from its burrow
      snow slid gently off a branch with a soft whump
      little stones clattered down a slope
      a goat's bell tinkled from the rocks above
      the stream chattered under a bridge of ice
      a pine cone dropped with a soft tock
      far below, a dog barked at a farm
      the wind boomed across a high pass
      a bird of prey gave a thin, high call
      ice cracked softly in a puddle
      a hiker far away yodelled, and the mountains yodelled back
    `),
    es: lines(`
      un cencerro sonaba allá abajo
      la cascada rugía suavemente a lo lejos
      un águila chillaba muy alto
      el viento cantaba entre las rocas
      una marmota silbaba desde su madriguera
      la nieve resbalaba de una rama con un suave plof
      unas piedrecitas bajaban rodando por la ladera
      la campanilla de una cabra tintineaba entre las rocas de arriba
      el arroyo charlaba bajo un puente de hielo
      una piña cayó con un toc suave
      muy abajo, ladraba un perro en una granja
      el viento retumbaba en un paso alto
      un ave rapaz soltó un grito fino y alto
      el hielo crujía suavemente en un charco
      a lo lejos alguien gritó ¡hola!, y las montañas le contestaron
    `),
  },
  smells: {
    en: lines(
      `pine trees and cold, clean air\nwild thyme\nsnow\nwarm stones in the sun\nwood smoke from a chimney far below\ncold water from the stream\nwarm pine resin\nmountain flowers\nfresh snow`,
    ),
    es: lines(
      `pinos y aire frío y limpio\ntomillo silvestre\nnieve\npiedras calentitas al sol\nhumo de leña de una chimenea lejana\nagua fría del arroyo\nresina de pino calentita\nflores de montaña\nnieve recién caída`,
    ),
  },
  sights: {
    en: lines(`
      the valley lay far below, like a patchwork quilt
      the snowy top glittered in the sun
      little clouds sat on the peaks like woolly hats
      a stream sparkled its way down the slope
      the pine trees stood in neat dark rows
      far away, other mountains rose blue and grey
      a cairn of stones marked the path like a little tower
      edelweiss grew in a crack, white and woolly
      the sky was so blue it looked painted
      a lake far below glittered like a dropped coin
      patches of snow lay in the shade like forgotten sheets
      a chamois leapt from rock to rock
      the path was marked with red and white stripes
      the snow sparkled as if sprinkled with sugar
      a little chapel stood on a green shoulder of the hill
    `),
    es: lines(`
      el valle se extendía muy abajo, como una colcha de retales
      la cima nevada brillaba al sol
      unas nubecitas descansaban en los picos como gorros de lana
      un arroyo bajaba centelleando por la ladera
      los pinos formaban filas oscuras y ordenadas
      a lo lejos se alzaban otras montañas, azules y grises
      un montoncito de piedras marcaba el camino como una torre pequeña
      una flor de las nieves crecía en una grieta, blanca y lanuda
      el cielo era tan azul que parecía pintado
      muy abajo brillaba un lago como una moneda caída
      había manchas de nieve en la sombra como sábanas olvidadas
      un rebeco saltaba de roca en roca
      el camino estaba marcado con rayas rojas y blancas
      la nieve brillaba como si le hubieran echado azúcar
      una capillita se alzaba en un rellano verde de la ladera
    `),
  },
  creatures: [
    noun('mountain goat', 'cabra montesa', 'f'),
    noun('marmot', 'marmota', 'f'),
    noun('little snow hare', 'liebre de las nieves', 'f'),
    noun('bright blue butterfly', 'mariposa azul brillante', 'f'),
    noun('curious chough', 'chova curiosa', 'f'),
    noun('little ibex', 'cabrita montés', 'f'),
    noun('alpine chough', 'chova piquigualda', 'f'),
    noun('mountain mouse', 'ratoncito de montaña', 'm'),
  ],
  countables: [
    { en: ['pine tree', 'pine trees'], es: ['pino', 'pinos', 'm'] },
    { en: ['snowflake', 'snowflakes'], es: ['copo de nieve', 'copos de nieve', 'm'] },
  ],
  arrive: bi(
    `
    The mountain rose up in front of them, so tall that its top wore [[a cap of snow|a white hat of snow|a scarf of cloud]][[.|, and the sky behind it was very blue.|, and they had to tip their heads right back.]]
    The air was [[fresh and cold|crisp and clean|cold and sparkly]], and it made their cheeks [[pink|rosy|tingle]][[.|, and their breath puffed out like little clouds.]]
    [[At the foot of the slope|Where the road ended|Past the last farmhouse]], the mountain [[began|went up|rose]] [[in great grey steps|in green and grey and white|like a giant's staircase]], and [[a goat bell tinkled somewhere|a stream came tumbling down|an eagle turned slow circles high above]].

    A little path zigzagged up the slope, between [[rocks and flowers|boulders and heather|stones and tiny blue flowers]][[.|, like a ribbon someone had dropped.]]
    Far above, something [[glinted in the sun|caught the light|twinkled]]: {heart}[[.|, tiny as a toy.|, where they were going.]]

    {companion} [[took a deep breath of mountain air|breathed in the thin, cold air|sniffed the mountain breeze|gulped a big lungful of air]] and said it tasted like [[peppermint|snow and sunshine|cold lemonade|ice lollies|clean sheets|the inside of a cloud]][[.|, and took another.|, and {hero} agreed.]]
    {hero} [[looked up at the snowy top|breathed in the cold, clean air|listened to the wind in the rocks]] and [[felt very small and very brave at once|grinned|could hardly wait to begin]][[.|, and {companion} felt the same.]]
    `,
    `
    ?!toddler La montaña se alzaba delante de ellos, tan alta que llevaba [[un gorro de nieve|un sombrero blanco de nieve|una bufanda de nubes]] en la cima[[.|, y el cielo de detrás era muy azul.|, y tenían que echar la cabeza muy atrás para verla.]]
    El aire era [[fresco y frío|limpio y fresquito|frío y chispeante]], y les [[puso las mejillas sonrosadas|coloreó las mejillas|hizo cosquillas en la cara]][[.|, y el aliento les salía en nubecitas.]]
    [[Al pie de la ladera|Donde acababa la carretera|Pasada la última casa]], la montaña [[empezaba|subía|se alzaba]] [[en grandes escalones grises|en verde, gris y blanco|como la escalera de un gigante]], y [[sonaba un cencerro en algún sitio|bajaba un arroyo dando saltos|un águila daba vueltas muy alto]].

    Un caminito subía en zigzag por la ladera, entre [[rocas y flores|peñascos y brezo|piedras y florecitas azules]][[.|, como una cinta que se le hubiera caído a alguien.]]
    Muy arriba, algo [[brillaba al sol|reflejaba la luz|centelleaba]]: {heart}[[.|, pequeñit{heart.o} como un juguete.|, adonde iban.]]

    {companion} [[respiró hondo el aire de la montaña|aspiró el aire fino y frío|olfateó la brisa de la montaña|tomó una gran bocanada de aire]] y dijo que sabía a [[menta|nieve y sol|limonada fría|polo de hielo|sábanas limpias|nube por dentro]][[.|, y respiró otra vez.|, y {hero} estuvo de acuerdo.]]
    {hero} [[miró la cima nevada|respiró el aire frío y limpio|escuchó el viento entre las rocas]] y [[se sintió muy pequeñit{hero.o} y muy valiente a la vez|sonrió|estaba deseando empezar]][[.|, y {companion} igual.]]
    `,
  ),
  obstacles: [
    bi(
      `
      [[A patch of snow|A long tongue of old snow|A white slope of hard snow|A slide of icy snow]] lay across the path [[past {station}|just ahead|where it curved round the mountain|right where they needed to walk]], [[slippery and steep|shiny and steep|steep as a slide|glassy and cold]].
      The path crossed a slope of [[icy snow|crunchy, frozen snow|slippery old snow]], and their feet began to [[slide|slither|skid about|go every which way]][[.|, like skates on a pond.|, almost at once.]]

      “[[Whoa|Help|Eek|Wheee, oh no|Catch me]]!” [[cried|squeaked|yelped]] {companion}, sliding backwards[[.|, all the way down.|, and landed in a soft heap.|, round and round like a sledge.]]

      ?young {hero} found [[a line of rocks|a row of dark stones|some flat rocks|a trail of pebbly rocks]] sticking out of the snow, and they [[stepped from rock to rock|hopped from stone to stone|went across on them, one by one]][[|, dry-footed|, with {companion} close behind]].
      ?old {hero} noticed that the snow was [[softer and less slippery|soft and grippy|crumbly rather than icy]] in the shade[[ of a big rock| of the cliff|]], where the sun had not melted and frozen it again.

      ?old “[[We'll cross in the shade, and kick little steps into the snow|In the shade, we can kick steps like a staircase|Over there in the shadow, we make our own steps]],” [[said|decided|announced]] {hero}. [[Kick, step, kick, step, all the way across.|Kick and step they went, slow and sure.|Kick, step, kick, step, and not a single slip.]]

      Soon they were across, and {companion} made a snow angel to celebrate[[.|, a slightly wonky one.|, and then another.]]
      `,
      `
      [[Una mancha de nieve|Una lengua larga de nieve vieja|Una ladera blanca de nieve dura|Una pendiente de nieve helada]] cruzaba el camino [[pasad{station.o} {station}|un poco más adelante|en la curva de la montaña|justo por donde tenían que ir]], [[resbaladiza y empinada|brillante y empinada|helada y brillante]].
      El camino cruzaba una ladera de [[nieve helada|nieve dura y crujiente|nieve vieja y resbaladiza]], y empezaron a [[resbalar|patinar|deslizarse sin querer]][[.|, como en una pista de hielo.|, casi enseguida.]]

      —¡[[Uy|Socorro|Ay|Uiii, ay, no|Que me caigo]]! —[[gritó|chilló|exclamó]] {companion}, resbalando hacia atrás[[.|, hasta abajo del todo.|, y acabó en un montoncito blando.|, dando vueltas como un trineo.]]

      ?young {hero} encontró [[una fila de rocas|unas piedras oscuras|unas rocas planas]] que asomaban entre la nieve, y fueron [[pisando de roca en roca|saltando de piedra en piedra|cruzando por encima, una a una]][[|, sin mojarse los pies|, con {companion} detrás]].
      ?old {hero} se fijó en que la nieve era [[más blanda y resbalaba menos|blandita y agarraba bien|más harinosa que helada]] a la sombra[[ de una roca grande| del cortado|]], donde el sol no la había derretido y vuelto a helar.

      ?old —[[Cruzaremos por la sombra, haciendo escaloncitos en la nieve con el pie|Por la sombra podemos hacer escalones con las botas|Allí, en la sombra, nos hacemos nuestra propia escalera]] —[[dijo|decidió|anunció]] {hero}. [[Patada y paso, patada y paso, hasta el otro lado.|Patada, paso, despacito y seguros.|Patada, paso, patada, paso, y ni un resbalón.]]

      Enseguida llegaron al otro lado, y {companion} hizo un ángel de nieve para celebrarlo[[.|, un poco torcido.|, y luego otro.]]
      `,
    ),
    bi(
      `
      A fallen [[tree|pine|old fir]] lay across the mountain path [[past {station}|just ahead of them|round the next bend]], [[too big to climb over|far too big to climb|taller than {hero} even lying down]].
      The path was blocked by a [[huge|giant|great, bristly]] fallen pine, its branches [[spread everywhere|poking out in every direction|sticking out like a hedgehog's prickles]][[.|, smelling of resin.|, with a squirrel already living in it.]]

      {companion} tried to squeeze underneath and got a pine needle [[up the nose|in the ear|stuck in {companion.his} fur]][[.|, and sneezed.]]

      ?young A [[friendly mountain goat|shaggy little goat|mountain goat with curly horns|bearded old goat]] trotted up and showed them [[a little path around the tree|the way round the roots|a goat track round the tree]][[|, bleating cheerfully|, very pleased with itself]].
      ?old {hero} noticed [[a faint trail of hoof prints|a line of small hoof prints|neat little hoof marks]] leading off the path and [[around the tree's roots|round the upturned roots|round the far end of the tree]].

      ?old “[[The mountain goats have made their own way around|The goats have been round already|Goats came this way and went round]],” [[said|said with a grin|pointed out]] {hero}. “[[Goats always find the easiest path|A goat never takes the hard way|Where a goat goes, we can go]].”

      They followed the goat trail [[around the tree|round the roots|in a wide curve]] and came back to the path on the other side[[.|, where a goat was waiting, chewing.|, not far from {station}.|, with bits of pine in their hair.]]
      `,
      `
      [[Un árbol caído|Un pino caído|Un abeto viejo y caído]] cruzaba el sendero de la montaña [[pasad{station.o} {station}|justo delante de ellos|tras la siguiente curva]], [[demasiado grande para pasar por encima|tan grande que no había forma de treparlo|más alto que {hero}, aun tumbado]].
      Un pino [[enorme|gigante|grandísimo]] se había caído sobre el camino, con las ramas [[por todas partes|asomando en todas direcciones|tiesas como las púas de un erizo]][[.|, oliendo a resina.|, y una ardilla ya vivía en él.]]

      {companion} intentó colarse por debajo y se le metió una aguja de pino en [[la nariz|una oreja|el pelo]][[.|, y estornudó.]]

      ?young [[Una cabra montesa muy simpática|Una cabrita peluda|Una cabra de cuernos rizados|Una cabra vieja con barba]] se acercó trotando y les enseñó [[un caminito para rodear el árbol|por dónde rodear las raíces|una senda de cabras alrededor del árbol]][[|, balando muy contenta|, muy orgullosa]].
      ?old {hero} se fijó en [[un rastro de huellas de pezuña|una fila de huellas pequeñas de pezuña|unas marquitas de pezuña muy ordenadas]] que salía del camino y [[rodeaba las raíces del árbol|daba la vuelta a las raíces|rodeaba la punta del árbol]].

      ?old —[[Las cabras se han hecho su propio camino|Las cabras ya lo han rodeado|Por aquí pasaron cabras, dando la vuelta]] —[[dijo|dijo sonriendo|señaló]] {hero}—. [[Las cabras siempre encuentran el paso más fácil|Una cabra nunca va por lo difícil|Por donde pasa una cabra, pasamos nosotros]].

      Siguieron el rastro de las cabras [[alrededor del árbol|alrededor de las raíces|haciendo una curva]] y volvieron al camino por el otro lado[[.|, donde les esperaba una cabra, masticando.|, no muy lejos {station.del}.|, con trocitos de pino en el pelo.]]
      `,
    ),
  ],
};
