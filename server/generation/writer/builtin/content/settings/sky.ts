/** The Cloud Kingdom: castles of cloud, rainbow bridges, and a palace where the winds live. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const SKY: SettingDef = {
  key: 'sky',
  place: noun('Cloud Kingdom', 'reino de las nubes', 'm'),
  edge: noun('first fluffy cloud', 'primera nube esponjosa', 'f'),
  heart: noun('Palace of the Four Winds', 'palacio de los Cuatro Vientos', 'm'),
  heartAt: { en: 'at', es: 'en' },
  landmarks: [
    noun('rainbow bridge', 'puente del arcoíris', 'm'),
    noun('cloud garden', 'jardín de nubes', 'm'),
    noun('raindrop fountain', 'fuente de las gotas de lluvia', 'f'),
    noun('tower of mist', 'torre de niebla', 'f'),
    noun('snowflake workshop', 'taller de los copos de nieve', 'm'),
    noun('lake of sunbeams', 'lago de los rayos de sol', 'm'),
  ],
  ground: [noun('soft cloud', 'nube blandita', 'f')],
  travel: {
    en: lines(
      `in a hot-air balloon, higher than the birds\nup a long rope ladder into the clouds\nup a ladder of sunbeams\non the back of a friendly wind\nin a basket tied to a big red balloon\nup and up a staircase of little clouds\nholding on to the string of a very brave kite`,
    ),
    es: lines(
      `en un globo aerostático, más alto que los pájaros\npor una larga escalera de cuerda hasta las nubes\npor una escalera de rayos de sol\na lomos de un viento simpático\nen una cesta atada a un globo rojo enorme\nsubiendo y subiendo por una escalera de nubecitas\ncolgando del hilo de una cometa muy valiente`,
    ),
  },
  camp: {
    en: lines(
      `in a cloud as soft as the softest pillow\nin a little cloud cottage with a door made of rainbow`,
    ),
    es: lines(
      `en una nube tan suave como la almohada más suave\nen una casita de nube con una puerta hecha de arcoíris`,
    ),
  },
  sounds: {
    en: lines(`
      the wind sang a long, soft note
      a flock of geese honked as they flew past, very close
      raindrops tinkled like tiny bells
      the clouds made a soft, puffy sigh
      far below, a church bell rang very faintly
      a rainbow hummed quietly to itself
      a swallow swooped past with a happy twitter
      the clouds creaked softly, like a feather bed
      a gust went whooo between two clouds
      far off, thunder grumbled and then forgot what it was grumbling about
      a kite's string hummed somewhere below
      a hot-air balloon hissed somewhere nearby
      the sun seemed to hum, warm and gold
      a cloud rumbled like a sleepy tummy
      swifts screamed as they raced past
    `),
    es: lines(`
      el viento cantaba una nota larga y suave
      una bandada de gansos pasó graznando, muy cerca
      las gotas de lluvia tintineaban como campanillas
      las nubes soltaban un suspiro blandito
      allá abajo, muy lejos, sonaba una campana
      un arcoíris tarareaba bajito para sí mismo
      una golondrina pasó en picado con un gorjeo feliz
      las nubes crujían bajito, como un colchón de plumas
      una ráfaga hizo uuuh entre dos nubes
      a lo lejos, un trueno refunfuñó y luego se le olvidó por qué
      el hilo de una cometa zumbaba en algún lugar de abajo
      un globo aerostático siseaba en algún sitio cercano
      el sol parecía zumbar, cálido y dorado
      una nube rugía como una tripa con sueño
      los vencejos chillaban al pasar a toda velocidad
    `),
  },
  smells: {
    en: lines(
      `rain that hadn't fallen yet\nfresh, cold air\nsunshine\nsomething sweet, like candyfloss\nclean, cold air\nsunshine on the clouds\nrain far away`,
    ),
    es: lines(
      `lluvia que todavía no había caído\naire fresco y frío\nsol\nalgo dulce, como algodón de azúcar\naire limpio y frío\nsol sobre las nubes\nlluvia lejana`,
    ),
  },
  sights: {
    en: lines(`
      the clouds were piled up like castles of meringue
      far below, the fields looked like a tiny patchwork quilt
      a rainbow arched from one cloud to another
      sunbeams slid down through gaps in the clouds
      a little cloud sheep drifted by
      birds flew past underneath them, which felt very strange
      a cloud shaped like a teapot floated by
      the sun made the cloud edges shine like silver lace
      an aeroplane drew a white line far below
      the tops of the clouds were pink and gold
      a little cloud puffed itself up and then let go
      a cloud shaped like a rabbit slowly grew longer ears
      far below, a river shone like a silver thread
      the moon was out in the daytime, pale and small
      their shadows lay on the cloud below them
    `),
    es: lines(`
      las nubes se amontonaban como castillos de nata montada
      muy abajo, los campos parecían una colcha de retales diminuta
      un arcoíris iba de una nube a otra
      los rayos de sol bajaban por los huecos entre las nubes
      una ovejita de nube pasó flotando
      los pájaros pasaban por debajo de ellos, lo cual resultaba rarísimo
      pasó flotando una nube con forma de tetera
      el sol hacía brillar los bordes de las nubes como encaje de plata
      un avión dibujaba una raya blanca muy abajo
      la parte de arriba de las nubes era rosa y dorada
      una nubecita se hinchó y luego se deshinchó
      una nube con forma de conejo iba estirando las orejas
      muy abajo, un río brillaba como un hilo de plata
      la luna había salido de día, pálida y pequeña
      sus sombras se veían sobre la nube de abajo
    `),
  },
  creatures: [
    noun('cloud lamb', 'corderito de nube', 'm'),
    noun('little swallow', 'golondrina pequeñita', 'f'),
    noun('baby raindrop', 'gotita de lluvia', 'f'),
    noun('sleepy snowflake', 'copo de nieve dormilón', 'm'),
    noun('little cloud puff', 'nubecita', 'f'),
    noun('young swift', 'vencejo', 'm'),
    noun('little stork', 'cigüeñita', 'f'),
  ],
  countables: [
    { en: ['cloud', 'clouds'], es: ['nube', 'nubes', 'f'] },
    { en: ['raindrop', 'raindrops'], es: ['gota', 'gotas', 'f'] },
  ],
  arrive: bi(
    `
    They stepped out onto the first cloud, and it was [[soft and springy, like a bouncy castle|soft as a pillow and springy as a trampoline|cool and puffy, like meringue]][[.|, and {companion} squealed.]]
    The clouds held them up, [[soft as a feather bed|soft as a duvet|gentle as a hammock]][[.|, and the wind hummed round them.|, which was very kind of them.]]
    [[High above the world|Up among the clouds|Above the tallest birds]], everything was [[wide and bright and quiet|white and blue and shining|soft and gold and very quiet]], and [[the land below looked like a map|a rainbow arched nearby|little clouds drifted past like sheep]].

    Everything was [[white and gold and blue|gold and white and dazzling|blue and silver and bright]], and the sun felt [[very close|close enough to touch|warm as a hug]][[.|, and {hero} shaded {hero.his} eyes.]]
    {companion} bounced [[once, twice, three times|up and down|higher and higher]], and [[laughed|giggled|shouted “whee!”]][[.|, and a cloud sheep bleated.]]

    [[Far across the clouds|Beyond the biggest cloud|High over the cloud hills|A long way off]], the towers of {heart} shone in [[the sunlight|the light|the sun, bright as gold|the sun like polished spoons]][[.|, with flags of wind flying from them.|, far and high and beautiful.|, and {companion} pointed at them.|, where {want} might be waiting.]]
    [[On the farthest cloud|Far away, on the highest cloud|Beyond the last puff of white]], {heart} [[glittered|shone|gleamed]], [[its towers catching the sun|all white and gold|like a castle made of sky]][[.|, waiting for them.]]
    `,
    `
    Pisaron la primera nube, y era [[blandita y elástica, como un castillo hinchable|blanda como una almohada y elástica como una cama elástica|fresquita y esponjosa, como nata montada]][[.|, y {companion} dio un chillido.]]
    Las nubes los sostenían, [[suaves como un colchón de plumas|suaves como un edredón|tranquilas como una hamaca]][[.|, y el viento canturreaba a su alrededor.|, lo cual era muy amable por su parte.]]
    [[Muy por encima del mundo|Allí arriba, entre las nubes|Más arriba que los pájaros]], todo era [[ancho, luminoso y tranquilo|blanco, azul y brillante|suave, dorado y muy silencioso]], y [[la tierra de abajo parecía un mapa|había un arcoíris muy cerca|pasaban nubecitas como ovejas]].

    Todo era [[blanco, dorado y azul|dorado, blanco y deslumbrante|azul, plateado y brillante]], y el sol parecía [[muy cerca|tan cerca que se podía tocar|tan calentito como un abrazo]][[.|, y {hero} se hizo visera con la mano.]]
    {companion} botó [[una vez, dos veces, tres veces|arriba y abajo|cada vez más alto]], y [[se echó a reír|se rio a carcajadas|gritó «¡yupi!»]][[.|, y una nube con forma de oveja baló.]]

    Al otro lado de las nubes, las torres {heart.del} brillaban [[al sol|con la luz|doradas como el oro]][[.|, con banderas de viento ondeando.|, lejanas, altas y preciosas.]]
    [[En la nube más lejana|A lo lejos, en la nube más alta|Más allá del último copo blanco]], {heart} [[brillaba|relucía|resplandecía]], [[con las torres llenas de sol|todo blanco y dorado|como un castillo hecho de cielo]][[.|, esperándoles.]]
    `,
  ),
  obstacles: [
    bi(
      `
      A [[strong gust of wind|great puff of wind|cheeky gust|sudden gust, cold and fast]] came [[whooshing past|roaring out of nowhere|tumbling over {station}|racing by]] and started [[blowing the cloud away|pushing their cloud off course|carrying the cloud away with them on it|spinning the cloud like a saucer]].
      [[Suddenly|All at once|Without any warning|Just past {station}]], the wind picked up, and the cloud they were on began to [[drift off course|slide away sideways|wander off the wrong way|float away from {station}]][[.|, faster and faster.|, away from {heart}.]]

      “Hold on!” cried {hero}, as the cloud [[spun round|twirled|spun like a top]].

      ?young {hero} and {companion} [[blew as hard as they could|puffed out their cheeks and blew|blew and blew|huffed and puffed]] the other way, and [[slowly the cloud turned back|little by little the cloud drifted home|the cloud slowly turned round|bit by bit they floated back on course]][[|, towards {heart}|, laughing]].
      ?old {hero} noticed that the wind was [[stronger up high and gentler low down|fierce at the top and soft underneath|only wild up here and quiet below]], [[near the next cloud|by a fat little cloud just beneath them|where a lower cloud was drifting calmly]].

      ?old “[[Let's jump down to the lower cloud, where the wind is calm|Down to that cloud below, where it's quiet|If we hop onto the low cloud, the wind can't grab us]],” [[said|called|decided]] {hero}. “[[One, two, jump|Ready, steady, jump|Hold on, and jump|Three, two, one, hop]]!”

      [[The wind grew calm|The gust blew itself out|The wind gave a last sigh and stopped|At last the wind grew tired]], and the clouds settled [[gently back into place|softly back where they belonged|like feathers on a pillow|back into a quiet row]][[.|, as if nothing had happened.|, with {station} just ahead.]]
      `,
      `
      [[Una ráfaga fortísima|Un soplido enorme de viento|Una ráfaga traviesa|Una ráfaga fría y repentina]] [[pasó silbando|llegó rugiendo de la nada|pasó dando tumbos junto {station.al}]] y empezó a [[llevarse la nube|empujar la nube fuera del camino|hacer girar la nube como un platillo]].
      [[De repente|De golpe|Sin avisar|Justo pasad{station.o} {station}]], el viento sopló fuerte, y la nube en la que estaban empezó a [[desviarse|irse de lado|alejarse {station.del}|perderse por donde no era]][[.|, cada vez más deprisa.|, lejos {heart.del}.]]

      —¡Agarraos! —gritó {hero}, mientras la nube [[daba vueltas|giraba|daba vueltas como una peonza]].

      ?young {hero} y {companion} [[soplaron con todas sus fuerzas|hincharon los mofletes y soplaron|soplaron y soplaron|resoplaron muy fuerte]] hacia el otro lado, y [[poco a poco la nube volvió a su sitio|la nube fue dándose la vuelta|poquito a poco volvieron al buen camino]][[|, hacia {heart}|, entre risas]].
      ?old {hero} se dio cuenta de que [[arriba el viento soplaba más fuerte, y más suave abajo|el viento solo era bravo aquí arriba y tranquilo más abajo|arriba soplaba fortísimo y abajo apenas nada]], [[cerca de la nube siguiente|junto a una nube gordita de debajo|donde flotaba tranquila otra nube]].

      ?old —[[Saltemos a la nube de abajo, donde el viento está en calma|A esa nube de abajo, que allí no sopla|Si saltamos a la nube baja, el viento no nos pilla]] —[[dijo|gritó|decidió]] {hero}—. ¡[[Una, dos y salto|Preparados, listos, salto|Agarraos, y salto|Tres, dos, uno, hop]]!

      [[El viento se calmó|La ráfaga se cansó|El viento soltó un último suspiro y paró|Por fin el viento se quedó sin fuerzas]], y las nubes volvieron [[a su sitio suavemente|a su sitio, blanditas|a quedarse quietas como plumas en una almohada|a ponerse en fila, tranquilas]][[.|, como si nada.|, con {station} justo delante.]]
      `,
    ),
    bi(
      `
      The rainbow bridge was there, but [[its colours had faded|its colours had gone pale as milk|it had faded almost to nothing]], and it was [[too thin to walk on|too thin to hold even {companion}|as flimsy as a soap bubble]].
      They reached the rainbow bridge, but it had gone [[pale and wobbly|thin and see-through|faint and trembly]], like [[a ghost of a rainbow|a rainbow drawn in chalk|a rainbow that had been washed too often]].

      “A rainbow needs sun and rain together,” said a little raindrop [[sitting nearby|perched on a cloud|swinging its legs]][[.|, very wisely.]]

      ?young {hero} waited for the sun to [[come out|peep out|shine again]], and the raindrop sprinkled [[a little rain|a fine, soft drizzle|a few shiny drops]], and the bridge [[glowed bright again|lit up in all its colours|shone like new]][[|, strong enough to walk on|, right to the other side]].
      ?old {hero} remembered [[that|something {helper} had said:|what a book about weather said:]] rainbows [[appear|only come|can be seen]] when the sun is behind you and the rain is in front of you.

      ?old “[[Then we need to stand with the sun at our backs|So we turn our backs to the sun|Then the sun must be behind us]],” [[said|decided|laughed]] {hero}, and as they turned, the bridge [[shone solid and bright in front of them|glowed strong and bright before them|sprang up in every colour, solid as a road]].

      They [[walked|skipped|tiptoed|hopped]] across the rainbow, red, orange, yellow, green, blue, indigo and violet, [[step by colourful step|each colour warm under their feet|giggling all the way|with {companion} counting the colours|all the way to {station}]].
      `,
      `
      Allí estaba el puente del arcoíris, pero [[sus colores se habían apagado|sus colores estaban pálidos como la leche|casi se había borrado]], y era [[demasiado fino para caminar por él|tan fino que no aguantaría ni a {companion}|tan frágil como una pompa de jabón]].
      Llegaron al puente del arcoíris, pero se había puesto [[pálido y tembloroso|fino y transparente|débil y tembloroso]], como [[el fantasma de un arcoíris|un arcoíris pintado con tiza|un arcoíris lavado demasiadas veces]].

      —Un arcoíris necesita sol y lluvia a la vez —dijo una gotita de lluvia [[que estaba sentada cerca|sentada en una nube|que balanceaba las piernas]][[.|, muy sabia.]]

      ?young {hero} esperó a que [[saliera el sol|asomara el sol|volviera a brillar el sol]], la gotita echó [[un poquito de lluvia|una llovizna finita|unas gotas brillantes]], y el puente [[volvió a brillar|se encendió de todos los colores|brilló como nuevo]][[|, firme para cruzarlo|, hasta el otro lado]].
      ?old {hero} recordó [[que|algo que había dicho {helper}:|lo que decía un libro del tiempo:]] los arcoíris [[aparecen|solo salen|se ven]] cuando el sol está detrás de ti y la lluvia delante.

      ?old —[[Entonces tenemos que ponernos de espaldas al sol|Pues hay que dar la espalda al sol|Entonces el sol tiene que quedar detrás]] —[[dijo|decidió|se rio]] {hero}, y al darse la vuelta, el puente [[brilló delante de ellos, firme y luminoso|se encendió delante, fuerte y brillante|apareció de todos los colores, firme como un camino]].

      [[Cruzaron|Cruzaron dando saltitos|Cruzaron de puntillas]] el arcoíris, rojo, naranja, amarillo, verde, azul, añil y violeta, [[paso a paso y color a color|cada color calentito bajo los pies|riéndose todo el camino|con {companion} contando los colores|hasta {station}]].
      `,
    ),
  ],
};
