/** The Moon: a silver rocket ride, soft grey dust, craters, and the Earth rising like a blue marble. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const MOON: SettingDef = {
  key: 'moon',
  place: noun('Moon', 'luna', 'f'),
  edge: noun('landing place', 'zona de aterrizaje', 'f'),
  heart: noun('Crater of Quiet Light', 'cráter de la Luz Tranquila', 'm'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('big round crater', 'gran cráter redondo', 'm'),
    noun('silver hills', 'colinas plateadas', 'fp'),
    noun('old moon buggy', 'viejo vehículo lunar', 'm'),
    noun('field of moon rocks', 'campo de rocas lunares', 'm'),
    noun('long shadow valley', 'valle de las sombras largas', 'm'),
    noun('flag left by the first explorers', 'bandera de los primeros exploradores', 'f'),
  ],
  ground: [noun('moon dust', 'polvo lunar', 'm')],
  travel: {
    en: lines(
      `in a little silver rocket\nin a rocket shaped like a teapot, with a round window\nin a rocket painted red and white\nup through the clouds and out into the dark, where the stars were\nin a rocket that hummed and shook and then went very still\npast the bright, round Earth, far behind\non a long, smooth flight through the quiet dark`,
    ),
    es: lines(
      `en un cohete plateado pequeñito\nen un cohete con forma de tetera y una ventana redonda\nen un cohete pintado de rojo y blanco\natravesando las nubes y saliendo a la oscuridad, donde estaban las estrellas\nen un cohete que zumbaba y temblaba y luego se quedaba muy quieto\ndejando atrás la Tierra, redonda y brillante\nen un viaje largo y suave por la oscuridad callada`,
    ),
  },
  camp: {
    en: lines(
      `inside the cosy little rocket, with the round window full of stars\nin a snug moon tent, zipped up tight`,
    ),
    es: lines(
      `dentro del cohete, calentito, con la ventana redonda llena de estrellas\nen una tienda lunar bien cerrada con cremallera`,
    ),
  },
  sounds: {
    en: lines(`
      the radio in their helmets crackled softly
      their own breathing sounded loud and slow
      the rocket ticked as it cooled down
      everything was so quiet that they could hear their hearts
      a little beep-beep came from the moon buggy
      their boots went scrunch in the dust
      the oxygen tank hissed very softly
      a click came from the helmet as the lamp switched on
      their gloves rustled when they waved
      a little song played in their helmets from the rocket
      the moon buggy hummed as it rolled along
      the camera on the buggy whirred
      a message from Earth crackled in their helmets
      their footsteps made no sound at all, which was the strangest sound
      the rocket's engine ticked and sighed
    `),
    es: lines(`
      la radio de los cascos crepitaba bajito
      su propia respiración sonaba fuerte y despacio
      el cohete hacía tic, tic, mientras se enfriaba
      todo estaba tan en silencio que se oían el corazón
      del vehículo lunar salía un pitidito: pip, pip
      las botas hacían cruch en el polvo
      el tanque de oxígeno siseaba muy bajito
      se oyó un clic en el casco al encenderse la lámpara
      los guantes hacían frus, frus al saludar
      desde el cohete sonaba una cancioncita en sus cascos
      el vehículo lunar zumbaba al rodar
      la cámara del vehículo hacía zzzz
      un mensaje de la Tierra crepitaba en los cascos
      sus pasos no hacían ningún ruido, que era el ruido más raro de todos
      el motor del cohete hacía tic y suspiraba
    `),
  },
  smells: {
    en: lines(
      `the warm cocoa in the rocket\nnew spacesuits\nthe rocket's cosy cabin\nbiscuits packed for space\ntheir shiny new boots\na packed lunch of sandwiches\nthe new plastic of their helmets`,
    ),
    es: lines(
      `cacao calentito\ntrajes espaciales nuevos\ncabina recién estrenada\ngalletas preparadas para el espacio\naire limpio y fresco de los trajes\nbocadillos para comer\nplástico nuevo de los cascos`,
    ),
  },
  sights: {
    en: lines(`
      the Earth hung in the black sky like a blue and white marble
      the ground was grey and silver and covered in footprints of light
      the stars did not twinkle here; they shone steady and bright
      craters dotted the ground like giant dimples
      their shadows were long and sharp and very black
      far away, the sun glowed, white and bright
      their footprints stayed perfectly still, as if drawn with a pencil
      a little flag stood by the landing place
      the hills were grey and smooth, like sleeping elephants
      dust floated up and fell back slowly, like snow in a globe
      the rocket shone silver behind them
      a silver pebble sparkled in the grey dust
      the edge of a crater curved like a giant's bowl
      a long line of hills glowed gold at the top
      the Earth was half light and half shadow
    `),
    es: lines(`
      la Tierra colgaba en el cielo negro como una canica azul y blanca
      el suelo era gris y plateado, lleno de huellas de luz
      allí las estrellas no titilaban: brillaban quietas y fuertes
      los cráteres salpicaban el suelo como hoyuelos gigantes
      sus sombras eran largas, nítidas y negrísimas
      a lo lejos, el sol brillaba blanco y fuerte
      sus huellas se quedaban quietas y perfectas, como dibujadas a lápiz
      una banderita estaba clavada junto al sitio del aterrizaje
      las colinas eran grises y suaves, como elefantes echando la siesta
      el polvo subía y volvía a caer despacio, como la nieve de una bola de cristal
      el cohete brillaba plateado detrás de ellos
      un guijarro plateado brillaba en el polvo gris
      el borde de un cráter se curvaba como el cuenco de un gigante
      una fila larga de colinas brillaba dorada por arriba
      la Tierra era mitad luz y mitad sombra
    `),
  },
  creatures: [
    noun('moon moth made of starlight', 'polilla lunar hecha de luz de estrella', 'f'),
    noun('tiny moon rabbit', 'conejito lunar', 'm'),
    noun('little glowing pebble that hopped', 'piedrecita brillante que saltaba', 'f'),
    noun('silver-eared moon mouse', 'ratoncito lunar', 'm'),
    noun('glowing star beetle', 'escarabajo estelar', 'm'),
  ],
  countables: [
    { en: ['crater', 'craters'], es: ['cráter', 'cráteres', 'm'] },
    { en: ['star', 'stars'], es: ['estrella', 'estrellas', 'f'] },
  ],
  arrive: bi(
    `
    The rocket landed with a soft bump, and a puff of silver dust rose up and [[slowly settled|drifted down again, very slowly|hung in the air like a sneeze]][[.|, and everything went quiet.]]
    They climbed down the ladder and stepped onto the Moon: [[scrunch|crunch|a soft, silvery scrunch]][[.|, and their footprints were the first ones there.|, and {companion} gasped.]]
    [[Outside the little round window|At the bottom of the ladder|All around them]], the Moon was [[grey and silver and still|silent and silvery|quiet, grey and glittering]], and [[the Earth hung in the black sky like a blue marble|stars shone even in the daytime|the hills cast long, sharp shadows]].

    ?!toddler Here they were so light that every step was [[a bouncy jump|a floaty hop|like walking on a trampoline]][[.|, and {hero} giggled.|, slow and high.]]
    {companion} jumped once and floated up, up, up, and down again, [[very slowly, giggling|slow as a feather|turning a somersault on the way]][[.|, and wanted to do it again at once.]]
    {hero} [[bounced|hopped|leapt]] [[three times|as high as a house|over a little crater]] and [[landed as softly as a bubble|came down slowly, laughing|waved to the Earth on the way]][[.|, which was the best thing ever.]]

    Far across the grey hills, a soft glow shone out of {heart}[[.|, like a lamp left on for them.|, pale and golden.]]
    [[Beyond the craters|Far across the dust|Over the grey hills]], {heart} [[glowed softly|shone with a gentle light|gleamed like a night-light]][[.|, waiting for them.]]
    `,
    `
    El cohete aterrizó con un golpecito suave, y se levantó una nube de polvo plateado que fue bajando [[despacio|muy, muy despacio|como un estornudo flotando]][[.|, y todo se quedó en silencio.]]
    Bajaron por la escalerilla y pisaron la luna: [[cruch|crac|un cruch suave y plateado]][[.|, y sus huellas fueron las primeras.|, y {companion} se quedó sin aliento.]]
    [[Al otro lado del ventanuco redondo|Al pie de la escalerilla|A su alrededor]], la luna era [[gris, plateada y quieta|silenciosa y plateada|tranquila, gris y brillante]], y [[la Tierra colgaba en el cielo negro como una canica azul|las estrellas brillaban incluso de día|las colinas hacían sombras largas y afiladas]].

    Allí pesaban tan poco que cada paso era [[un salto|un saltito flotante|como andar en una cama elástica]][[.|, y {hero} se reía.|, lento y alto.]]
    {companion} dio un salto y subió, subió, subió, y volvió a bajar [[muy despacio, riéndose|lento como una pluma|dando una voltereta por el camino]][[.|, y quiso repetirlo enseguida.]]
    {hero} [[botó|dio un brinco|saltó]] [[tres veces|tan alto como una casa|por encima de un cráter pequeñito]] y [[aterrizó tan suave como una pompa|bajó despacio, riéndose|saludó a la Tierra por el camino]][[.|, que era lo mejor del mundo.]]

    Al otro lado de las colinas grises, un resplandor suave salía {heart.del}[[.|, como una lámpara encendida para ellos.|, pálido y dorado.]]
    [[Más allá de los cráteres|Al otro lado del polvo|Tras las colinas grises]], {heart} [[brillaba suavemente|lucía con una luz tranquila|brillaba como una lamparita de noche]][[.|, esperándoles.]]
    `,
  ),
  obstacles: [
    bi(
      `
      A [[wide crater|great grey crater|huge round crater]] lay in their way, deep and round like [[an enormous bowl|a giant's soup bowl|a pudding basin for a mountain]][[.|, with {station} far behind them.|, and the far rim looked very far indeed.]]
      In front of them was a [[huge|vast|wide, silvery]] crater, much too wide to walk around [[before dark|before teatime|in a whole day]][[.|, even for {companion}.|, and {want} was on the other side.]]

      “We'll never get across,” said {companion}[[.|, peering over the edge.|, gloomily.]]

      ?young “[[On the Moon, we can jump very far|Up here we can jump like kangaroos|The Moon makes us bouncy, remember]]!” [[said|cried|laughed]] {hero}. [[And with a big bouncy jump, they sailed right across|One big bounce, and over they sailed|So they jumped, and floated all the way across|Boing, they went, right over the crater]].
      ?old {hero} remembered that the Moon pulls things down much more gently than the Earth does, so everything weighs far less.

      ?old “[[Here, a small jump goes a long way|A little hop here is a giant leap|Up here, even a tiny jump goes miles]],” [[said|explained|grinned]] {hero}. “[[Bend your knees, and jump together|Knees bent, and jump on three|Ready, together, jump]]!” [[And they floated across like dandelion seeds|And they drifted over like bubbles|And over they floated, slow as snowflakes]].

      They landed softly on the other side, in a [[slow-motion puff of dust|silvery cloud of dust|soft, floaty poof]][[.|, and giggled.]]
      `,
      `
      [[Un cráter muy ancho|Un gran cráter gris|Un cráter redondo enorme]] les cortaba el paso, hondo y redondo como [[un cuenco enorme|el plato de sopa de un gigante|un bol para una montaña]][[.|, y el otro borde se veía lejísimos.]]
      Delante había un cráter [[gigantesco|inmenso|ancho y plateado]], demasiado ancho para rodearlo [[antes de que oscureciera|antes de la merienda|en un día entero]][[.|, incluso para {companion}.|, y {want} estaba al otro lado.]]

      —[[No conseguiremos cruzarlo nunca|Esto no hay quien lo cruce|Nunca llegaremos al otro lado|Ni dando la vuelta en una semana]] —[[dijo|suspiró|murmuró]] {companion}[[.|, asomándose al borde.|, con cara larga.|, mirando el otro lado.]]

      ?young —¡[[En la luna se puede saltar muy lejos|Aquí arriba saltamos como canguros|Acuérdate, la luna nos hace saltarines]]! —[[dijo|gritó|se rio]] {hero}. [[Y con un gran salto, cruzaron por el aire|Un gran bote, y allá que fueron por encima|Saltaron, y flotaron hasta el otro lado|Boing, y cruzaron el cráter entero]].
      ?old {hero} recordó que la luna atrae las cosas hacia abajo con mucha menos fuerza que la Tierra, así que todo pesa muchísimo menos.

      ?old —[[Aquí, un salto pequeño llega muy lejos|Aquí un saltito es un salto de gigante|Aquí arriba, hasta un brinco chiquito llega lejísimos]] —[[dijo|explicó|sonrió]] {hero}—. ¡[[Dobla las rodillas y saltamos a la vez|Rodillas dobladas, y a la de tres|Preparados, y todos a la vez]]! —[[Y cruzaron flotando como semillas de diente de león|Y pasaron flotando como pompas|Y cruzaron despacito, como copos de nieve]].

      Aterrizaron suavemente al otro lado, en [[una nube de polvo a cámara lenta|una nube plateada de polvo|un pluf blandito y flotante]][[.|, y se rieron.]]
      `,
    ),
    bi(
      `
      They came to the long shadow of a hill, so dark that they could not see anything inside it.
      A great black shadow lay across the way, and it was cold inside.

      {companion} [[shivered|shuffled closer to {hero}|stopped at the edge|peered in and stepped back]]. “It's [[so dark|very dark|ever so dark|blacker than a cupboard|darker than the inside of a sock]] in there[[|, isn't it|, and cold]].”

      ?young {hero} switched on the lights on their helmets, and the shadow was [[just grey dust after all|only dust and pebbles|nothing but moon dust|as ordinary as a sandpit]][[|, not scary at all|, and {companion} laughed]].
      ?old {hero} knew that on the Moon there is no air to spread the light around, so shadows are pitch black even when the sun is shining.

      ?old “[[It's just a shadow, with no air to fill it with light|It's only a shadow, and there's no air to bring light in|Shadows are like that here, with no air]],” [[said|explained|whispered]] {hero}, switching on the helmet lamps. “[[Look: only dust|See? Just dust and stones|Look, nothing but grey pebbles]].”

      They walked through the shadow in a little circle of light, and out into the sunshine on the other side[[.|, blinking.|, where it was warm again.]]
      `,
      `
      Llegaron a la larga sombra de una colina, tan oscura que no se veía nada dentro.
      Una gran sombra negra cruzaba el camino, y dentro hacía frío.

      {companion} [[tiritó|se arrimó a {hero}|se paró en el borde|se asomó y dio un paso atrás]]. —[[Qué oscuro está ahí dentro|Qué oscurísimo está ahí dentro|Ahí dentro está negro como un armario|Ahí dentro está más negro que un calcetín por dentro|Qué negro está eso]][[|, ¿verdad?|, y qué frío]].

      ?young {hero} encendió las luces de los cascos, y la sombra no era más que [[polvo gris|polvo y piedrecitas|polvo de luna|un arenero cualquiera]][[|, nada de miedo|, y {companion} se echó a reír]].
      ?old {hero} sabía que en la luna no hay aire que reparta la luz, así que las sombras son negrísimas aunque brille el sol.

      ?old —[[Es solo una sombra, sin aire que la llene de luz|Solo es una sombra, y aquí no hay aire que traiga la luz|Las sombras aquí son así, sin aire]] —[[dijo|explicó|susurró]] {hero}, encendiendo las lámparas de los cascos—. [[Mira: solo polvo|¿Ves? Polvo y piedras|Mira, nada más que guijarros grises]].

      Cruzaron la sombra dentro de un circulito de luz, y salieron al sol por el otro lado[[.|, parpadeando.|, donde volvía a hacer calorcito.]]
      `,
    ),
  ],
};
