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
    en: lines(
      `along the path by the river\ndown the meadow path towards the water\nalong the path round the water's edge\npast the boathouse and the little jetty\nthrough the willows that trailed their branches\nalong the boardwalk over the reeds\nbeside the lake, where the ducks followed them`,
    ),
    es: lines(
      `por el camino junto al río\npor el sendero del prado que bajaba hasta el agua\npor el sendero que rodeaba el agua\npasando junto a la caseta de las barcas y el embarcadero\nentre los sauces que arrastraban sus ramas\npor la pasarela de madera sobre los juncos\njunto al lago, con los patos siguiéndoles`,
    ),
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
      a coot went pip-pip among the reeds
      oars splashed somewhere out on the water
      the wind made the water go lap, lap against a boat
      a heron gave one croaky call
      a moorhen clucked from the bank
      a swan's wings whooshed as it flew low over the water
      the rowing boats knocked gently together
      a grebe popped up and said a soft little word
      rain began and stopped again on the water
    `),
    es: lines(`
      los patos graznaban al pasar nadando
      las olitas acariciaban la orilla
      una rana croaba con voz grave y simpática
      los juncos susurraban con el viento
      un pez saltó con un chapoteo diminuto
      las libélulas zumbaban sobre el agua
      una focha hacía pip, pip entre los juncos
      unos remos chapoteaban en algún lugar del lago
      el viento hacía que el agua golpeara una barca: chap, chap
      una garza soltó un graznido ronco
      una gallineta cloqueaba desde la orilla
      las alas de un cisne silbaban al volar bajito sobre el agua
      las barcas de remos chocaban suavemente entre sí
      un somormujo asomó y dijo una palabrita suave
      empezó a llover sobre el agua y paró enseguida
    `),
  },
  smells: {
    en: lines(
      `cool water and green reeds\nwet grass\nwild mint by the water\nsunshine on the lake\nwillow leaves\ncool mud at the water's edge\nwater lilies\na picnic somewhere on the shore\nfresh air off the water`,
    ),
    es: lines(
      `agua fresca y juncos verdes\nhierba mojada\nmenta silvestre junto al agua\nsol sobre el lago\nhojas de sauce\nbarro fresco en la orilla\nnenúfares\nuna merienda en algún lugar de la orilla\naire fresco del lago`,
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
      a little wooden boat rocked by the jetty
      the far shore was green and blue and hazy
      a row of ducklings followed their mother in a line
      a kingfisher flashed blue across the water
      clouds floated on the water as well as in the sky
      a fisherman's red hat bobbed in a boat far out
      the reeds bent all one way in the breeze
      a line of stepping stones led to a tiny beach
      bubbles rose where a fish was thinking
    `),
    es: lines(`
      el lago brillaba como un gran plato de plata
      los nenúfares flotaban como platitos verdes con flores rosas encima
      un cisne pasó deslizándose, tranquilo y blanco
      el sol bailaba sobre las ondas
      el sauce mojaba en el agua su larga melena verde
      una libélula se quedó quieta en el aire, azul y brillante, como un helicóptero diminuto
      una barquita de madera se mecía junto al embarcadero
      la otra orilla se veía verde, azul y borrosa
      una fila de patitos seguía a su madre
      un martín pescador cruzó el agua como un destello azul
      las nubes flotaban en el agua además de en el cielo
      el gorro rojo de un pescador se balanceaba en una barca a lo lejos
      los juncos se doblaban todos hacia el mismo lado con la brisa
      una fila de piedras llevaba a una playita diminuta
      subían burbujas donde un pez estaba pensando
    `),
  },
  creatures: [
    noun('baby duck', 'patito', 'm'),
    noun('green frog', 'rana verde', 'f'),
    noun('dragonfly', 'libélula', 'f'),
    noun('little fish', 'pececillo', 'm'),
    noun('water vole', 'ratón de agua', 'm'),
    noun('heron', 'garza', 'f'),
    noun('little otter', 'nutria pequeñita', 'f'),
    noun('water snail', 'caracol de agua', 'm'),
  ],
  countables: [
    { en: ['duck', 'ducks'], es: ['pato', 'patos', 'm'] },
    { en: ['lily pad', 'lily pads'], es: ['nenúfar', 'nenúfares', 'm'] },
  ],
  arrive: bi(
    `
    ?!toddler The lake lay [[still and shining|smooth and bright|calm as a mirror|silver and quiet]], with the sky reflected in it upside down[[.|, clouds and all.|, so that there seemed to be two skies.]]
    ?!toddler The reeds parted, and there was the lake, [[wide and calm and silver|wide and blue and sparkling|bigger than they had imagined|shining from one end to the other]][[.|, with little waves lapping at the edge.|, and a breeze wrinkling its top.]]
    [[At the end of the path|Past the last willow|Through a gap in the reeds]], the water [[opened out|stretched away|glittered]] [[in front of them|as far as they could see|under the sky]], and [[a heron stood on one leg in the shallows|dragonflies zipped over the surface|a little jetty poked out into it]].

    A family of ducks paddled over to [[see who had come|say hello|have a look at them]][[.|, quacking importantly.|, in a neat line, smallest last.]]
    [[A swan|A white swan|A great white swan|A swan near the reeds]] [[lifted its long neck|turned its long neck|raised its head]] and looked at them, [[very politely|very grandly|as if it were a queen|as if they were late for something|with one bright black eye]][[.|, and then glided away.|, and then went back to its dreaming.|, and {companion} bowed back.]]
    [[A fish jumped|A frog plopped into the water|A dragonfly landed on a reed]] [[close by|just in front of them|with a tiny splash]], and [[rings spread out across the water|{companion} jumped too|they all laughed]].

    Far out on the water, they could see {heart}, [[green and mysterious|small and green|misty and far away|with trees on it]][[.|, like a secret waiting to be told.]]
    [[In the very middle of the lake|Far across the water|Out where the water was deepest]], {heart} [[floated like a green hat|sat quiet and green|waited, small and far]][[.|, and a mist curled around it.]]
    `,
    `
    ?!toddler El lago estaba [[quieto y brillante|liso y luminoso|tranquilo como un espejo|plateado y en silencio]], con el cielo reflejado del revés[[.|, nubes incluidas.|, como si hubiera dos cielos.]]
    Los juncos se apartaron, y allí estaba el lago, [[ancho, tranquilo y plateado|ancho, azul y brillante|más grande de lo que se imaginaban|brillando de punta a punta]][[.|, con olitas lamiendo la orilla.|, y una brisa que le arrugaba la superficie.]]
    [[Al final del sendero|Pasado el último sauce|Por un hueco entre los juncos]], el agua [[se abría|se extendía|brillaba]] [[delante de ellos|hasta donde alcanzaba la vista|bajo el cielo]], y [[una garza esperaba sobre una pata en la orilla|las libélulas volaban rozando el agua|un embarcadero pequeñito se metía en el lago]].

    ?!toddler Una familia de patos se acercó nadando a [[ver quién había llegado|saludar|echarles un vistazo]][[.|, graznando con mucha importancia.|, en fila, el más pequeño el último.]]
    ?!toddler [[Un cisne|Un cisne blanco|Un gran cisne blanco|Un cisne junto a los juncos]] [[levantó su largo cuello|giró su largo cuello|alzó la cabeza]] y los miró [[con mucha educación|con mucha elegancia|como si fuera una reina|como si llegaran tarde a algo|con un ojillo negro y brillante]][[.|, y luego se alejó deslizándose.|, y {companion} le hizo una reverencia.]]
    [[Saltó un pez|Una rana se tiró al agua|Una libélula se posó en un junco]] [[muy cerca|justo delante|con un chapoteo chiquitito]], y [[se formaron círculos en el agua|{companion} también dio un salto|todos se echaron a reír]].

    A lo lejos, sobre el agua, se veía {heart}, [[verde y misterios{heart.o}|verde y pequeñ{heart.o}|entre brumas, muy lejos|llen{heart.o} de árboles]][[.|, como un secreto esperando a que lo contaran.]]
    [[Justo en medio del lago|Al otro lado del agua|Allí donde el agua era más honda]], {heart} [[flotaba como un sombrero verde|esperaba quiet{heart.o} y verde|esperaba, pequeñ{heart.o} y lejan{heart.o}]][[.|, y la bruma se enroscaba a su alrededor.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The old jetty had a gap in it, where [[two planks|a couple of boards|two old planks]] had floated away[[.|, long ago.|, and the water winked through.]]
      Halfway along the jetty, two boards were missing, and the water [[sparkled|glinted|rippled]] underneath[[.|, far too close for comfort.]]

      “That's a [[big|very big|rather wide]] gap,” said {companion}, looking down at the water[[.|, and then at {hero}.]]

      ?young {hero} found [[two loose planks|a pair of old boards|two flat planks|a long, flat board]] [[on the bank|in the reeds|by {station}|under the jetty steps]], and they laid [[them|it all]] across the gap like [[a tiny bridge|a little bridge|a doll's bridge|a plank for pirates]][[|, good and steady|, and {companion} tested it first]].
      ?old {hero} noticed [[a long, floating log|a smooth old log|a fat log, bobbing about,]] tied to the jetty with [[a rope|a fraying rope|a bit of green rope]], [[bumping gently against the posts|knocking softly on the posts|nudging the jetty like a patient dog]].

      ?old “[[If we pull the log along and tie it across the gap, it will hold us|That log could be our bridge, if we tie it across|Pull the log over the gap and tie it tight, and we can walk on it]],” [[said|decided|whispered]] {hero}. [[And it did|And it held, steady as a floor|And sure enough, it held them both|It did, without even a wobble]].

      [[Carefully|Slowly|Very gently]], one at a time, they crossed the gap, and the ducks [[quacked their approval|quacked and clapped their wings|cheered in duck]][[.|, loudly.]]
      `,
      `
      El viejo embarcadero tenía un hueco, donde se habían ido flotando [[dos tablas|un par de tablas|dos tablas viejas]][[.|, hacía mucho.|, y el agua asomaba por él.]]
      A mitad del embarcadero faltaban dos tablas, y el agua [[brillaba|destellaba|se ondulaba]] debajo[[.|, demasiado cerca para estar tranquilos.]]

      —Qué hueco tan [[grande|enorme|ancho]] —dijo {companion}, mirando el agua[[.|, y luego a {hero}.]]

      ?young {hero} encontró [[dos tablas sueltas|un par de tablones viejos|dos tablas planas]] [[en la orilla|entre los juncos|junto {station.al}|bajo los escalones]], y las pusieron sobre el hueco como [[un puentecito|un puente de juguete|una pasarela de piratas]][[|, bien firmes|, y {companion} las probó primero]].
      ?old {hero} se fijó en [[un tronco largo|un tronco liso y viejo|un tronco gordo]] que flotaba atado al embarcadero con [[una cuerda|una cuerda deshilachada|una cuerda verde]], [[chocando suavemente con los postes|dando golpecitos a los postes|empujando el embarcadero como un perro paciente]].

      ?old —[[Si acercamos el tronco y lo atamos sobre el hueco, nos aguantará|Ese tronco puede ser nuestro puente, si lo atamos de lado a lado|Tiramos del tronco, lo atamos bien, y pasamos por encima]] —[[dijo|decidió|susurró]] {hero}. [[Y los aguantó|Y aguantó, firme como un suelo|Y claro que aguantó|Y aguantó sin moverse ni un poquito]].

      [[Con cuidado|Despacito|Muy suavemente]], de uno en uno, cruzaron el hueco, y los patos [[graznaron para aplaudir|graznaron y batieron las alas|lo celebraron en idioma de pato]][[.|, muy fuerte.]]
      `,
    ),
    bi(
      `
      To go on, they needed a boat, but the little rowing boat had drifted [[away from the shore|out of reach|a little way out]][[.|, all by itself.]]
      The boat they needed was [[bobbing|floating|rocking]] just out of reach, its rope trailing in the water[[.|, like a tail.]]

      {companion} [[stretched and stretched|reached and reached|leaned right out over the water|tried three times]], but could not reach the rope[[.|, not even with the tips of {companion.his} {feet.bare}.|, and nearly fell in.|, which floated off a little further, teasingly.]]

      ?young A [[kind old heron|helpful grey heron|friendly moorhen|busy little duck]] [[picked up the rope in its beak|took the rope in its beak|caught the floating rope]] and [[brought it back to them|paddled it over to them|dropped it at their feet|gave it to {hero} with a nod]][[|, very proudly|, and then went back to fishing]].
      ?old {hero} watched [[the ripples|the reeds bending|a floating leaf]] and noticed the breeze was gently pushing the boat along the shore, towards [[a little bay|a sandy cove|a bend by {station}]].

      ?old “[[The wind will bring it to us|The breeze is doing the work for us|We don't need to reach it: the wind will bring it]],” [[said|said slowly|realised]] {hero}. “[[We just have to wait in the right place|We only need to be there first|All we need is to be waiting where it lands]].” [[They ran to the bay, and the boat bumped softly into their hands|They hurried round, and the boat floated straight to them|Round they ran, and there it came, bumping gently into their hands]].

      They climbed into the boat, and it rocked [[gently|softly|a little]], as if it were [[glad to see them|saying hello|pleased to have company]][[.|, and off they went.]]
      `,
      `
      Para seguir necesitaban una barca, pero la barquita de remos se había alejado [[de la orilla|fuera de su alcance|un poquito]][[.|, ella solita.]]
      La barca que necesitaban [[se balanceaba|flotaba|se mecía]] justo fuera de su alcance, con la cuerda arrastrando por el agua[[.|, como una cola.]]

      {companion} [[se estiró y se estiró|se asomó muchísimo sobre el agua|lo intentó tres veces]], pero no llegaba a la cuerda[[.|, ni con la puntita de {feet}.|, y casi se cae al agua.|, que se alejó un poquito más, como burlándose.]]

      ?young [[Una garza vieja y amable|Una garza gris muy servicial|Una focha muy simpática|Una patita muy hacendosa]] [[cogió la cuerda con el pico|atrapó la cuerda que flotaba]] y [[se la acercó|se la llevó nadando|se la dejó a los pies|se la dio a {hero} con un gesto]][[|, muy orgullosa|, y luego volvió a pescar]].
      ?old {hero} observó [[las ondas|los juncos doblándose|una hoja que flotaba]] y vio que la brisa empujaba la barca despacito a lo largo de la orilla, hacia [[una pequeña ensenada|una calita de arena|un recodo junto {station.al}]].

      ?old —[[El viento nos la traerá|La brisa trabaja por nosotros|No hace falta alcanzarla: el viento nos la trae]] —[[dijo|dijo despacio|se dio cuenta]] {hero}—. [[Solo hay que esperar en el sitio adecuado|Basta con llegar antes que ella|Solo hay que esperarla donde va a parar]]. —[[Corrieron a la ensenada, y la barca llegó suavemente hasta sus manos|Dieron la vuelta corriendo, y la barca fue derechita hacia ellos|Allá fueron, y allí llegó la barca, chocando suave contra sus manos]].

      Se subieron a la barca, y la barca se meció [[un poquito|suavemente|despacito]], como si [[se alegrara de verlos|les saludara|le gustara tener compañía]][[.|, y allá fueron.]]
      `,
    ),
  ],
};
