/** Turtle Island: palm trees, a lagoon, a lookout hill, and a cove where the turtles come ashore. */

import { noun } from '../../grammar/noun';
import { bi, lines } from '../../grammar/template';
import type { SettingDef } from '../content-types';

export const ISLAND: SettingDef = {
  key: 'island',
  place: noun('!Turtle Island', 'isla de las Tortugas', 'f'),
  edge: noun('white sandy shore', 'orilla de arena blanca', 'f'),
  heart: noun('hidden cove on the far side of the island', 'cala escondida al otro lado de la isla', 'f'),
  heartAt: { en: 'in', es: 'en' },
  landmarks: [
    noun('palm grove', 'palmeral', 'm'),
    noun('blue lagoon', 'laguna azul', 'f'),
    noun('lookout hill', 'colina del mirador', 'f'),
    noun('old shipwreck', 'viejo barco naufragado', 'm'),
    noun('coconut tree', 'cocotero', 'm'),
    noun('rock shaped like a whale', 'roca con forma de ballena', 'f'),
  ],
  ground: [noun('warm sand', 'arena calentita', 'f'), noun('grassy path', 'sendero de hierba', 'm')],
  travel: {
    en: lines(
      `in a little sailing boat with a striped sail\nacross the bay in a small wooden boat\nin a little boat with a patched blue sail\nacross the bay, with dolphins racing alongside\nover the waves, bobbing up and down\nalong the coast, past the rocks where the seals sunbathed\nin a rowing boat, singing to keep time`,
    ),
    es: lines(
      `en un velero pequeñito con la vela a rayas\ncruzando la bahía en una barquita de madera\nen una barquita con una vela azul remendada\npor la bahía, con delfines nadando al lado\nsobre las olas, subiendo y bajando\na lo largo de la costa, pasando junto a las rocas donde tomaban el sol las focas\nen una barca de remos, cantando para llevar el ritmo`,
    ),
  },
  camp: {
    en: lines(`in a hammock between two palm trees\nin a little hut made of palm leaves`),
    es: lines(`en una hamaca entre dos palmeras\nen una cabañita hecha de hojas de palmera`),
  },
  sounds: {
    en: lines(`
      the waves rolled in and out, hush, hush
      palm leaves rattled gently in the breeze
      a parrot squawked from the top of a palm tree
      a coconut fell with a soft thud
      gulls cried far out over the water
      tiny crabs clicked on the rocks
      a bird with a long tail sang three silly notes
      the wind hummed through the palm leaves
      a wave hissed as it ran back down the sand
      a tiny lizard rustled under a leaf
      far away, a boat's horn went toot
      the sea sighed in and out of a little cave
      a frog chirped from a puddle among the palms
      a flying fish slapped back into the water
      a shell whistled as the wind blew across it
    `),
    es: lines(`
      las olas iban y venían: chss, chss
      las hojas de palmera sonaban suavemente con la brisa
      un loro graznaba en lo alto de una palmera
      un coco cayó con un golpe sordo
      las gaviotas chillaban mar adentro
      unos cangrejitos hacían clic, clic en las rocas
      un pájaro de cola larga cantó tres notas graciosas
      el viento zumbaba entre las hojas de palmera
      una ola siseó al volver arena abajo
      una lagartija diminuta se movió bajo una hoja
      a lo lejos, la bocina de un barco hizo tuuu
      el mar suspiraba al entrar y salir de una cuevecita
      una rana cantaba en un charco entre las palmeras
      un pez volador volvió a caer al agua: ¡plaf!
      una concha silbaba al pasar el viento por encima
    `),
  },
  smells: {
    en: lines(
      `coconut and salt\nwarm sand\nsweet island flowers\nthe sea breeze\nripe pineapple\nripe mangoes\nwarm seawater\nhibiscus flowers\nsalt and sunshine`,
    ),
    es: lines(
      `coco y sal\narena calentita\nflores dulces de la isla\nbrisa de mar\npiña madura\nmangos maduros\nagua de mar templada\nflores de hibisco\nsal y sol`,
    ),
  },
  sights: {
    en: lines(`
      the water in the lagoon was as clear as glass
      palm trees leaned over the beach as if to look at the sea
      little fish flashed like silver coins in the shallows
      the sand was white and soft as flour
      the sea went from pale green to deep blue
      a turtle's tracks led across the sand to the water
      coconuts hung in bunches at the top of the palms
      a hermit crab carried a pink shell like a little house
      bright flowers grew right down to the sand
      the lagoon glowed turquoise in the sun
      a rock shaped like a sleeping whale lay in the shallows
      a rope swing hung from a leaning palm
      the rocks were covered in tiny shells
      a rainbow of fish swam round a coral rock
      a seabird dived into the water like an arrow
    `),
    es: lines(`
      el agua de la laguna era transparente como el cristal
      las palmeras se inclinaban sobre la playa como para mirar el mar
      unos pececillos brillaban como monedas de plata en la orilla
      la arena era blanca y suave como la harina
      el mar pasaba del verde claro al azul profundo
      las huellas de una tortuga cruzaban la arena hasta el agua
      los cocos colgaban en racimos en lo alto de las palmeras
      un cangrejo ermitaño llevaba una concha rosa como una casita
      las flores de colores crecían hasta la misma arena
      la laguna brillaba de color turquesa al sol
      una roca con forma de ballena dormida descansaba en la orilla
      un columpio de cuerda colgaba de una palmera inclinada
      las rocas estaban cubiertas de conchitas
      un arcoíris de peces nadaba alrededor de un coral
      un ave marina se tiró al agua como una flecha
    `),
  },
  creatures: [
    noun('baby turtle', 'tortuguita bebé', 'f'),
    noun('hermit crab', 'cangrejo ermitaño', 'm'),
    noun('little gecko', 'salamanquesa pequeñita', 'f'),
    noun('bright green parrot', 'loro verde brillante', 'm'),
    noun('sleepy seal', 'foca dormilona', 'f'),
    noun('little crab', 'cangrejito', 'm'),
    noun('blue lizard', 'lagartija azul', 'f'),
    noun('frigate bird', 'fragata', 'f'),
  ],
  countables: [
    { en: ['coconut', 'coconuts'], es: ['coco', 'cocos', 'm'] },
    { en: ['seashell', 'seashells'], es: ['caracola', 'caracolas', 'f'] },
  ],
  arrive: bi(
    `
    The boat slid up onto the sand with a [[soft crunch|gentle bump|scrunch and a sigh|long, hushing scrape|rattle of little shells]][[.|, and the waves lapped round it.|, and they were there.|, and {companion} was first ashore.|, and a little crab scuttled out of the way.]]
    They jumped out onto a beach so white that it [[almost glowed|hurt their eyes a little|looked like sugar]][[.|, and the sea behind them was turquoise.|, warm under their feet.]]
    [[Across the lagoon|As they paddled in|From the little boat]], the island [[grew bigger and greener|came closer|rose [|majestically] out of the sea]]: [[a ring of white sand|a hill wrapped in green|palm trees leaning over the water]], and [[birds wheeling overhead|a thin waterfall on the hillside|a beach without a single footprint]].

    [[Palm trees waved in the breeze|Tall palms swayed over the sand|The palm trees nodded their shaggy heads|A row of palms leaned out over the water]], [[as if saying hello|like friendly arms|rustling like paper|like dancers at a party|whispering about the visitors]][[.|, and a coconut thumped down nearby.|, and {companion} waved back.|, as if they knew all about {want}.]]
    [[The whole island|The warm air|Everything there|The breeze off the trees]] smelled of [[coconut and flowers and sunshine|salt and sweet flowers|warm sand and ripe fruit|mangoes and sea spray|hot stones and blossom]][[.|, and {companion} sniffed it all in.|, and {hero} breathed it in twice.|, like a holiday in a jar.]]
    [[A parrot|A little crab|A bright green lizard]] [[watched them from a rock|scuttled past|sunned itself on a stone]], [[and did not seem at all surprised|as if visitors came every day|and blinked at them slowly]].

    [[Somewhere past the lookout hill|Somewhere beyond the palms|Far round the curve of the beach|Somewhere on the other side of the island]] lay {heart}[[.|, waiting to be found.|, hidden and quiet.|, and perhaps {want} too.|, secret as a shell.]]
    [[Beyond the trees|On the far side of the hill|Past the lookout hill]], [[somewhere out of sight|hidden away|tucked out of sight]], lay {heart}[[.|, and the path led towards it.]]
    `,
    `
    La barca subió a la arena con un [[crujido suave|golpecito suave|crujido y un suspiro|roce largo|ruidito de conchas]][[.|, y las olas la lamían.|, y ya estaban allí.|, y {companion} saltó el primero a tierra.|, y un cangrejito se apartó corriendo.]]
    Saltaron a una playa tan blanca que [[casi brillaba|casi hacía daño a los ojos|parecía de azúcar]][[.|, y detrás el mar era de color turquesa.|, calentita bajo los pies.]]
    [[Al cruzar la laguna|Mientras se acercaban remando|Desde la barquita]], la isla [[se hacía más grande y más verde|se acercaba|salía del mar]]: [[un anillo de arena blanca|una colina envuelta en verde|palmeras inclinadas sobre el agua]], y [[pájaros dando vueltas en el cielo|una cascada fina en la ladera|una playa sin una sola huella]].

    [[Las palmeras se mecían con la brisa|Las palmeras altas se balanceaban sobre la arena|Las palmeras movían sus cabezas despeinadas|Una fila de palmeras se inclinaba sobre el agua]], [[como si dijeran hola|como brazos simpáticos|crujiendo como papel|como bailarinas en una fiesta|cuchicheando sobre los visitantes]][[.|, y un coco cayó cerca con un golpe sordo.|, y {companion} les devolvió el saludo.]]
    [[Toda la isla|El aire tibio|Todo allí|La brisa de los árboles]] olía a [[coco, a flores y a sol|sal y a flores dulces|arena calentita y a fruta madura|mango y a espuma de mar|piedras calientes y a flores]][[.|, y {companion} lo olfateó todo.|, y {hero} respiró hondo dos veces.|, como unas vacaciones en un bote.]]
    [[Un loro|Un cangrejito|Una lagartija verde]] [[les miraba desde una roca|pasó corriendo de lado|tomaba el sol en una piedra]], [[y no parecía nada sorprendido|como si cada día llegaran visitas|y les guiñó los ojos despacio]].

    En algún lugar, [[más allá de la colina del mirador|detrás de las palmeras|al final de la curva de la playa|al otro lado de la isla]], estaba {heart}[[.|, esperando a que alguien {heart.lo} encontrara.|, escondid{heart.o} y tranquil{heart.o}.|, y quizá también {want}.]]
    [[Más allá de los árboles|Al otro lado de la colina|Pasada la colina del mirador]], [[en algún lugar que no se veía|muy escondido|fuera de la vista]], estaba {heart}[[.|, y el sendero llevaba hacia allí.]]
    `,
  ),
  obstacles: [
    bi(
      `
      The path through the island was hidden under [[thick, tangled bushes|giant ferns|a jumble of leaves and vines]][[.|, and nobody had been that way in ages.]]
      Soon the path [[disappeared completely|was gone altogether|simply stopped]], and they could not tell which way to go[[.|, not at all.]]

      “I think we're lost,” [[said|whispered|announced]] {companion}[[.|, in a small voice.|, quite calmly.]]

      ?young {hero} climbed up onto a big rock and spotted the lookout hill. “That way!”
      ?old {hero} remembered that on an island, if you keep the sound of the sea on one side, you can never get lost for long.

      ?old “We'll keep the waves on our left,” said {hero}, “and we'll come round to the other side.”

      Soon they found the path again, and the lookout hill rose just ahead[[.|, green and friendly.|, exactly where it should be.]]
      `,
      `
      El camino que cruzaba la isla estaba escondido bajo [[unos arbustos espesos y enredados|unos helechos gigantes|un lío de hojas y lianas]][[.|, y hacía siglos que nadie pasaba por allí.]]
      Enseguida el camino [[desapareció del todo|se esfumó|se acabó sin más]], y no sabían por dónde seguir[[.|, ni idea.]]

      —Creo que nos hemos perdido —[[dijo|susurró|anunció]] {companion}[[.|, con una vocecita.|, muy tranquil{pet.o}.]]

      ?young {hero} se subió a una roca grande y vio la colina del mirador. —¡Por allí!
      ?old {hero} recordó que en una isla, si mantienes el ruido del mar siempre a un lado, nunca te pierdes mucho rato.

      ?old —Llevaremos las olas a la izquierda —dijo {hero}— y así llegaremos al otro lado.

      Enseguida volvieron a encontrar el camino, y la colina del mirador se alzaba justo delante[[.|, verde y simpática.|, justo donde tenía que estar.]]
      `,
    ),
    bi(
      `
      A tiny baby turtle was stuck in the sand, trying to reach the sea.
      On the sand, a baby turtle was struggling in a deep footprint it could not climb out of.

      The sea was so close, but the little turtle was [[tired|worn out|too tired to go on]][[.|, and {companion} looked worried.]]

      ?young {hero} gently scooped out a little path in the sand, and the turtle crawled along it to the waves.
      ?old {hero} knew that people should not pick up baby turtles: they need to walk to the sea themselves, to remember the beach.

      ?old So {hero} smoothed the sand into a gentle slope, and the little turtle climbed out on its own and scuttled to the water.

      A wave came in, and the little turtle swam away, flippers [[waving goodbye|flapping goodbye|paddling happily]][[.|, and they waved back.|, and {hero} let out a happy sigh.]]
      `,
      `
      Una tortuguita bebé se había quedado atascada en la arena, intentando llegar al mar.
      En la arena, una tortuguita bebé se esforzaba por salir de una huella honda de la que no podía trepar.

      El mar estaba tan cerca, pero la tortuguita estaba [[cansada|agotada|demasiado cansada para seguir]][[.|, y {companion} la miraba preocupad{pet.o}.]]

      ?young {hero} hizo con cuidado un caminito en la arena, y la tortuga lo recorrió hasta las olas.
      ?old {hero} sabía que a las tortugas bebé no hay que cogerlas: tienen que llegar andando al mar, para recordar la playa.

      ?old Así que {hero} alisó la arena en una cuesta suave, y la tortuguita salió ella sola y corrió hacia el agua.

      Llegó una ola, y la tortuguita se fue nadando, [[diciendo adiós con las aletas|moviendo las aletas para despedirse|chapoteando feliz]][[.|, y ellos le dijeron adiós también.|, y {hero} suspiró de felicidad.]]
      `,
    ),
  ],
};
