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
      The little stream here was full of rubbish: a bottle, a crisp packet, an old tin can.
      Someone had left litter all along the stream, and the water could hardly get through.

      A little fish poked its head up and looked very sad.

      ?young “Let's tidy up,” said {hero}, and they picked up every piece and put it in the bag.
      ?old {hero} knew that rubbish in a stream flows all the way to the sea, where it can hurt turtles and fish.

      ?old “Everything we pick up here is one less thing in the sea,” said {hero}, and they filled the whole bag.

      The stream began to sparkle again, and the little fish did a happy flip.
      “Nature looks after us,” said {hero}, “so we look after nature.”
      `,
      `
      El arroyuelo estaba lleno de basura: una botella, una bolsa de patatas, una lata vieja.
      Alguien había dejado basura a lo largo del arroyo, y el agua casi no podía pasar.

      Un pececito asomó la cabeza con cara de pena.

      ?young —Vamos a recoger —dijo {hero}, y recogieron hasta el último trocito y lo metieron en la bolsa.
      ?old {hero} sabía que la basura de un arroyo llega hasta el mar, donde puede hacer daño a las tortugas y a los peces.

      ?old —Cada cosa que recogemos aquí es una cosa menos en el mar —dijo {hero}, y llenaron la bolsa entera.

      El arroyo volvió a brillar, y el pececito dio una voltereta de alegría.
      —La naturaleza nos cuida —dijo {hero}—, así que nosotros cuidamos de la naturaleza.
      `,
    ),
    bi(
      `
      The flowers along the way were drooping and thirsty, their heads bowed low.
      It hadn't rained for days, and the little plants by the path were wilting.

      “They look so tired,” said {companion}.

      ?young {hero} found an old bucket, and they carried water from the stream, splash by splash.
      ?old {hero} noticed that the plants nearest the stream were green, and the ones further away were brown.

      ?old “The water can't reach them,” said {hero}. “If we dig a tiny channel from the stream, it will.”

      Soon the water was flowing, and the flowers lifted their heads, one by one.
      A butterfly landed on the first flower to say thank you.
      `,
      `
      Las flores del camino estaban mustias y sedientas, con la cabeza gacha.
      Hacía días que no llovía, y las plantitas del camino se estaban marchitando.

      —Parecen tan cansadas —dijo {companion}.

      ?young {hero} encontró un cubo viejo, y llevaron agua del arroyo, chorrito a chorrito.
      ?old {hero} se fijó en que las plantas más cercanas al arroyo estaban verdes, y las más lejanas, marrones.

      ?old —El agua no les llega —dijo {hero}—. Si cavamos un canalito desde el arroyo, les llegará.

      Enseguida el agua corría, y las flores levantaron la cabeza, una tras otra.
      Una mariposa se posó en la primera flor para darles las gracias.
      `,
    ),
    bi(
      `
      A big branch had fallen across a little stream, and the water had piled up behind it.
      The stream was blocked by a fallen branch, and a family of ducks could not swim home.

      “Quack,” said the mother duck, sadly.

      ?young {hero} and {companion} pulled and pulled, and the branch slid out of the way.
      ?old {hero} saw that the branch was stuck at one end only, wedged between two stones.

      ?old “We don't have to lift the whole branch,” said {hero}. “If we free the stuck end, the water will push it for us.”

      With a swoosh, the water rushed on, carrying the branch gently to the bank.
      The ducks paddled through in a neat little line, quacking thank you.
      `,
      `
      Una rama grande se había caído sobre un arroyo, y el agua se había ido acumulando detrás.
      El arroyo estaba tapado por una rama caída, y una familia de patos no podía volver nadando a casa.

      —Cua —dijo mamá pata, con pena.

      ?young {hero} y {companion} tiraron y tiraron, y la rama se apartó deslizándose.
      ?old {hero} vio que la rama solo estaba atascada por un extremo, encajada entre dos piedras.

      ?old —No hace falta levantar toda la rama —dijo {hero}—. Si soltamos el extremo atascado, el agua la empujará por nosotros.

      Con un fiuuu, el agua siguió corriendo y llevó la rama suavemente hasta la orilla.
      Los patos pasaron nadando en una fila muy ordenada, diciendo gracias con sus cuacs.
      `,
    ),
  ],
};
