/** Fairy tales: kingdoms and castles, giants and fairies, and good manners that open every door. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FAIRY_TALE_GOALS } from './goals';

export const FAIRY_TALE: ThemeDef = {
  key: 'fairy-tale',
  kind: { en: 'a fairy tale', es: 'un cuento de hadas' },
  settings: ['castle', 'forest', 'meadow', 'sky'],
  companions: ['pony', 'kitten', 'rabbit', 'owl', 'unicorn', 'mouse'],
  helpers: [
    {
      name: { en: 'Queen Clementine', es: 'la reina Clementina' },
      role: noun('kind old queen', 'vieja reina bondadosa', 'f'),
    },
    {
      name: { en: 'Fairy Godmother Lark', es: 'el hada madrina Alondra' },
      role: noun('fairy godmother with wings like a butterfly', 'hada madrina con alas de mariposa', 'fa'),
    },
    {
      name: { en: 'Woodcutter Tom', es: 'el leñador Tomás' },
      role: noun('friendly woodcutter', 'leñador simpático', 'm'),
    },
  ],
  goals: FAIRY_TALE_GOALS,
  obstacles: [
    bi(
      `
      A tall goose in a little crown stood guard at a gate, and would not let them by.
      At a little gate stood a guard goose, very proud, with a golden collar.

      “Halt!” honked the goose. “Only those who know the magic words may pass.”

      {companion} tried “abracadabra”. The goose shook its head.

      ?young {hero} thought for a moment, then bowed and said, “Please may we pass? Thank you!”
      ?old {hero} thought about it. The most magic words of all are the ones we use every day.

      ?old “Please,” said {hero}, with a little bow, “may we pass? And thank you for guarding the gate so well.”

      The goose's feathers fluffed up with pride. “Those are the right words,” it honked, and opened the gate.
      `,
      `
      Una oca muy alta con una coronita vigilaba una verja, y no los dejaba pasar.
      En una verjita había una oca guardiana, muy orgullosa, con un collar dorado.

      —¡Alto! —graznó la oca—. Solo pasa quien conoce las palabras mágicas.

      {companion} probó con «abracadabra». La oca negó con la cabeza.

      ?young {hero} se lo pensó un momento, hizo una reverencia y dijo: —¿Podemos pasar, por favor? ¡Gracias!
      ?old {hero} se lo pensó. Las palabras más mágicas de todas son las que usamos todos los días.

      ?old —Por favor —dijo {hero}, con una pequeña reverencia—, ¿podemos pasar? Y gracias por vigilar tan bien la verja.

      A la oca se le ahuecaron las plumas de orgullo. —Esas son las palabras correctas —graznó, y abrió la verja.
      `,
    ),
    bi(
      `
      In front of them rose a tower with a long, long spiral staircase, round and round and round.
      The way went up a winding staircase inside an old tower, so long that they could not see the top.

      “That's a lot of stairs,” said {companion}, and sat down on the first one.

      ?young “Let's count them together,” said {hero}. “One, two, three…”
      ?old {hero} noticed little windows every twenty steps, each one with a different view.

      ?old “Let's climb to the next window, look out, and then climb to the next one,” said {hero}. “Twenty at a time is easy.”

      Step by step, window by window, they climbed all the way to the top.
      At the top, they were out of breath, but the view was so beautiful that they forgot all about it.
      `,
      `
      Delante de ellos se alzaba una torre con una escalera de caracol larguísima, que daba vueltas y vueltas.
      El camino subía por una escalera de caracol dentro de una torre vieja, tan larga que no se veía el final.

      —Cuántas escaleras —dijo {companion}, y se sentó en el primer escalón.

      ?young —Vamos a contarlas juntos —dijo {hero}—. Uno, dos, tres…
      ?old {hero} se fijó en que cada veinte escalones había una ventanita, cada una con una vista distinta.

      ?old —Subamos hasta la siguiente ventana, miramos, y luego hasta la otra —dijo {hero}—. De veinte en veinte es fácil.

      Escalón a escalón, ventana a ventana, subieron hasta arriba del todo.
      Arriba estaban sin aliento, pero la vista era tan bonita que se les olvidó enseguida.
      `,
    ),
    bi(
      `
      The path ahead had been enchanted: every time they took a step, it wriggled and changed direction.
      Here the path kept moving, twisting this way and that, like a ribbon in the wind.

      “The path is playing tricks on us,” said {companion}, dizzy.

      ?young {hero} spotted a line of white pebbles that did not move at all. “Let's follow the pebbles!”
      ?old {hero} watched carefully and noticed that the white pebbles along the edge never moved, even when the path did.

      ?old “The path can wriggle, but the pebbles stay put,” said {hero}. “We'll follow the pebbles, not the path.”

      Pebble by pebble, they walked on, and the wriggly path gave up and lay still.
      `,
      `
      El camino estaba encantado: cada vez que daban un paso, se retorcía y cambiaba de dirección.
      Allí el camino no paraba de moverse, retorciéndose a un lado y a otro como una cinta al viento.

      —El camino nos está gastando bromas —dijo {companion}, con la cabeza dando vueltas.

      ?young {hero} vio una fila de piedrecitas blancas que no se movían nada. —¡Sigamos las piedrecitas!
      ?old {hero} observó con atención y vio que las piedrecitas blancas del borde nunca se movían, aunque el camino sí.

      ?old —El camino se retuerce, pero las piedrecitas se quedan quietas —dijo {hero}—. Seguiremos las piedrecitas, no el camino.

      Piedrecita a piedrecita, siguieron adelante, y el camino retorcido se cansó y se quedó quieto.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, a voice spoke from nowhere: “Who comes here, and why?”
      Just then, an old stone face in the wall opened its eyes.

      {companion} jumped. {hero} stood very still.

      ?young “We've come to help,” said {hero}, in a clear, kind voice.
      ?old {hero} remembered that in every fairy tale, the true answer is always the simplest one.

      ?old “We've come because someone needs help,” said {hero}, “and we'll take only what is needed.”

      The stone face smiled, and a hidden door slid open.
      `,
      `
      Allí, una voz habló de la nada: —¿Quién viene y por qué?
      Justo entonces, una vieja cara de piedra del muro abrió los ojos.

      {companion} dio un respingo. {hero} no se movió.

      ?young —Hemos venido a ayudar —dijo {hero}, con voz clara y amable.
      ?old {hero} recordó que, en todos los cuentos, la respuesta de verdad es siempre la más sencilla.

      ?old —Hemos venido porque alguien necesita ayuda —dijo {hero}—, y solo nos llevaremos lo que haga falta.

      La cara de piedra sonrió, y una puerta secreta se abrió deslizándose.
      `,
    ),
    bi(
      `
      Here, {token} began to tug gently, pulling {hero} forward.
      {token} glowed softly, as if it knew the way by heart.

      “Follow it,” whispered {companion}.

      ?young They followed {token}, round a corner and under an arch.
      ?old {hero} let {token} lead, trusting it the way you trust an old friend who knows the way.

      ?old Round a corner, under an arch and past a sleeping statue they went, until {token} stopped and lay still.

      Then it lay still, and they looked where it pointed.
      `,
      `
      Allí, {token} empezó a tirar suavemente, llevando a {hero} hacia delante.
      {token} brillaba suavemente, como si se supiera el camino de memoria.

      —Síguelo —susurró {companion}.

      ?young Fueron detrás {token.del}, por una esquina y bajo un arco.
      ?old {hero} dejó que {token} los guiara, con la confianza que se tiene en un viejo amigo que conoce el camino.

      ?old Doblaron una esquina, pasaron bajo un arco y junto a una estatua dormida, hasta que {token} se detuvo y se quedó quiet{token.o}.

      Luego se quedó quiet{token.o}, y miraron hacia donde señalaba.
      `,
    ),
  ],
  steps: bi(
    `
    A little bluebird sang from a branch: once for yes, twice for no. It sang once.
    They passed a wishing well, and {hero} dropped in a pebble and made a wish.

    A signpost with a crown on top pointed the way, in curly golden letters.
    A frog on a lily pad bowed politely as they went by.

    The trees here were tall and silver, just like in the old stories.

    They found a glass slipper by the path, but it belonged to someone else's story, so they left it there.

    Bells were ringing somewhere ahead, soft and far away.

    The air shimmered. {hero} knew they were almost there.
    `,
    `
    Un pajarito azul cantó desde una rama: una vez para sí, dos para no. Cantó una vez.
    Pasaron junto a un pozo de los deseos, y {hero} echó una piedrecita y pidió un deseo.

    Un poste con una corona encima señalaba el camino con letras doradas muy rizadas.
    Una rana sobre un nenúfar hizo una reverencia muy educada al verlos pasar.

    Allí los árboles eran altos y plateados, como en los cuentos de siempre.

    Encontraron un zapatito de cristal junto al camino, pero era de otro cuento, así que lo dejaron allí.

    Más adelante sonaban unas campanas, suaves y lejanas.

    El aire relucía. {hero} sabía que ya casi habían llegado.
    `,
  ),
  flavour: bi(
    `
    {hero} made a crown out of daisies and put it on {companion.s} head.
    {companion} bowed very low to a mushroom, just in case it was a prince in disguise.
    Far away, on a hill, a castle flag fluttered in the wind.

    “In fairy tales, kindness always wins,” said {hero}.
    {companion} whispered a question about dragons, and {hero} said there were only friendly ones here.
    {hero} told {companion} the beginning of an old story, and {companion} wanted to hear the end.

    “Once upon a time” is happening right now, {hero} thought.
    Every path in a fairy tale leads somewhere wonderful in the end.
    `,
    `
    {hero} hizo una corona de margaritas y se la puso a {companion} en la cabeza.
    {companion} le hizo una reverencia muy grande a una seta, por si era un príncipe disfrazado.
    A lo lejos, en una colina, ondeaba la bandera de un castillo.

    —En los cuentos, la bondad siempre gana —dijo {hero}.
    {companion} preguntó en voz baja si habría dragones por allí, y {hero} dijo que solo simpáticos.
    {hero} le contó a {companion} el principio de un cuento antiguo, y {companion} quiso saber cómo terminaba.

    «Érase una vez» está pasando ahora mismo, pensó {hero}.
    En los cuentos, todos los caminos llevan al final a algún sitio maravilloso.
    `,
  ),
};
