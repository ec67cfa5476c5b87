/** The Green Jungle: giant leaves, vines, parrots and a waterfall hiding a secret. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const JUNGLE: SettingDef = {
  key: 'jungle',
  place: noun('Green Jungle', 'selva verde', 'f'),
  edge: noun('edge of the jungle', 'entrada de la selva', 'f'),
  heart: noun('cave behind the waterfall', 'cueva de detrás de la cascada', 'f'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('giant fig tree', 'higuera gigante', 'f'),
    noun('swinging vines', 'lianas colgantes', 'fp'),
    noun('muddy river bend', 'recodo del río', 'm'),
    noun('field of giant leaves', 'campo de hojas gigantes', 'm'),
    noun('old stone steps', 'viejos escalones de piedra', 'mp'),
    noun('orchid grove', 'rincón de las orquídeas', 'm'),
  ],
  ground: [noun('springy moss', 'musgo', 'm'), noun('jungle floor', 'suelo de la selva', 'm')],
  travel: {
    en: lines(
      `along the twisting jungle trail\nthrough the tall grass and into the green\nalong a narrow path between giant leaves\nunder dripping vines and over fallen trunks\nbeside a brown, lazy river\nalong a track the animals had made\nthrough ferns taller than a grown-up`,
    ),
    es: lines(
      `por el sendero retorcido de la selva\npor la hierba alta y hacia lo verde\npor un sendero estrecho entre hojas gigantes\nbajo lianas que goteaban y por encima de troncos caídos\njunto a un río marrón y perezoso\npor un camino que habían hecho los animales\nentre helechos más altos que una persona mayor`,
    ),
  },
  camp: {
    en: lines(`in a hammock strung between two trees\nin a hollow tree as big as a little house`),
    es: lines(`en una hamaca colgada entre dos árboles\ndentro de un árbol hueco tan grande como una casita`),
  },
  sounds: {
    en: lines(`
      parrots squawked and chattered in the treetops
      a monkey hooted somewhere far above
      water dripped from leaf to leaf: drip, drop, drip
      a toucan clacked its big colourful beak
      the waterfall rumbled far away
      tree frogs sang a bubbly chorus
      cicadas buzzed like tiny engines
      a big leaf tipped and poured its water out, splash
      something small scurried through the undergrowth
      a howler monkey called, and another answered
      the rain pattered on the leaves high above
      a bird called ooh-ah, ooh-ah from high up
      a branch swished as a monkey let go
      bees hummed inside a great hollow tree
      something splashed in the river and was gone
    `),
    es: lines(`
      los loros graznaban y charlaban en las copas de los árboles
      un mono chillaba en algún lugar muy alto
      el agua goteaba de hoja en hoja: plic, ploc, plic
      un tucán hacía clac, clac con su gran pico de colores
      la cascada retumbaba a lo lejos
      las ranitas de los árboles cantaban a coro
      las chicharras zumbaban como motorcitos
      una hoja grande se inclinó y soltó su agua: ¡chof!
      algo pequeñito correteó entre la maleza
      un mono aullador llamó, y otro le contestó
      la lluvia repiqueteaba en las hojas, muy arriba
      un pájaro llamaba uh-ah, uh-ah desde muy alto
      una rama se balanceó al soltarse un mono
      las abejas zumbaban dentro de un gran árbol hueco
      algo chapoteó en el río y desapareció
    `),
  },
  smells: {
    en: lines(
      `wet leaves and warm rain\nripe mangoes\nsweet jungle flowers\nrich, dark earth\nbananas\nwarm rain\nsweet orchids\nripe papaya\ngreen leaves after a shower`,
    ),
    es: lines(
      `hojas mojadas y lluvia templada\nmangos maduros\nflores dulces de la selva\ntierra oscura\nplátanos\nlluvia templada\norquídeas dulces\npapaya madura\nhojas verdes después de un chaparrón`,
    ),
  },
  sights: {
    en: lines(`
      leaves as big as umbrellas dripped with raindrops
      a bright blue butterfly floated past
      vines hung down like green ropes
      flowers of pink and orange and purple grew everywhere
      sunbeams slid down between the tall trees
      a parrot flashed by in a streak of red and green
      a sloth hung from a branch, smiling in its sleep
      tiny red frogs shone like beads on a leaf
      roots spread over the ground like giant fingers
      a hummingbird hovered by a flower, wings a blur
      mist hung between the tall trees
      a lizard with a frilly neck sat on a stone
      a trail of orange mushrooms climbed a trunk
      giant flowers opened like red umbrellas
      a spider's web as big as a blanket shone with drops
    `),
    es: lines(`
      unas hojas grandes como paraguas chorreaban gotas de lluvia
      una mariposa azul brillante pasó flotando
      las lianas colgaban como cuerdas verdes
      había flores rosas, naranjas y moradas por todas partes
      los rayos de sol bajaban resbalando entre los árboles altos
      un loro pasó como un rayo rojo y verde
      un perezoso colgaba de una rama, sonriendo dormido
      unas ranitas rojas brillaban como cuentas sobre una hoja
      las raíces se extendían por el suelo como dedos gigantes
      un colibrí se quedaba quieto junto a una flor, con las alas hechas un borrón
      la bruma flotaba entre los árboles altos
      una lagartija con gorguera estaba sentada en una piedra
      una fila de setas naranjas subía por un tronco
      unas flores gigantes se abrían como paraguas rojos
      una telaraña grande como una manta brillaba llena de gotas
    `),
  },
  creatures: [
    noun('baby sloth', 'perezoso bebé', 'm'),
    noun('tiny tree frog', 'ranita de árbol', 'f'),
    noun('colourful lizard', 'lagartija de colores', 'f'),
    noun('little toucan', 'tucán pequeñito', 'm'),
    noun('leafcutter ant', 'hormiga cortahojas', 'f'),
    noun('little monkey', 'monito', 'm'),
    noun('hummingbird', 'colibrí', 'm'),
    noun('blue butterfly', 'mariposa azul', 'f'),
  ],
  countables: [
    { en: ['banana', 'bananas'], es: ['plátano', 'plátanos', 'm'] },
    { en: ['parrot', 'parrots'], es: ['loro', 'loros', 'm'] },
  ],
  arrive: bi(
    `
    The jungle was green, green, green: every leaf a different green from the one next to it[[.|, and some were nearly blue.|, and every one of them was dripping.]]
    Stepping into the jungle was like stepping into a [[warm, damp, whispering room|warm bath full of whispers|great green tent|giant's greenhouse]][[.|, full of clicks and calls.|, and {companion} gasped.]]
    [[Under the first great leaves|A few steps in|Past the tangle of vines at the edge]], the air [[grew warm and heavy|was thick and sweet|buzzed and chirped]], and [[drops fell from leaf to leaf|vines hung down like ropes|frogs called from everywhere]].

    Everything was huge: leaves like [[umbrellas|blankets|boats]], flowers like [[hats|trumpets|teacups]], trees like [[towers|giants|chimneys]][[.|, and {hero} felt very small.]]
    A [[parrot|toucan|bright blue bird]] landed on a branch nearby and said, “[[Hello! Hello!|Welcome! Welcome!|Who's this? Who's this?]]”[[| {companion} said hello back.| It tilted its head at {companion}.]]
    A [[monkey|little green frog|butterfly as big as a hand]] [[peeped at them|swung past|fluttered by]] [[from the leaves|upside down|on bright wings]], [[chattering|and then was gone|as if it wanted them to follow]].

    Somewhere deep inside, they could hear the [[rumble|roar|thunder|steady rushing]] of the waterfall[[.|, calling them on.|, like a far-off drum.]]
    [[From deep in the green|Far ahead|Beyond the trees]] came a [[rumbling|rushing|roaring]] sound: the waterfall, and somewhere behind it, {heart}[[.|, waiting for them.]]
    `,
    `
    La selva era verde, verde, verde: cada hoja de un verde distinto al de la hoja de al lado[[.|, y algunas eran casi azules.|, y todas goteaban.]]
    Entrar en la selva era como entrar en [[una habitación templada, húmeda y llena de susurros|un baño calentito lleno de susurros|una gran tienda verde|el invernadero de un gigante]][[.|, llena de chasquidos y llamadas.|, y {companion} se quedó sin aliento.]]
    [[Bajo las primeras hojas grandes|A los pocos pasos|Pasada la maraña de lianas de la entrada]], el aire [[se volvió cálido y pesado|era espeso y dulce|zumbaba y piaba]], y [[las gotas caían de hoja en hoja|las lianas colgaban como cuerdas|las ranas croaban por todas partes]].

    ?!toddler Todo era enorme: hojas como [[paraguas|mantas|barcas]], flores como [[sombreros|trompetas|tazas de té]], árboles como [[torres|gigantes|chimeneas]][[.|, y a {hero} todo le pareció de gigantes.]]
    [[Un loro|Un tucán|Un pájaro azul brillante]] se posó en una rama cercana y dijo: —[[¡Hola! ¡Hola!|¡Bienvenidos! ¡Bienvenidos!|¿Quién es? ¿Quién es?]]
    [[Un mono|Una ranita verde|Una mariposa tan grande como una mano]] [[los miró|pasó|pasó revoloteando]] [[desde las hojas|colgando boca abajo|con sus alas brillantes]], [[parloteando|y luego desapareció|como invitándoles a ir detrás]].

    En algún lugar, muy adentro, se oía [[el rumor|el rugido|el estruendo|el murmullo constante]] de la cascada[[.|, que les llamaba.|, como un tambor lejano.]]
    [[Desde lo más hondo del verde|Muy adelante|Más allá de los árboles]] llegaba un ruido [[sordo|de agua|como de trueno]]: la cascada, y en algún sitio detrás, {heart}[[.|, que les esperaba.]]
    `,
  ),
  obstacles: [
    bi(
      `
      A [[wide, muddy river bend|broad brown river|slow, wide river|swirling jungle river]] blocked the way [[past {station}|just ahead|where the trail dipped down]], with no bridge in sight[[.|, and a crocodile-shaped log, which was only a log.|, not even a stepping stone.]]
      The trail stopped at a little river, too [[deep|quick|wide]] to wade across[[.|, brown and swirling.]]

      “Maybe we could swim,” said {companion}, [[not sounding at all sure|not sounding sure at all|looking at the water doubtfully]].

      ?young {hero} found a [[long vine|thick green vine|swinging creeper|strong, twisty vine]] hanging over the water. [[Holding tight, they swung across|Hanging on, they swooped over|One big swing, and over they went]]: [[wheee|whoosh|hooray]]!
      ?old {hero} [[looked up|glanced up at the canopy|tipped {hero.his} head back]] and saw that the branches of two [[trees|giant trees|old trees]] met above the river, like [[a green bridge in the air|a leafy bridge in the sky|two friends holding hands]].

      ?old “[[We don't cross the water|We don't need to go through the river|Forget the water]],” [[said|whispered|laughed]] {hero}. “[[We cross above it|We go over the top|We go the way the monkeys go]].” [[Holding the vines, they climbed along the branches to the other side|Hand over hand, they crept along the branches and down the far side|Clinging to the vines, they edged along the branches until they were over]].

      They landed in a [[soft heap of leaves|pile of big soft leaves|springy bed of ferns]] on the far bank, [[laughing|giggling|shouting hooray]].
      `,
      `
      [[Un recodo del río, ancho y lleno de barro,|Un río ancho y marrón|Un río lento y muy ancho|Un río de la selva, lleno de remolinos,]] les cerraba el paso [[pasad{station.o} {station}|justo delante|donde bajaba el sendero]], y no se veía ningún puente[[.|, solo un tronco con forma de cocodrilo, que era solo un tronco.|, ni una piedra para saltar.]]
      El sendero terminaba en un río pequeño, demasiado [[hondo|rápido|ancho]] para cruzarlo andando[[.|, marrón y lleno de remolinos.]]

      —A lo mejor podríamos nadar —dijo {companion}, [[sin parecer nada convencid{pet.o}|nada segur{pet.o}|mirando el agua con desconfianza]].

      ?young {hero} encontró una liana [[larga|gruesa y verde|fuerte y retorcida]] que colgaba sobre el agua. [[Bien agarrados, cruzaron columpiándose|Agarrándose fuerte, pasaron volando por encima|Un gran balanceo, y al otro lado]]: ¡[[yujuuu|fiuuu|hurra]]!
      ?old {hero} [[miró hacia arriba|levantó la vista hacia las copas|echó la cabeza atrás]] y vio que las ramas de dos árboles [[se juntaban|se daban la mano|se cruzaban]] sobre el río, como [[un puente verde en el aire|un puente de hojas en el cielo|dos amigos de la mano]].

      ?old —[[No vamos a cruzar por el agua|El río no hace falta tocarlo|Olvidaos del agua]] —[[dijo|susurró|se rio]] {hero}—, [[sino por encima|iremos por arriba|iremos como los monos]]. —[[Agarrándose a las lianas, fueron por las ramas hasta el otro lado|Bien agarrados, avanzaron por las ramas y bajaron al otro lado|Bien sujetos a las lianas, cruzaron por las ramas]].

      Aterrizaron en [[un montón blandito de hojas|una montaña de hojas grandes y blanditas|un colchón de helechos]] en la otra orilla, [[riéndose|partiéndose de risa|gritando hurra]].
      `,
    ),
    bi(
      `
      A line of leafcutter ants was marching right across the trail [[by {station}|ahead of them|from one side of the jungle to the other]], [[thousands of them|hundreds and hundreds of them|more than anyone could count]], each carrying a [[little green leaf|scrap of leaf like a sail|leaf bigger than itself]].
      The path was full of marching ants, a long green river of leaves on tiny legs.

      “We mustn't step on them,” said {hero}. “[[They're working so hard.|They're busy.|They've got important work to do.]]”

      ?young {hero} and {companion} waited patiently, [[counting ants|counting to a hundred|humming a little song|watching the leaves go by]], until there was a gap in the line[[|, just big enough|, and over they hopped]].
      ?old {hero} noticed that the ants marched around a fallen log, and that the log made a bridge right over their line.

      ?old “[[We can walk along the log, over the ants, without touching a single one|The log is our bridge, right over their heads|Along the log we go, and the ants won't even know]],” [[said|whispered|decided]] {hero}.

      They went on, [[careful as could be|on tiptoe|as gently as they could]], and the ants never even noticed[[.|, not one of them.]]
      `,
      `
      Una fila de hormigas cortahojas cruzaba el sendero [[junto {station.al}|delante de ellos|de un lado a otro de la selva]], [[miles de ellas|cientos y cientos|más de las que nadie podría contar]], cada una con [[una hojita verde a cuestas|un trocito de hoja como una vela|una hoja más grande que ella]].
      El camino estaba lleno de hormigas en marcha, un largo río verde de hojas con patitas diminutas.

      —No podemos pisarlas —dijo {hero}—. [[Están trabajando muchísimo.|Están muy ocupadas.|Tienen un trabajo importante.]]

      ?young {hero} y {companion} esperaron con paciencia, [[contando hormigas|contando hasta cien|tarareando una canción|mirando pasar las hojas]], hasta que hubo un hueco en la fila[[|, justo del tamaño necesario|, y pasaron de un saltito]].
      ?old {hero} se fijó en que las hormigas rodeaban un tronco caído, y en que el tronco hacía de puente justo por encima de la fila.

      ?old —[[Podemos ir por el tronco, por encima de las hormigas, sin tocar ni una|El tronco es nuestro puente, justo por encima de ellas|Por el tronco, y las hormigas ni se enteran]] —[[dijo|susurró|decidió]] {hero}.

      Siguieron adelante [[con muchísimo cuidado|de puntillas|con toda la suavidad del mundo]], y las hormigas ni se enteraron[[.|, ni una sola.]]
      `,
    ),
  ],
};
