/** Science quests: a telescope's lost lens, a rainbow's missing colours, a runaway weather balloon. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const SCIENCE_GOALS: readonly GoalDef[] = [
  {
    object: noun('missing lens', 'lente perdida', 'f'),
    token: noun('notebook of star maps', 'cuaderno de mapas de estrellas', 'm'),
    quest: {
      en: 'find the missing lens, so that everyone can see the comet tonight',
      es: 'encontrar la lente perdida para que todos puedan ver el cometa esta noche',
    },
    incite: script(
      `
      “Tonight, a comet will fly past, and it only comes once every hundred years,” said {helper}.
      “But the big telescope has lost its lens. Without it, the comet will be just a blurry smudge.”
      “I think the lens rolled away to {place} when we were carrying the telescope,” said {helper}.
      {hero} had always wanted to see a comet, and this was the only chance for a hundred years.
      `,
      `
      —Esta noche pasará un cometa, y solo viene una vez cada cien años —dijo {helper}.
      —Pero el gran telescopio ha perdido su lente. Sin ella, el cometa será solo un borrón.
      —Creo que la lente se fue rodando hasta {place} cuando llevábamos el telescopio —dijo {helper}.
      {hero} siempre había querido ver un cometa, y esa era la única oportunidad en cien años.
      `,
    ),
    found: script(
      `
      There, lying in the grass and catching the light, was the missing lens.
      It was round and clear, and when {hero} looked through it, a ladybird looked as big as a cat.
      “It's not even scratched,” said {hero}, polishing it gently on a sleeve.
      `,
      `
      Allí, tirada en la hierba y atrapando la luz, estaba la lente perdida.
      Era redonda y transparente, y cuando {hero} miró a través de ella, una mariquita parecía tan grande como un gato.
      —No tiene ni un arañazo —dijo {hero}, limpiándola con cuidado en la manga.
      `,
    ),
    fixed: script(
      `
      {hero} clicked the lens into the little telescope they had carried all the way, and pointed it at the sky.
      Night was falling. One by one, everybody took a turn to look.
      And there it was: the comet, with a long, glittering tail, sweeping slowly across the stars.
      “It's like a snowball with a wedding dress,” whispered {companion}, and nobody could disagree.
      `,
      `
      {hero} encajó la lente en el telescopio pequeño que habían traído, y lo apuntó hacia el cielo: clic.
      Estaba anocheciendo. Uno por uno, todos se turnaron para mirar.
      Y allí estaba: el cometa, con una larga cola brillante, cruzando despacio entre las estrellas.
      —Parece una bola de nieve con vestido de novia —susurró {companion}, y nadie le llevó la contraria.
      `,
    ),
  },
  {
    object: noun('missing colours of the rainbow', 'colores perdidos del arcoíris', 'mp'),
    token: noun('glass prism', 'prisma de cristal', 'm'),
    handsOver: true,
    quest: {
      en: 'find out where the colours of the rainbow have gone',
      es: 'descubrir adónde se han ido los colores del arcoíris',
    },
    incite: script(
      `
      “Have you noticed?” asked {helper}. “Yesterday's rainbow was only grey.”
      “Every scientist knows that a rainbow is made of light. So where has the colour gone?”
      “I have a theory,” said {helper}, “but I need someone to test it in {place}.”
      {helper} gave {hero} a little glass prism, shaped like a triangle, and said that it would be needed.
      `,
      `
      —¿Os habéis dado cuenta? —preguntó {helper}—. El arcoíris de ayer era todo gris.
      —Todos los científicos saben que el arcoíris está hecho de luz. Entonces, ¿adónde se ha ido el color?
      —Tengo una teoría —dijo {helper}—, pero necesito a alguien que la compruebe en {place}.
      {helper} le dio a {hero} un prisma de cristal pequeñito, con forma de triángulo, y le dijo que le haría falta.
      `,
    ),
    found: script(
      `
      At last, a beam of sunlight came through a gap and fell right onto {hero.s} hand.
      {hero} held up the prism, and the beam went in white and came out in seven colours.
      Red, orange, yellow, green, blue, indigo and violet splashed across the ground.
      “The colours were inside the light all along!” said {hero}.
      `,
      `
      Por fin, un rayo de sol se coló por un hueco y cayó justo sobre la mano de {hero}.
      {hero} levantó el prisma, y el rayo entró blanco y salió de siete colores.
      Rojo, naranja, amarillo, verde, azul, añil y violeta salpicaron el suelo.
      —¡Los colores estaban dentro de la luz desde el principio! —dijo {hero}.
      `,
    ),
    fixed: script(
      `
      {hero} wrote it down carefully: “Light is made of colours. Raindrops split it up, like the prism.”
      “Then the grey rainbow was just a cloudy day,” said {companion}, “with not enough sun.”
      Just then, a gentle shower began, and the sun came out behind them.
      And across the sky stretched a rainbow with every single one of its colours, bright and clear.
      `,
      `
      {hero} lo apuntó con cuidado: «La luz está hecha de colores. Las gotas de lluvia la separan, como el prisma».
      —Entonces el arcoíris gris era solo un día nublado —dijo {companion}—, sin suficiente sol.
      Justo entonces empezó a chispear, y el sol salió detrás de ellos.
      Y de lado a lado del cielo se estiró un arcoíris con todos y cada uno de sus colores, brillante y clarísimo.
      `,
    ),
  },
  {
    not: ['moon'],
    object: noun('runaway weather balloon', 'globo meteorológico fugitivo', 'm'),
    token: noun('little radio that beeps', 'radio pequeñita que pita', 'f'),
    quest: {
      en: 'find the runaway weather balloon and bring back its measurements',
      es: 'encontrar el globo meteorológico fugitivo y recuperar sus mediciones',
    },
    incite: script(
      `
      “Our weather balloon has floated away,” said {helper}.
      “It measures the wind and the rain and the clouds, so we know what the weather will do.”
      “Its string snapped, and it drifted off towards {place},” said {helper}.
      “This little radio beeps faster when you get close,” said {helper}. “Will you follow the beeps?”
      `,
      `
      —Nuestro globo meteorológico se ha escapado —dijo {helper}.
      —Mide el viento, la lluvia y las nubes, para que sepamos qué tiempo va a hacer.
      —Se le rompió la cuerda y se fue flotando hacia {place} —dijo {helper}.
      —Esta radio pequeñita pita más deprisa cuando te acercas —dijo {helper}—. ¿Seguiréis los pitidos?
      `,
    ),
    found: script(
      `
      Beep-beep-beep-beep! There, tangled gently in a branch, was the big white weather balloon.
      A little box hung underneath it, with tiny dials and a blinking green light.
      {hero} untangled the string very carefully, so that the balloon would not pop.
      `,
      `
      ¡Pi-pi-pi-pi! Allí, enredado con suavidad en una rama, estaba el gran globo meteorológico blanco.
      Debajo colgaba una cajita con ruedecitas diminutas y una lucecita verde que parpadeaba.
      {hero} desenredó la cuerda con muchísimo cuidado para que el globo no explotara.
      `,
    ),
    fixed: script(
      `
      {helper} opened the little box and read the measurements out loud.
      “Wind from the west. Clouds coming in the afternoon. Tomorrow: sunny!” said {helper}.
      “So tomorrow will be a good day for a picnic,” said {companion}, who always thought about picnics.
      {hero} felt very proud: finding the balloon had helped everyone know what tomorrow would bring.
      `,
      `
      {helper} abrió la cajita y leyó las mediciones en voz alta.
      —Viento del oeste. Nubes por la tarde. Mañana: ¡sol! —dijo {helper}.
      —Entonces mañana será un buen día para un pícnic —dijo {companion}, que siempre pensaba en pícnics.
      Qué orgullo sentía {hero}: encontrar el globo había servido para que todos supieran qué traería el día siguiente.
      `,
    ),
  },
];
