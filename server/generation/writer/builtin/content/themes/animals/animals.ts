/** Animals: listening to creatures, helping them, and learning how each one lives. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { ANIMALS_WANTS } from './wants';

export const ANIMALS: ThemeDef = {
  key: 'animals',
  kind: { en: 'an animal story', es: 'una historia de animales' },
  settings: ['farm', 'jungle', 'lake', 'meadow', 'forest'],
  companions: ['puppy', 'kitten', 'rabbit', 'hedgehog', 'squirrel', 'pony'],
  helpers: [
    {
      name: { en: 'Farmer Ada', es: 'la granjera Ada' },
      role: noun(
        'farmer who knew every animal by name',
        'granjera que conocía a todos los animales por su nombre',
        'f',
      ),
    },
    {
      name: { en: 'Old Whiskers', es: 'el viejo Bigotes' },
      role: noun('wise old cat', 'gato viejo y sabio', 'm'),
    },
    {
      name: { en: 'Doctor Mossley', es: 'la doctora Musgosa' },
      role: noun('animal doctor', 'doctora de animales', 'f'),
    },
  ],
  wants: ANIMALS_WANTS,
  obstacles: [
    bi(
      `
      A whole flock of woolly sheep was standing in the way, munching and not moving at all.
      The way was full of sheep: big sheep, small sheep, and one very fluffy sheep in the middle.

      “Excuse me,” said {companion} [[politely|very politely|in {companion.his} best voice]]. The sheep just said, “Baa,” and kept munching.

      ?young {hero} picked a big handful of sweet clover and held it out to the fluffy sheep in the middle.
      ?old {hero} watched the sheep and noticed they all followed the fluffy one in the middle.

      ?old “If the leader moves, they'll all move,” said {hero}, and gently offered the fluffy sheep a handful of clover.

      The fluffy sheep trotted after the clover, and all the other sheep trotted after the fluffy sheep.
      In no time, the way was clear, and the sheep were happily munching [[somewhere else|in the next field|a little further off]].
      `,
      `
      Todo un rebaño de ovejas lanudas estaba parado en mitad del camino, mordisqueando hierba sin moverse ni un poquito.
      El camino estaba lleno de ovejas: ovejas grandes, ovejas pequeñas y una oveja muy esponjosa en el medio.

      —Perdonad —dijo {companion} [[con educación|con muchísima educación|con su voz más amable]]. Las ovejas solo dijeron «beee» y siguieron comiendo.

      ?young {hero} cogió un buen puñado de tréboles dulces y se lo ofreció a la oveja esponjosa del medio.
      ?old {hero} observó a las ovejas y se dio cuenta de que todas seguían a la esponjosa del medio.

      ?old —Si se mueve la que manda, se moverán todas —dijo {hero}, y le ofreció con cuidado un puñado de tréboles a la oveja esponjosa.

      La oveja esponjosa fue trotando detrás de los tréboles, y las demás ovejas fueron trotando detrás de ella.
      En un momento, el camino quedó libre, y las ovejas siguieron comiendo tan a gusto [[en otro sitio|en el prado de al lado|un poco más allá]].
      `,
    ),
    bi(
      `
      A family of beavers had built a dam, and now the water had spread right over the path.
      The path disappeared under a wide pond, where a busy beaver family had built their dam.

      “Oh dear,” said the mother beaver. “We didn't mean to [[flood your way|get in your way|cover up your path]].”

      ?young {hero} and {companion} helped the beavers lay some branches across the water, like a little bridge.
      ?old {hero} looked at the dam and saw that one small gap, low down, would let a trickle through without spoiling the beavers' home.

      ?old “If we open just this little gap, the path will dry, and your pond will still be deep,” said {hero}, and the beavers agreed.

      Soon there was a way across, and the beavers [[waved their flat tails goodbye|slapped their tails on the water to say goodbye|waved and waved]].
      “Come back and visit!” called the littlest beaver.
      `,
      `
      Una familia de castores había construido una presa, y el agua había cubierto todo el camino.
      El camino desaparecía bajo una charca muy ancha, donde una familia de castores muy trabajadora había hecho su presa.

      —[[Ay, vaya|Uy, perdón|Ay, lo siento]] —dijo la mamá castor[[| apurada| con cara de pena]]—. No queríamos [[inundaros el camino|cortaros el paso|taparos el camino]].

      ?young {hero} y {companion} ayudaron a los castores a poner unas ramas sobre el agua, como un puentecito.
      ?old {hero} miró la presa y vio que un huequito pequeño, abajo del todo, dejaría pasar un hilito de agua sin estropear la casa de los castores.

      ?old —Si abrimos solo este huequito, el camino se secará y vuestra charca seguirá siendo profunda —dijo {hero}, y los castores estuvieron de acuerdo.

      Enseguida hubo un paso para cruzar, y los castores [[dijeron adiós moviendo sus colas planas|chapotearon con la cola para despedirse|les dijeron adiós con la mano]].
      —¡Volved a visitarnos! —gritó el castor más pequeño.
      `,
    ),
    bi(
      `
      The way split, and on the ground were lots of little tracks going in every direction.
      There were footprints everywhere: big ones, small ones, round ones and pointy ones.

      “Which ones should we follow?” [[asked|wondered|said]] {companion}[[.|, turning in a circle.]]

      ?young {hero} remembered that {helper} had said to follow the tracks with the little feather next to them.
      ?old {hero} crouched down and looked closely: the deer tracks went to the stream, the rabbit tracks went in circles, but the bird tracks led straight on.

      ?old “We're looking for someone with wings,” said {hero}, “so we follow the bird tracks.”

      They followed the right tracks, and soon they knew they were on the right way[[.|, because {clue} was there too.]]
      `,
      `
      El camino se dividía, y en el suelo había muchas huellas pequeñitas en todas direcciones.
      Había huellas por todas partes: grandes, pequeñas, redondas y puntiagudas.

      —¿Cuáles seguimos? —[[preguntó|se preguntó|dijo]] {companion}[[.|, dando una vuelta.]]

      ?young {hero} se acordó de que {helper} había dicho que siguieran las huellas que tenían una plumita al lado.
      ?old {hero} se agachó y miró con atención: las huellas de ciervo iban al arroyo, las de conejo daban vueltas en círculo, pero las de pájaro seguían todo recto.

      ?old —Buscamos a alguien con alas —dijo {hero}—, así que seguimos las huellas de pájaro.

      Siguieron las huellas buenas, y pronto supieron que iban por buen camino[[.|, porque allí estaba también {clue}.]]
      `,
    ),
  ],
};
