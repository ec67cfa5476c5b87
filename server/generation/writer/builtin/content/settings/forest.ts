/** The Whispering Wood: old trees, a chattering stream, and an oak older than anyone remembers. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const FOREST: SettingDef = {
  key: 'forest',
  place: noun('Whispering Wood', 'bosque susurrante', 'm'),
  edge: noun('edge of the wood', 'linde del bosque', 'm'),
  heart: noun('hollow of the oldest oak', 'hueco del roble más viejo', 'm'),
  heartAt: { en: 'by', es: 'junto a' },
  landmarks: [
    noun('old stone bridge', 'viejo puente de piedra', 'm'),
    noun('mossy log', 'tronco cubierto de musgo', 'm'),
    noun('fern dell', 'hondonada de los helechos', 'f'),
    noun('babbling brook', 'arroyo cantarín', 'm'),
    noun('ring of toadstools', 'corro de setas', 'm'),
    noun('tallest pine', 'pino más alto', 'm'),
  ],
  ground: [noun('moss', 'musgo', 'm'), noun('leafy ground', 'suelo de hojas', 'm')],
  travel: {
    en: lines(
      `along the winding path\nunder the old trees, along the lane\nalong a mossy path that twisted like a ribbon\nover roots and under branches, deeper into the trees\nbeside the chattering stream\nalong a deer track through the ferns\nacross a carpet of old brown leaves`,
    ),
    es: lines(
      `por el sendero que serpenteaba\nbajo los árboles viejos, por el camino\npor un sendero de musgo que se retorcía como una cinta\npor encima de raíces y por debajo de ramas, cada vez más adentro\njunto al arroyo charlatán\npor un camino de ciervos entre los helechos\npor una alfombra de hojas viejas y marrones`,
    ),
  },
  camp: {
    en: lines(`in a snug hollow under the roots of a great oak\nbeneath a tall pine, on a bed of soft moss`),
    es: lines(
      `en un hueco calentito bajo las raíces de un gran roble\nbajo un pino muy alto, sobre un colchón de musgo`,
    ),
  },
  sounds: {
    en: lines(`
      a woodpecker tapped on a tree: tap-tap-tap
      the leaves whispered secrets to each other
      a cuckoo called from far away
      a little stream chattered over the stones
      the old trees creaked like rocking chairs
      a blackbird sang a long, silver song
      an owl hooted once, though it was not yet night
      twigs snapped softly under their feet
      a squirrel chattered crossly from a branch
      a woodpigeon clapped its wings and flew off
      somewhere a tiny waterfall tinkled
      a jay screeched and flapped away
      the wind hushed through the pine needles
      acorns pattered down from an oak
      a robin sang a bright little song
    `),
    es: lines(`
      un pájaro carpintero golpeaba un tronco: toc, toc, toc
      las hojas se contaban secretos unas a otras
      un cuco cantaba a lo lejos
      un arroyuelo charlaba entre las piedras
      los árboles viejos crujían como mecedoras
      un mirlo cantaba una canción larga y plateada
      un búho ululó una vez, aunque aún no era de noche
      las ramitas crujían bajito bajo sus pies
      una ardilla parloteaba enfadada desde una rama
      una paloma torcaz aplaudió con las alas y se fue volando
      en algún sitio tintineaba una cascada diminuta
      un arrendajo chilló y se fue aleteando
      el viento susurraba entre las agujas de pino
      caían bellotas de un roble: toc, toc
      un petirrojo cantaba una cancioncita alegre
    `),
  },
  smells: {
    en: lines(
      `warm pine needles\ndamp moss and mushrooms\nwild strawberries\nfresh rain on leaves\nsweet honeysuckle\npine cones warming in the sun\nwet bark\nwild garlic\nearth after rain`,
    ),
    es: lines(
      `agujas de pino calentitas\nmusgo húmedo y setas\nfresas silvestres\nlluvia fresca sobre las hojas\nmadreselva dulce\npiñas calentándose al sol\ncorteza mojada\najo silvestre\ntierra después de la lluvia`,
    ),
  },
  sights: {
    en: lines(`
      sunlight made golden spots on the ground
      a fern uncurled like a green fiddle
      tiny mushrooms wore red hats with white dots
      a spider's web sparkled with dew
      the trees stood tall, like quiet giants
      a beam of light fell through the leaves like a golden ribbon
      moss grew on the trunks like soft green socks
      a deer's ears flicked behind a bush
      bluebells made a blue carpet under the trees
      a fallen log was covered in tiny yellow mushrooms
      old leaves crackled gold and brown along the path
      a fox's red tail vanished behind a tree
      the path was striped with sun and shadow
      a hollow tree had a tiny door-shaped hole
      a line of ants carried crumbs across a root
    `),
    es: lines(`
      la luz del sol dibujaba manchitas doradas en el suelo
      un helecho se desenrollaba como un violín verde
      unas setas diminutas llevaban sombreros rojos con lunares blancos
      una telaraña brillaba llena de rocío
      los árboles se alzaban como gigantes silenciosos
      un rayo de luz caía entre las hojas como una cinta dorada
      el musgo crecía en los troncos como calcetines verdes y blanditos
      unas orejas de ciervo se movieron detrás de un arbusto
      las campanillas azules hacían una alfombra bajo los árboles
      un tronco caído estaba cubierto de setitas amarillas
      las hojas viejas crujían doradas y marrones por el camino
      la cola roja de un zorro desapareció detrás de un árbol
      el camino estaba rayado de sol y de sombra
      un árbol hueco tenía un agujerito con forma de puerta
      una fila de hormigas llevaba migas por encima de una raíz
    `),
  },
  creatures: [
    noun('tiny snail', 'caracol diminuto', 'm'),
    noun('ladybird', 'mariquita', 'f'),
    noun('little beetle', 'escarabajo pequeñito', 'm'),
    noun('young deer', 'cervatillo', 'm'),
    noun('wood mouse', 'ratón de campo', 'm'),
    noun('red squirrel', 'ardilla roja', 'f'),
    noun('little hedgehog', 'erizo pequeñito', 'm'),
    noun('wren', 'chochín', 'm'),
  ],
  countables: [
    { en: ['pinecone', 'pinecones'], es: ['piña', 'piñas', 'f'] },
    { en: ['mushroom', 'mushrooms'], es: ['seta', 'setas', 'f'] },
  ],
  arrive: bi(
    `
    The trees were [[tall and kind|tall and [old|venerable] and friendly|straight and tall|broad and gentle]], and their leaves made [[a green roof overhead|a roof of green lace|a ceiling full of little windows of sky]][[.|, and the path was soft with moss.|, rustling softly.]]
    [[Inside the wood|Under the branches|Among the trees|Once they were in among the trunks|Deeper in]], the light turned [[green and gold|soft and green|dappled and golden|to the colour of lime jelly|speckled like a thrush's egg|the soft green of pond water]][[.|, and everything smelled of moss and pine.|, and their footsteps went quiet on the moss.|, and {companion} stopped to stare.|, all the way to {station}.]]
    [[Under the first trees|A few steps in|Past the first big oak]], the air [[grew cool and still|smelled of moss and bark|was full of birdsong|was [fresh|delightfully fresh]]], and [[sunbeams slanted between the trunks|ferns brushed their knees|a woodpecker was busy somewhere]][[.|, as if the wood were saying hello.]]

    [[The leaves really did whisper|The leaves truly whispered|Up above, the leaves were whispering|All around them the leaves whispered]], [[just as {helper} had said|exactly as {helper} had promised|the way {helper} had told them they would|just as {helper} had said they would]][[.|, soft and secret.|, and {companion} tried to whisper back.|, as if telling each other about {want}.|, like pages turning in a book.]]
    [[Every leaf seemed to whisper|Each leaf seemed to murmur|The whole wood seemed to sigh|The branches seemed to say]] “[[welcome, welcome|hello, hello|come in, come in|this way, this way|hush now, hush|we've been waiting for you]]”[[.|, and {hero} whispered back.|, and {companion} listened with {companion.his} head on one side.]]

    A [[squirrel|rabbit|hedgehog|little wren]] peeped out [[to see who had come|from behind a trunk|from under a fern]][[.|, and then was gone again.|, and twitched its nose at them.|, and hid again with a flick.|, and watched {companion} very carefully.]]
    A [[blackbird|robin|little brown thrush]] hopped along beside them for a while, as if [[showing the way|it were their guide|it had somewhere to show them]][[.|, and then flew off with a chirp.|, chattering about {want}.|, and then vanished among the leaves.]]
    `,
    `
    Los árboles eran [[altos y amables|altos, viejos y simpáticos|rectos y altos|anchos y tranquilos]], y sus hojas formaban [[un techo verde|un techo de encaje verde|un techo lleno de ventanitas de cielo]][[.|, y el camino estaba blandito de musgo.|, y crujían bajito.]]
    [[Dentro del bosque|Bajo las ramas|Entre los árboles|Ya entre los troncos|Más adentro]], la luz se volvía [[verde y dorada|suave y verde|moteada y dorada|del color de la gelatina de lima|moteada como un huevo de tordo|verde como el agua de un estanque]][[.|, y todo olía a musgo y a pino.|, y sus pasos se volvían silenciosos sobre el musgo.|, y {companion} se paró a mirar.|, hasta {station}.]]
    [[Bajo los primeros árboles|A los pocos pasos|Pasado el primer roble grande]], el aire [[se volvió fresco y quieto|olía a musgo y a corteza|estaba lleno de cantos de pájaros]], y [[los rayos de sol se colaban entre los troncos|los helechos les rozaban las rodillas|un pájaro carpintero trabajaba en algún sitio]][[.|, como si el bosque les diera la bienvenida.]]

    [[Las hojas susurraban de verdad|Las hojas susurraban, ya lo creo|Allá arriba, las hojas cuchicheaban|Alrededor, las hojas murmuraban]], [[tal como había dicho {helper}|justo como había prometido {helper}|como les había contado {helper}]][[.|, suave y en secreto.|, y {companion} intentó contestarles.|, como si hablaran {want.del}.|, como páginas de un libro.]]
    [[Cada hoja parecía susurrar|Cada hoja parecía murmurar|Todo el bosque parecía suspirar|Las ramas parecían decir]] «[[bienvenidos, bienvenidos|hola, hola|pasad, pasad|por aquí, por aquí|chis, despacito|os estábamos esperando]]»[[.|, y {hero} contestó en un susurro.|, y {companion} escuchaba con la cabeza ladeada.]]

    [[Una ardilla se asomó|Un conejo se asomó|Un erizo se asomó|Un chochín se asomó]] [[para ver quién había llegado|por detrás de un tronco|por debajo de un helecho]][[.|, y enseguida desapareció.|, y los miró con curiosidad.|, y se escondió otra vez de un brinco.|, y no le quitó ojo a {companion}.]]
    [[Un mirlo|Un petirrojo|Un tordo pequeñito]] los acompañó un rato dando saltitos, como si [[les enseñara el camino|fuera su guía|tuviera algo que enseñarles]][[.|, y luego se fue volando con un trino.|, charlando sin parar.|, y luego desapareció entre las hojas.]]
    `,
  ),
  obstacles: [
    bi(
      `
      A [[great|huge|thick, prickly]] tangle of brambles had grown right across the way[[.|, taller than {hero}.|, full of thorns and blackberries.]]
      The brambles were [[prickly and thick|thick and thorny|tangled and spiky]], and there was [[no way through|no gap anywhere|no path at all]][[.|, not even a little one.]]

      “[[Ouch|Ow|Ooh, prickly]]!” said {companion}, [[touching a thorn|pulling back from a thorn|sucking a sore spot]][[.|, and glared at the brambles.]]
      They tried to push through, but the brambles [[held on to|caught|snagged]] {hero.s} [[sleeve|jumper|scarf]][[.|, as if they did not want them to go.]]

      ?young {hero} remembered {helper.s} words: “[[If you can't go through, go around|When the way is blocked, look for the way round|Brambles always end somewhere, so walk until they do]][[|, and take your time|, little one]].”
      ?young {companion} found a little tunnel [[low down|near the ground|by {station}|right at the bottom]], where the brambles arched like [[a doorway|a tiny front door|a green tent|a little round window]][[|, just big enough for them|, and waved {hero} over]].
      ?old {hero} [[crouched down|knelt on the moss|bent right down|lay flat on {ground}]] and noticed a narrow, [[rabbit-sized|badger-sized|fox-sized]] tunnel at the bottom, worn smooth by [[small feet|many small paws|years of little visitors]].

      ?old “[[Rabbits use this|Somebody small comes this way every day|This is a little animals' road]],” [[said|whispered|announced]] {hero}. “[[If we crawl, we'll fit too|On hands and knees, we'll squeeze through|If we go low and slow, there's room for us]][[|, and the thorns can't reach us|, I'm sure of it]].”

      Very carefully, on hands and knees, they crawled through[[.|, one after the other.|, trying not to giggle.]]
      At the other end, they stood up, [[laughing|brushing themselves off|grinning]], with [[leaves|twigs|bits of bramble]] in their hair[[.|, and not a single scratch.]]
      `,
      `
      Una maraña [[enorme|gigante|espesa y llena de pinchos]] de zarzas había crecido justo en medio del camino[[.|, más alta que {hero}.|, llena de espinas y de moras.]]
      Las zarzas [[pinchaban y eran tan espesas|eran tan espesas y tenían tantas espinas|estaban tan enredadas]] que no había [[forma de pasar|ni un hueco|camino ninguno]][[.|, ni chiquitito.]]

      —¡[[Ay|Uy|Ay, cómo pincha]]! —dijo {companion}, [[tocando una espina|apartándose de una espina|chupándose el sitio que le dolía]][[.|, y miró a las zarzas con mala cara.]]
      Intentaron atravesarlas, pero las zarzas se enganchaban en [[la manga|el jersey|la bufanda]] de {hero}[[.|, como si no quisieran dejarles ir.]]

      ?young {hero} se acordó de lo que decía {helper}: «[[Si no puedes pasar por el medio, rodea|Cuando el camino se cierra, busca la vuelta|Las zarzas siempre se acaban en algún sitio]][[|, y sin prisas|, cariño]]».
      ?young {companion} encontró un tunelito [[abajo del todo|a ras de suelo|junto {station.al}|en la parte de abajo]], donde las zarzas formaban un arco como [[una puerta|una puertecita de casa|una tienda de campaña verde|una ventanita redonda]][[|, justo de su tamaño|, y llamó a {hero}]].
      ?old {hero} [[se agachó|se arrodilló en el musgo|se tumbó en {ground}|se puso en cuclillas]] y vio un túnel estrecho al pie de las zarzas, del tamaño de [[un conejo|un tejón|un zorro]], alisado por [[muchas patitas|años de visitas pequeñas|patas y más patas]].

      ?old —[[Por aquí pasan los conejos|Alguien pequeño pasa por aquí cada día|Esto es un camino de animalitos]] —[[dijo|susurró|anunció]] {hero}—. [[Si vamos a gatas, cabemos|A gatas, pasamos seguro|Si vamos agachados y despacio, hay sitio]][[|, y las espinas no llegan|, ya veréis]].

      Con muchísimo cuidado, a gatas, lo atravesaron[[.|, uno detrás de otro.|, intentando no reírse.]]
      Al otro lado se pusieron de pie, [[riéndose|sacudiéndose|sonriendo]], con [[hojas|ramitas|trocitos de zarza]] en el pelo[[.|, y ni un solo arañazo.]]
      `,
    ),
    bi(
      `
      The stepping stones across the stream were [[wet and wobbly|green and slippery|few and far apart]][[.|, and the water was in a hurry.]]
      To go on, they had to cross the stream on a row of [[slippery|mossy|wobbly]] stones[[.|, with the water rushing between them.]]

      {companion} put one foot on the first stone, and it [[wobbled|tipped|rocked]]. “[[Whoa!|Eek!|Oops!]]”[[| {companion} hopped back.| That was close.]]
      The water [[rushed and gurgled|splashed and chattered|swirled and bubbled]], [[cold and quick|icy and fast|quick and clear]][[.|, between the stones.]]

      ?young {hero} found a long [[stick|hazel stick|branch|straight stick]] [[to lean on|to help with balance|by {station}]], like [[a walking stick|a wizard's staff|a grandpa's cane|a shepherd's crook]][[|, and felt much steadier|, and {companion} was very impressed]].
      ?young “[[Let's go one stone at a time|One stone, then the next one|Slowly, one stone after another]],” [[said|whispered|decided]] {hero}, “[[and stay close together|and I'll go first|and don't look at the water|and no hopping]].”
      ?old {hero} picked up a [[long stick|fallen branch|straight hazel stick]] [[and tapped each stone before stepping on it|and tested every stone with it first|and poked each stone to see if it rocked]][[|, like a careful heron|, while the water chuckled]].

      ?old “[[The dry, flat stones are steady|The pale, flat stones don't move|Dry stones are friendly stones]],” [[said|explained|decided]] {hero}. “[[The dark, shiny ones are slippery|The shiny green ones will tip us in|The wet ones are the tricky ones]]. [[Only step on the dry ones|We'll only use the dry ones|Dry ones only, all the way across]].”

      [[Tap, step, tap, step, over the water.|Tap, tap, step, across the stream.|Test and step, test and step, past {station}.|Tap went the stick, and step went {hero}.]] [[One stone, then the next, then the next.|Stone by stone they crossed over.|Slowly, slowly, all the way over.|Nobody fell in, not even once.]]
      With a last little jump, they were across, and only [[one sock was wet|one toe got splashed|{companion.s} nose was splashed]][[.|, which hardly counted.]]
      `,
      `
      Las piedras para cruzar el arroyo estaban [[mojadas y se tambaleaban|verdes y resbaladizas|muy separadas unas de otras]][[.|, y el agua tenía prisa.]]
      Para seguir, tenían que cruzar el arroyo por una fila de piedras [[resbaladizas|llenas de musgo|que se movían]][[.|, con el agua corriendo entre ellas.]]

      {companion} puso una pata en la primera piedra, y [[se tambaleó|se inclinó|se meneó]]. —¡[[Uy|Ay|Huy, huy]]![[| ¡Por poco!]]
      El agua [[corría y borboteaba|salpicaba y charlaba|daba vueltas y burbujeaba]], [[fría y rápida|helada y veloz|rápida y clara]][[.|, entre las piedras.]]

      ?young {hero} encontró [[un palo largo|una vara de avellano|una rama recta|un palo muy derecho]] [[para apoyarse|para no perder el equilibrio|junto {station.al}]], como [[un bastón|el cayado de un pastor|la vara de un mago|el bastón de un abuelo]][[|, y se sintió mucho más firme|, y a {companion} le pareció buenísima idea]].
      ?young —[[Vamos piedra a piedra|Una piedra, y luego la otra|Despacito, de piedra en piedra]] —[[dijo|susurró|decidió]] {hero}—, [[y muy cerquita|y yo voy delante|y sin mirar el agua|y nada de saltos]].
      ?old {hero} cogió [[un palo largo|una rama caída|una vara de avellano]] y [[tanteó cada piedra antes de pisarla|probó cada piedra antes de poner el pie|dio golpecitos a cada piedra por si se movía]][[|, como una garza prudente|, mientras el agua se reía]].

      ?old —[[Las piedras secas y planas son firmes|Las piedras claras y planas no se mueven|Las piedras secas son piedras amigas]] —[[dijo|explicó|decidió]] {hero}—. [[Las oscuras y brillantes resbalan|Las verdes y brillantes nos tirarían al agua|Las mojadas son las traicioneras]]. [[Pisemos solo las secas|Solo pisaremos las secas|Secas nada más, hasta el otro lado]].

      [[Toc, paso, toc, paso, sobre el agua.|Toc, toc, paso, por el arroyo.|Pruebo y piso, pruebo y piso, junto {station.al}.|Toc, hacía el palo, y paso, hacía {hero}.]] [[Una piedra, y otra, y otra más.|Piedra a piedra, cruzaron.|Despacito, despacito, hasta el otro lado.|Nadie se cayó, ni una sola vez.]]
      Con un último saltito, llegaron al otro lado, y solo [[se les había mojado un calcetín|se les había salpicado un dedo|a {companion} le había salpicado la nariz]][[.|, lo cual casi no contaba.]]
      `,
    ),
  ],
};
