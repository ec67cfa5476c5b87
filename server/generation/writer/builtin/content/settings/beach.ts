/** Seashell Bay: dunes, rock pools and an old lighthouse on the point. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const BEACH: SettingDef = {
  key: 'beach',
  place: noun('!Seashell Bay', 'bahía de las caracolas', 'f'),
  edge: noun('sand dunes', 'dunas', 'fp'),
  heart: noun('old lighthouse on the point', 'viejo faro de la punta', 'm'),
  heartAt: { en: 'at', es: 'junto a' },
  landmarks: [
    noun('rock pools', 'charcas de las rocas', 'fp'),
    noun('wooden pier', 'muelle de madera', 'm'),
    noun('sea cave', 'cueva marina', 'f'),
    noun('driftwood arch', 'arco de madera vieja', 'm'),
    noun('seaweed rocks', 'rocas de las algas', 'fp'),
    noun('little harbour', 'puertecito de pescadores', 'm'),
  ],
  ground: [noun('sand', 'arena', 'f')],
  travel: {
    en: lines(
      `along the seaside path\nover the dunes, where the long grass waved\nalong the sea wall, where the gulls sat in a row\ndown the wooden steps to the sand\nalong the shore, jumping over the little waves\npast the beach huts with their bright doors\nacross the sand, leaving a wiggly line of footprints`,
    ),
    es: lines(
      `por el paseo junto al mar\npor las dunas, donde se mecía la hierba alta\npor el paseo del puerto, donde las gaviotas se sentaban en fila\nbajando los escalones de madera hasta la arena\npor la orilla, saltando las olitas\npasando junto a las casetas de colores\npor la arena, dejando una fila de huellas torcidas`,
    ),
  },
  camp: {
    en: lines(`in a sheltered hollow between two dunes\nunder an upturned boat on the sand`),
    es: lines(`en un hueco resguardado entre dos dunas\nbajo una barca vuelta del revés sobre la arena`),
  },
  sounds: {
    en: lines(`
      the waves went shhh, shhh on the sand
      a seagull laughed high above
      the wind sang in the tall dune grass
      little pebbles clattered as the water pulled back
      a bell rang on a boat far out at sea
      the sea breathed in and out, slow and steady
      a little wave flopped over and fizzed on the sand
      children's laughter drifted from far along the shore
      the wind flapped a striped flag by the lifeguard hut
      a crab scuttled over the shells, click, click
      the rigging of a sailing boat tinkled like wind chimes
      a dog barked happily at the waves
      a shell rattled as the water rolled it over
      the wind whistled through a hole in a rock
      an ice-cream van played a tinkly tune far away
    `),
    es: lines(`
      las olas hacían chsss, chsss sobre la arena
      una gaviota se reía allá en lo alto
      el viento cantaba entre la hierba de las dunas
      los guijarros repiqueteaban cuando el agua se retiraba
      sonaba una campana en un barco, mar adentro
      el mar respiraba despacio, dentro y fuera
      una ola pequeñita se dejaba caer y burbujeaba en la arena
      de muy lejos, por la orilla, llegaban risas de niños
      el viento agitaba una bandera de rayas junto a la caseta del socorrista
      un cangrejo correteaba sobre las conchas: clic, clic
      las cuerdas de un velero tintineaban como campanillas
      un perro ladraba contento a las olas
      una concha repiqueteaba al darle la vuelta el agua
      el viento silbaba por un agujero de una roca
      a lo lejos, la furgoneta de los helados tocaba una musiquilla
    `),
  },
  smells: {
    en: lines(
      `salt and seaweed\nwarm sand\nsun cream and ice cream\nfresh sea air\ndriftwood drying in the sun\nseaweed drying on the rocks\nhot chips from the harbour\nsalty wind\nwet pebbles`,
    ),
    es: lines(
      `sal y algas\narena calentita\ncrema solar y helado\naire fresco de mar\nmadera vieja secándose al sol\nalgas secándose en las rocas\npatatas fritas del puerto\nviento salado\nguijarros mojados`,
    ),
  },
  sights: {
    en: lines(`
      the sea sparkled like a million tiny mirrors
      a crab wrote sideways letters in the sand
      white sails bobbed far away
      the foam made lace patterns on the shore
      shells lay scattered about like forgotten buttons
      the water was green near the rocks and deep blue further out
      a sandcastle with a paper flag stood waiting for the tide
      a kite shaped like a fish wriggled high in the sky
      the wet sand shone like a mirror where the waves had been
      a line of footprints wandered off towards the rocks
      a striped beach hut stood with its door painted yellow
      a seagull stood on one leg on a post
      bubbles popped in the wet sand where something was hiding
      a red bucket lay on its side by a rock pool
      the tide had left a wiggly line of seaweed
    `),
    es: lines(`
      el mar brillaba como un millón de espejitos
      un cangrejo escribía letras torcidas en la arena
      unas velas blancas se balanceaban a lo lejos
      la espuma dibujaba encajes en la orilla
      había conchas por todas partes, como botones olvidados
      el agua era verde junto a las rocas y azul oscuro más allá
      un castillo de arena con una bandera de papel esperaba a la marea
      una cometa con forma de pez se retorcía muy alto en el cielo
      la arena mojada brillaba como un espejo donde habían estado las olas
      una fila de huellas se iba hacia las rocas
      una caseta de playa de rayas tenía la puerta pintada de amarillo
      una gaviota se sostenía sobre una pata en un poste
      en la arena mojada estallaban burbujitas donde algo se escondía
      un cubo rojo estaba tumbado junto a una charca
      la marea había dejado una línea torcida de algas
    `),
  },
  creatures: [
    noun('little crab', 'cangrejito', 'm'),
    noun('starfish', 'estrella de mar', 'f'),
    noun('baby seagull', 'gaviota pequeñita', 'f'),
    noun('hermit crab', 'cangrejo ermitaño', 'm'),
    noun('sandpiper', 'correlimos', 'm'),
    noun('little seal', 'focita', 'f'),
    noun('puffin', 'frailecillo', 'm'),
    noun('sea snail', 'caracola', 'f'),
  ],
  countables: [
    { en: ['shell', 'shells'], es: ['concha', 'conchas', 'f'] },
    { en: ['pebble', 'pebbles'], es: ['guijarro', 'guijarros', 'm'] },
  ],
  arrive: bi(
    `
    The sea stretched out, [[wide and blue|wide and [sparkling|shimmering]|blue and silver|calm and [shining|glistening]]], all the way to [[the sky|the edge of the world|where the sky began]][[.|, and a breeze came off it, cool and salty.|, and the waves rolled in, one after another.|, and {companion} could not stop looking at it.|, with one white sail far out.|, glittering as if someone had spilled sequins on it.]]
    [[The sand was|The sand underfoot was|The beach was|Down by the water, the sand was]] [[warm|warm and soft|pale and warm|soft as flour|funny and squidgy|ridged like a washboard]], and the water [[glittered in the light|sparkled like glass|flashed silver and green|winked in the light|lapped at the edge like a cat drinking]][[.|, and the whole bay seemed to smile.|, and somewhere a gull was laughing.|, and {companion} left a trail of prints.|, and {heart} stood far off.]]
    [[Over the last dune|At the top of the path|Round the last bend]], the bay [[opened out|lay waiting|spread out below them]]: [[sand and sea and sky|a curve of sand, a sweep of sea|blue water, pale sand, white foam]], [[and not another soul in sight|and shells scattered everywhere|and the sound of the waves]].

    {companion} [[ran down to the water|raced down to the water's edge|scampered down to the sea|hurried down to the waves]], and ran straight back again when a wave [[said hello|came to say hello|rushed up to say hello|tickled {companion.his} toes]][[.|, squealing.|, which made {hero} laugh.]]
    {hero} took off [[both shoes|shoes and socks|both sandals]] and [[wiggled|wriggled|buried]] all ten toes in the sand[[.|, which was warm on top and cool underneath.|, and laughed at how it tickled.]]
    {hero} [[found|picked up|spotted]] [[a shell the colour of a sunrise|a tiny striped shell|a smooth white pebble|a shell with a hole in it, perfect for looking through]] and [[put it in {hero.his} pocket|held it up to the light|showed it to {companion}]][[.|, for later.|, to keep for ever.]]

    [[Far away|Far along the shore|Across the bay]], {heart} stood [[tall and white|white and proud|tall and striped]] against the sky[[.|, like a candle on a birthday cake.|, and a gull circled round its top.]]
    At the [[end|far end|very end]] of the bay, {heart} stood [[watching over everything|keeping watch over the sea|looking out to sea]][[.|, patient and calm.|, as it had for a hundred years.]]
    `,
    `
    El mar se extendía, [[ancho y azul|ancho y brillante|azul y plateado|tranquilo y reluciente]], hasta [[tocar el cielo|el borde del mundo|donde empezaba el cielo]][[.|, y llegaba de él una brisa fresca y salada.|, y las olas llegaban una detrás de otra.|, y {companion} no dejaba de mirarlo.|, con una vela blanca a lo lejos.|, brillando como si alguien hubiera derramado lentejuelas.]]
    [[La arena estaba|La arena de la playa estaba|Junto al agua, la arena estaba|Bajo los pies, la arena estaba]] [[calentita|calentita y blanda|pálida y templada|suave como la harina|blandita y con rayas|tibia y dorada]], y el agua [[brillaba con la luz|centelleaba como un cristal|destellaba plateada y verde|guiñaba con la luz|lamía la orilla como un gato bebiendo]][[.|, y toda la bahía parecía sonreír.|, y en algún sitio se reía una gaviota.|, y {companion} iba dejando huellas.|, y {heart} se veía a lo lejos.]]
    [[Pasada la última duna|Al final del sendero|Tras la última curva]], la bahía [[se abrió ante ellos|les estaba esperando|se extendía a sus pies]]: [[arena, mar y cielo|una curva de arena y un trozo de mar|agua azul, arena clara, espuma blanca]], [[y nadie más a la vista|y conchas por todas partes|y el rumor de las olas]].

    {companion} corrió hasta el agua, y volvió corriendo en cuanto una ola [[le dijo hola|vino a saludar|llegó corriendo a saludarl{pet.o}|le hizo cosquillas]][[.|, chillando.|, y {hero} se echó a reír.]]
    ?!toddler {hero} se quitó [[los zapatos|las sandalias|los zapatos y los calcetines]] y hundió los diez dedos de los pies en la arena[[.|, que estaba calentita por arriba y fresquita por abajo.|, y se rio de las cosquillas.]]
    {hero} [[encontró|cogió|vio]] [[una concha del color del amanecer|una conchita de rayas|un guijarro blanco y suave|una concha con un agujero, perfecta para mirar a través]] y [[se la guardó en el bolsillo|la levantó a contraluz|se la enseñó a {companion}]][[.|, para luego.|, para guardarla siempre.]]

    [[A lo lejos|Al fondo de la playa|Al otro lado de la bahía]], {heart} se alzaba [[alto y blanco|blanco y orgulloso|alto y a rayas]] contra el cielo[[.|, como una vela en una tarta de cumpleaños.|, y una gaviota daba vueltas alrededor de la cima.]]
    Al [[final|fondo|extremo]] de la bahía, {heart} [[vigilaba todo lo que pasaba|vigilaba el mar|miraba hacia el mar]][[.|, tranquilo y paciente.|, como llevaba haciendo cien años.]]
    `,
  ),
  obstacles: [
    bi(
      `
      [[The tide was coming in|The tide had turned and was racing in|The sea was on its way back up the beach|Near {station}, the tide was rising]], and the water was [[creeping over the path|sliding up the sand|lapping at their feet|covering the path, bit by bit]][[.|, faster than they liked.|, with little hissing waves.]]
      [[Wave by wave|Little by little|Inch by inch|With every wave]], the sea was [[covering the sand they needed to cross|swallowing the strip of sand ahead|creeping over the way they had to go]][[.|, and it was not stopping.|, quietly and quickly.]]

      “The sea is [[eating|gobbling up|stealing|swallowing]] our path!” [[cried|squeaked|shouted]] {companion}[[.|, hopping back.|, very indignant.]]
      Soon there would be [[no way through at all|nothing left of the path|only water where the sand had been]][[.|, and they both knew it.]]

      ?young {hero} spotted [[a line of big, flat rocks|a row of round grey boulders|some tall, flat-topped stones|a chain of rocks by {station}]], [[high and dry|dry on top|out of the water's reach]], and they [[hopped from one to the next|jumped across, one by one|skipped along them like stepping stones|went from rock to rock]][[|, with {companion} close behind|, giggling at every jump]].
      ?young “[[Up onto the rocks|Quick, up onto the rocks|Up high, away from the waves|Climb up here, by {station}]]!” [[said|called|cried]] {hero}, and they [[climbed up|scrambled up|clambered up|hurried up]] where [[the water could not reach|the waves could not follow|the sea could only grumble at them|not even the biggest wave could get them]].
      ?old {hero} [[looked at the rocks|studied the rocks by {station}|peered at the nearest boulder|ran a hand along the rocks]] and saw [[a dark, wet line halfway up them|a shiny wet line across them, like a tidemark in a bath|a band of dark, damp stone halfway up]], with [[dry barnacles above it|dry, pale stone above it|crusty white barnacles above it, quite dry]].

      ?old “[[That line shows how high the water comes|That's where the sea stops, every single time|The water never comes past that line]],” [[said|explained|whispered]] {hero}[[|, pointing|, tapping the rock]]. “[[If we stay above it, we'll be safe|Above it, we'll stay dry all the way|Stay above that, and the sea can't reach us|As long as we keep higher than that, we're fine]][[|, and keep our toes dry|, all the way past {station}]].”

      Keeping [[high and dry|well above the water|their feet dry|comfortably above the waves]], they went [[around the bay|along the edge of the bay|round the point]] on the rocks[[.|, one careful step at a time.|, laughing at the waves.]]
      Below them, the waves [[splashed and fizzed|slapped and foamed|hissed and bubbled]], but they could not reach[[.|, however hard they tried.|, not even a toe.]]
      `,
      `
      [[Estaba subiendo la marea|La marea había cambiado y subía deprisa|El mar volvía playa arriba|Junto {station.al}, la marea subía]], y el agua iba [[cubriendo el camino|subiendo por la arena|lamiéndoles los pies|tapando el camino poco a poco]][[.|, más deprisa de lo que les gustaba.|, con olitas que siseaban.]]
      [[Ola a ola|Poco a poco|Palmo a palmo|Con cada ola]], el mar [[tapaba la arena que tenían que cruzar|se tragaba la franja de arena de delante|cubría el camino por donde tenían que ir]][[.|, y no pensaba pararse.|, callado y deprisa.]]

      —¡El mar se está [[comiendo|zampando|tragando|llevando]] el camino! —[[gritó|chilló|exclamó]] {companion}[[.|, dando un salto atrás.|, muy indignad{pet.o}.]]
      Pronto no habría [[forma de pasar|ni rastro del camino|más que agua donde antes había arena]][[.|, y los dos lo sabían.]]

      ?young {hero} vio [[una fila de rocas grandes y planas|unas piedras grises y redondas|unas rocas altas y lisas|unas rocas junto {station.al}]], [[altas y secas|secas por arriba|donde el agua no llegaba]], y fueron [[saltando de una a otra|pasando de roca en roca|brincando como por un camino de piedras]][[|, con {companion} detrás|, riéndose en cada salto]].
      ?young —¡[[Arriba, a las rocas|Rápido, a las rocas|Arriba, lejos de las olas|Subid aquí, junto {station.al}]]! —[[dijo|gritó|llamó]] {hero}, y [[treparon|subieron a toda prisa|se encaramaron]] hasta donde [[el agua no llegaba|las olas no podían seguirles|el mar solo podía refunfuñar]].
      ?old {hero} [[miró las rocas|estudió las rocas junto {station.al}|se fijó en la roca más cercana|pasó la mano por las rocas]] y vio [[una línea oscura y mojada a media altura|una raya brillante y mojada, como la marca de la bañera|una franja de piedra oscura y húmeda]], con [[percebes secos por encima|la piedra clara y seca por encima|conchitas blancas y secas más arriba]].

      ?old —[[Esa línea marca hasta dónde sube el agua|Ahí se para el mar, siempre|El agua nunca pasa de esa raya]] —[[dijo|explicó|susurró]] {hero}[[|, señalándola|, dando golpecitos en la roca]]—. [[Si vamos por encima, estaremos a salvo|Por encima no nos mojaremos nada|Si vamos más arriba, el mar no nos alcanza|Mientras estemos más altos, no pasa nada]][[|, hasta pasar {station}|, hasta el otro lado]].

      [[Bien altos y secos|Muy por encima del agua|Con los pies secos]], [[rodearon la bahía|bordearon la bahía|dieron la vuelta a la punta]] por las rocas[[.|, paso a paso, con cuidado.|, riéndose de las olas.]]
      Abajo, las olas [[salpicaban y burbujeaban|chapoteaban y hacían espuma|siseaban y burbujeaban]], pero no llegaban hasta ellos[[.|, por mucho que lo intentaban.|, ni a un dedo del pie.]]
      `,
    ),
    bi(
      `
      A [[wide|deep|long]] channel of sea water lay between them and the other side[[.|, green and cold.|, glittering in the light.]]
      The only way on was across the water, and it was [[much too deep to wade|far too deep for paddling|deeper than a grown-up is tall]][[.|, even for {companion}.]]

      Tied to a post was a little rowing boat, painted [[red and white|blue and yellow|green, with a white stripe]][[.|, rocking gently.|, with two oars inside.|, and a name on its side: Puffin.]]
      {companion} looked at the boat, and then at the water, and [[gulped|gulped twice|swallowed hard]][[.|, very loudly.]]

      ?young They climbed in, and [[a friendly seal|a kind grey seal|a little whiskery seal|a smiling seal]] popped up [[and gave the boat a gentle push|and nudged them across with its nose|to push them all the way to the far side|and pushed them along, puffing]][[|, past {station}|, while {companion} waved]].
      ?young {hero} [[held the oars|took both oars|pulled on the oars|rowed with all {hero.his} might]], and {companion} [[said|sang|chanted|called out]] “[[row, row, row|pull, pull, pull|in, out, in, out|heave, heave, heave]]” to help.
      ?old {hero} noticed [[seaweed|long ribbons of weed|a floating feather|bits of seaweed and a drifting leaf]] [[streaming sideways in the water|sliding past the boat|drifting quickly along]], [[all pointing the same way|all going the same way|as if something was pulling them]].

      ?old “[[The water is flowing that way|The sea is moving sideways|There's a current pulling that way]],” [[said|explained|murmured]] {hero}[[|, thinking hard|, with a nod]]. “[[If we row a little upstream, it will carry us straight across|If we aim a bit against it, it will carry us straight over|We'll point the boat up the current and let it do the rest|Row a little into it, and it will bring us right across]][[|, to the other side of {station}|, near enough]].”

      [[Splish, splash|Splosh, splosh|Dip, pull, dip, pull|Creak, swish|Plip, plop]] went the oars, and [[across they went|over the water they glided|the far side came closer and closer|they slid away from {station}]][[.|, rocking a little.|, as smooth as a swan.|, with {companion} at the front.]]
      The boat bumped [[gently|softly|with a little thud]] against the far side, and they [[hopped out|scrambled out|jumped ashore]][[.|, cheering.|, quite pleased with themselves.]]
      `,
      `
      Entre ellos y el otro lado había un canal [[ancho|hondo|largo]] de agua de mar[[.|, verde y frío.|, brillando con la luz.]]
      La única forma de seguir era cruzar el agua, y era [[demasiado profunda para vadearla|demasiado honda para chapotear|más honda que alto es un mayor]][[.|, hasta para {companion}.]]

      Atada a un poste había una barquita de remos, pintada de [[rojo y blanco|azul y amarillo|verde, con una raya blanca]][[.|, meciéndose suavemente.|, con dos remos dentro.|, y un nombre en el costado: Frailecillo.]]
      {companion} miró la barca, luego miró el agua, y [[tragó saliva|tragó saliva dos veces|tragó saliva con fuerza]][[.|, muy fuerte.]]

      ?young Se subieron, y [[una foca simpática|una foca gris muy amable|una foquita bigotuda|una foca sonriente]] asomó la cabeza [[y empujó la barca con suavidad|y les llevó al otro lado empujando con el hocico|y empujó la barca hasta la otra orilla]][[|, resoplando|, mientras {companion} le decía adiós]].
      ?young {hero} [[cogió los remos|agarró los dos remos|remó con todas sus fuerzas]], y {companion} [[decía|cantaba|canturreaba]] «[[rema, rema, rema|tira, tira, tira|dentro, fuera, dentro, fuera|aúpa, aúpa]]» para ayudar.
      ?old {hero} se fijó en que [[las algas|unas cintas de algas|una pluma que flotaba|unas algas y una hoja]] [[se estiraban de lado en el agua|pasaban deslizándose junto a la barca|se iban deprisa de lado]], [[todas hacia el mismo sitio|como si algo tirara de ellas|siempre en la misma dirección]].

      ?old —[[La corriente va hacia allá|El mar se mueve de lado|Hay una corriente que tira hacia allá]] —[[dijo|explicó|murmuró]] {hero}[[|, pensando mucho|, con mucha seguridad]]—. [[Si remamos un poco en contra, nos llevará derechitos al otro lado|Si apuntamos un poco en contra, nos dejará justo enfrente|Remamos un poquito contra ella y ella hace el resto|Con la proa un poco en contra, llegaremos derechos]].

      [[Plis, plas|Chof, chof|Mete, tira, mete, tira|Cric, chas|Plip, plop]], hacían los remos, y [[cruzaron|se deslizaron sobre el agua|la otra orilla se fue acercando|se alejaron {station.del}]][[.|, meciéndose un poco.|, suaves como un cisne.|, con {companion} en la proa.]]
      La barca chocó [[suavemente|despacito|con un golpecito]] contra la otra orilla, y [[bajaron de un salto|salieron trepando|saltaron a tierra]][[.|, dando vivas.|, muy contentos.]]
      `,
    ),
  ],
};
