/** Sunflower Farm: a red barn, an orchard, a duck pond, and a hayloft full of sleepy warmth. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const FARM: SettingDef = {
  key: 'farm',
  place: noun('!Sunflower Farm', 'granja de los Girasoles', 'f'),
  edge: noun('farm gate', 'cancela de la granja', 'f'),
  heart: noun('hayloft in the big red barn', 'pajar del gran granero rojo', 'm'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('duck pond', 'estanque de los patos', 'm'),
    noun('apple orchard', 'huerto de manzanos', 'm'),
    noun('sunflower field', 'campo de girasoles', 'm'),
    noun('old windmill', 'viejo molino', 'm'),
    noun('chicken coop', 'gallinero', 'm'),
    noun('vegetable patch', 'huerto de verduras', 'm'),
  ],
  ground: [noun('soft grass', 'hierba blanda', 'f'), noun('dusty farm track', 'camino de tierra', 'm')],
  travel: {
    en: lines(
      `down the bumpy farm lane\nalong the lane between the hedgerows\ndown the lane between the hedges\nalong the cart track, past the haystacks\nover the stile and across the cow field\npast the duck pond and the old water pump\nalong the edge of the cornfield, where the poppies grew`,
    ),
    es: lines(
      `por el camino lleno de baches de la granja\npor el camino entre los setos\npor el camino entre los setos\npor el camino de los carros, pasando junto a los pajares\npor encima de la cerca y a través del prado de las vacas\npasando junto al estanque de los patos y la bomba de agua vieja\npor el borde del trigal, donde crecían las amapolas`,
    ),
  },
  camp: {
    en: lines(`in the warm, sweet-smelling hay\nin a little shed with a window full of stars`),
    es: lines(`en la paja calentita y perfumada\nen una caseta con una ventana llena de estrellas`),
  },
  sounds: {
    en: lines(`
      a rooster crowed from the top of the fence
      the cows mooed softly in the field
      hens clucked and scratched in the yard
      a tractor rumbled far away
      the windmill creaked as it turned
      piglets squealed happily in the mud
      a donkey said hee-haw as if it were laughing at a joke
      the milk pails clanked in the dairy
      a sheep went baa from behind the hedge
      the geese honked importantly in a row
      the gate latch clicked somewhere behind them
      a horse whinnied in the stable
      a bucket clanked against the well
      a cat miaowed for its breakfast
      the wind rustled the corn
    `),
    es: lines(`
      un gallo cantaba subido a la valla
      las vacas mugían bajito en el prado
      las gallinas cacareaban y escarbaban en el corral
      un tractor retumbaba a lo lejos
      el molino crujía al girar
      los cerditos chillaban felices en el barro
      un burro rebuznaba como si se riera de un chiste
      los cubos de leche tintineaban en la lechería
      una oveja balaba detrás del seto
      las ocas graznaban muy importantes, en fila
      el pestillo de una cancela hizo clic detrás de ellos
      un caballo relinchaba en el establo
      un cubo chocaba contra el pozo
      un gato maullaba pidiendo el desayuno
      el viento hacía crujir el maíz
    `),
  },
  smells: {
    en: lines(
      `fresh hay\nwarm milk\nripe apples\ncut grass\nsunflowers and honey\nwarm straw\nfresh eggs and toast\nstrawberries from the patch\nrain on the barn roof`,
    ),
    es: lines(
      `heno recién cortado\nleche calentita\nmanzanas maduras\nhierba recién segada\ngirasoles y miel\npaja calentita\nhuevos frescos y pan tostado\nfresas del huerto\nlluvia sobre el tejado del granero`,
    ),
  },
  sights: {
    en: lines(`
      the sunflowers all turned their faces towards the sun
      the big red barn glowed in the light
      a line of ducklings waddled after their mother
      apples hung from the trees like little red lanterns
      a scarecrow waved one floppy arm in the breeze
      the fields stretched away in stripes of green and gold
      a cat sat on a hay bale washing its paws
      the washing line flapped with sheets and socks
      a goat stood on top of an upturned bucket
      a little pond shone with ducks on it
      rows of cabbages sat in the vegetable patch like green balls
      a tractor stood in the field with its door open
      a weathervane shaped like a cockerel turned on the roof
      a row of milk churns stood by the gate
      a little calf wobbled after its mother
    `),
    es: lines(`
      todos los girasoles giraban la cara hacia el sol
      el gran granero rojo brillaba con la luz
      una fila de patitos iba detrás de su madre
      las manzanas colgaban de los árboles como farolillos rojos
      un espantapájaros saludaba con un brazo flojito al viento
      los campos se extendían a rayas verdes y doradas
      un gato sentado en una bala de paja se lavaba las patas
      la ropa tendida ondeaba, sábanas y calcetines
      una cabra se había subido a un cubo boca abajo
      un estanquito brillaba lleno de patos
      las coles estaban en fila en el huerto, como pelotas verdes
      un tractor esperaba en el campo con la puerta abierta
      una veleta con forma de gallo giraba en el tejado
      una fila de lecheras esperaba junto a la cancela
      un ternerito iba tambaleándose detrás de su madre
    `),
  },
  creatures: [
    noun('fluffy chick', 'pollito esponjoso', 'm'),
    noun('little lamb', 'corderito', 'm'),
    noun('pink piglet', 'cerdito rosa', 'm'),
    noun('barn owl', 'lechuza del granero', 'f'),
    noun('friendly calf', 'ternerito simpático', 'm'),
    noun('little goat', 'cabrita', 'f'),
    noun('duckling', 'patito', 'm'),
    noun('farm mouse', 'ratoncita de la granja', 'f'),
  ],
  countables: [
    { en: ['egg', 'eggs'], es: ['huevo', 'huevos', 'm'] },
    { en: ['apple', 'apples'], es: ['manzana', 'manzanas', 'f'] },
  ],
  arrive: bi(
    `
    The farm gate swung open with a [[friendly creak|cheerful squeak|happy little rattle|long, welcoming creak]][[.|, as if it had been expecting them.|, and a cockerel crowed.]]
    ?!toddler Fields of sunflowers, taller than a grown-up, [[nodded their big yellow heads|turned their faces to the sun|swayed and bowed]][[.|, as if to say good morning.|, in long golden rows.]]
    [[Beyond the gate|Down the lane|Past the duck pond]], the farm [[spread out|lay waiting|was busy and bright]]: [[fields of corn, a muddy yard|a stone farmhouse, a line of washing|green fields, a crooked fence]] and [[a tractor dozing in the sun|a haystack as big as a house|a pond with a wooden duck house]].

    A sheepdog came bounding up to say hello, tail wagging like [[a windmill|a flag in the wind|a feather duster]][[.|, and licked {hero.s} hand.|, and then ran off to tell everyone.]]
    The [[hens|speckled hens|brown hens|farm hens]] came running to see who had arrived, [[clucking all at once|clucking and fussing|all talking at once|heads bobbing|wings flapping]][[.|, and one pecked {companion.s} shadow.|, and then ran off again, just as fast.]]
    [[A fat pink pig|A goat with a beard|A big brown cow|A little lamb]] [[looked up from its breakfast|peered over the fence|trotted over]] and [[said hello in its own way|gave a friendly snort|went “maa” very politely|stared at {companion} with great interest]][[.|, then went back to munching.]]

    [[At the far end of the farm|Past {station}|Beyond the duck pond|On the far side of the orchard|Down at the bottom of the lane]] stood the big red barn, with [[its hayloft door wide open|its hayloft hatch propped open|a rope swinging from its hayloft door|its high little door open to the sky]][[.|, like a mouth in the middle of a yawn.|, and swallows swooping in and out.|, and {companion} stared up at it.|, smelling sweetly of hay.]]
    [[At the top of the lane|Across the yard|Beyond the fields]] [[stood|loomed]] the big red barn, [[its doors wide open|with hay poking out of every window|with a weathercock on the roof]][[.|, and a cat asleep on the step.|, waiting.]]
    `,
    `
    La cancela de la granja se abrió con un [[crujido amistoso|chirrido alegre|traqueteo simpático|crujido largo de bienvenida]][[.|, como si les estuviera esperando.|, y cantó un gallo.]]
    ?!toddler Campos de girasoles, más altos que una persona mayor, [[movían sus grandes cabezas amarillas|giraban la cara hacia el sol|se mecían y se inclinaban]][[.|, como si dijeran buenos días.|, en largas filas doradas.]]
    [[Al otro lado de la cancela|Bajando el camino|Pasado el estanque de los patos]], la granja [[se extendía ante ellos|les estaba esperando|estaba alegre y llena de vida]]: [[campos de trigo, un corral embarrado|una casa de piedra, ropa tendida al sol|prados verdes, una valla torcida]] y [[un tractor echando la siesta al sol|un pajar tan grande como una casa|un estanque con una casita para los patos]].

    Un perro pastor llegó dando saltos a saludar, moviendo la cola como [[un molinillo|una bandera al viento|un plumero]][[.|, y le lamió la mano a {hero}.|, y luego salió corriendo a contárselo a todos.]]
    [[Las gallinas|Las gallinas pintas|Las gallinas marrones|Las gallinas de la granja]] vinieron corriendo a ver quién había llegado, [[cacareando todas a la vez|cacareando y alborotando|hablando todas a la vez|cabeceando|batiendo las alas]][[.|, y una le picoteó la sombra a {companion}.|, y luego se fueron igual de deprisa.]]
    [[Un cerdo gordo y rosado|Una cabra con barba|Una vaca grande y marrón|Un corderito]] [[levantó la vista de su desayuno|se asomó por la valla|se acercó trotando]] y [[les saludó a su manera|soltó un resoplido simpático|dijo «bee» con mucha educación|miró a {companion} con muchísimo interés]][[.|, y luego siguió comiendo.]]

    [[Al fondo de la granja|Más allá {station.del}|Pasado el estanque de los patos|Al otro lado del huerto de frutales|Al final del camino de tierra]] estaba el gran granero rojo, con [[la puerta del pajar abierta de par en par|el ventanuco del pajar abierto|una cuerda colgando de la puerta del pajar|la puertecita alta abierta al cielo]][[.|, como una boca a mitad de bostezo.|, y golondrinas entrando y saliendo.|, y {companion} se quedó mirándolo.|, oliendo a heno dulce.]]
    [[Al final del camino|Al otro lado del corral|Más allá de los campos]] se alzaba el gran granero rojo, [[con las puertas abiertas de par en par|con paja asomando por todas las ventanas|con una veleta en el tejado]][[.|, y un gato dormido en el escalón.|, esperando.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The hens had escaped from their coop and were running [[everywhere, in every direction|round and round in circles|all over the place, flapping]][[.|, making a terrible fuss.]]
      All the hens were out of the coop, [[clucking and flapping|squawking and scurrying|fussing and fluttering]] all over the path[[.|, and nobody knew why.]]

      “[[Cluck-cluck-CLUCK!|Buk-buk-BAWK!|Cluck! Cluck! Cluck!]]” They were [[far too busy to listen|much too excited to listen|not listening to anyone]][[.|, not even a little.]]

      ?young {hero} scattered a trail of [[seeds|corn|grain|crumbs]] [[back to the coop|all the way to the coop|past {station} to the coop]], and the hens followed, [[peck, peck, peck|one by one, pecking|in a long clucking line|pecking and bobbing]][[|, right inside|, as good as gold]].
      ?old {hero} noticed [[the gate of the coop was swinging open in the wind|the coop gate banged every time the wind blew|the latch on the coop was loose, and the gate kept clattering]], and that the hens [[kept running away from the noise|jumped every time it banged|scattered at each clatter]].

      ?old “[[If we shut the gate quietly and leave a trail of grain, they'll go home on their own|Once the banging stops, a little grain will lead them home|Quiet gate, a trail of corn, and they'll walk straight back in]],” [[said|whispered|decided]] {hero}[[|, very calmly|, and {companion} nodded]].

      One by one, the hens [[strutted|marched|bustled]] back into the coop, and {companion} closed the gate with a [[click|clack|soft little click]][[.|, very pleased.|, and the hens settled down at last.]]
      `,
      `
      Las gallinas se habían escapado del gallinero y corrían [[por todas partes, en todas direcciones|en círculos, dando vueltas|de aquí para allá, aleteando]][[.|, armando un alboroto tremendo.]]
      Todas las gallinas estaban fuera del gallinero, [[cacareando y aleteando|chillando y correteando|alborotando y revoloteando]] por el camino[[.|, y nadie sabía por qué.]]

      —¡[[Coc-coc-COC|Cocorocó|Coc, coc, coc]]! —Estaban [[demasiado ocupadas para escuchar|demasiado alborotadas para escuchar|sin hacer caso a nadie]][[.|, ni un poquito.]]

      ?young {hero} fue dejando un rastro de [[semillas|maíz|grano|migas]] [[hasta el gallinero|hasta la puerta del gallinero|desde {station} hasta el gallinero]], y las gallinas lo siguieron, [[pic, pic, pic|una detrás de otra|en una fila cacareante|picoteando y cabeceando]][[|, hasta dentro|, tan formales]].
      ?old {hero} se fijó en que [[la puerta del gallinero se abría y se cerraba con el viento|la puerta del gallinero daba golpes con cada ráfaga|el pestillo del gallinero estaba suelto y la puerta no paraba de golpear]], y en que las gallinas [[huían del ruido|se asustaban con cada golpe|salían corriendo a cada portazo]].

      ?old —[[Si cerramos la puerta sin hacer ruido y dejamos un rastro de grano, volverán solas|En cuanto dejen de oír los golpes, un poco de grano las llevará a casa|Puerta callada y un caminito de maíz, y entran solas]] —[[dijo|susurró|decidió]] {hero}[[|, con mucha calma|, y {companion} asintió]].

      Una a una, las gallinas entraron [[muy estiradas|desfilando|muy dignas]] en el gallinero, y {companion} cerró la puerta: [[clic|clac|clic, muy suave]][[.|, muy satisfech{pet.o}.|, y por fin las gallinas se calmaron.]]
      `,
    ),
    bi(
      `
      The lane had turned into [[deep, sticky mud|a river of brown mud|thick, gloopy mud]] after the rain[[.|, squelchy and shiny.]]
      In front of them was a [[big|huge|wide]] patch of [[squelchy|sticky|gloopy]] mud, right across the lane[[.|, with no way round.]]

      {companion} [[put one foot in and got stuck|stepped in and sank up to the ankles|tried the edge and got stuck fast|took one step and could not take another]][[, with a squelch| with a loud splodge|, gloop]][[.| It took a long time to pull free.| {hero} had to help, pulling with both hands.| Getting out took three tugs and a pop.]]

      ?young {hero} laid down [[some old planks from the fence|a few boards from behind the barn|an old gate that was lying about|some flat planks from the woodpile]], and they walked across [[like a bridge|as if it were a bridge|like a little pier|dry as a bone]][[|, with {companion} first|, one careful step at a time]].
      ?old {hero} saw that the [[tractor tracks|big tyre tracks|wheel ruts]] were [[firm and dry on the ridges|hard and dry along the top|solid where they stuck up]], even where the mud was [[deep between them|deep and gloopy between them|sloshing about in the middle]].

      ?old “[[We walk on the ridges, like tightrope walkers|Along the tops of the tracks, like a circus act|We'll balance on the dry bits, like acrobats]],” [[said|announced|decided]] {hero}, and held out both arms [[for balance|like wings|as if walking a wire]][[|, wobbling only a little|, and {companion} copied]].

      They made it across with only [[a tiny bit of mud on their boots|one small splash of mud|a muddy spot on one knee]][[.|, which they were proud of.]]
      The piglets [[watched|peered over the fence|watched from their pen]], looking [[disappointed|rather sorry|a little let down]] that nobody had fallen in[[.|, then went back to their mud.]]
      `,
      `
      Después de la lluvia, el camino se había convertido en [[un barro hondo y pegajoso|un río de barro marrón|un barrizal espeso y pringoso]][[.|, brillante y chapoteante.]]
      Delante de ellos había un barrizal [[enorme|gigante|ancho]] que cruzaba el camino de lado a lado[[.|, sin forma de rodearlo.]]

      {companion} [[metió un pie y se quedó atascad{pet.o}|pisó el borde y se hundió hasta los tobillos|dio un paso y ya no pudo dar otro|probó a cruzar y se quedó clavad{pet.o} en el barro]][[, con un chof|, con un plof enorme|: chap]][[.| Le costó muchísimo salir.| {hero} tuvo que ayudarle, tirando con las dos manos.| Salir le costó tres tirones y un plop.]]

      ?young {hero} puso en el suelo [[unas tablas viejas de la valla|unos tablones de detrás del granero|una puerta vieja que había por allí|unas tablas planas del montón de leña]], y cruzaron por encima [[como por un puente|como por un muelle|sin mancharse nada]][[|, con {companion} delante|, pasito a pasito]].
      ?old {hero} vio que [[las marcas del tractor|las rodadas del tractor|las huellas de las ruedas]] estaban [[firmes y secas en los bordes|duras y secas por arriba|sólidas donde sobresalían]], aunque [[entre ellas el barro era muy hondo|en medio el barro era hondo y pringoso|en el centro el barro chapoteaba]].

      ?old —[[Vamos por los bordes, como los equilibristas|Por encima de las rodadas, como en el circo|Iremos por lo seco, como acróbatas]] —[[dijo|anunció|decidió]] {hero}, y extendió los brazos [[para no perder el equilibrio|como si fueran alas|como quien anda por un alambre]][[|, tambaleándose solo un poquito|, y {companion} le imitó]].

      Cruzaron con solo [[un poquito de barro en las botas|una salpicadura de barro|una mancha de barro en una rodilla]][[.|, y estaban muy orgullosos.]]
      Los cerditos [[miraban|se asomaban por la valla|miraban desde su corral]], un poco [[desilusionados|decepcionados|chafados]] de que nadie se hubiera caído[[.|, y luego volvieron a su barro.]]
      `,
    ),
  ],
};
