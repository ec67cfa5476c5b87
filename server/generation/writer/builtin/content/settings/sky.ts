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
      the clouds were piled up like castles of whipped cream
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
    They stepped out onto the first cloud, and it was [[soft and springy, like a bouncy castle|soft as a pillow and springy as a trampoline|cool and puffy, like whipped cream]][[.|, and {companion} squealed.]]
    The clouds held them up, [[soft as a feather bed|soft as a duvet|gentle as a hammock]][[.|, and the wind hummed round them.|, which was very kind of them.]]
    [[High above the world|Up among the clouds|Above the tallest birds]], everything was [[wide and bright and quiet|white and blue and shining|soft and gold and very quiet]], and [[the land below looked like a map|a rainbow arched nearby|little clouds drifted past like sheep]].

    Everything was [[white and gold and blue|gold and white and dazzling|blue and silver and bright]], and the sun felt [[very close|close enough to touch|warm as a hug]][[.|, and {hero} shaded {hero.his} eyes.]]
    {companion} bounced [[once, twice, three times|up and down|higher and higher]], and [[laughed|giggled|shouted “whee!”]][[.|, and a cloud sheep bleated.]]

    Far across the clouds, the towers of {heart} shone in [[the sunlight|the light|the sun, bright as gold]][[.|, with flags of wind flying from them.|, far and high and beautiful.]]
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
      A strong gust of wind came whooshing past and started blowing the cloud away.
      Suddenly, the wind picked up, and the cloud they were on began to drift off course.

      “Hold on!” cried {hero}, as the cloud [[spun round|twirled|spun like a top]].

      ?young {hero} and {companion} blew as hard as they could the other way, and slowly the cloud turned back.
      ?old {hero} noticed that the wind was stronger up high and gentler low down, near the next cloud.

      ?old “Let's jump down to the lower cloud, where the wind is calm,” said {hero}. “One, two, jump!”

      The wind grew calm, and the clouds settled gently back into place.
      `,
      `
      Una ráfaga fortísima pasó silbando y empezó a llevarse la nube.
      De repente, el viento sopló fuerte, y la nube en la que estaban empezó a desviarse.

      —¡Agarraos! —gritó {hero}, mientras la nube [[daba vueltas|giraba|daba vueltas como una peonza]].

      ?young {hero} y {companion} soplaron con todas sus fuerzas hacia el otro lado, y poco a poco la nube volvió a su sitio.
      ?old {hero} se dio cuenta de que arriba el viento soplaba más fuerte, y más suave abajo, cerca de la nube siguiente.

      ?old —Saltemos a la nube de abajo, donde el viento está en calma —dijo {hero}—. ¡Una, dos y salto!

      El viento se calmó, y las nubes volvieron a su sitio suavemente.
      `,
    ),
    bi(
      `
      The rainbow bridge was there, but its colours had faded, and it was too thin to walk on.
      They reached the rainbow bridge, but it had gone pale and wobbly, like a ghost of a rainbow.

      “A rainbow needs sun and rain together,” said a little raindrop [[sitting nearby|perched on a cloud|swinging its legs]][[.|, very wisely.]]

      ?young {hero} waited for the sun to come out, and the raindrop sprinkled a little rain, and the bridge glowed bright again.
      ?old {hero} remembered that rainbows appear when the sun is behind you and the rain is in front of you.

      ?old “Then we need to stand with the sun at our backs,” said {hero}, and as they turned, the bridge shone solid and bright in front of them.

      They walked across the rainbow, red, orange, yellow, green, blue, indigo and violet, [[step by colourful step|each colour warm under their feet|giggling all the way]].
      `,
      `
      Allí estaba el puente del arcoíris, pero sus colores se habían apagado y era demasiado fino para caminar por él.
      Llegaron al puente del arcoíris, pero se había puesto pálido y tembloroso, como el fantasma de un arcoíris.

      —Un arcoíris necesita sol y lluvia a la vez —dijo una gotita de lluvia [[que estaba sentada cerca|sentada en una nube|que balanceaba las piernas]][[.|, muy sabia.]]

      ?young {hero} esperó a que saliera el sol, la gotita echó un poquito de lluvia, y el puente volvió a brillar.
      ?old {hero} recordó que los arcoíris aparecen cuando el sol está detrás de ti y la lluvia delante.

      ?old —Entonces tenemos que ponernos de espaldas al sol —dijo {hero}, y al darse la vuelta, el puente brilló delante de ellos, firme y luminoso.

      Cruzaron el arcoíris, rojo, naranja, amarillo, verde, azul, añil y violeta, [[paso a paso y color a color|cada color calentito bajo los pies|riéndose todo el camino]].
      `,
    ),
  ],
};
