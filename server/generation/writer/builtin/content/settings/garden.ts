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
    They pushed aside the curtain of ivy, and there was the little door, [[just as {helper} had said|exactly where {helper} had said|green and small and half hidden]][[.|, with a key still in the lock.|, waiting.]]
    The little door creaked open, and there, inside, was [[the most beautiful garden in the world|a garden more beautiful than any picture|a garden full of colour from end to end]][[.|, humming with bees.|, glowing in the light.]]
    [[Beyond the wall|Through the gate|Behind the hedge]], the garden [[opened out like a picture book|was bright and warm and busy|spread out in every colour there was]]: [[roses and lavender|tulips and sweet peas|poppies and hollyhocks]], [[a fountain that sang to itself|a sundial with moss on it|a bench under an apple tree]], and [[butterflies everywhere|bees in every flower|a robin on the wall]].

    Paths wound between flowers of every colour, and the air was full of [[bees|butterflies|bees and butterflies|the smell of roses]][[.|, busy and humming.|, dancing from flower to flower.]]
    Everything was [[green and gold and blooming|bright and blooming|growing and flowering and buzzing|in flower, all at once]][[.|, as if it were the first day of summer.|, and {companion} did not know where to look first.]]

    Through the flowers, they could just see the roof of {heart}[[.|, peeping over the hedges.|, far away in the middle.|, with a weathervane turning on top.]]
    [[Far off|In the middle of it all|Over the tops of the hedges]], they could [[just see|make out|catch a glimpse of]] {heart}[[.|, waiting for them.|, where the paths all led.]]
    `,
    `
    Apartaron la cortina de hiedra, y allí estaba la puertecita, [[tal como había dicho {helper}|justo donde había dicho {helper}|verde, pequeñita y medio escondida]][[.|, con una llave todavía en la cerradura.|, esperando.]]
    La puertecita se abrió con un chirrido, y allí dentro estaba [[el jardín más bonito del mundo|un jardín más bonito que ningún dibujo|un jardín lleno de color de punta a punta]][[.|, zumbando de abejas.|, brillando con la luz.]]
    [[Al otro lado del muro|Tras la verja|Detrás del seto]], el jardín [[se abría como un libro de dibujos|era luminoso, templado y lleno de vida|se extendía con todos los colores que existen]]: [[rosas y lavanda|tulipanes y guisantes de olor|amapolas y malvarrosas]], [[una fuente que cantaba sola|un reloj de sol con musgo|un banco bajo un manzano]], y [[mariposas por todas partes|abejas en cada flor|un petirrojo en el muro]].

    Los caminos se enroscaban entre flores de todos los colores, y el aire estaba lleno de [[abejas|mariposas|abejas y mariposas|olor a rosas]][[.|, que zumbaban sin parar.|, que bailaban de flor en flor.]]
    Todo era [[verde y dorado, y estaba en flor|luminoso y estaba en flor|brotes, flores y zumbidos|flor, todo a la vez]][[.|, como si fuera el primer día del verano.|, y {companion} no sabía adónde mirar primero.]]

    Entre las flores se veía, a lo lejos, el tejado {heart.del}[[.|, asomando por encima de los setos.|, allá en el centro.|, con una veleta girando encima.]]
    [[A lo lejos|En medio de todo|Por encima de los setos]], [[se veía|se distinguía|asomaba]] {heart}[[.|, esperándoles.|, adonde llevaban todos los caminos.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The garden path turned into a maze of [[tall green hedges|hedges taller than a door|neatly clipped hedges]][[.|, and in they went.|, with no map at all.]]
      They found themselves in a hedge maze, with green walls [[taller than a grown-up|higher than their heads|thick and leafy]][[.|, and every path looked the same.]]

      [[Left, right, left again|Right, left, right again|Round a corner, round another]]… and they were back where they started[[.|, by the same stone bench.|, again.]]

      ?young {companion} spotted the top of the fountain over the hedges, and they walked towards it.
      ?old {hero} remembered a trick for mazes: keep one hand on the same hedge all the time, and you will find the way out.

      ?old Hand on the hedge, they walked, turning whenever the hedge turned, until the maze opened up in front of them.

      They came out of the maze [[laughing|giggling|grinning]], with [[leaves|twigs|little green leaves]] in their hair[[.|, and a robin sang as if to cheer.]]
      `,
      `
      El camino del jardín se convirtió en un laberinto de [[setos altos y verdes|setos más altos que una puerta|setos muy bien recortados]][[.|, y allá que se metieron.|, sin mapa ninguno.]]
      Se encontraron en un laberinto de setos, con paredes verdes [[más altas que una persona mayor|más altas que sus cabezas|espesas y llenas de hojas]][[.|, y todos los caminos parecían iguales.]]

      [[Izquierda, derecha, otra vez izquierda|Derecha, izquierda, otra vez derecha|Una esquina, y otra esquina]]… y volvían a estar donde habían empezado[[.|, junto al mismo banco de piedra.|, otra vez.]]

      ?young {companion} vio la punta de la fuente por encima de los setos, y fueron hacia ella.
      ?old {hero} se acordó de un truco para los laberintos: llevar siempre una mano en el mismo seto, y así se encuentra la salida.

      ?old Con la mano en el seto, fueron avanzando y girando cada vez que el seto giraba, hasta que el laberinto se abrió delante de ellos.

      Salieron del laberinto [[riéndose|partiéndose de risa|sonriendo]], con [[hojas|ramitas|hojitas verdes]] en el pelo[[.|, y un petirrojo cantó como para aplaudirles.]]
      `,
    ),
    bi(
      `
      A gardener's hose had come loose, and water was spraying everywhere like [[a wild fountain|a dancing snake|a very excited whale]][[.|, all over the flowerbeds.]]
      Suddenly, [[whoosh|fsssh|splosh]]! A hose sprang loose and began spraying water all over the path[[.|, and the flowers, and everything.]]

      {companion} got splashed right on the [[nose|ear|tummy]]. “[[Hey!|Oi!|Brr!]]”[[| {hero} tried not to laugh.| Everyone laughed, even {companion}.]]

      ?young {hero} followed the hose all the way back to the tap, and turned it off: squeak.
      ?old {hero} saw that the hose wriggled and sprayed, but that it was still joined to the tap by the greenhouse.

      ?old “We don't need to catch the hose,” said {hero}. “We just need to turn off the tap.” And {hero} did.

      The spraying stopped, and a [[rainbow|tiny rainbow|little arc of colours]] hung in the air for a moment before it faded[[.|, like a thank-you.]]
      `,
      `
      Se había soltado una manguera del jardinero, y el agua salía por todas partes como [[una fuente loca|una serpiente bailarina|una ballena muy contenta]][[.|, sobre todos los parterres.]]
      De repente, ¡[[fiuuu|fssss|chof]]!, una manguera se soltó y empezó a regar todo el camino[[.|, y las flores, y todo.]]

      A {companion} le salpicó justo en [[la nariz|una oreja|la tripa]]. —¡[[Eh|Oye|Brrr]]![[| —{hero} intentó no reírse.| —Y se rieron todos, hasta {companion}.]]

      ?young {hero} siguió la manguera hasta el grifo, y lo cerró: ñic.
      ?old {hero} vio que la manguera se retorcía y salpicaba, pero que seguía unida al grifo que había junto al invernadero.

      ?old —No hace falta atrapar la manguera —dijo {hero}—. Solo hay que cerrar el grifo. —Y lo cerró.

      El agua dejó de salir, y [[un arcoíris|un arcoíris chiquitito|un arco de colores]] se quedó un momento flotando en el aire antes de desaparecer[[.|, como dando las gracias.]]
      `,
    ),
  ],
};
