/** Moonstone Castle: towers like pointed hats, a kitchen that smells of bread, and a tower room at the top. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const CASTLE: SettingDef = {
  key: 'castle',
  place: noun('!Moonstone Castle', 'castillo de Piedraluna', 'm'),
  edge: noun('castle gate', 'puerta del castillo', 'f'),
  heart: noun('room at the top of the tallest tower', 'habitación de lo alto de la torre más alta', 'f'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('great hall', 'gran salón', 'm'),
    noun('spiral staircase', 'escalera de caracol', 'f'),
    noun('castle kitchen', 'cocina del castillo', 'f'),
    noun('rose garden', 'rosaleda', 'f'),
    noun('portrait gallery', 'galería de los retratos', 'f'),
    noun('old library', 'vieja biblioteca', 'f'),
  ],
  ground: [noun('stone floor', 'suelo de piedra', 'm'), noun('long red carpet', 'alfombra roja', 'f')],
  travel: {
    en: lines(
      `along the long castle road\nby the old road over the hills\nup the long hill road, with the flags in sight\nover the little stone bridge and along the castle wall\nalong the avenue of tall trees that led to the gate\nup the cobbled lane, clip-clop, past the blacksmith's\nthrough the orchard below the castle walls`,
    ),
    es: lines(
      `por el largo camino del castillo\npor el viejo camino de las colinas\npor la larga cuesta del camino, con las banderas a la vista\npor el puentecito de piedra y a lo largo de la muralla\npor la avenida de árboles altos que llevaba a la puerta\npor la callejuela empedrada, pasando junto a la herrería\npor el huerto que había al pie de las murallas`,
    ),
  },
  camp: {
    en: lines(`in a window seat piled high with cushions\nin a little guest room with a bed fit for a king`),
    es: lines(
      `en un banco junto a la ventana, lleno de cojines\nen un cuartito de invitados con una cama digna de un rey`,
    ),
  },
  sounds: {
    en: lines(`
      a suit of armour creaked as if it were stretching
      footsteps echoed along a stone corridor
      a flag flapped on top of a tower
      somewhere, a clock went tick, tock, tick
      a kind voice was singing in the kitchen
      doves cooed on the battlements
      a trumpet played three bright notes from the gatehouse
      the cook banged a spoon on a big copper pot
      a horse clip-clopped across the courtyard
      keys jingled on somebody's belt
      the great doors boomed shut somewhere far away
      a harp played softly in a high room
      the moat water lapped against the wall
      a page ran up the stairs two at a time
      the portcullis rattled as it rose
    `),
    es: lines(`
      una armadura crujió como si se estuviera desperezando
      unos pasos resonaban por un pasillo de piedra
      una bandera ondeaba en lo alto de una torre
      en algún sitio, un reloj hacía tic, tac, tic
      una voz amable cantaba en la cocina
      las palomas zureaban en las almenas
      una trompeta tocó tres notas alegres desde la puerta
      la cocinera golpeaba una olla de cobre con una cuchara
      un caballo cruzó el patio: cloc, cloc
      unas llaves tintineaban en el cinturón de alguien
      las grandes puertas se cerraron con un golpe sordo, muy lejos
      un arpa sonaba bajito en una sala alta
      el agua del foso lamía la muralla
      un paje subía las escaleras de dos en dos
      el rastrillo traqueteaba al subir
    `),
  },
  smells: {
    en: lines(
      `fresh bread from the castle kitchen\nold books and candle wax\nroses from the garden\npolished wood\nwarm apple pie\nwood smoke from the great fireplace\nwarm stones\nhoney cakes\nlavender from the linen cupboard`,
    ),
    es: lines(
      `pan recién hecho de la cocina del castillo\nlibros viejos y cera de vela\nrosas del jardín\nmadera encerada\ntarta de manzana calentita\nhumo de leña de la gran chimenea\npiedras calentitas\npastelitos de miel\nlavanda del armario de la ropa`,
    ),
  },
  sights: {
    en: lines(`
      colourful flags fluttered from every tower
      sunlight came through the coloured windows in stripes of red and blue
      tapestries showed dragons and unicorns and ships
      the towers stood tall against the sky
      a long table was set with silver plates
      tiny specks of dust danced in the light
      a row of shields shone along the wall
      a spiral staircase curled up out of sight
      a cat slept in a patch of sun on the stone floor
      banners of blue and gold hung from the ceiling
      a suit of armour held a feather duster instead of a sword
      swans glided on the moat
      a knight's helmet had a red plume on top
      the drawbridge chains were as thick as an arm
      a painted ceiling was covered in golden stars
    `),
    es: lines(`
      ondeaban banderas de colores en todas las torres
      el sol entraba por las vidrieras en franjas rojas y azules
      los tapices mostraban dragones, unicornios y barcos
      las torres se alzaban altas contra el cielo
      una mesa larguísima estaba puesta con platos de plata
      unas motitas de polvo bailaban en la luz
      una fila de escudos brillaba a lo largo del muro
      una escalera de caracol subía hasta perderse de vista
      un gato dormía en una mancha de sol sobre el suelo de piedra
      colgaban del techo estandartes azules y dorados
      una armadura sujetaba un plumero en vez de una espada
      los cisnes se deslizaban por el foso
      el casco de un caballero tenía un penacho rojo
      las cadenas del puente levadizo eran gruesas como un brazo
      un techo pintado estaba lleno de estrellas doradas
    `),
  },
  creatures: [
    noun('castle cat', 'gata del castillo', 'f'),
    noun('white dove', 'paloma blanca', 'f'),
    noun('little mouse', 'ratoncito', 'm'),
    noun('grey spider', 'araña gris', 'f'),
    noun('sparrow', 'gorrión', 'm'),
    noun('tame raven', 'cuervo manso', 'm'),
    noun('little bat', 'murcielaguito', 'm'),
    noun('kitchen kitten', 'gatita de la cocina', 'f'),
  ],
  countables: [
    { en: ['tower', 'towers'], es: ['torre', 'torres', 'f'] },
    { en: ['window', 'windows'], es: ['ventana', 'ventanas', 'f'] },
  ],
  arrive: bi(
    `
    The castle was even bigger up close, with towers like [[tall, pointy hats|upside-down ice-cream cones|sharpened pencils|wizards' hats]][[.|, and flags fluttering on every one.|, and windows that twinkled.]]
    The drawbridge came down with a [[long, slow creak|great, groaning creak|rattle of chains|clank and a thump]][[.|, and settled across the moat.|, and {companion} jumped.]]
    [[Up close|From the end of the road|At the top of the hill]], the castle [[was [huge|enormous]|looked even [grander|more magnificent]|seemed to reach the clouds]]: [[grey stone walls|great stone walls|tall walls of honey-coloured stone]], [[flags on every tower|a moat that shone|banners snapping in the breeze]], and [[a gate big enough for a giant|a door studded with iron|a drawbridge waiting to come down]].

    A guard with [[a very big moustache|a shiny helmet|a feather in his hat|rosy cheeks and a kind face]] waved them in[[.|, and winked.|, with a bow.|, and said, “Welcome, travellers!”]]
    Inside the gate, a courtyard was full of [[people hurrying about|[busy|bustling] servants|bustle and chatter|cooks and pages and dogs|people carrying baskets and buckets]][[.|, and nobody stood still for a moment.|, and somewhere a trumpet played.]]
    [[A page boy|A little maid|A kitchen cat|A herald in a striped coat]] [[ran past|hurried by|trotted across the courtyard]] [[with a tray of tarts|with a message|with a very important look]], [[and bowed to them|and waved|and nearly tripped over {companion}]].

    [[High above them all|Above every roof and wall|Higher than the flags|Taller than anything else]] rose the tallest tower, with [[one little window at the very top|a little round window right at the top|a single window, high as a bird's nest|one window that caught the light|a window shaped like a keyhole]][[.|, and a flag flapping above it.|, where something seemed to glint.|, and {companion} could not stop staring at it.|, as if it knew a secret about {want}.]]
    [[Above the rooftops|Over everything|Right in the middle]], [[one tower|the tallest tower|a thin, tall tower]] [[rose higher than all the rest|pointed at the sky|stood up above the others]], [[with a tiny window at the top|and its window winked in the light|and a flag fluttered at its tip]].
    `,
    `
    De cerca, el castillo era aún más grande, con torres como [[sombreros altos y puntiagudos|cucuruchos de helado del revés|lápices con punta|gorros de mago]][[.|, y una bandera ondeando en cada una.|, y ventanas que brillaban.]]
    El puente levadizo bajó con un [[crujido largo y lento|gran crujido quejumbroso|tintineo de cadenas|clanc y un golpe sordo]][[.|, y se quedó quieto sobre el foso.|, y {companion} dio un respingo.]]
    [[De cerca|Desde el final del camino|Desde lo alto de la colina]], el castillo [[era enorme|parecía todavía más grande|parecía tocar las nubes]]: [[murallas de piedra gris|grandes muros de piedra|murallas altas de piedra color miel]], [[banderas en todas las torres|un foso que brillaba|estandartes ondeando al viento]], y [[una puerta por la que cabría un gigante|un portón con clavos de hierro|un puente levadizo esperando para bajar]].

    Un guardia con [[un bigote enorme|un casco brillante|una pluma en el sombrero|mofletes colorados y cara amable]] les hizo señas para que entraran[[.|, y les guiñó un ojo.|, con una reverencia.|, y dijo: «¡Bienvenidos, viajeros!».]]
    ?!toddler Al otro lado de la puerta, un patio estaba lleno de [[gente que iba y venía deprisa|ajetreo y charla|cocineros, pajes y perros|gente cargando cestas y cubos]][[.|, y nadie se estaba quieto ni un momento.|, y en algún sitio sonaba una trompeta.]]
    [[Un paje|Una doncellita|Un gato de las cocinas|Un heraldo con chaqueta de rayas]] [[pasó corriendo|pasó deprisa|cruzó el patio trotando]] [[con una bandeja de tartas|con un mensaje|con cara de importancia]], [[y les hizo una reverencia|y les saludó|y casi tropieza con {companion}]].

    [[Por encima de todo|Por encima de tejados y murallas|Más alta que las banderas|Más alta que nada]] se alzaba la torre más alta, con [[una ventanita arriba del todo|una ventana redonda en lo más alto|una sola ventana, alta como un nido|una ventana que reflejaba la luz|una ventana con forma de cerradura]][[.|, y una bandera encima.|, donde algo parecía brillar.|, y {companion} no podía dejar de mirarla.|, como si supiera algo {want.del}.]]
    [[Por encima de los tejados|Sobre todo lo demás|Justo en el centro]], [[una torre|la torre más alta|una torre alta y delgada]] [[subía más que ninguna|señalaba al cielo|asomaba por encima de las otras]], [[con una ventanita en lo alto|y su ventana guiñaba con la luz|y una bandera ondeaba en la punta]].
    `,
  ),
  obstacles: [
    bi(
      `
      The door ahead was locked, and the key was [[nowhere to be seen|nowhere at all|not under the mat]][[.|, which was very annoying.]]
      A tall [[wooden|oak|iron-studded]] door blocked the way, and it would not open[[.|, however hard they pushed.]]

      {companion} [[rattled the handle|jiggled the handle|tugged at the handle|pushed the door with all {companion.his} might]]. {hero} [[knocked|knocked twice, rat-a-tat|knocked politely with one knuckle|knocked and called “Hello?”|tapped three times on the wood]]. [[Nobody came.|Nothing happened at all.|Nobody answered, not even an echo.|The door stayed shut, very stiff and proud.]]

      ?young Then the castle cat [[strolled up|padded over|came trotting along|appeared from nowhere]], sat down, and [[looked at the doormat|stared at the doormat|patted the doormat]]. [[Under the doormat was the key|And there, under the mat, lay the key|When they lifted the mat, there was the key|Hiding under the mat was the big key]]!
      ?old {hero} noticed the castle cat sitting by the door, staring at one particular flagstone, the only one that wobbled.

      ?old “[[Cats always know where things are hidden|A cat always knows a secret|Never ignore a cat who is staring]],” [[said|whispered|smiled]] {hero}, and lifted the wobbly stone. [[Underneath lay a big iron key|Under it lay a heavy iron key|There, in the dust, was a big old key]][[.|, cold and rusty.|, as long as {hero.his} hand.]]

      With a [[clunk and a creak|creak and a groan|click and a squeak]], the door opened[[.|, slowly.|, at last.]]
      The castle cat purred and wound round their legs, [[very pleased with itself|as if it had done it all|with its tail held high]][[.|, and then stalked off.]]
      `,
      `
      La puerta estaba cerrada con llave, y la llave no aparecía [[por ninguna parte|por ningún sitio|ni debajo del felpudo]][[.|, qué fastidio.]]
      Una puerta [[de madera muy alta|de roble muy alta|alta, con clavos de hierro]] les cerraba el paso, y no se abría[[.|, por mucho que empujaran.]]

      {companion} [[sacudió el picaporte|movió el picaporte|tiró del picaporte|empujó la puerta con todas sus fuerzas]]. {hero} [[llamó a la puerta|llamó dos veces, toc, toc|llamó con educación, con los nudillos|llamó y dijo «¿hola?»|dio tres golpecitos en la madera]]. [[No vino nadie.|No pasó nada de nada.|Nadie contestó, ni siquiera el eco.|La puerta siguió cerrada, muy tiesa.]]

      ?young Entonces [[llegó la gata del castillo|apareció la gata del castillo|llegó trotando la gata del castillo]], se sentó y [[se quedó mirando el felpudo|miró fijamente el felpudo|dio unos toquecitos al felpudo]]. ¡[[Debajo del felpudo estaba la llave|Y allí, bajo el felpudo, estaba la llave|Al levantar el felpudo, apareció la llave]]!
      ?old {hero} se fijó en que la gata del castillo estaba sentada junto a la puerta, mirando fijamente una losa, la única que se movía.

      ?old —[[Los gatos siempre saben dónde se esconden las cosas|Un gato siempre sabe un secreto|Cuando un gato mira fijo, hay que hacerle caso]] —[[dijo|susurró|dijo sonriendo]] {hero}, y levantó la losa que se movía. [[Debajo había una gran llave de hierro|Debajo apareció una llave de hierro muy pesada|Allí, entre el polvo, había una llave grande y vieja]][[.|, fría y oxidada.]]

      Con un [[clonc y un crujido|crujido y un quejido|clic y un chirrido]], la puerta se abrió[[.|, despacito.|, por fin.]]
      La gata del castillo ronroneó y se les enroscó entre las piernas, [[muy satisfecha|como si lo hubiera hecho todo ella|con la cola bien alta]][[.|, y luego se fue muy digna.]]
      `,
    ),
    bi(
      `
      The corridor ahead was [[dark|pitch dark|dim and gloomy]], because every candle had gone out[[.|, one after another.]]
      A long, dark corridor stretched ahead, and a [[draught|gust|cold breath of air]] had blown out all the candles[[.|, every single one.]]

      “[[I can't see a thing|I can't see my own {feet.bare}|It's darker than a pocket in here|Not a single star in here]],” [[whispered|murmured|breathed]] {companion}[[.|, holding on tight.|, and bumped into {hero}.|, very close to {hero}.]]

      ?young {hero} [[held {companion.s} paw|kept {companion} close|walked right beside {companion}]], and they [[sang a little song|hummed a tune|sang about {want}|whistled softly]] to be brave as they walked[[|, step by step|, through the dark]].
      ?old {hero} put one hand on the [[cool stone wall|cold, bumpy wall|smooth old wall]]. “[[If we keep one hand on the wall, we can't get lost|The wall will show us the way|As long as we touch the wall, we're going the right way]],” [[said|whispered|decided]] {hero}.

      ?old They walked slowly, counting the doors as they passed: one, two, three, four. [[At the fifth, light shone under the door|Under the fifth door, a line of light glowed|The fifth door had a golden light beneath it|From under the fifth came a warm glow]].

      At the end of the corridor, a [[friendly servant|kind old servant|little page with a taper]] lit the candles again, and everything glowed [[gold|warm and golden|like honey]][[.|, and they could see the way.]]
      `,
      `
      El pasillo estaba [[a oscuras|oscurísimo|en penumbra]], porque se habían apagado todas las velas[[.|, una detrás de otra.]]
      Delante se extendía un pasillo largo y oscuro, y [[una corriente de aire|una ráfaga|un soplo de aire frío]] había apagado todas las velas[[.|, todas y cada una.]]

      —[[No veo nada de nada|No veo ni dónde piso|Aquí no se ve ni una estrella|Esto está más oscuro que un bolsillo]] —[[susurró|murmuró|dijo muy bajito]] {companion}[[.|, agarrándose fuerte.|, y chocó con {hero}.|, muy cerquita de {hero}.]]

      ?young {hero} [[le dio la pata a {companion}|iba muy cerca de {companion}|caminaba al lado de {companion}]], y [[cantaron una cancioncita|tararearon una canción|cantaron una canción sobre {want}|silbaron bajito]] para ser valientes mientras andaban[[|, paso a paso|, por la oscuridad]].
      ?old {hero} apoyó una mano en la pared [[de piedra fría|fría y llena de bultos|vieja y lisa]]. —[[Si no soltamos la pared, no nos podemos perder|La pared nos enseñará el camino|Mientras toquemos la pared, vamos bien]] —[[dijo|susurró|decidió]] {hero}.

      ?old Caminaron despacio, contando las puertas: una, dos, tres, cuatro. [[Por debajo de la quinta se veía luz|Bajo la quinta puerta brillaba una raya de luz|La quinta tenía una luz dorada debajo|Por debajo de la quinta salía un resplandor]].

      Al final del pasillo, [[un criado muy amable|un criado viejo y simpático|un pajecito con una vela]] volvió a encender las velas, y todo brilló [[dorado|cálido y dorado|como la miel]][[.|, y ya se veía el camino.]]
      `,
    ),
  ],
};
