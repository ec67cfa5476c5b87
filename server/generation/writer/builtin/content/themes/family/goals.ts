/** Family quests: a secret ingredient for the birthday cake, a box of memories, a feather for a new baby. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const FAMILY_GOALS: readonly GoalDef[] = [
  {
    object: noun('secret ingredient', 'ingrediente secreto', 'm'),
    token: noun('old recipe card', 'vieja receta', 'f'),
    quest: {
      en: "find the secret ingredient for the family's famous birthday cake",
      es: 'encontrar el ingrediente secreto de la famosa tarta de cumpleaños de la familia',
    },
    incite: script(
      `
      “Tomorrow is a very special birthday in our family,” said {helper}, “and we always bake the famous cake.”
      “But look at the old recipe: the last line is smudged, and nobody remembers the secret ingredient!”
      “All I know is that it grows in {place}, and that it's sweet and small and red,” said {helper}.
      {hero} tucked the recipe card safely away. A family birthday without the famous cake? Never!
      `,
      `
      —Mañana es un cumpleaños muy especial en nuestra familia —dijo {helper}—, y siempre hacemos la famosa tarta.
      —Pero mira la receta: la última línea está borrosa, ¡y nadie se acuerda del ingrediente secreto!
      —Solo sé que crece en {place}, y que es dulce, pequeño y rojo —dijo {helper}.
      {hero} guardó la receta con mucho cuidado. ¿Un cumpleaños de la familia sin la famosa tarta? ¡Ni hablar!
      `,
    ),
    found: script(
      `
      And there, hiding under green leaves, were wild strawberries: tiny, red and sweeter than sugar.
      {hero} tasted one, and suddenly remembered: this was the taste of every family birthday ever.
      “The secret ingredient!” said {hero}, and {companion} did a little dance.
      `,
      `
      Y allí, escondidas bajo unas hojas verdes, había fresitas silvestres: diminutas, rojas y más dulces que el azúcar.
      {hero} probó una y, de repente, se acordó: ese era el sabor de todos los cumpleaños de la familia.
      —¡El ingrediente secreto! —dijo {hero}, y {companion} se puso a bailar.
      `,
    ),
    fixed: script(
      `
      They picked a basketful, but left plenty for the birds and the mice.
      {hero} wrote the missing words on the recipe card, in neat letters: “A handful of wild strawberries, picked with love.”
      “Now nobody will ever forget it again,” said {helper}, hugging the card.
      Tomorrow, the whole family would bake the famous cake together, and it would be the best one yet.
      `,
      `
      Llenaron una cestita, pero dejaron muchas para los pájaros y los ratones.
      {hero} escribió en la receta lo que faltaba, con letra muy clara: «Un puñado de fresitas silvestres, recogidas con cariño».
      —Así ya nadie se olvidará nunca más —dijo {helper}, abrazando la receta.
      Al día siguiente, toda la familia haría junta la famosa tarta, y sería la mejor de todas.
      `,
    ),
  },
  {
    object: noun('family memory box', 'caja de los recuerdos de la familia', 'f'),
    token: noun('old photograph', 'foto antigua', 'f'),
    quest: {
      en: 'find the family memory box that was hidden long, long ago',
      es: 'encontrar la caja de los recuerdos de la familia, escondida hace muchísimo tiempo',
    },
    incite: script(
      `
      “When I was little, no bigger than you, I hid a box of treasures,” said {helper}, smiling.
      “A marble, a drawing, a shell, a tooth that fell out. Our family's memories.”
      “It's in {place}, somewhere near the spot in this photograph,” said {helper}. “But I'm too old to remember exactly where.”
      The photograph showed a small child standing by something, laughing. It was {helper}, a long, long time ago.
      `,
      `
      —Cuando era pequeñ{role.o}, no más grande que tú, escondí una caja de tesoros —dijo {helper}, sonriendo.
      —Una canica, un dibujo, una concha, un diente que se me cayó. Los recuerdos de nuestra familia.
      —Está en {place}, cerca del sitio de esta foto —dijo {helper}—. Pero ya soy demasiado mayor para acordarme de dónde exactamente.
      En la foto se veía a alguien muy pequeño junto a algo, riéndose. Era {helper}, hacía muchísimo tiempo.
      `,
    ),
    found: script(
      `
      And there, just like in the photograph, was the very spot, and under a flat stone, a little tin box.
      It was rusty on the outside, but inside everything was safe and dry.
      A marble, a drawing of a house, a shell, and a tiny tooth wrapped in paper.
      `,
      `
      Y allí, igual que en la foto, estaba el sitio exacto, y debajo de una piedra plana, una cajita de lata.
      Estaba oxidada por fuera, pero dentro todo estaba seco y a salvo.
      Una canica, un dibujo de una casa, una concha y un diente diminuto envuelto en papel.
      `,
    ),
    fixed: script(
      `
      {helper} held the box and laughed and laughed, with happy tears shining.
      “I remember every single thing,” said {helper}, and told the story of each one.
      Then {hero} added something new to the box: a drawing of today, so the memories would keep growing.
      “One day,” said {helper}, “you'll show this box to your own little ones.”
      `,
      `
      {helper} sostenía la caja y se reía y se reía, con lágrimas de alegría brillando.
      —Me acuerdo de todo, de todo —dijo {helper}, y les contó la historia de cada cosa.
      Entonces {hero} añadió algo nuevo a la caja: un dibujo del día de hoy, para que los recuerdos siguieran creciendo.
      —Algún día —dijo {helper}— le enseñarás esta caja a tus propios pequeños.
      `,
    ),
  },
  {
    object: noun('softest feather in the world', 'pluma más suave del mundo', 'f'),
    token: noun('little wooden box', 'cajita de madera', 'f'),
    handsOver: true,
    quest: {
      en: "find the softest feather in the world for the new baby's cradle",
      es: 'encontrar la pluma más suave del mundo para la cuna del bebé',
    },
    incite: script(
      `
      “There's a new baby in the family!” said {helper}, beaming. “A tiny cousin, as small as a loaf of bread.”
      “There's an old family tradition: for every new baby, we find the softest feather in the world for the cradle.”
      “The softest feathers are found in {place},” said {helper}. “But only a kind heart can tell which one is the softest.”
      {helper} gave {hero} a little wooden box with a star on the lid, to keep the feather safe.
      `,
      `
      —¡Hay un bebé nuevo en la familia! —dijo {helper}, radiante—. Un primito diminuto, pequeño como una barra de pan.
      —Es una tradición de la familia: para cada bebé nuevo, buscamos la pluma más suave del mundo para su cuna.
      —Las plumas más suaves están en {place} —dijo {helper}—. Pero solo un corazón amable sabe cuál es la más suave de todas.
      {helper} le dio a {hero} una cajita de madera con una estrella en la tapa, para guardar la pluma.
      `,
    ),
    found: script(
      `
      And there, floating down slowly, turning and turning in the air, came a single white feather.
      {hero} held out a hand, and the feather landed in it, as light as nothing at all.
      It was so soft that it felt like holding a tiny cloud.
      `,
      `
      Y allí, bajando despacito y dando vueltas y vueltas en el aire, venía una pluma blanca.
      {hero} extendió la mano, y la pluma se posó en ella, ligera como nada.
      Era tan suave que parecía tener una nubecita en la mano.
      `,
    ),
    fixed: script(
      `
      {hero} laid the feather gently in the little wooden box and closed the lid.
      “The baby will sleep so well with this,” said {companion} softly.
      {hero} thought of the tiny cousin, fast asleep, with the softest feather in the world tucked beside the pillow.
      Families, {hero} thought, are made of small, kind things like this.
      `,
      `
      {hero} dejó la pluma con cuidado en la cajita de madera y cerró la tapa.
      —El bebé va a dormir de maravilla con esto —dijo {companion} bajito.
      {hero} pensó en el primito diminuto, profundamente dormido, con la pluma más suave del mundo junto a la almohada.
      Las familias, pensó {hero}, están hechas de cosas pequeñas y cariñosas como esta.
      `,
    ),
  },
];
