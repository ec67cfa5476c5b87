/** Games on the way, each told once in a story, whole. */

import { script } from '../../grammar/template';

export const GAMES = [
  script(
    `
    “Let's play I spy,” said {hero}. “I spy with my little eye something beginning with… S.”
    {companion} guessed “sky”, then “stone”, then “sandwich”, which was wishful thinking.
    “It's a snail!” said {hero} at last, pointing to a very small, very slow snail.
    The snail did not seem to mind being in a game at all.
    `,
    `
    —Vamos a jugar al veo, veo —dijo {hero}—. Veo, veo una cosita que empieza por… ce.
    {companion} dijo «cielo», luego «camino» y luego «croqueta», que era más bien un deseo.
    —¡Es un caracol! —dijo {hero} por fin, señalando un caracol pequeñito y lentísimo.
    Al caracol no pareció importarle nada formar parte del juego.
    `,
  ),
  script(
    `
    “Race you to that tree!” cried {companion}, and was off before anyone could say go.
    {hero} ran too, laughing, arms flapping, boots thudding on the ground.
    They reached the tree at exactly the same moment<<, puffing and panting and red in the face>>.
    “A draw,” declared {companion}. “The very best kind of race.”
    `,
    `
    —¡A que llego antes a ese árbol! —gritó {companion}, y salió corriendo antes de que nadie dijera ya.
    {hero} también echó a correr, riéndose, con los brazos al aire y las botas retumbando en el suelo.
    Llegaron al árbol exactamente a la vez<<, resoplando, jadeando y con la cara colorada>>.
    —Empate —anunció {companion}—. El mejor tipo de carrera que existe.
    `,
  ),
  script(
    `
    “Let's play follow the leader,” said {hero}. “Do everything I do.”
    {hero} hopped on one foot, and {companion} hopped too.
    {hero} spun round twice, and {companion} spun round twice and fell over, giggling.
    Then it was {companion.s} turn, and the game became very silly indeed.
    `,
    `
    —Vamos a jugar a seguir al jefe —dijo {hero}—. Haz todo lo que yo haga.
    {hero} saltó a la pata coja, y {companion} también.
    {hero} dio dos vueltas, y {companion} dio dos vueltas y se cayó al suelo de la risa.
    Luego le tocó mandar a {companion}, y el juego se volvió de lo más disparatado.
    `,
  ),
  script(
    `
    “Guess what animal I am,” said {companion}, and began to waddle in a funny way.
    “A duck?” guessed {hero}.
    {companion} shook {companion.s} head and waddled some more.
    “A penguin!” said {hero}.
    “Yes!” cried {companion}, flapping both arms like flippers.
    Then {hero} was a kangaroo, and that was much easier to guess.
    `,
    `
    —Adivina qué animal soy —dijo {companion}, y empezó a andar bamboleándose de una forma muy graciosa.
    —¿Un pato? —dijo {hero}.
    {companion} negó con la cabeza y siguió bamboleándose.
    —¡Un pingüino! —dijo {hero}.
    —¡Sí! —gritó {companion}, moviendo los brazos como aletas.
    Luego {hero} fue un canguro, y eso fue mucho más fácil de adivinar.
    `,
  ),
  script(
    `
    “Let's see who can be quietest,” whispered {hero}.
    They stood completely still, not moving a whisker.
    It was so quiet that they could hear a leaf land on the ground.
    Then {companion} sneezed, and the game was over, and they laughed until their tummies hurt.
    `,
    `
    —Vamos a ver quién está más callado —susurró {hero}.
    Se quedaron completamente quietos, sin mover ni un bigote.
    Había tanto silencio que se oyó caer una hoja al suelo.
    Entonces {companion} estornudó, se acabó el juego, y se rieron hasta que les dolió la barriga.
    `,
  ),
  script(
    `
    The sun made long shadows, so they played shadow shapes.
    {hero} made a rabbit with two fingers for ears, and then a bird that flapped.
    {companion} tried to make a crocodile, but it looked more like a sock.
    “It's a crocodile wearing a sock,” said {companion} firmly, and that settled that.
    `,
    `
    El sol hacía sombras largas, así que jugaron a hacer figuras de sombras.
    {hero} hizo un conejo con dos dedos como orejas, y luego un pájaro que aleteaba.
    {companion} intentó hacer un cocodrilo, pero parecía más bien un calcetín.
    —Es un cocodrilo con calcetín —dijo {companion} muy convencid{pet.o}, y no hubo más que hablar.
    `,
  ),
  script(
    `
    “Let's count our steps to the next big stone,” said {hero}.
    They counted together, out loud: one, two, three, all the way to twenty-seven.
    “Now let's do it with giant steps,” said {companion}, and that took only nine.
    Then they tried mouse steps, which took so long that they forgot the number.
    `,
    `
    —Vamos a contar los pasos hasta la siguiente piedra grande —dijo {hero}.
    Los contaron juntos, en voz alta: uno, dos, tres, hasta veintisiete.
    —Ahora con pasos de gigante —dijo {companion}, y solo fueron nueve.
    Luego probaron con pasos de ratón, y tardaron tanto que se les olvidó el número.
    `,
  ),
  script(
    `
    “Let's make up a story,” said {hero}. “I'll say one sentence, and you say the next.”
    “Once upon a time, there was a very small dragon,” began {hero}.
    “Who was scared of butterflies,” said {companion}.
    The story went on and on, getting sillier and sillier, until the dragon and the butterflies became best friends.
    `,
    `
    —Vamos a inventarnos un cuento —dijo {hero}—. Yo digo una frase y tú dices la siguiente.
    —Había una vez un dragón muy pequeñito —empezó {hero}.
    —Que tenía miedo de las mariposas —dijo {companion}.
    El cuento siguió y siguió, cada vez más disparatado, hasta que el dragón y las mariposas se hicieron mejores amigos.
    `,
  ),
];
