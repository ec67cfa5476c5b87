/** Family: grandparents' stories, traditions, and the small kind things a family is made of. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FAMILY_WANTS } from './wants';

export const FAMILY: ThemeDef = {
  key: 'family',
  kind: { en: 'a warm family story', es: 'una historia de familia' },
  settings: ['farm', 'beach', 'garden', 'lake', 'meadow'],
  companions: ['puppy', 'kitten', 'rabbit', 'duckling', 'pony'],
  helpers: [
    {
      name: { en: 'Grandma Lou', es: 'la abuela Luisa' },
      role: noun('grandma who told the best stories', 'abuela que contaba los mejores cuentos', 'f'),
    },
    {
      name: { en: 'Grandpa Joe', es: 'el abuelo José' },
      role: noun(
        'grandpa with the biggest laugh in the family',
        'abuelo con la risa más grande de la familia',
        'm',
      ),
    },
    {
      name: { en: 'Auntie Meg', es: 'la tía Marga' },
      role: noun('favourite aunt', 'tía favorita de todos', 'f'),
    },
  ],
  wants: FAMILY_WANTS,
  obstacles: [
    bi(
      `
      The way went into a dark, shady tunnel of trees, and {companion} stopped.
      Ahead, the path went under thick, dark branches, and it was hard to see.

      “I don't like the dark,” said {companion} in a [[tiny|small|wobbly]] voice.

      ?young {hero} remembered the family song, the one everyone sings at bedtime, and began to sing it.
      ?old {hero} remembered what {helper} always did when the lights went out at home: sing the old family song, loudly and a little out of tune.

      ?old “In our family, we sing when it's dark,” said {hero}. “Then the dark is just a place to sing in.”

      They sang all the way through, and by the last verse they were out in the [[sunshine|daylight|light]] again.
      {companion} said it was the [[best song in the world|best song ever|nicest song of all]], and asked to learn all the words.
      `,
      `
      El camino se metía en un túnel de árboles oscuro y sombrío, y {companion} se paró.
      Más adelante, el camino pasaba bajo unas ramas espesas y oscuras, y apenas se veía.

      —No me gusta la oscuridad —dijo {companion} con una [[vocecita|voz muy pequeña|voz temblorosa]].

      ?young {hero} se acordó de la canción de la familia, la que cantan todos a la hora de dormir, y se puso a cantarla.
      ?old {hero} se acordó de lo que hacía siempre {helper} cuando se iba la luz en casa: cantar la vieja canción de la familia, muy fuerte y un poco desafinando.

      ?old —En nuestra familia, cuando está oscuro, cantamos —dijo {hero}—. Así la oscuridad es solo un sitio donde cantar.

      La cantaron hasta el final del túnel, y en la última estrofa ya estaban otra vez al sol.
      {companion} dijo que era la mejor canción del mundo, y pidió aprenderse toda la letra.
      `,
    ),
    bi(
      `
      They found a big basket of apples, fallen off a cart, and the farmer could not carry it alone.
      An old farmer was trying to lift a heavy basket of apples onto a cart, puffing and panting.

      “[[Oof|Phew|Ooh]],” said the farmer. “My back isn't what it was.”

      ?young “We'll help!” said {hero}. They took one handle each and lifted together: one, two, three, up!
      ?old {hero} thought of how, at home, everyone carries the shopping together, one bag each, and nothing is ever too heavy.

      ?old “Let's share it out,” said {hero}. They filled their arms with apples, and made trip after trip until the basket was light enough to lift.

      Soon every apple was on the cart, and the farmer gave them one each, the shiniest ones.
      “Many hands make light work,” said the farmer, which is what {hero.s} family always said too.
      `,
      `
      Encontraron una cesta enorme de manzanas que se había caído de un carro, y el granjero no podía llevarla solo.
      Un granjero mayor intentaba subir al carro una cesta de manzanas muy pesada, resoplando.

      —[[Uf|Ay|Puf]] —dijo el granjero—. Mi espalda ya no es lo que era.

      ?young —¡Te ayudamos! —dijo {hero}. Cogieron un asa cada uno y levantaron a la vez: ¡una, dos y tres, arriba!
      ?old {hero} pensó en cómo en casa todos llevan juntos la compra, una bolsa cada uno, y nada pesa demasiado.

      ?old —Vamos a repartirlo —dijo {hero}. Se llenaron los brazos de manzanas e hicieron viaje tras viaje, hasta que la cesta pesó lo bastante poco para levantarla.

      Enseguida estuvieron todas las manzanas en el carro, y el granjero les dio una a cada uno, las más brillantes.
      —Muchas manos hacen ligero el trabajo —dijo el granjero, que era justo lo que decía siempre la familia de {hero}.
      `,
    ),
    bi(
      `
      Somehow, {companion} had wandered off, and now {companion} was nowhere to be seen.
      {hero} turned round, and {companion} was gone.

      “{companion}!” called {hero}. [[There was no answer.|Nobody answered.|Only silence.]]

      ?young Then {hero} remembered the family whistle: two short, one long. Wheet, wheet, wheeeeet!
      ?old {hero} took a breath and stayed calm, just as {hero.s} family had taught: stand still, and use the family whistle.

      ?old Two short whistles and one long one: wheet, wheet, wheeeeet! And from somewhere nearby came an answering squeak.

      Out popped {companion} from behind a bush, with a [[leaf|twig|petal]] stuck to one ear.
      They hugged for [[a long time|ages|a long, long time]], and promised always to stay where they could see each other.
      `,
      `
      Sin saber cómo, {companion} se había alejado, y ahora no se le veía por ninguna parte.
      {hero} se dio la vuelta, y {companion} ya no estaba.

      —¡{companion}! —llamó {hero}. [[Nadie contestó.|No hubo respuesta.|Solo silencio.]]

      ?young Entonces {hero} se acordó del silbido de la familia: dos cortos y uno largo. ¡Fiu, fiu, fiuuuuu!
      ?old {hero} respiró hondo y mantuvo la calma, como le había enseñado su familia: no moverse y usar el silbido de la familia.

      ?old Dos silbidos cortos y uno largo: ¡fiu, fiu, fiuuuuu! Y desde muy cerca llegó un chillidito de respuesta.

      {companion} salió de detrás de un arbusto, con [[una hoja|una ramita|un pétalo]] en una oreja.
      Se abrazaron [[un buen rato|muchísimo rato|un rato muy largo]], y se prometieron estar siempre donde pudieran verse.
      `,
    ),
  ],
};
