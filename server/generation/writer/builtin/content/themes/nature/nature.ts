/** Nature: seasons and seeds, water and bees, and looking after the world we share. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { NATURE_WANTS } from './wants';

export const NATURE: ThemeDef = {
  key: 'nature',
  kind: { en: 'a story about nature', es: 'una historia sobre la naturaleza' },
  settings: ['forest', 'meadow', 'lake', 'garden', 'mountain'],
  companions: ['hedgehog', 'squirrel', 'rabbit', 'fox', 'duckling', 'turtle'],
  helpers: [
    {
      name: { en: 'Old Oakley', es: 'el viejo Ramón' },
      role: noun('gardener who could grow anything', 'jardinero que sabía hacer crecer cualquier cosa', 'm'),
    },
    {
      name: { en: 'Mother Heron', es: 'mamá Garza' },
      role: noun('wise grey heron', 'garza gris y sabia', 'f'),
    },
    {
      name: { en: 'Ranger Juno', es: 'la guarda Helena' },
      role: noun('park ranger', 'guarda forestal', 'f'),
    },
  ],
  wants: NATURE_WANTS,
  obstacles: [
    bi(
      `
      The little stream here was full of rubbish: [[a bottle, a crisp packet, an old tin can|a plastic bag, a shoe, a jam jar|bottle tops and wrappers and a lonely sock]][[.|, and it looked very unhappy.]]
      Someone had left litter all along the stream, and the water could [[hardly get through|only trickle|barely move]][[.|, which was very sad to see.]]

      A little fish poked its head up and looked [[very sad|very glum|up at them hopefully]][[.|, and blew a small bubble.]]

      ?young “Let's tidy up,” said {hero}, and they picked up every piece and put it in the bag.
      ?old {hero} knew that rubbish in a stream flows all the way to the sea, where it can hurt turtles and fish.

      ?old “Everything we pick up here is one less thing in the sea,” said {hero}, and they filled the whole bag.

      The stream began to [[sparkle|sing|shine]] again, and the little fish did a happy [[flip|twirl|splash]][[.|, and then another.]]
      “Nature looks after us,” said {hero}[[| quietly| wiping {hero.his} hands| with a smile]], “so we look after nature.”
      `,
      `
      El arroyuelo estaba lleno de basura: [[una botella, una bolsa de patatas, una lata vieja|una bolsa de plástico, un zapato, un tarro|chapas, envoltorios y un calcetín solitario]][[.|, y parecía muy triste.]]
      Alguien había dejado basura a lo largo del arroyo, y el agua [[casi no podía pasar|apenas corría|casi no se movía]][[.|, lo cual daba mucha pena.]]

      Un pececito asomó la cabeza con cara de [[pena|tristeza|esperanza]][[.|, e hizo una burbujita.]]

      ?young —Vamos a recoger —dijo {hero}, y recogieron hasta el último trocito y lo metieron en la bolsa.
      ?old {hero} sabía que la basura de un arroyo llega hasta el mar, donde puede hacer daño a las tortugas y a los peces.

      ?old —Cada cosa que recogemos aquí es una cosa menos en el mar —dijo {hero}, y llenaron la bolsa entera.

      El arroyo volvió a [[brillar|cantar|relucir]], y el pececito dio [[una voltereta|un giro|un salto]] de alegría[[.|, y luego otro.]]
      —La naturaleza nos cuida —dijo {hero}[[| bajito| limpiándose las manos| sonriendo]]—, así que nosotros cuidamos de la naturaleza.
      `,
    ),
    bi(
      `
      The flowers along the way were [[drooping and thirsty|dry and droopy|tired and thirsty]], their heads bowed low[[.|, as if they were very sad.]]
      It hadn't rained for [[days|a week|ages]], and the little plants by the path were wilting[[.|, one by one.]]

      “They look so [[tired|thirsty|sad]],” said {companion}[[.|, gently.|, and sniffed one.]]

      ?young {hero} found an old bucket, and they carried water from the stream, splash by splash.
      ?old {hero} noticed that the plants nearest the stream were green, and the ones further away were brown.

      ?old “The water can't reach them,” said {hero}. “If we dig a tiny channel from the stream, it will.”

      Soon the water was flowing, and the flowers lifted their heads, [[one by one|slowly|like waking children]][[.|, as if saying thank you.]]
      A [[butterfly|bee|ladybird]] landed on the first flower to say thank you[[.|, and then flew round {hero.s} head.]]
      `,
      `
      Las flores del camino estaban [[mustias y sedientas|secas y caídas|cansadas y con sed]], con la cabeza gacha[[.|, como si estuvieran muy tristes.]]
      Hacía [[días|una semana|muchísimo]] que no llovía, y las plantitas del camino se estaban marchitando[[.|, una a una.]]

      —Parecen tan [[cansadas|sedientas|tristes]] —dijo {companion}[[.|, con cariño.|, y olió una.]]

      ?young {hero} encontró un cubo viejo, y llevaron agua del arroyo, chorrito a chorrito.
      ?old {hero} se fijó en que las plantas más cercanas al arroyo estaban verdes, y las más lejanas, marrones.

      ?old —El agua no les llega —dijo {hero}—. Si cavamos un canalito desde el arroyo, les llegará.

      Enseguida el agua corría, y las flores levantaron la cabeza, [[una tras otra|despacito|como niños que se despiertan]][[.|, como dando las gracias.]]
      [[Una mariposa|Una abeja|Una mariquita]] se posó en la primera flor para darles las gracias[[.|, y luego voló alrededor de {hero}.]]
      `,
    ),
    bi(
      `
      A big branch had fallen across a little stream, and the water had [[piled up behind it|made a pond behind it|nowhere to go]][[.|, getting deeper and deeper.]]
      The stream was blocked by a fallen branch, and a family of ducks could not swim home[[.|, not even the littlest one.]]

      “Quack,” said the mother duck, [[sadly|very sadly|looking at them hopefully]].

      ?young {hero} and {companion} pulled and pulled, and the branch slid out of the way.
      ?old {hero} saw that the branch was stuck at one end only, wedged between two stones.

      ?old “We don't have to lift the whole branch,” said {hero}. “If we free the stuck end, the water will push it for us.”

      With a [[swoosh|whoosh|gurgle]], the water rushed on, carrying the branch gently to the bank[[.|, and leaving it there.]]
      The ducks paddled through in a neat little line, quacking thank you[[.|, the smallest one loudest of all.|, all the way home.]]
      `,
      `
      Una rama grande se había caído sobre un arroyo, y el agua [[se había ido acumulando detrás|había hecho una charca detrás|no tenía por dónde ir]][[.|, cada vez más honda.]]
      El arroyo estaba tapado por una rama caída, y una familia de patos no podía volver nadando a casa[[.|, ni siquiera el más pequeñito.]]

      —Cua —dijo mamá pata, [[con pena|con muchísima pena|mirándoles con esperanza]].

      ?young {hero} y {companion} tiraron y tiraron, y la rama se apartó deslizándose.
      ?old {hero} vio que la rama solo estaba atascada por un extremo, encajada entre dos piedras.

      ?old —No hace falta levantar toda la rama —dijo {hero}—. Si soltamos el extremo atascado, el agua la empujará por nosotros.

      Con un [[fiuuu|chsss|glu glu]], el agua siguió corriendo y llevó la rama suavemente hasta la orilla[[.|, y allí la dejó.]]
      Los patos pasaron nadando en una fila muy ordenada, diciendo gracias con sus cuacs[[.|, el más pequeño el que más fuerte.|, hasta llegar a casa.]]
      `,
    ),
  ],
};
