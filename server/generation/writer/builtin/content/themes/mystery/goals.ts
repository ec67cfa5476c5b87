/** Cosy mysteries: a vanished birthday cake, music in the night, a golden key that went missing. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const MYSTERY_GOALS: readonly GoalDef[] = [
  {
    object: noun('missing birthday cake', 'tarta de cumpleaños desaparecida', 'f'),
    token: noun('magnifying glass', 'lupa', 'f'),
    handsOver: true,
    quest: {
      en: 'solve the mystery of the missing birthday cake',
      es: 'resolver el misterio de la tarta de cumpleaños desaparecida',
    },
    incite: script(
      `
      “A mystery!” said {helper}. “A real one!”
      “I baked a birthday cake and left it on the windowsill to cool. And now it's gone.”
      “There's a trail of crumbs leading all the way to {place},” said {helper}.
      “Every good mystery needs a detective,” said {helper}, and handed {hero} a magnifying glass.
      `,
      `
      —¡Un misterio! —dijo {helper}—. ¡Un misterio de verdad!
      —Hice una tarta de cumpleaños y la dejé en la ventana para que se enfriara. Y ha desaparecido.
      —Hay un rastro de migas que llega hasta {place} —dijo {helper}.
      —Todo buen misterio necesita a alguien que lo investigue —dijo {helper}, y le dio una lupa a {hero}.
      `,
    ),
    found: script(
      `
      And there, sitting in a circle, was a family of mice, with paper hats on their heads.
      In the middle of the circle was the birthday cake, with only one very small bite missing.
      “It's our grandma's birthday,” squeaked the smallest mouse, “and we didn't have a cake.”
      `,
      `
      Y allí, sentados en corro, había una familia de ratones con gorritos de papel en la cabeza.
      En el centro del corro estaba la tarta de cumpleaños, con un solo mordisquito muy pequeño.
      —Es el cumpleaños de nuestra abuela —chilló el ratón más pequeño— y no teníamos tarta.
      `,
    ),
    fixed: script(
      `
      {hero} thought about it, and then smiled. “Birthdays are for sharing,” said {hero}.
      When {helper} heard the story, {helper} laughed and said there was enough cake for everyone.
      So the mice's grandma had the best birthday party of her life, with a cake as big as a house, to a mouse.
      The mystery was solved, and nobody was in trouble at all.
      `,
      `
      {hero} se lo pensó, y luego sonrió. —Los cumpleaños son para compartir —dijo {hero}.
      Cuando {helper} oyó la historia, se echó a reír y dijo que había tarta para todos.
      Así que la abuela ratona tuvo la mejor fiesta de cumpleaños de su vida, con una tarta grande como una casa, para un ratón.
      El misterio estaba resuelto, y nadie se había metido en ningún lío.
      `,
    ),
  },
  {
    object: noun('mysterious night music', 'misteriosa música nocturna', 'f'),
    token: noun('detective notebook', 'cuaderno de detective', 'm'),
    handsOver: true,
    quest: {
      en: 'find out where the mysterious music comes from at night',
      es: 'descubrir de dónde viene la misteriosa música de la noche',
    },
    incite: script(
      `
      “Every night, when the moon comes up, there's music,” said {helper} in a low, secret voice.
      “Soft, tinkly music, coming from {place}. But nobody knows who is playing it.”
      “I've written down everything I know in this notebook,” said {helper}, and handed it to {hero}. “It isn't much.”
      {hero} opened the notebook. On the first page it said: “Music. Night. Who?”
      `,
      `
      —Todas las noches, cuando sale la luna, suena música —dijo {helper}, bajando la voz.
      —Una música suave, tintineante, que viene {place.del}. Pero nadie sabe quién la toca.
      —He apuntado en este cuaderno todo lo que sé —dijo {helper}, y se lo dio a {hero}—. No es mucho.
      {hero} abrió el cuaderno. En la primera página ponía: «Música. Noche. ¿Quién?».
      `,
    ),
    found: script(
      `
      And there, at last, was the answer to the mystery.
      Hanging from a branch was an old set of wind chimes, made of shells and spoons and little bottles.
      Every time the evening breeze blew, they swayed and tinkled: ting, tang, tong.
      `,
      `
      Y allí, por fin, estaba la solución del misterio.
      De una rama colgaba un viejo carillón de viento, hecho de conchas, cucharas y botellitas.
      Cada vez que soplaba la brisa de la tarde, se balanceaba y tintineaba: tin, tan, ton.
      `,
    ),
    fixed: script(
      `
      “It's the wind!” laughed {hero}. “The wind has been playing music all along!”
      {hero} wrote it in the notebook, in big letters: “MYSTERY SOLVED: the wind plays the chimes.”
      They sat and listened for a while, and the music was even lovelier now that they knew.
      “The best mysteries,” said {companion}, “have happy answers.”
      `,
      `
      —¡Es el viento! —se rió {hero}—. ¡El viento ha estado tocando música todo este tiempo!
      {hero} lo apuntó en el cuaderno, con letras bien grandes: «MISTERIO RESUELTO: el viento toca el carillón».
      Se sentaron a escuchar un rato, y la música era aún más bonita ahora que sabían de dónde venía.
      —Los mejores misterios —dijo {companion}— tienen respuestas bonitas.
      `,
    ),
  },
  {
    object: noun('golden key', 'llave dorada', 'f'),
    token: noun('spyglass', 'catalejo', 'm'),
    handsOver: true,
    quest: {
      en: 'find the golden key before the big clock runs down',
      es: 'encontrar la llave dorada antes de que el gran reloj se pare',
    },
    incite: script(
      `
      “The golden key has vanished,” said {helper}.
      “It winds up the big clock in the square, and if nobody winds it tonight, the clock will stop.”
      “I last saw it shining on the window ledge, and then, whoosh, it was gone. Somebody saw something fly off towards {place}.”
      “Take my spyglass,” said {helper}, and handed it over. “Detectives see best from far away.”
      `,
      `
      —Ha desaparecido la llave dorada —dijo {helper}.
      —Con ella se da cuerda al gran reloj de la plaza, y si nadie le da cuerda esta noche, el reloj se parará.
      —La vi por última vez brillando en el alféizar, y luego, ¡zas!, ya no estaba. Alguien vio algo que salía volando hacia {place}.
      —Llévate mi catalejo —dijo {helper}, y se lo dio—. Los buenos detectives ven mejor desde lejos.
      `,
    ),
    found: script(
      `
      And there, high up, was a big untidy nest, and in it something glittered.
      A magpie sat on the nest, guarding a treasure of shiny things: a spoon, a button, a bottle top… and the golden key.
      “Mine,” said the magpie, a little bit crossly. “Shiny things are my favourite.”
      `,
      `
      Y allí, en lo alto, había un nido grande y desordenado, y dentro brillaba algo.
      Una urraca estaba en el nido, vigilando su tesoro de cosas brillantes: una cuchara, un botón, una chapa… y la llave dorada.
      —Es mío —dijo la urraca, un poquito enfadada—. Las cosas que brillan son mis favoritas.
      `,
    ),
    fixed: script(
      `
      {hero} thought for a moment, and then held out the shiniest button from the backpack.
      “Would you swap?” asked {hero}. “This button is very shiny, and the key is needed for the clock.”
      The magpie looked at the button, and at the key, and then swapped them with a happy chatter.
      That evening, the big clock was wound up just in time, and it went on ticking: tick, tock, tick, tock.
      `,
      `
      {hero} se lo pensó un momento y luego sacó de la mochila el botón más brillante que tenía.
      —¿Me lo cambias? —preguntó {hero}—. Este botón brilla muchísimo, y la llave hace falta para el reloj.
      La urraca miró el botón, luego la llave, y los cambió parloteando muy contenta.
      Esa tarde, le dieron cuerda al gran reloj justo a tiempo, y siguió haciendo: tic, tac, tic, tac.
      `,
    ),
  },
];
