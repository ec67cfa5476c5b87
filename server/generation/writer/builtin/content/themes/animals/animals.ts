/** Animals: listening to creatures, helping them, and learning how each one lives. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { ANIMALS_GOALS } from './goals';

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
  goals: ANIMALS_GOALS,
  obstacles: [
    bi(
      `
      A whole flock of woolly sheep was standing in the way, munching and not moving at all.
      The way was full of sheep: big sheep, small sheep, and one very fluffy sheep in the middle.

      “Excuse me,” said {companion} politely. The sheep just said, “Baa,” and kept munching.

      ?young {hero} picked a big handful of sweet clover and held it out to the fluffy sheep in the middle.
      ?old {hero} watched the sheep and noticed they all followed the fluffy one in the middle.

      ?old “If the leader moves, they'll all move,” said {hero}, and gently offered the fluffy sheep a handful of clover.

      The fluffy sheep trotted after the clover, and all the other sheep trotted after the fluffy sheep.
      In no time, the way was clear, and the sheep were happily munching somewhere else.
      `,
      `
      Todo un rebaño de ovejas lanudas estaba parado en mitad del camino, mordisqueando hierba sin moverse ni un poquito.
      El camino estaba lleno de ovejas: ovejas grandes, ovejas pequeñas y una oveja muy esponjosa en el medio.

      —Perdonad —dijo {companion} con educación. Las ovejas solo dijeron «beee» y siguieron comiendo.

      ?young {hero} cogió un buen puñado de tréboles dulces y se lo ofreció a la oveja esponjosa del medio.
      ?old {hero} observó a las ovejas y se dio cuenta de que todas seguían a la esponjosa del medio.

      ?old —Si se mueve la que manda, se moverán todas —dijo {hero}, y le ofreció con cuidado un puñado de tréboles a la oveja esponjosa.

      La oveja esponjosa fue trotando detrás de los tréboles, y las demás ovejas fueron trotando detrás de ella.
      En un momento, el camino quedó libre, y las ovejas siguieron comiendo tan a gusto en otro sitio.
      `,
    ),
    bi(
      `
      A family of beavers had built a dam, and now the water had spread right over the path.
      The path disappeared under a wide pond, where a busy beaver family had built their dam.

      “Oh dear,” said the mother beaver. “We didn't mean to flood your way.”

      ?young {hero} and {companion} helped the beavers lay some branches across the water, like a little bridge.
      ?old {hero} looked at the dam and saw that one small gap, low down, would let a trickle through without spoiling the beavers' home.

      ?old “If we open just this little gap, the path will dry, and your pond will still be deep,” said {hero}, and the beavers agreed.

      Soon there was a way across, and the beavers waved their flat tails goodbye.
      “Come back and visit!” called the littlest beaver.
      `,
      `
      Una familia de castores había construido una presa, y el agua había cubierto todo el camino.
      El camino desaparecía bajo una charca muy ancha, donde una familia de castores muy trabajadora había hecho su presa.

      —Ay, vaya —dijo la mamá castor—. No queríamos inundaros el camino.

      ?young {hero} y {companion} ayudaron a los castores a poner unas ramas sobre el agua, como un puentecito.
      ?old {hero} miró la presa y vio que un huequito pequeño, abajo del todo, dejaría pasar un hilito de agua sin estropear la casa de los castores.

      ?old —Si abrimos solo este huequito, el camino se secará y vuestra charca seguirá siendo profunda —dijo {hero}, y los castores estuvieron de acuerdo.

      Enseguida hubo un paso para cruzar, y los castores dijeron adiós moviendo sus colas planas.
      —¡Volved a visitarnos! —gritó el castor más pequeño.
      `,
    ),
    bi(
      `
      The way split, and on the ground were lots of little tracks going in every direction.
      There were footprints everywhere: big ones, small ones, round ones and pointy ones.

      “Which ones should we follow?” asked {companion}.

      ?young {hero} remembered that {helper} had said to follow the tracks with the little feather next to them.
      ?old {hero} crouched down and looked closely: the deer tracks went to the stream, the rabbit tracks went in circles, but the bird tracks led straight on.

      ?old “We're looking for someone with wings,” said {hero}, “so we follow the bird tracks.”

      They followed the right tracks, and soon they knew they were on the right way.
      `,
      `
      El camino se dividía, y en el suelo había muchas huellas pequeñitas en todas direcciones.
      Había huellas por todas partes: grandes, pequeñas, redondas y puntiagudas.

      —¿Cuáles seguimos? —preguntó {companion}.

      ?young {hero} se acordó de que {helper} había dicho que siguieran las huellas que tenían una plumita al lado.
      ?old {hero} se agachó y miró con atención: las huellas de ciervo iban al arroyo, las de conejo daban vueltas en círculo, pero las de pájaro seguían todo recto.

      ?old —Buscamos a alguien con alas —dijo {hero}—, así que seguimos las huellas de pájaro.

      Siguieron las huellas buenas, y pronto supieron que iban por buen camino.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, {hero} stopped and put a finger to {hero.s} lips.
      {hero} stood very still and listened.

      “Animals talk,” whispered {hero}, “if you're quiet enough to hear them.”

      ?young They listened, and heard a tiny sound: peep, peep, peep.
      ?old They listened so hard that the silence seemed to hum, and underneath it there was a tiny sound.

      ?old “It's coming from over there,” said {hero}, pointing, “behind the biggest leaves.”

      Very gently, without a sound, they tiptoed towards it.
      `,
      `
      Allí, {hero} se detuvo y se llevó un dedo a los labios.
      {hero} no movió ni un pelo, y escuchó.

      —Los animales hablan —susurró {hero}— si estás lo bastante callado para oírlos.

      ?young Escucharon, y oyeron un sonido chiquitito: pío, pío, pío.
      ?old Escucharon con tanta atención que el silencio parecía zumbar, y por debajo se oía un sonido diminuto.

      ?old —Viene de allí —dijo {hero}, señalando—, de detrás de las hojas más grandes.

      Con mucho cuidado, sin hacer ni un ruido, se acercaron de puntillas.
      `,
    ),
    bi(
      `
      Here, all the animals they had met on the way came to help.
      Just then, there was a rustle, and out came the animals they had helped along the way.

      A rabbit, a squirrel and a family of mice all wanted to help.

      ?young “Everyone helps everyone,” said {hero}, smiling.
      ?old {hero} understood: every kindness they had done on the way was coming back to them now.

      ?old “Let's all look together,” said {hero}. “Each of us can look where the others can't.”

      The mice looked low, the squirrel looked high, and the rabbit listened with both long ears.
      `,
      `
      Allí, todos los animales que habían conocido por el camino vinieron a ayudar.
      Justo entonces, se oyó un crujido de hojas y aparecieron los animales a los que habían ayudado por el camino.

      Un conejo, una ardilla y una familia de ratones querían echar una mano.

      ?young —Todos ayudamos a todos —dijo {hero}, sonriendo.
      ?old {hero} lo entendió: cada favor que habían hecho por el camino les volvía ahora.

      ?old —Busquemos todos juntos —dijo {hero}—. Cada uno puede mirar donde los demás no llegan.

      Los ratones miraron abajo, la ardilla miró arriba, y el conejo escuchó con sus dos orejas largas.
      `,
    ),
  ],
  steps: bi(
    `
    A robin hopped ahead of them, stopping now and then to check they were following.
    They spotted a trail of tiny footprints in the mud, going the same way.

    A cow looked up from her grass and mooed, as if to say: that way.
    A friendly frog croaked twice from a puddle, which {hero} decided meant “keep going”.

    A line of ants was marching in the same direction, so they followed the ants.

    A hedgehog peeped out from a bush and nodded towards the way ahead.

    More and more animals were appearing, all looking the same way.

    Everything was quieter here. They were very close now.
    `,
    `
    Un petirrojo iba dando saltitos delante de ellos, parándose de vez en cuando para ver si lo seguían.
    Vieron un rastro de huellas diminutas en el barro que iba hacia el mismo sitio.

    Una vaca levantó la cabeza de la hierba y mugió, como diciendo: por allí.
    Una rana simpática croó dos veces desde un charco, y {hero} decidió que quería decir «seguid».

    Una fila de hormigas marchaba en la misma dirección, así que siguieron a las hormigas.

    Un erizo se asomó por un arbusto y señaló con el hocico el camino.

    Cada vez aparecían más animales, y todos miraban hacia el mismo lado.

    Allí todo estaba más tranquilo. Ya estaban muy cerca.
    `,
  ),
  flavour: bi(
    `
    {hero} and {companion} played a game: who could make the best animal noise.
    {companion} tried to moo, but it came out as a squeak, and they both giggled.
    A butterfly landed on {hero.s} hand for a moment, light as a breath.

    “Every animal has its own way of saying hello,” said {hero}.
    {hero} told {companion} that cows have best friends, and get sad when they are apart.
    {companion} watched a worm wriggling and decided worms were very busy people.

    “I love animals,” said {hero}. “Every single one.”
    {companion} asked about spiders, and {hero} said spiders especially, because they make the webs sparkle.
    `,
    `
    {hero} y {companion} jugaron a ver quién imitaba mejor a los animales.
    {companion} intentó mugir, pero le salió un chillido, y los dos se rieron.
    Una mariposa se posó un momento en la mano de {hero}, ligera como un suspiro.

    —Cada animal tiene su manera de decir hola —dijo {hero}.
    {hero} le contó a {companion} que las vacas tienen mejores amigas y se ponen tristes cuando las separan.
    {companion} miró una lombriz que se retorcía y decidió que las lombrices eran gente muy ocupada.

    —Me encantan los animales —dijo {hero}—. Todos, todos.
    {companion} preguntó si también las arañas, y {hero} dijo que sí, sobre todo las arañas, porque hacen que las telarañas brillen.
    `,
  ),
};
