/** Buttercup Meadow: long grass, wild flowers, an old oak on a hill, and a windmill by the stream. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const MEADOW: SettingDef = {
  key: 'meadow',
  place: noun('!Buttercup Meadow', 'pradera de los Ranúnculos', 'f'),
  edge: noun('stile at the edge of the meadow', 'escalerilla de la cerca de la pradera', 'f'),
  heart: noun('great oak on top of the hill', 'gran roble de lo alto de la colina', 'm'),
  heartAt: { en: 'by', es: 'junto a' },
  landmarks: [
    noun('little wooden bridge', 'puentecito de madera', 'm'),
    noun('patch of wild strawberries', 'rincón de las fresas silvestres', 'm'),
    noun('rabbit warren', 'madriguera de los conejos', 'f'),
    noun('old hay cart', 'viejo carro de heno', 'm'),
    noun('circle of poppies', 'corro de amapolas', 'm'),
    noun('sleepy stream', 'arroyo dormilón', 'm'),
  ],
  ground: [noun('long grass', 'hierba alta', 'f'), noun('clover', 'trébol', 'm')],
  travel: {
    en: lines(
      `along the footpath across the fields\nover the stile and through the long grass\nalong a path mown through the long grass\nover the little hills, up and down\npast a gate where a pony watched them go\nalong the hedgerow, where the blackberries grew\nacross the fields, with larks singing overhead`,
    ),
    es: lines(
      `por el sendero que cruzaba los campos\npor encima de la cerca y a través de la hierba alta\npor un camino segado entre la hierba alta\npor las colinitas, arriba y abajo\npasando junto a una cancela donde un poni les miraba\na lo largo del seto, donde crecían las moras\na través de los campos, con alondras cantando encima`,
    ),
  },
  camp: {
    en: lines(`in a nest of soft grass under the great oak\nunder a blanket by the haystack`),
    es: lines(`en un nido de hierba blandita bajo el gran roble\nbajo una manta junto al almiar`),
  },
  sounds: {
    en: lines(`
      grasshoppers chirped in the long grass
      a skylark sang as it flew up and up
      the breeze made the grass go shhh
      bees buzzed lazily from flower to flower
      a cuckoo called across the fields
      the stream trickled and giggled over the stones
      a cow munched grass on the other side of the hedge
      crickets sang a long, happy song
      a dragonfly whirred past their ears
      a woodpecker drummed in the hedgerow
      the grass rustled as a rabbit hopped away
      sheep called to each other across the hill
      a tractor hummed in a faraway field
      a bee got lost in a foxglove and buzzed its way out
      the wind whispered secrets to the barley
    `),
    es: lines(`
      los saltamontes cantaban en la hierba alta
      una alondra cantaba mientras subía y subía
      la brisa hacía chsss en la hierba
      las abejas zumbaban perezosas de flor en flor
      un cuco cantaba al otro lado de los campos
      el arroyo corría entre las piedras como riéndose
      una vaca masticaba hierba al otro lado del seto
      los grillos cantaban una canción larga y feliz
      una libélula pasó zumbando junto a sus orejas
      un pájaro carpintero tamborileaba en el seto
      la hierba crujió cuando un conejo se fue saltando
      las ovejas se llamaban de un lado a otro de la colina
      un tractor zumbaba en un campo lejano
      una abeja se perdió dentro de una dedalera y salió zumbando
      el viento le contaba secretos a la cebada
    `),
  },
  smells: {
    en: lines(
      `sweet clover\nwarm grass\nwild flowers\nhay drying in the sun\nwild mint by the stream\nbuttercups in the sun\nwarm hay\nhoneysuckle in the hedge\nrain coming`,
    ),
    es: lines(
      `trébol dulce\nhierba calentita\nflores silvestres\nheno secándose al sol\nmenta silvestre junto al arroyo\nranúnculos al sol\nheno calentito\nmadreselva en el seto\nlluvia que se acercaba`,
    ),
  },
  sights: {
    en: lines(`
      buttercups made the whole meadow shine yellow
      the long grass waved like the sea
      poppies nodded their red heads
      a kite flew high above the next field
      butterflies danced over the flowers in pairs
      dandelion clocks floated up into the sky
      daisies dotted the grass like spilled buttons
      a hare sat up tall and watched them
      the hedges were full of white blossom
      a ladybird climbed to the tip of a grass stalk
      clouds drifted over like slow white sheep
      a molehill stood in the grass like a tiny brown mountain
      clover flowers bobbed pink and white
      a wooden gate leaned open at the top of the field
      the shadow of a cloud slid slowly over the grass
    `),
    es: lines(`
      los ranúnculos hacían brillar de amarillo toda la pradera
      la hierba alta se movía como el mar
      las amapolas cabeceaban con sus cabezas rojas
      una cometa volaba alto sobre el campo de al lado
      las mariposas bailaban sobre las flores por parejas
      los vilanos de diente de león subían flotando hacia el cielo
      las margaritas salpicaban la hierba como botones caídos
      una liebre se puso de pie y los miró
      los setos estaban llenos de flores blancas
      una mariquita trepaba hasta la punta de una brizna de hierba
      las nubes pasaban como ovejas blancas y lentas
      una topera asomaba en la hierba como una montañita marrón
      las flores del trébol se mecían rosas y blancas
      una cancela de madera estaba entreabierta en lo alto del prado
      la sombra de una nube se deslizaba despacio sobre la hierba
    `),
  },
  creatures: [
    noun('grasshopper', 'saltamontes', 'm'),
    noun('baby rabbit', 'conejito', 'm'),
    noun('ladybird', 'mariquita', 'f'),
    noun('field mouse', 'ratón de campo', 'm'),
    noun('bumblebee', 'abejorro', 'm'),
    noun('little hare', 'liebrecilla', 'f'),
    noun('cricket', 'grillo', 'm'),
    noun('skylark', 'alondra', 'f'),
  ],
  countables: [
    { en: ['daisy', 'daisies'], es: ['margarita', 'margaritas', 'f'] },
    { en: ['buttercup', 'buttercups'], es: ['ranúnculo', 'ranúnculos', 'm'] },
  ],
  arrive: bi(
    `
    They climbed over the stile, and the meadow opened out in front of them, [[golden and green|green and gold and bright|wide and sunny|as wide as a sea of grass]][[.|, rippling in the breeze.|, full of tiny flowers.]]
    The grass was so [[long|tall|high and swishy]] that it came up to {companion.s} [[ears|nose|chin|eyebrows]][[.|, and {companion} had to hop to see over it.|, and tickled.|, and hummed with crickets.|, and {hero} could only see the tip of {companion}.]]
    [[Past the gate|Over the last hedge|At the end of the lane]], the meadow [[rolled away|spread out|stretched]] [[like a green blanket|all the way to the hills|in long, gentle waves]], and [[butterflies rose from the grass|larks sang high up|the grass whispered as the wind passed]].

    ?!toddler Flowers were everywhere: [[buttercups, daisies, poppies and clover|poppies and cornflowers and tall white daisies|clover and cowslips and little blue speedwell]][[.|, nodding in the sun.|, more than anyone could count.]]
    The air hummed with [[bees|bees and crickets|bees and hoverflies]] and smelled [[sweet and warm|of honey and hay|of summer]][[.|, and {hero} took a big breath of it.]]
    [[A grasshopper|A ladybird|A little blue butterfly|A bumblebee]] [[landed on {hero.s} sleeve|bumbled past their noses|sat on a daisy, watching them]], [[and then was gone|as if to say hello|and {companion} said hello back]].

    [[Far across the meadow|Away on the hilltop|Over the waving grass|Beyond {station}|Up on its hill]], {heart} spread its branches [[wide|wide and green|out like a great umbrella|over half the sky]][[.|, like arms open for a hug.|, green against the sky.|, with a swing hanging from one bough.|, and birds went in and out of it.]]
    [[On top of the hill|At the far side of the meadow|Beyond the long grass]], {heart} [[stood tall and green|waited in the sun|rose above everything]][[.|, and its leaves shimmered.|, the biggest tree they had ever seen.]]
    `,
    `
    Pasaron por encima de la cerca, y la pradera se abrió delante de ellos, [[dorada y verde|verde, dorada y luminosa|ancha y llena de sol|ancha como un mar de hierba]][[.|, ondulando con la brisa.|, llena de florecitas.]]
    La hierba era tan [[alta|larga|alta y susurrante]] que le llegaba a {companion} hasta [[las orejas|la nariz|la barbilla|las cejas]][[.|, y {companion} tenía que dar saltitos para ver por encima.|, y le hacía cosquillas.|, y estaba llena de grillos.]]
    [[Pasada la cancela|Tras el último seto|Al final del camino]], la pradera [[se extendía|se alargaba|se estiraba]] [[como una manta verde|hasta las colinas|en olas largas y suaves]], y [[las mariposas salían de la hierba|las alondras cantaban muy alto|la hierba susurraba al pasar el viento]].

    ?!toddler Había flores por todas partes: [[ranúnculos, margaritas, amapolas y tréboles|amapolas, acianos y margaritas altas|tréboles, prímulas y veronicas azules]][[.|, que se mecían al sol.|, más de las que nadie podría contar.]]
    El aire zumbaba de [[abejas|abejas y grillos|abejas y moscas de las flores]] y olía [[dulce y templado|a miel y a heno|a verano]][[.|, y {hero} respiró hondo.]]
    [[Un saltamontes|Una mariquita|Una mariposita azul|Un abejorro]] [[se posó en la manga de {hero}|pasó zumbando delante de sus narices|les miraba desde una margarita]], [[y luego desapareció|como diciendo hola|y {companion} le saludó]].

    [[Al otro lado de la pradera|Allá en lo alto de la colina|Por encima de la hierba|Más allá {station.del}|En su colina]], {heart} extendía sus ramas[[|, anchas y verdes|, como un paraguas gigante|, tapando medio cielo]][[.|, como brazos abiertos para un abrazo.|, verde contra el cielo.|, con un columpio colgado de una rama.|, y los pájaros entraban y salían.]]
    [[En lo alto de la colina|Al fondo de la pradera|Más allá de la hierba alta]], {heart} [[se alzaba alto y verde|esperaba al sol|asomaba por encima de todo]][[.|, y sus hojas brillaban.|, el árbol más grande que habían visto nunca.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The grass grew so tall here that they could not see [[where they were going|the way ahead|anything but green]][[.|, not even the sky, nearly.]]
      [[Suddenly|All at once|Before they knew it]], the grass was taller than {hero}, and every direction looked [[the same|exactly alike|green and swishy]][[.|, which was a puzzle.]]

      “[[Where's the path gone|Which way is {station}|Has anyone seen the path|Where did the hill go]]?” [[asked|wondered|said|squeaked]] {companion}[[.|, turning round and round.|, peering through the stalks.|, with a grass seed stuck on {companion.his} nose.]]

      ?young {companion} [[climbed onto {hero.s} shoulders|scrambled up onto {hero.s} shoulders|balanced on {hero.s} shoulders]] and spotted [[the great oak|the top of the great oak|the oak tree, far off]][[, and pointed|, and cried out|]]: “[[That way, past the tall grass|There it is, over there|This way, follow me|I can see the big tree]]!”
      ?old {hero} [[looked up|glanced at the sky|shaded {hero.his} eyes]]: [[the sun was behind them in the morning|all morning, the sun had been at their backs|the sun had been behind them since they set out]], so walking away from it meant walking towards [[the hill|the great oak|{heart}]].

      ?old “[[Keep the sun on our backs|Sun behind us, all the way|Let's keep the warm on our backs]],” [[said|decided|announced]] {hero}, “[[and we'll come out by the hill|and the hill will find us|and we'll be at the oak in no time]].”

      Soon they pushed through the last of the tall grass and saw the hill right in front of them[[.|, green and close.|, just where it should be.]]
      `,
      `
      Allí la hierba crecía tan alta que no veían [[por dónde iban|el camino|más que verde]][[.|, y casi ni el cielo.]]
      [[De repente|De pronto|Sin darse cuenta]], la hierba era más alta que {hero}, y todas las direcciones parecían [[iguales|idénticas|verdes y susurrantes]][[.|, lo cual era un problema.]]

      —¿[[Dónde se ha metido el camino|Por dónde queda {station}|Alguien ha visto el camino|Adónde se ha ido la colina]]? —[[preguntó|se preguntó|dijo]] {companion}[[.|, dando vueltas.|, mirando entre los tallos.|, con una semilla en la punta de la nariz.]]

      ?young {companion} se [[subió a los hombros de {hero}|encaramó a los hombros de {hero}|puso de puntillas en los hombros de {hero}]] y vio [[el gran roble|la copa del gran roble|el roble, a lo lejos]]. —¡[[Por allí, pasada la hierba alta|Ahí está, allí|Por aquí, seguidme|Veo el árbol grande]]!
      ?old {hero} [[miró hacia arriba|miró al cielo|se hizo visera con la mano]]: [[por la mañana el sol quedaba detrás de ellos|toda la mañana habían llevado el sol a la espalda|desde que salieron, el sol les quedaba detrás]], así que caminar dándole la espalda era caminar hacia [[la colina|el gran roble|{heart}]].

      ?old —[[Llevemos el sol a la espalda|El sol detrás, todo el rato|Que el sol nos caliente la espalda]] —[[dijo|decidió|anunció]] {hero}— [[y saldremos junto a la colina|y la colina nos encontrará|y enseguida estaremos en el roble]].

      Enseguida atravesaron la última hierba alta y vieron la colina justo delante[[.|, verde y cercana.|, justo donde tenía que estar.]]
      `,
    ),
    bi(
      `
      The little wooden bridge over the stream had a [[broken|missing|cracked]] plank in the middle[[.|, right where you'd want to step.]]
      The stream was in the way, and its little bridge had lost a plank[[.|, or two.|, somewhere downstream.]]

      {companion} peeked through the gap at the water [[rushing|racing|bubbling]] below[[.|, and stepped back.|, and gulped.]]

      ?young {hero} found [[a flat stone|a big, flat stone|a round, dry stone|a stepping stone]] in the stream, and they hopped across on it, [[one, two, three|hop, skip, jump|splish, splash, there|one, two, and over]][[|, laughing|, with {companion} cheering]].
      ?old {hero} noticed that the stream was [[shallow and slow|only ankle-deep|calm and lazy]] just below the bridge, where it spread out [[wide over flat pebbles|over a bed of flat pebbles|thin and wide across the stones]].

      ?old “[[Where a stream is widest, it's shallowest|Wide water is shallow water|When a stream spreads out, it gets shallow]],” [[said|explained|remembered]] {hero}. “[[We can paddle across there|We can wade over there|There's our crossing]].” [[And they did, with their shoes in their hands|So they did, shoes in hand|They paddled across, shoes held high]][[.|, giggling at the cold.|, and the water was lovely.]]

      On the other side, they dried their toes in the [[warm|soft|sunny]] grass, which [[tickled|tickled like anything|made them giggle]][[.|, and {companion} rolled in it.]]
      `,
      `
      Al puentecito de madera del arroyo le faltaba una tabla en el medio[[.|, justo donde uno querría pisar.|, y otra estaba rajada.]]
      El arroyo les cortaba el paso, y a su puentecito le faltaba una tabla[[.|, o dos.|, que andaría río abajo.]]

      {companion} se asomó por el hueco a mirar el agua que [[corría|pasaba deprisa|burbujeaba]] debajo[[.|, y dio un paso atrás.|, y tragó saliva.]]

      ?young {hero} encontró [[una piedra plana|una piedra grande y plana|una piedra redonda y seca]] en el arroyo, y cruzaron saltando sobre ella: [[uno, dos y tres|hop, salto y ya|plis, plas, y al otro lado]][[|, entre risas|, con {companion} aplaudiendo]].
      ?old {hero} se fijó en que, justo debajo del puente, el arroyo era [[bajito y lento|tan bajo que no cubría los tobillos|tranquilo y perezoso]], porque se ensanchaba sobre [[piedras planas|un lecho de guijarros planos|las piedras, fino y ancho]].

      ?old —[[Donde un arroyo es más ancho, es menos hondo|El agua ancha es agua bajita|Cuando un arroyo se ensancha, cubre menos]] —[[dijo|explicó|recordó]] {hero}—. [[Podemos cruzar por ahí chapoteando|Por ahí podemos vadearlo|Ahí tenemos el paso]]. [[Y eso hicieron, con los zapatos en la mano|Y así cruzaron, con los zapatos en la mano|Y cruzaron chapoteando, zapatos en alto]][[.|, riéndose del frío.|, y el agua estaba buenísima.]]

      Al otro lado, se secaron los dedos de los pies en la hierba [[calentita|suave|soleada]], que [[hacía cosquillas|hacía muchísimas cosquillas|les hacía reír]][[.|, y {companion} se revolcó en ella.]]
      `,
    ),
  ],
};
