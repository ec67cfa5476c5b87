/** Nature quests: the first flower of spring, a home for the Great Tree's last seed, bees who lost their way. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const NATURE_GOALS: readonly GoalDef[] = [
  {
    object: noun('first flower of spring', 'primera flor de la primavera', 'f'),
    token: noun('painted pebble', 'guijarro pintado', 'm'),
    handsOver: true,
    quest: {
      en: 'find the first flower of spring, so that spring can begin',
      es: 'encontrar la primera flor de la primavera para que pueda empezar la primavera',
    },
    incite: script(
      `
      “Winter has gone on far too long,” said {helper}. “Spring is late this year.”
      “Spring can only begin when someone finds the first flower and says good morning to it.”
      “It's hiding somewhere in {place}, small and brave, pushing up through the cold ground.”
      {helper} gave {hero} a pebble with a little sun painted on it. “For luck,” said {helper}.
      `,
      `
      —El invierno está durando demasiado —dijo {helper}—. Este año la primavera se retrasa.
      —La primavera solo empieza cuando alguien encuentra la primera flor y le da los buenos días.
      —Está escondida en algún lugar {place.del}, pequeña y valiente, asomando por la tierra fría.
      {helper} le dio a {hero} un guijarro con un solecito pintado. —Para la buena suerte —dijo {helper}.
      `,
    ),
    found: script(
      `
      And there, all alone, was the first flower of spring: a tiny white snowdrop, nodding its head.
      It was so small that they had almost stepped right past it.
      {hero} knelt down beside it, very gently, so as not to squash a single leaf.
      `,
      `
      Y allí, solita, estaba la primera flor de la primavera: una campanilla de invierno diminuta y blanca, que cabeceaba.
      Era tan pequeña que casi habían pasado de largo sin verla.
      {hero} se arrodilló a su lado con muchísimo cuidado, para no aplastar ni una hoja.
      `,
    ),
    fixed: script(
      `
      “Good morning, little flower,” whispered {hero}. “Thank you for being so brave.”
      The snowdrop seemed to lift its head, and all at once the air grew warmer.
      Birds began to sing, buds began to open, and bees came buzzing out to see what was happening.
      Spring had begun, and it had started with a good morning.
      `,
      `
      —Buenos días, florecita —susurró {hero}—. Gracias por ser tan valiente.
      La campanilla pareció levantar la cabeza, y de repente el aire se volvió más templado.
      Los pájaros empezaron a cantar, los capullos a abrirse, y las abejas salieron zumbando a ver qué pasaba.
      La primavera había empezado, y había empezado con unos buenos días.
      `,
    ),
  },
  {
    object: noun('perfect place for the last seed', 'sitio perfecto para la última semilla', 'm'),
    token: noun('last seed of the Great Tree', 'última semilla del gran árbol', 'f'),
    handsOver: true,
    quest: {
      en: 'find the perfect place to plant the last seed of the Great Tree',
      es: 'encontrar el sitio perfecto para plantar la última semilla del gran árbol',
    },
    incite: script(
      `
      “The Great Tree was the oldest tree in the world,” said {helper}. “It was so old that it went to sleep for good last winter.”
      “But before it slept, it gave me this: its very last seed.”
      “The seed needs the perfect place to grow, with good soil, a little sun and a little shade. Somewhere in {place}.”
      {helper} put the seed in {hero.s} hand. It was warm, as if it had a tiny heart beating inside.
      `,
      `
      —El gran árbol era el árbol más viejo del mundo —dijo {helper}—. Era tan viejo que el invierno pasado se durmió para siempre.
      —Pero antes de dormirse, me dio esto: su última semilla.
      —La semilla necesita el sitio perfecto para crecer, con buena tierra, un poco de sol y un poco de sombra. En algún lugar {place.del}.
      {helper} le puso la semilla en la mano a {hero}. Estaba calentita, como si tuviera dentro un corazón diminuto.
      `,
    ),
    found: script(
      `
      And there it was: the perfect place, a soft patch of dark earth with sun on one side and shade on the other.
      A little stream ran nearby, and the birds sang in the branches all around.
      “Here,” said {hero}. “This is where a great tree would be happy.”
      `,
      `
      Y allí estaba: el sitio perfecto, un trocito de tierra oscura y blanda con sol por un lado y sombra por el otro.
      Muy cerca corría un arroyuelo, y los pájaros cantaban en las ramas de alrededor.
      —Aquí —dijo {hero}—. Aquí sería feliz un gran árbol.
      `,
    ),
    fixed: script(
      `
      {hero} dug a little hole, and {companion} helped, and they planted the seed very carefully.
      They patted the earth down gently and gave it a drink of water from the flask.
      For a moment nothing happened. Then a tiny green shoot peeped up, as if to say hello.
      “One day,” said {hero}, “this will be the greatest tree of all.” And somewhere, the old Great Tree seemed to smile in its sleep.
      `,
      `
      {hero} cavó un agujerito, {companion} le ayudó, y plantaron la semilla con muchísimo cuidado.
      Apretaron la tierra suavemente y le dieron de beber con el agua de la cantimplora.
      Durante un momento no pasó nada. Luego asomó un brotecito verde, como si dijera hola.
      —Algún día —dijo {hero}— este será el árbol más grande de todos. Y en algún lugar, el viejo gran árbol pareció sonreír en sueños.
      `,
    ),
  },
  {
    object: noun('lost honeybees', 'abejitas perdidas', 'fp'),
    token: noun('sprig of lavender', 'ramita de lavanda', 'f'),
    handsOver: true,
    quest: {
      en: 'help the lost honeybees find their way home',
      es: 'ayudar a las abejitas perdidas a encontrar el camino a casa',
    },
    incite: script(
      `
      “The honeybees have lost their way,” said {helper}. “A big wind blew them far from their hive.”
      “Without the bees, the flowers can't make seeds, and the apple trees can't make apples.”
      “They're somewhere in {place}, buzzing in circles,” said {helper}.
      “Bees love lavender,” said {helper}, and tucked a sprig of it into {hero.s} pocket. “They'll follow the smell.”
      `,
      `
      —Las abejas se han perdido —dijo {helper}—. Un viento muy fuerte las llevó lejos de su colmena.
      —Sin las abejas, las flores no pueden hacer semillas, y los manzanos no pueden dar manzanas.
      —Están en algún lugar {place.del}, zumbando en círculos —dijo {helper}.
      —A las abejas les encanta la lavanda —dijo {helper}, y le metió una ramita en el bolsillo a {hero}—. Seguirán el olor.
      `,
    ),
    found: script(
      `
      Bzzz, bzzz. There, buzzing round and round a bush, were the lost honeybees.
      They looked tired and muddled, bumping into each other and into the leaves.
      {hero} held up the sprig of lavender, and one by one, the bees stopped buzzing in circles.
      `,
      `
      Bzzz, bzzz. Allí, dando vueltas alrededor de un arbusto, estaban las abejitas perdidas.
      Parecían cansadas y desorientadas, chocándose entre ellas y con las hojas.
      {hero} levantó la ramita de lavanda, y una a una, las abejas dejaron de dar vueltas.
      `,
    ),
    fixed: script(
      `
      Slowly, gently, {hero} walked on with the lavender held high, and the bees followed in a humming cloud.
      At last, the bees smelled their own hive on the breeze and zoomed off towards it, happy and buzzing.
      One little bee flew back, did a loop-the-loop round {hero.s} head, and zoomed off again.
      “That was a bee thank-you,” said {companion}, and it certainly was.
      `,
      `
      Despacio, con cuidado, {hero} siguió andando con la lavanda en alto, y las abejas fueron detrás en una nube zumbona.
      Por fin, las abejas olieron su colmena en la brisa y salieron disparadas hacia ella, felices y zumbando.
      Una abejita volvió, dio una voltereta en el aire alrededor de la cabeza de {hero} y se fue otra vez.
      —Eso ha sido un gracias de abeja —dijo {companion}, y desde luego que lo era.
      `,
    ),
  },
];
