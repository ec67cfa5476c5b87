/** Lily Lake: reeds and dragonflies, a little jetty, an island of willows in the middle. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const LAKE: SettingDef = {
  key: 'lake',
  place: noun('!Lily Lake', 'lago de los Nenúfares', 'm'),
  edge: noun('reedy shore', 'orilla de los juncos', 'f'),
  heart: noun('little island in the middle of the lake', 'islita en medio del lago', 'f'),
  heartAt: { en: 'on', es: 'en' },
  landmarks: [
    noun('wooden jetty', 'embarcadero de madera', 'm'),
    noun('stepping stones', 'piedras del arroyo', 'fp'),
    noun('weeping willow', 'sauce llorón', 'm'),
    noun('boathouse', 'caseta de las barcas', 'f'),
    noun('bed of water lilies', 'lecho de nenúfares', 'm'),
    noun('little waterfall', 'cascadita', 'f'),
  ],
  ground: [noun('grassy bank', 'orilla de hierba', 'f'), noun('smooth pebbles', 'guijarros lisos', 'mp')],
  travel: {
    en: lines(`along the path by the river\ndown the meadow path towards the water`),
    es: lines(`por el camino junto al río\npor el sendero del prado que bajaba hasta el agua`),
  },
  camp: {
    en: lines(
      `under the weeping willow, whose branches made a green tent\nin the old boathouse, on a pile of folded sails`,
    ),
    es: lines(
      `bajo el sauce llorón, cuyas ramas formaban una tienda verde\nen la vieja caseta de las barcas, sobre un montón de velas dobladas`,
    ),
  },
  sounds: {
    en: lines(`
      ducks quacked as they paddled past
      little waves lapped against the shore
      a frog croaked a deep, friendly croak
      the reeds whispered in the wind
      a fish jumped with a tiny splash
      dragonflies buzzed over the water
    `),
    es: lines(`
      los patos graznaban al pasar nadando
      las olitas acariciaban la orilla
      una rana croaba con voz grave y simpática
      los juncos susurraban con el viento
      un pez saltó con un chapoteo diminuto
      las libélulas zumbaban sobre el agua
    `),
  },
  smells: {
    en: lines(
      `cool water and green reeds\nwet grass\nwild mint by the water\nsunshine on the lake\nwillow leaves`,
    ),
    es: lines(
      `agua fresca y juncos verdes\nhierba mojada\nmenta silvestre junto al agua\nsol sobre el lago\nhojas de sauce`,
    ),
  },
  sights: {
    en: lines(`
      the lake shone like a great silver plate
      water lilies floated like little green plates with pink flowers on top
      a swan glided by, calm and white
      sunlight danced on the ripples
      the willow dipped its long green hair in the water
      a dragonfly hovered, blue and shining, like a tiny helicopter
    `),
    es: lines(`
      el lago brillaba como un gran plato de plata
      los nenúfares flotaban como platitos verdes con flores rosas encima
      un cisne pasó deslizándose, tranquilo y blanco
      el sol bailaba sobre las ondas
      el sauce mojaba en el agua su larga melena verde
      una libélula se quedó quieta en el aire, azul y brillante, como un helicóptero diminuto
    `),
  },
  creatures: [
    noun('baby duck', 'patito', 'm'),
    noun('green frog', 'rana verde', 'f'),
    noun('dragonfly', 'libélula', 'f'),
    noun('little fish', 'pececillo', 'm'),
    noun('water vole', 'ratón de agua', 'm'),
  ],
  countables: [
    { en: ['duck', 'ducks'], es: ['pato', 'patos', 'm'] },
    { en: ['lily pad', 'lily pads'], es: ['nenúfar', 'nenúfares', 'm'] },
  ],
  arrive: bi(
    `
    The lake lay still and shining, with the sky reflected in it upside down.
    The reeds parted, and there was the lake, wide and calm and silver.

    A family of ducks paddled over to see who had come.
    A swan lifted its long neck and looked at them, very politely.

    Far out on the water, they could see {heart}, green and mysterious.
    `,
    `
    El lago estaba quieto y brillante, con el cielo reflejado del revés.
    Los juncos se apartaron, y allí estaba el lago, ancho, tranquilo y plateado.

    Una familia de patos se acercó nadando a ver quién había llegado.
    Un cisne levantó su largo cuello y los miró con mucha educación.

    A lo lejos, sobre el agua, se veía {heart}, verde y misteriosa.
    `,
  ),
  obstacles: [
    bi(
      `
      The old jetty had a gap in it, where two planks had floated away.
      Halfway along the jetty, two boards were missing, and the water sparkled underneath.

      “That's a big gap,” said {companion}, looking down at the water.

      ?young {hero} found two loose planks on the bank, and they laid them across the gap like a tiny bridge.
      ?old {hero} noticed a long, floating log tied to the jetty with a rope, bumping gently against the posts.

      ?old “If we pull the log along and tie it across the gap, it will hold us,” said {hero}. And it did.

      Carefully, one at a time, they crossed the gap, and the ducks quacked their approval.
      `,
      `
      El viejo embarcadero tenía un hueco, donde se habían ido flotando dos tablas.
      A mitad del embarcadero faltaban dos tablas, y el agua brillaba debajo.

      —Qué hueco tan grande —dijo {companion}, mirando el agua.

      ?young {hero} encontró dos tablas sueltas en la orilla, y las pusieron sobre el hueco como un puentecito.
      ?old {hero} se fijó en un tronco largo que flotaba atado al embarcadero con una cuerda, chocando suavemente con los postes.

      ?old —Si acercamos el tronco y lo atamos sobre el hueco, nos aguantará —dijo {hero}. Y los aguantó.

      Con cuidado, de uno en uno, cruzaron el hueco, y los patos graznaron para aplaudir.
      `,
    ),
    bi(
      `
      To go on, they needed a boat, but the little rowing boat had drifted away from the shore.
      The boat they needed was bobbing just out of reach, its rope trailing in the water.

      {companion} stretched and stretched, but could not reach the rope.

      ?young A kind old heron picked up the rope in its beak and brought it back to them.
      ?old {hero} watched the ripples and noticed the breeze was gently pushing the boat along the shore, towards a little bay.

      ?old “The wind will bring it to us,” said {hero}. “We just have to wait in the right place.” They ran to the bay, and the boat bumped softly into their hands.

      They climbed into the boat, and it rocked gently, as if it were glad to see them.
      `,
      `
      Para seguir necesitaban una barca, pero la barquita de remos se había alejado de la orilla.
      La barca que necesitaban se balanceaba justo fuera de su alcance, con la cuerda arrastrando por el agua.

      {companion} se estiró y se estiró, pero no llegaba a la cuerda.

      ?young Una garza vieja y amable cogió la cuerda con el pico y se la acercó.
      ?old {hero} observó las ondas y vio que la brisa empujaba la barca despacito a lo largo de la orilla, hacia una pequeña ensenada.

      ?old —El viento nos la traerá —dijo {hero}—. Solo hay que esperar en el sitio adecuado. —Corrieron a la ensenada, y la barca llegó suavemente hasta sus manos.

      Se subieron a la barca, y la barca se meció un poquito, como si se alegrara de verlos.
      `,
    ),
  ],
};
