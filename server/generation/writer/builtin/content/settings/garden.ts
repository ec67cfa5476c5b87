/** The Secret Garden: a door in an ivy wall, paths between flowers, a pond, and a summer house. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const GARDEN: SettingDef = {
  key: 'garden',
  place: noun('Secret Garden', 'jardín secreto', 'm'),
  edge: noun('little door in the ivy wall', 'puertecita del muro de hiedra', 'f'),
  heart: noun('summer house in the middle of the garden', 'cenador en el centro del jardín', 'm'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('lily pond', 'estanque de los nenúfares', 'm'),
    noun('sundial', 'reloj de sol', 'm'),
    noun('greenhouse', 'invernadero', 'm'),
    noun('tunnel of roses', 'túnel de rosas', 'm'),
    noun('old stone fountain', 'vieja fuente de piedra', 'f'),
    noun('vegetable beds', 'bancales de verduras', 'mp'),
  ],
  ground: [noun('gravel path', 'caminito de grava', 'm'), noun('soft lawn', 'césped', 'm')],
  travel: {
    en: lines(
      `along the lane that led to the old walled garden\ndown the road and through the little wood\nalong the gravel path, crunch, crunch\nthrough an archway of roses\npast the greenhouse and the potting shed\nalong the edge of the lily pond\ndown the long green lawn, between the flowerbeds`,
    ),
    es: lines(
      `por el camino que llevaba al viejo jardín amurallado\ncalle abajo y a través del bosquecillo\npor el camino de grava: cruch, cruch\nbajo un arco de rosas\npasando junto al invernadero y el cobertizo\npor el borde del estanque de los nenúfares\npor el largo césped verde, entre los parterres`,
    ),
  },
  camp: {
    en: lines(
      `in the summer house, on a pile of soft cushions\nunder the big apple tree, wrapped in blankets`,
    ),
    es: lines(
      `en el cenador, sobre un montón de cojines blanditos\nbajo el gran manzano, envueltos en mantas`,
    ),
  },
  sounds: {
    en: lines(`
      bees hummed busily among the flowers
      the fountain splashed and gurgled
      a robin sang from the top of the wall
      leaves rustled in the breeze
      a frog plopped into the pond
      a wood pigeon cooed its sleepy song
      a watering can dripped, plink, plink, on the path
      a blackbird rummaged in the dry leaves
      wind chimes tinkled from the apple tree
      the gate squeaked as the breeze pushed it
      a bumblebee bumbled against a window
      a sprinkler went tick-tick-tick across the lawn
      sparrows squabbled in the hedge
      a hedgehog snuffled under the bushes
      the greenhouse door creaked in the breeze
    `),
    es: lines(`
      las abejas zumbaban muy ocupadas entre las flores
      la fuente salpicaba y gorgoteaba
      un petirrojo cantaba en lo alto del muro
      las hojas susurraban con la brisa
      una rana se tiró al estanque: ¡plop!
      una paloma torcaz arrullaba su canción dormilona
      una regadera goteaba en el camino: plin, plin
      un mirlo rebuscaba entre las hojas secas
      unas campanillas de viento tintineaban en el manzano
      la verja chirrió al empujarla la brisa
      un abejorro se daba golpecitos contra una ventana
      un aspersor hacía tic, tic, tic por el césped
      los gorriones discutían en el seto
      un erizo hocicaba bajo los arbustos
      la puerta del invernadero chirriaba con la brisa
    `),
  },
  smells: {
    en: lines(
      `roses\nsweet peas\nwarm earth\nfresh mint\nlavender and honeysuckle\ncut grass\nlavender and roses\nripe tomatoes in the greenhouse\nwarm earth in the flowerbeds`,
    ),
    es: lines(
      `rosas\nguisantes de olor\ntierra calentita\nhierbabuena fresca\nlavanda y madreselva\nhierba recién cortada\nlavanda y rosas\ntomates maduros del invernadero\ntierra calentita de los parterres`,
    ),
  },
  sights: {
    en: lines(`
      flowers of every colour spilled over the paths
      a butterfly opened and closed its wings on a leaf
      ivy climbed up the old walls like green lace
      the pond shone like a mirror
      the sunflowers were taller than a door
      dewdrops sparkled on a spider's web
      a snail left a silver line across the stones
      a wheelbarrow full of flowers stood by the shed
      the apple tree was heavy with little green apples
      a stone rabbit sat in the flowerbed, very still
      sweet peas climbed a wigwam of sticks
      a birdbath held a small round piece of sky
      tall hollyhocks leaned against the wall
      a scarecrow wore a hat full of flowers
      strawberries peeped red under their leaves
    `),
    es: lines(`
      flores de todos los colores se desbordaban por los caminos
      una mariposa abría y cerraba las alas sobre una hoja
      la hiedra trepaba por los muros viejos como un encaje verde
      el estanque brillaba como un espejo
      los girasoles eran más altos que una puerta
      las gotas de rocío brillaban en una telaraña
      un caracol dejaba una línea plateada sobre las piedras
      una carretilla llena de flores esperaba junto al cobertizo
      el manzano estaba cargado de manzanitas verdes
      un conejo de piedra estaba sentado en el parterre, muy quieto
      los guisantes de olor trepaban por un tipi de palitos
      un bebedero de pájaros guardaba un trocito redondo de cielo
      las malvarrosas altas se apoyaban en el muro
      un espantapájaros llevaba un sombrero lleno de flores
      las fresas asomaban rojas bajo sus hojas
    `),
  },
  creatures: [
    noun('bumblebee', 'abejorro', 'm'),
    noun('robin', 'petirrojo', 'm'),
    noun('little green frog', 'ranita verde', 'f'),
    noun('butterfly', 'mariposa', 'f'),
    noun('snail', 'caracol', 'm'),
    noun('hedgehog', 'erizo', 'm'),
    noun('blackbird', 'mirlo', 'm'),
    noun('little earthworm', 'lombriz', 'f'),
  ],
  countables: [
    { en: ['flower', 'flowers'], es: ['flor', 'flores', 'f'] },
    { en: ['strawberry', 'strawberries'], es: ['fresa', 'fresas', 'f'] },
  ],
  arrive: bi(
    `
    [[They pushed aside the curtain of ivy|{hero} lifted the curtain of ivy|They parted the thick green ivy|Behind a tangle of ivy, they found what they were looking for]], and there was the little door, [[just as {helper} had said|exactly where {helper} had said|green and small and half hidden]][[.|, with a key still in the lock.|, waiting.]]
    [[The little door creaked open|The little door swung open with a squeak|With a push, the little door opened|The door gave a sleepy creak and opened]], and there, inside, was [[the most beautiful garden in the world|a garden more beautiful than any picture|a garden full of colour from end to end]][[.|, humming with bees.|, glowing in the light.]]
    [[Beyond the wall|Through the gate|Behind the hedge]], the garden [[opened out like a picture book|was [bright|luminous] and warm and busy|spread out in every colour there was]]: [[roses and lavender|tulips and sweet peas|poppies and hollyhocks]], [[a fountain that sang to itself|a sundial with moss on it|a bench under an apple tree]], and [[butterflies everywhere|bees in every flower|a robin on the wall]].

    [[Paths wound between flowers of every colour|Little paths curled between the flowerbeds|Gravel paths wandered off between the roses|Mossy paths twisted in and out of the flowers|Narrow paths ran between beds of every colour]], and the air was full of [[bees|butterflies|bees and butterflies|the smell of roses|the smell of {smell}|ladybirds and lavender]][[.|, busy and humming.|, dancing from flower to flower.|, all the way to {heart}.|, and {companion} sneezed twice.]]
    [[Everything was|Everything there was|The whole garden was|Every bed and border was]] [[green and gold and blooming|bright and blooming|growing and flowering and buzzing|in flower, all at once|pink and yellow and humming]][[.|, as if it were the first day of summer.|, and {companion} did not know where to look first.|, and {hero} forgot to shut {hero.his} mouth.|, as if it had been waiting for them.]]

    [[Through the flowers|Over the sunflowers|Between the rose arches|Past {station}|Beyond the lavender]], they could [[just see|make out|spy|glimpse]] the [[roof|green roof|pointed roof|little roof]] of {heart}[[.|, peeping over the hedges.|, far away in the middle.|, with a weathervane turning on top.|, where somebody had left a lamp in the window.]]
    [[Far off|In the middle of it all|Over the tops of the hedges]], they could [[just see|make out|catch a glimpse of]] {heart}[[.|, waiting for them.|, where the paths all led.]]
    `,
    `
    [[Apartaron la cortina de hiedra|{hero} levantó la cortina de hiedra|Separaron la hiedra espesa|Detrás de una maraña de hiedra encontraron lo que buscaban]], y allí estaba la puertecita, [[tal como había dicho {helper}|justo donde había dicho {helper}|verde, pequeñita y medio escondida]][[.|, con una llave todavía en la cerradura.|, esperando.]]
    [[La puertecita se abrió con un chirrido|La puertecita se abrió con un quejido|De un empujoncito, la puertecita se abrió|La puerta soltó un crujido dormido y se abrió]], y allí dentro estaba [[el jardín más bonito del mundo|un jardín más bonito que ningún dibujo|un jardín lleno de color de punta a punta]][[.|, zumbando de abejas.|, brillando con la luz.]]
    [[Al otro lado del muro|Tras la verja|Detrás del seto]], el jardín [[se abría como un libro de dibujos|era luminoso, templado y lleno de vida|se extendía con todos los colores que existen]]: [[rosas y lavanda|tulipanes y guisantes de olor|amapolas y malvarrosas]], [[una fuente que cantaba sola|un reloj de sol con musgo|un banco bajo un manzano]], y [[mariposas por todas partes|abejas en cada flor|un petirrojo en el muro]].

    [[Los caminos se enroscaban entre flores de todos los colores|Unos senderitos se enroscaban entre los parterres|Los caminos de grava se perdían entre los rosales|Unos caminos de musgo entraban y salían de entre las flores|Los senderos corrían entre flores de todos los colores]], y el aire estaba lleno de [[abejas|mariposas|abejas y mariposas|olor a rosas|olor a {smell}|mariquitas y lavanda]][[.|, que zumbaban sin parar.|, que bailaban de flor en flor.|, hasta {heart}.|, y {companion} estornudó dos veces.]]
    [[Todo era|Todo el jardín era|Allí todo era|Cada rincón era]] [[verde y dorado, y estaba en flor|luminoso y estaba en flor|brotes, flores y zumbidos|flor, todo a la vez|rosa, amarillo y zumbón]][[.|, como si fuera el primer día del verano.|, y {companion} no sabía adónde mirar primero.|, y a {hero} se le olvidó cerrar la boca.|, como si les hubiera estado esperando.]]

    [[Entre las flores|Por encima de los girasoles|Entre los arcos de rosas|Más allá {station.del}|Detrás de la lavanda]] se [[veía|distinguía|adivinaba]], a lo lejos, el [[tejado|tejado verde|tejadito puntiagudo]] {heart.del}[[.|, asomando por encima de los setos.|, con una veleta girando encima.|, con una lamparita en la ventana.]]
    [[A lo lejos|En medio de todo|Por encima de los setos]], [[se veía|se distinguía|asomaba]] {heart}[[.|, esperándoles.|, adonde llevaban todos los caminos.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The garden path turned into a maze of [[tall green hedges|hedges taller than a door|neatly clipped hedges]][[.|, and in they went.|, with no map at all.]]
      They found themselves in a hedge maze, with green walls [[taller than a grown-up|higher than their heads|thick and leafy]][[.|, and every path looked the same.]]

      [[Left, right, left again|Right, left, right again|Round a corner, round another]]… and they were back where they started[[.|, by the same stone bench.|, again.]]

      ?young {companion} spotted [[the top of the fountain|a splash of fountain water|the tip of {heart}|a tall sunflower nodding]] over the hedges, and they [[walked towards it|followed it, turn by turn|headed straight for it|kept it in sight all the way]][[|, until the hedges ended|, and out they came]].
      ?old {hero} remembered [[a trick for mazes|something {hero.he} had read in a book about mazes|an old trick a grandparent had once taught {hero.him}|the secret of every maze]]: [[keep one hand on the same hedge all the time, and you will find the way out|never let go of the wall on one side, and you will always come out|follow one hedge with your hand and never swap sides]].

      ?old [[Hand on the hedge|Fingers brushing the leaves|One hand trailing along the green wall]], they [[walked|went|wandered on]], turning whenever the hedge turned, until [[the maze opened up in front of them|the last corner let them out|they were suddenly outside the maze|they stepped out near {heart}]][[|, not lost at all|, and {companion} cheered]].

      They came out of the maze [[laughing|giggling|grinning|blinking]], with [[leaves|twigs|little green leaves|a petal or two|a tiny snail]] in their hair[[.|, and a robin sang as if to cheer.|, and {companion} gave a big shake.|, much closer to {want} than before.]]
      `,
      `
      El camino del jardín se convirtió en un laberinto de [[setos altos y verdes|setos más altos que una puerta|setos muy bien recortados]][[.|, y allá que se metieron.|, sin mapa ninguno.]]
      Se encontraron en un laberinto de setos, con paredes verdes [[más altas que una persona mayor|más altas que sus cabezas|espesas y llenas de hojas]][[.|, y todos los caminos parecían iguales.]]

      [[Izquierda, derecha, otra vez izquierda|Derecha, izquierda, otra vez derecha|Una esquina, y otra esquina]]… y volvían a estar donde habían empezado[[.|, junto al mismo banco de piedra.|, otra vez.]]

      ?young {companion} vio [[la punta de la fuente|un chorrito de la fuente|un girasol muy alto]] por encima de los setos, y [[fueron hacia allí|lo siguieron, vuelta a vuelta|fueron derechos hacia allí|no lo perdieron de vista]][[|, hasta que se acabaron los setos|, y salieron sin más]].
      ?old {hero} se acordó [[de un truco para los laberintos|de algo que había leído en un libro de laberintos|de un truco que le enseñó su abuela|del secreto de todos los laberintos]]: [[llevar siempre una mano en el mismo seto, y así se encuentra la salida|no soltar nunca la pared de un lado, y siempre se sale|seguir un seto con la mano y no cambiar nunca de lado]].

      ?old [[Con la mano en el seto|Rozando las hojas con los dedos|Con una mano en la pared verde]], fueron [[avanzando|caminando|andando sin prisa]] y girando cada vez que el seto giraba, hasta que [[el laberinto se abrió delante de ellos|la última esquina les dejó salir|de pronto estuvieron fuera|salieron muy cerca {heart.del}]][[|, sin haberse perdido nada|, y {companion} lo celebró]].

      Salieron del laberinto [[riéndose|partiéndose de risa|sonriendo|parpadeando]], con [[hojas|ramitas|hojitas verdes|algún pétalo|un caracolito]] en el pelo[[.|, y un petirrojo cantó como para aplaudirles.|, y {companion} se sacudió de arriba abajo.|, mucho más cerca {want.del} que antes.]]
      `,
    ),
    bi(
      `
      A gardener's hose had come loose, and water was spraying everywhere like [[a wild fountain|a dancing snake|a very excited whale]][[.|, all over the flowerbeds.]]
      Suddenly, [[whoosh|fsssh|splosh]]! A hose sprang loose and began spraying water all over the path[[.|, and the flowers, and everything.]]

      {companion} [[got splashed|got a squirt of water|was soaked|got a cold shower]] right on the [[nose|ear|tummy|back|head]]. “[[Hey, that's cold|Oi, watch it|Brr, that's wet|Help, I'm a fountain|Oh, not again]]!”[[| {hero} tried not to laugh.| Everyone laughed, even {companion}.| {hero} tried very hard not to giggle, and failed.| Even the bees seemed to laugh.]]

      ?young {hero} followed the hose [[all the way back to the tap|past {station} to the tap|round the flowerbed to the tap|hand over hand to the tap]], and [[turned it off: squeak|gave it a twist: squeak|turned the handle tight|shut it off with a squeak]][[|, as easy as that|, while {companion} dripped]].
      ?old {hero} saw that the hose [[wriggled and sprayed|twisted and splashed|thrashed about like a snake]], but that it was still joined to the tap [[by the greenhouse|by the garden wall|beside {station}|behind the potting shed]].

      ?old “[[We don't need to catch the hose|Never mind chasing the hose|There's no point catching it]],” [[said|laughed|called]] {hero}[[|, already running|, ducking a splash]]. “[[We just need to turn off the tap|We only have to turn the tap off|The tap is the thing to stop]].” [[And {hero} did|And that is just what {hero} did|So {hero} did, with one good twist]][[.|, and the hose went quiet.|, and the spraying stopped.]]

      [[The spraying stopped|The water stopped|All went quiet|The last drops fell]], and a [[rainbow|tiny rainbow|little arc of colours|shimmer of colours]] hung in the air [[for a moment before it faded|over the flowers for a moment|just long enough for a wish|above {station} before it melted away]][[.|, like a thank-you.|, and {companion} tried to catch it.]]
      `,
      `
      Se había soltado una manguera del jardinero, y el agua salía por todas partes como [[una fuente loca|una serpiente bailarina|una ballena muy contenta]][[.|, sobre todos los parterres.]]
      De repente, ¡[[fiuuu|fssss|chof]]!, una manguera se soltó y empezó a regar todo el camino[[.|, y las flores, y todo.]]

      [[A {companion} le salpicó|A {companion} le llegó un chorro|{companion} se llevó un remojón|A {companion} le cayó un chorrito]] justo en [[la nariz|una oreja|la tripa|el lomo|la cabeza]]. —¡[[Eh, que está fría|Oye, cuidado|Brrr, qué mojado|Socorro, soy una fuente|Ay, otra vez no]]! [[—protestó {companion}, y {hero} intentó no reírse.|—gritó {companion}, y se rieron todos.|—dijo {companion}, chorreando, y a {hero} le dio la risa.|—chilló {companion}, y hasta las abejas parecieron reírse.]]

      ?young {hero} siguió la manguera [[hasta el grifo|junto {station.al} hasta el grifo|alrededor del parterre hasta el grifo|mano sobre mano hasta el grifo]], y [[lo cerró: ñic|le dio una vuelta: ñic|lo cerró bien fuerte|lo cerró con un chirrido]][[|, así de fácil|, mientras {companion} goteaba]].
      ?old {hero} vio que la manguera [[se retorcía y salpicaba|daba coletazos como una serpiente|se enroscaba y lo mojaba todo]], pero que seguía unida al grifo [[que había junto al invernadero|de la pared del jardín|que había junto {station.al}|de detrás del cobertizo]].

      ?old —[[No hace falta atrapar la manguera|No vale la pena perseguir la manguera|No hay que cazar la manguera]] —[[dijo|se rio|gritó]] {hero}[[|, esquivando un chorro|, echando a correr]]—. [[Solo hay que cerrar el grifo|Basta con cerrar el grifo|Lo que hay que parar es el grifo]]. —[[Y lo cerró|Y eso hizo, de una vuelta|Y lo cerró, sin más]].

      [[El agua dejó de salir|Se acabó el chorro|Todo se quedó en calma|Cayeron las últimas gotas]], y [[un arcoíris|un arcoíris chiquitito|un arco de colores]] se quedó [[un momento flotando en el aire antes de desaparecer|flotando sobre las flores un momento|en el aire lo justo para pedir un deseo|un instante encima {station.del}]][[.|, como dando las gracias.|, y {companion} intentó atraparlo.]]
      `,
    ),
  ],
};
