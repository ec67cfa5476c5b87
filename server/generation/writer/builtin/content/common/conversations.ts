/** Little conversations on the way. Each is told once in a story, whole, so it always makes sense. */

import { script } from '../../grammar/template';

export const CONVERSATIONS = [
  script(
    `
    “What's your favourite colour?” asked {companion}.
    {hero} thought about it for a while.
    “Today it's blue,” said {hero}. “Tomorrow it might be yellow.”
    “Mine is the colour of warm toast,” said {companion}.
    “That's not a colour!” laughed {hero}.
    “It is to me,” said {companion}.
    `,
    `
    —¿Cuál es tu color favorito? —preguntó {companion}.
    {hero} se lo pensó un buen rato.
    —Hoy, el azul —dijo {hero}—. Mañana a lo mejor es el amarillo.
    —El mío es el color de las tostadas calentitas —dijo {companion}.
    —¡Eso no es un color! —dijo {hero}, riéndose.
    —Para mí, sí —contestó {companion}.
    `,
  ),
  script(
    `
    “What do you think clouds are made of?” asked {companion}.
    “Tiny drops of water,” said {hero}, “all floating together.”
    {companion} looked up at the sky for a long time.
    “I thought they were made of pillows,” said {companion}.
    “Maybe pillows for birds,” said {hero}, and they both smiled.
    `,
    `
    —¿De qué crees que están hechas las nubes? —preguntó {companion}.
    —De gotitas de agua diminutas —dijo {hero}—, que flotan todas juntas.
    {companion} se quedó mirando el cielo un buen rato.
    —Yo creía que eran de almohadas —dijo {companion}.
    —A lo mejor son almohadas para los pájaros —dijo {hero}, y los dos sonrieron.
    `,
  ),
  script(
    `
    “If you could be any animal, what would you be?” asked {hero}.
    “I'd be me,” said {companion} at once. “I like being me.”
    “Then I'd be me too,” said {hero}. “So we can stay friends.”
    {companion} nodded. That was the best answer of all.
    `,
    `
    —Si pudieras ser cualquier animal, ¿cuál serías? —preguntó {hero}.
    —Yo sería yo —contestó {companion} enseguida—. Me gusta ser yo.
    —Entonces yo también sería yo —dijo {hero}—. Así seguiríamos siendo amigos.
    {companion} asintió. Era la mejor respuesta de todas.
    `,
  ),
  script(
    `
    ?away “What's the best thing that happened today?” asked {hero}.
    ?away {companion} counted on tiny fingers.
    ?away “The snack. And the sky. And you,” said {companion}.
    ?away “That's three things,” said {hero}.
    ?away “It's a three-good-things kind of day,” said {companion} happily.
    `,
    `
    ?away —¿Qué es lo mejor que te ha pasado hoy? —preguntó {hero}.
    ?away {companion} contó con los deditos.
    ?away —La merienda. Y el cielo. Y tú —dijo {companion}.
    ?away —Eso son tres cosas —dijo {hero}.
    ?away —Es que hoy es un día de tres cosas buenas —dijo {companion}, muy feliz.
    `,
  ),
  script(
    `
    ?met “Do you think {helper} is thinking about us right now?” asked {companion}.
    ?met “I'm sure of it,” said {hero}. “{helper} believes in us.”
    ?met {companion} sat up a little taller.
    ?met “Then let's make {helper} proud,” said {companion}.
    `,
    `
    ?met —¿Crees que {helper} estará pensando en nosotros ahora mismo? —preguntó {companion}.
    ?met —Seguro que sí —dijo {hero}—. {helper} confía en nosotros.
    ?met {companion} se puso un poquito más derech{pet.o}.
    ?met —Pues vamos a hacer que {helper} esté muy orgullos{role.o} —dijo {companion}.
    `,
  ),
  script(
    `
    “Where does the wind go when it stops blowing?” asked {companion}.
    “Maybe it goes for a nap,” said {hero}.
    “Behind a hill?” asked {companion}.
    “Behind a very big hill,” said {hero}.
    Just then, the wind woke up again and tickled their noses.
    `,
    `
    —¿Adónde va el viento cuando deja de soplar? —preguntó {companion}.
    —A lo mejor se va a echar la siesta —dijo {hero}.
    —¿Detrás de una colina? —preguntó {companion}.
    —Detrás de una colina muy grande —dijo {hero}.
    Justo entonces, el viento se despertó y les hizo cosquillas en la nariz.
    `,
  ),
  script(
    `
    “What do you want to be when you grow up?” asked {companion}.
    “Maybe an explorer,” said {hero}. “Or a baker. Or an explorer who bakes.”
    “I'll taste the cakes,” said {companion}. “That's a very important job.”
    “The most important job,” agreed {hero}.
    `,
    `
    —¿Qué quieres ser de mayor? —preguntó {companion}.
    —Me gustaría explorar selvas —dijo {hero}—. O hacer pasteles. O explorar selvas haciendo pasteles.
    —Yo probaré los pasteles —dijo {companion}—. Es un trabajo importantísimo.
    —El más importante de todos —dijo {hero}.
    `,
  ),
  script(
    `
    “Do you miss home?” asked {companion} quietly.
    “A little bit,” said {hero}. “But home will still be there when we get back.”
    “With the soft blanket?” asked {companion}.
    “With the soft blanket,” said {hero}.
    That made them both feel cosy inside.
    `,
    `
    —¿Echas de menos la casa? —preguntó {companion} bajito.
    —Un poquito —dijo {hero}—. Pero la casa seguirá allí cuando volvamos.
    —¿Con la manta suave? —preguntó {companion}.
    —Con la manta suave —dijo {hero}.
    Y eso los hizo sentirse calentitos por dentro.
    `,
  ),
  script(
    `
    “What makes a good friend?” asked {hero}.
    {companion} thought very hard.
    “Someone who shares the last biscuit,” said {companion}.
    “And someone who waits for you when you're slow,” said {hero}.
    “Then we're very good friends,” said {companion}, and that was true.
    `,
    `
    —¿Qué hace falta para ser un buen amigo? —preguntó {hero}.
    {companion} se lo pensó muchísimo.
    —Compartir la última galleta —dijo {companion}.
    —Y esperar al otro cuando va despacio —dijo {hero}.
    —Entonces somos muy buenos amigos —dijo {companion}, y era verdad.
    `,
  ),
  script(
    `
    “If you could fly, where would you go?” asked {companion}.
    “To the top of the tallest tree,” said {hero}, “to say hello to the birds.”
    “I'd fly to the moon,” said {companion}, “and have a little nap on it.”
    “The moon would make a very good pillow,” said {hero}.
    `,
    `
    —Si pudieras volar, ¿adónde irías? —preguntó {companion}.
    —A la copa del árbol más alto —dijo {hero}—, para saludar a los pájaros.
    —Yo volaría hasta la luna —dijo {companion}— y me echaría una siestecita encima.
    —La luna sería una almohada estupenda —dijo {hero}.
    `,
  ),
  script(
    `
    ?quest “What will we do first, when we get home?” asked {companion}.
    ?quest “Have a warm bath,” said {hero}. “And tell everyone about today.”
    ?quest “And eat something,” said {companion}. “Definitely eat something.”
    ?quest “But first,” said {hero}, “we have a promise to keep.”
    `,
    `
    ?quest —¿Qué es lo primero que haremos al llegar a casa? —preguntó {companion}.
    ?quest —Darnos un baño calentito —dijo {hero}—. Y contarle a todo el mundo lo de hoy.
    ?quest —Y comer algo —dijo {companion}—. Sobre todo, comer algo.
    ?quest —Pero antes —dijo {hero}— tenemos una promesa que cumplir.
    `,
  ),
  script(
    `
    “What are stars, really?” asked {companion}.
    “They're suns,” said {hero}, “very, very far away.”
    “Then somebody far away is looking at our sun,” said {companion}, “and thinking it's a little star.”
    {hero} liked that thought very much.
    `,
    `
    —¿Qué son de verdad las estrellas? —preguntó {companion}.
    —Son soles —dijo {hero}—, pero muy, muy lejanos.
    —Entonces alguien muy lejos estará mirando nuestro sol —dijo {companion}— y pensará que es una estrellita.
    A {hero} le gustó muchísimo esa idea.
    `,
  ),
  script(
    `
    “Do you know any jokes?” asked {hero}.
    “Why did the teddy bear say no to dessert?” asked {companion}. “Because it was stuffed!”
    {hero} laughed so hard that a bird flew off in surprise.
    “Tell another one,” said {hero}.
    “Later,” said {companion}, looking very pleased.
    `,
    `
    —¿Te sabes algún chiste? —preguntó {hero}.
    —¿Qué le dijo una uva verde a una uva morada? —preguntó {companion}—. ¡Respira, respira!
    {hero} se rió tanto que un pájaro salió volando del susto.
    —Cuéntame otro —dijo {hero}.
    —Luego —dijo {companion}, muy satisfech{pet.o}.
    `,
  ),
];
