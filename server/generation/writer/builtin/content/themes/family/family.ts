/** Family: grandparents' stories, traditions, and the small kind things a family is made of. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FAMILY_GOALS } from './goals';

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
  goals: FAMILY_GOALS,
  obstacles: [
    bi(
      `
      The way went into a dark, shady tunnel of trees, and {companion} stopped.
      Ahead, the path went under thick, dark branches, and it was hard to see.

      “I don't like the dark,” said {companion} in a tiny voice.

      ?young {hero} remembered the family song, the one everyone sings at bedtime, and began to sing it.
      ?old {hero} remembered what {helper} always did when the lights went out at home: sing the old family song, loudly and a little out of tune.

      ?old “In our family, we sing when it's dark,” said {hero}. “Then the dark is just a place to sing in.”

      They sang all the way through, and by the last verse they were out in the sunshine again.
      {companion} said it was the best song in the world, and asked to learn all the words.
      `,
      `
      El camino se metía en un túnel de árboles oscuro y sombrío, y {companion} se paró.
      Más adelante, el camino pasaba bajo unas ramas espesas y oscuras, y apenas se veía.

      —No me gusta la oscuridad —dijo {companion} con una vocecita.

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

      “Oof,” said the farmer. “My back isn't what it was.”

      ?young “We'll help!” said {hero}. They took one handle each and lifted together: one, two, three, up!
      ?old {hero} thought of how, at home, everyone carries the shopping together, one bag each, and nothing is ever too heavy.

      ?old “Let's share it out,” said {hero}. They filled their arms with apples, and made trip after trip until the basket was light enough to lift.

      Soon every apple was on the cart, and the farmer gave them one each, the shiniest ones.
      “Many hands make light work,” said the farmer, which is what {hero.s} family always said too.
      `,
      `
      Encontraron una cesta enorme de manzanas que se había caído de un carro, y el granjero no podía llevarla solo.
      Un granjero mayor intentaba subir al carro una cesta de manzanas muy pesada, resoplando.

      —Uf —dijo el granjero—. Mi espalda ya no es lo que era.

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

      “{companion}!” called {hero}. There was no answer.

      ?young Then {hero} remembered the family whistle: two short, one long. Wheet, wheet, wheeeeet!
      ?old {hero} took a breath and stayed calm, just as {hero.s} family had taught: stand still, and use the family whistle.

      ?old Two short whistles and one long one: wheet, wheet, wheeeeet! And from somewhere nearby came an answering squeak.

      Out popped {companion} from behind a bush, with a leaf stuck to one ear.
      They hugged for a long time, and promised always to stay where they could see each other.
      `,
      `
      Sin saber cómo, {companion} se había alejado, y ahora no se le veía por ninguna parte.
      {hero} se dio la vuelta, y {companion} ya no estaba.

      —¡{companion}! —llamó {hero}. Nadie contestó.

      ?young Entonces {hero} se acordó del silbido de la familia: dos cortos y uno largo. ¡Fiu, fiu, fiuuuuu!
      ?old {hero} respiró hondo y mantuvo la calma, como le había enseñado su familia: no moverse y usar el silbido de la familia.

      ?old Dos silbidos cortos y uno largo: ¡fiu, fiu, fiuuuuu! Y desde muy cerca llegó un chillidito de respuesta.

      {companion} salió de detrás de un arbusto, con una hoja pegada en una oreja.
      Se abrazaron un buen rato, y se prometieron estar siempre donde pudieran verse.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, {hero} took out {token} and looked at it for a long time.
      {hero} stood still and thought hard about {helper} and all the family.

      “What would Grandma or Grandpa do?” wondered {hero}.

      ?young Then {hero} remembered: look with your heart, not just your eyes.
      ?old {hero} remembered all the family stories about this place, and one small detail that everyone always laughed about.

      ?old “It's near the place where somebody always trips,” said {hero}, “the bumpy bit!” And there it was, the bumpy bit, just ahead.

      Following what the family had always said, {hero} found the right spot.
      `,
      `
      Allí, {hero} sacó {token} y se quedó mirándol{token.o} un buen rato.
      {hero} se quedó en silencio y pensó mucho en {helper} y en toda la familia.

      —¿Qué haría la abuela, o el abuelo? —se preguntó {hero}.

      ?young Entonces {hero} se acordó: mira con el corazón, no solo con los ojos.
      ?old {hero} se acordó de todas las historias de la familia sobre aquel sitio, y de un detalle pequeño del que todos se reían siempre.

      ?old —Está cerca del sitio donde todo el mundo se tropieza —dijo {hero}—, ¡el trozo de los baches! Y allí estaba, el trozo de los baches, justo delante.

      Siguiendo lo que la familia había dicho siempre, {hero} encontró el sitio exacto.
      `,
    ),
    bi(
      `
      Here, {hero} felt a little lost, and wished the whole family were there.
      {hero} looked around and stopped. Which way now?

      “Your family is always with you,” said {companion}, snuggling close, “even when they're at home.”

      ?young {hero} smiled, and suddenly knew just where to look.
      ?old {hero} thought about it. Families share their wisdom, and some of it stays inside you like a map.

      ?old “Grandma always says: the best things are found close to the ground,” said {hero}, and knelt down to look.

      So they looked close to the ground, very carefully.
      `,
      `
      Allí, a {hero} le entraron dudas, y deseó que estuviera allí toda la familia.
      {hero} miró a su alrededor y se paró. ¿Y ahora por dónde?

      —Tu familia siempre está contigo —dijo {companion}, acurrucándose a su lado—, aunque se haya quedado en casa.

      ?young {hero} sonrió, y de repente supo dónde tenía que mirar.
      ?old {hero} se lo pensó. Las familias comparten lo que saben, y una parte se te queda dentro, como un mapa.

      ?old —La abuela siempre dice que lo mejor se encuentra cerca del suelo —dijo {hero}, y se agachó a mirar.

      Así que miraron cerca del suelo, con mucho cuidado.
      `,
    ),
  ],
  steps: bi(
    `
    {hero} recognised a tree from one of {helper.s} stories: the one shaped like a giant's hand.
    They passed a bench where, the story went, the whole family once had a picnic in the rain.

    {hero} found initials carved on a fence post, very old, from someone in the family long ago.
    {companion} found a button that might have come from Grandpa's old coat.

    A robin sang the first notes of the family song, or something very like it.

    Everything looked just the way {helper} had described it.

    {hero} could almost hear the family laughing, as if they were just around the corner.

    They were close. {hero} could feel it, the way you feel home before you see it.
    `,
    `
    {hero} reconoció un árbol de uno de los cuentos de {helper}: el que tenía forma de mano de gigante.
    Pasaron junto a un banco donde, según contaban, toda la familia había hecho una vez un pícnic bajo la lluvia.

    {hero} encontró unas iniciales grabadas en un poste, muy antiguas, de alguien de la familia de hace mucho tiempo.
    {companion} encontró un botón que a lo mejor era del abrigo viejo del abuelo.

    Un petirrojo cantó las primeras notas de la canción de la familia, o algo muy parecido.

    Todo era tal y como lo había contado {helper}.

    A {hero} casi le parecía oír las risas de la familia, como si estuvieran a la vuelta de la esquina.

    Estaban cerca. {hero} lo notaba, como se nota la casa antes de verla.
    `,
  ),
  flavour: bi(
    `
    {hero} told {companion} the story of the day Grandpa fell in the duck pond.
    {companion} asked to hear the one about the birthday cake that went upside down.
    {hero} hummed the lullaby that the family sings to every new baby.

    “In our family, we always hold hands crossing the road,” said {hero}, holding {companion.s} paw.
    {hero} thought about home: the smell of toast, the creaky stair, everyone's coats by the door.
    “Families come in all shapes and sizes,” said {hero}. “Ours is the best shape.”

    {hero} picked a flower to take home for the kitchen table.
    {companion} said that being part of a family feels like being wrapped in a blanket.
    `,
    `
    {hero} le contó a {companion} la historia del día que el abuelo se cayó al estanque de los patos.
    {companion} pidió que le contara la de la tarta de cumpleaños que acabó boca abajo.
    {hero} tarareó la nana que la familia le canta a cada bebé nuevo.

    —En nuestra familia, siempre nos damos la mano para cruzar la calle —dijo {hero}, dándole la pata a {companion}.
    {hero} pensó en la casa: el olor a tostadas, el escalón que cruje, los abrigos de todos junto a la puerta.
    —Hay familias de todas las formas y tamaños —dijo {hero}—. La nuestra tiene la mejor forma.

    {hero} cogió una flor para llevarla a la mesa de la cocina.
    {companion} dijo que ser parte de una familia es como estar envuelto en una manta.
    `,
  ),
};
