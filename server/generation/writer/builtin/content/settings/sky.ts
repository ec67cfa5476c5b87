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
    en: lines(`in a hot-air balloon, higher than the birds\nup a long rope ladder into the clouds`),
    es: lines(
      `en un globo aerostático, más alto que los pájaros\npor una larga escalera de cuerda hasta las nubes`,
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
    `),
    es: lines(`
      el viento cantaba una nota larga y suave
      una bandada de gansos pasó graznando, muy cerca
      las gotas de lluvia tintineaban como campanillas
      las nubes soltaban un suspiro blandito
      allá abajo, muy lejos, sonaba una campana
      un arcoíris tarareaba bajito para sí mismo
    `),
  },
  smells: {
    en: lines(`rain that hadn't fallen yet\nfresh, cold air\nsunshine\nsomething sweet, like candyfloss`),
    es: lines(
      `lluvia que todavía no había caído\naire fresco y frío\nsol\nalgo dulce, como algodón de azúcar`,
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
    `),
    es: lines(`
      las nubes se amontonaban como castillos de nata montada
      muy abajo, los campos parecían una colcha de retales diminuta
      un arcoíris iba de una nube a otra
      los rayos de sol bajaban por los huecos entre las nubes
      una ovejita de nube pasó flotando
      los pájaros pasaban por debajo de ellos, lo cual resultaba rarísimo
    `),
  },
  creatures: [
    noun('cloud lamb', 'corderito de nube', 'm'),
    noun('little swallow', 'golondrina pequeñita', 'f'),
    noun('baby raindrop', 'gotita de lluvia', 'f'),
    noun('sleepy snowflake', 'copo de nieve dormilón', 'm'),
  ],
  countables: [
    { en: ['cloud', 'clouds'], es: ['nube', 'nubes', 'f'] },
    { en: ['raindrop', 'raindrops'], es: ['gota', 'gotas', 'f'] },
  ],
  arrive: bi(
    `
    They stepped out onto the first cloud, and it was soft and springy, like a bouncy castle.
    The clouds held them up, soft as a feather bed.

    Everything was white and gold and blue, and the sun felt very close.
    {companion} bounced once, twice, three times, and laughed.

    Far across the clouds, the towers of {heart} shone in the sunlight.
    `,
    `
    Pisaron la primera nube, y era blandita y elástica, como un castillo hinchable.
    Las nubes los sostenían, suaves como un colchón de plumas.

    Todo era blanco, dorado y azul, y el sol parecía muy cerca.
    {companion} botó una vez, dos veces, tres veces, y se echó a reír.

    Al otro lado de las nubes, las torres {heart.del} brillaban al sol.
    `,
  ),
  obstacles: [
    bi(
      `
      A strong gust of wind came whooshing past and started blowing the cloud away.
      Suddenly, the wind picked up, and the cloud they were on began to drift off course.

      “Hold on!” cried {hero}, as the cloud spun round.

      ?young {hero} and {companion} blew as hard as they could the other way, and slowly the cloud turned back.
      ?old {hero} noticed that the wind was stronger up high and gentler low down, near the next cloud.

      ?old “Let's jump down to the lower cloud, where the wind is calm,” said {hero}. “One, two, jump!”

      The wind grew calm, and the clouds settled gently back into place.
      `,
      `
      Una ráfaga fortísima pasó silbando y empezó a llevarse la nube.
      De repente, el viento sopló fuerte, y la nube en la que estaban empezó a desviarse.

      —¡Agarraos! —gritó {hero}, mientras la nube daba vueltas.

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

      “A rainbow needs sun and rain together,” said a little raindrop sitting nearby.

      ?young {hero} waited for the sun to come out, and the raindrop sprinkled a little rain, and the bridge glowed bright again.
      ?old {hero} remembered that rainbows appear when the sun is behind you and the rain is in front of you.

      ?old “Then we need to stand with the sun at our backs,” said {hero}, and as they turned, the bridge shone solid and bright in front of them.

      They walked across the rainbow, red, orange, yellow, green, blue, indigo and violet, step by colourful step.
      `,
      `
      Allí estaba el puente del arcoíris, pero sus colores se habían apagado y era demasiado fino para caminar por él.
      Llegaron al puente del arcoíris, pero se había puesto pálido y tembloroso, como el fantasma de un arcoíris.

      —Un arcoíris necesita sol y lluvia a la vez —dijo una gotita de lluvia que estaba sentada cerca.

      ?young {hero} esperó a que saliera el sol, la gotita echó un poquito de lluvia, y el puente volvió a brillar.
      ?old {hero} recordó que los arcoíris aparecen cuando el sol está detrás de ti y la lluvia delante.

      ?old —Entonces tenemos que ponernos de espaldas al sol —dijo {hero}, y al darse la vuelta, el puente brilló delante de ellos, firme y luminoso.

      Cruzaron el arcoíris, rojo, naranja, amarillo, verde, azul, añil y violeta, paso a paso y color a color.
      `,
    ),
  ],
};
