/** Fantasy quests: a fallen star, the key that unlocks rainbows, a blanket for a dragon who cannot sleep. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const FANTASY_GOALS: readonly GoalDef[] = [
  {
    object: noun('little lost star', 'estrellita perdida', 'f'),
    token: noun('silver bell', 'campanilla de plata', 'f'),
    quest: {
      en: 'help a little lost star get back up to the sky',
      es: 'ayudar a una estrellita perdida a volver al cielo',
    },
    incite: script(
      `
      “Last night, a little star slipped and fell out of the sky,” said {helper}.
      It had tumbled down, down, down, and landed somewhere in {place}.
      “It's much too small to climb back up alone,” said {helper}. “And without it, the sky has a hole in it.”
      {hero} looked out of the window. It was true: there was one empty space among the stars, like a missing tooth.
      `,
      `
      —Anoche, una estrellita resbaló y se cayó del cielo —dijo {helper}.
      Había caído, y caído, y caído, hasta aterrizar en algún lugar {place.del}.
      —Es demasiado pequeña para volver a subir sola —dijo {helper}—. Y sin ella, el cielo tiene un agujero.
      {hero} se asomó a la ventana. Era verdad: entre las estrellas había un hueco vacío, como cuando se cae un diente.
      `,
    ),
    found: script(
      `
      There, curled up and glowing softly, was the little lost star.
      It was no bigger than an apple, and it flickered sadly, like a candle that wants to go out.
      When the silver bell rang, the star opened one sleepy eye and shone a little brighter.
      `,
      `
      Allí, hecha un ovillo y brillando suavemente, estaba la estrellita perdida.
      No era más grande que una manzana, y parpadeaba triste, como una vela a punto de apagarse.
      Cuando sonó la campanilla de plata, la estrella abrió un ojo dormido y brilló un poquito más.
      `,
    ),
    fixed: script(
      `
      {hero} held the little star up high, as high as two arms could reach.
      “Ready?” whispered {hero}. “One, two, three!”
      The star rose up, slowly at first, then faster, up and up into the darkening sky.
      It settled into its empty space and twinkled three times, which is how stars say thank you.
      `,
      `
      {hero} levantó la estrellita bien alto, todo lo alto que llegaban sus brazos.
      —¿Preparada? —susurró {hero}—. ¡Una, dos y tres!
      La estrella subió, despacio al principio y luego más deprisa, arriba y arriba, hacia el cielo que se oscurecía.
      Se colocó en su hueco y parpadeó tres veces, que es como dan las gracias las estrellas.
      `,
    ),
  },
  {
    object: noun('Rainbow Key', 'llave del arcoíris', 'f'),
    token: noun('glowing feather', 'pluma luminosa', 'f'),
    quest: {
      en: 'find the Rainbow Key, so that rainbows can come back to the world',
      es: 'encontrar la llave del arcoíris para que los arcoíris vuelvan al mundo',
    },
    incite: script(
      `
      “There haven't been any rainbows for a whole week,” said {helper}.
      Every rainbow in the world was kept in a little cloud-house, and the cloud-house was locked.
      The only key, the Rainbow Key, had been dropped somewhere in {place}.
      “Rain without rainbows is such a shame,” sighed {helper}.
      `,
      `
      —Hace una semana entera que no sale ni un arcoíris —dijo {helper}.
      Todos los arcoíris del mundo se guardaban en una casita de nubes, y la casita estaba cerrada con llave.
      La única llave, la llave del arcoíris, se había caído en algún lugar {place.del}.
      —Lluvia sin arcoíris, qué pena tan grande —suspiró {helper}.
      `,
    ),
    found: script(
      `
      And there, caught on a twig and swinging gently, was the Rainbow Key.
      It was made of glass, and inside it, all seven colours swirled round and round.
      {hero} picked it up, and it felt cool and smooth and very slightly ticklish.
      `,
      `
      Y allí, enganchada en una ramita y balanceándose suavemente, estaba la llave del arcoíris.
      Era de cristal, y dentro daban vueltas y más vueltas los siete colores.
      {hero} la cogió, y estaba fresquita, lisa y hacía un poquito de cosquillas.
      `,
    ),
    fixed: script(
      `
      {helper} showed them the little cloud-house, floating low, with a door the size of a biscuit.
      {hero} turned the Rainbow Key in the lock: click.
      Out poured the rainbows, one after another, stretching across the sky in every direction.
      Red, orange, yellow, green, blue, indigo and violet: the world was full of colour again.
      `,
      `
      {helper} les enseñó la casita de nubes, que flotaba bajita, con una puerta del tamaño de una galleta.
      {hero} giró la llave del arcoíris en la cerradura: clic.
      Salieron los arcoíris, uno detrás de otro, y se estiraron por el cielo en todas direcciones.
      Rojo, naranja, amarillo, verde, azul, añil y violeta: el mundo volvía a estar lleno de color.
      `,
    ),
  },
  {
    object: noun('Moon Blanket', 'manta de luna', 'f'),
    token: noun('magic acorn', 'bellota mágica', 'f'),
    quest: {
      en: 'find the Moon Blanket for a little dragon who cannot sleep',
      es: 'encontrar la manta de luna para un dragoncito que no puede dormir',
    },
    incite: script(
      `
      “There's a little dragon who can't sleep a wink,” said {helper}.
      Every night, the little dragon snuggled under the Moon Blanket, soft and silver and cool.
      But the blanket had blown away, and now the little dragon hiccupped tiny sparks all night long.
      “The Moon Blanket is somewhere in {place},” said {helper}. “Will you find it?”
      `,
      `
      —Hay un dragoncito que no consigue pegar ojo —dijo {helper}.
      Cada noche, el dragoncito se acurrucaba bajo la manta de luna, suave, plateada y fresquita.
      Pero el viento se había llevado la manta, y ahora el dragoncito se pasaba la noche con hipo, soltando chispitas.
      —La manta de luna está en algún lugar {place.del} —dijo {helper}—. ¿La encontraréis?
      `,
    ),
    found: script(
      `
      And there it was: the Moon Blanket, folded neatly, as if someone had been keeping it safe.
      It shimmered like moonlight on water and was as light as a cobweb.
      {hero} wrapped it carefully around one arm so that it could not blow away again.
      `,
      `
      Y allí estaba: la manta de luna, bien dobladita, como si alguien la hubiera estado cuidando.
      Brillaba como la luz de la luna sobre el agua y era ligera como una telaraña.
      {hero} se la enrolló con cuidado en el brazo para que no volviera a salir volando.
      `,
    ),
    fixed: script(
      `
      The little dragon was waiting nearby, hiccupping sparks: hic, fizz, hic.
      {hero} tucked the Moon Blanket around the little dragon, nice and snug.
      The hiccups stopped. The sparks stopped. The little dragon gave one enormous yawn.
      And in no time at all, the little dragon was fast asleep, snoring tiny puffs of smoke.
      `,
      `
      El dragoncito los esperaba muy cerca, con hipo y chispas: hip, chis, hip.
      {hero} arropó al dragoncito con la manta de luna, bien calentito.
      Se le pasó el hipo. Se acabaron las chispas. El dragoncito soltó un bostezo enorme.
      Y en un periquete, el dragoncito se quedó dormido, roncando nubecitas de humo.
      `,
    ),
  },
];
