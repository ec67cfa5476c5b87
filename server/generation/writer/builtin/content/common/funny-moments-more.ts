/** More gently funny moments, each told once in a story, whole. */

import { script } from '../../grammar/template';

export const MORE_FUNNY_MOMENTS = [
  script(
    `
    {companion} decided to walk backwards, to see what it was like.
    It was very interesting, right up until {companion} walked backwards into a bush.
    A surprised bird flew out of the bush, and a surprised {companion} fell into it.
    “I'm fine!” called a voice from inside the leaves, and {hero} laughed so much that the bird came back to watch.
    `,
    `
    {companion} decidió caminar hacia atrás, para ver qué tal era.
    Fue interesantísimo, justo hasta que {companion} se metió de espaldas en un arbusto.
    Del arbusto salió volando un pájaro muy sorprendido, y dentro se cayó {companion}, también muy sorprendid{pet.o}.
    —¡Estoy bien! —dijo una voz entre las hojas, y {hero} se rió tanto que el pájaro volvió a mirar.
    `,
  ),
  script(
    `
    {companion} tried to whistle, the way {hero} could.
    {companion} puckered up, blew very hard, and out came a sound like a tiny, surprised balloon.
    {hero} tried to teach {companion}, but every try sounded sillier than the last.
    In the end, {companion} decided that humming was much more dignified, and hummed all the way to the next bend.
    `,
    `
    {companion} intentó silbar, como sabía hacer {hero}.
    {companion} puso morritos, sopló con todas sus fuerzas y salió un ruido como de globito sorprendido.
    {hero} intentó enseñarle, pero cada intento sonaba más gracioso que el anterior.
    Al final, {companion} decidió que tararear era mucho más elegante, y fue tarareando hasta la siguiente curva.
    `,
  ),
  script(
    `
    A butterfly landed on {companion.s} nose and would not leave.
    {companion} went cross-eyed trying to look at it, which made {hero} giggle.
    “Shoo,” said {companion} very politely. The butterfly did not shoo.
    In the end, the butterfly rode along on {companion.s} nose for quite a while, like a tiny passenger with a ticket.
    `,
    `
    Una mariposa se posó en la nariz de {companion} y no había manera de que se fuera.
    {companion} se puso bizc{pet.o} intentando mirarla, y a {hero} le dio la risa.
    —Fuera, por favor —dijo {companion} con mucha educación. La mariposa no se fue.
    Al final, la mariposa viajó un buen rato en la nariz de {companion}, como una pasajera diminuta con su billete.
    `,
  ),
  script(
    `
    {companion} found a stick that was exactly the right size for a walking stick.
    Then {companion} found an even better one, and then an even better one than that.
    Soon {companion} was carrying seven sticks and could hardly see over the top of them.
    “Maybe one is enough,” said {hero}, and {companion} chose the very first one, which had been the best all along.
    `,
    `
    {companion} encontró un palo del tamaño justo para usarlo de bastón.
    Luego encontró otro todavía mejor, y luego otro mejor aún.
    Enseguida {companion} llevaba siete palos y casi no veía por encima de ellos.
    —A lo mejor con uno basta —dijo {hero}, y {companion} eligió el primero de todos, que había sido el mejor desde el principio.
    `,
  ),
  script(
    `
    {companion} wanted to look very grown-up, and walked with hands behind the back, nodding at things.
    “Hmm, yes, a very fine stone,” said {companion} in a deep voice. “Excellent grass. Well done, sky.”
    {hero} joined in, and they inspected everything like two very important visitors.
    Then a frog said “ribbit”, and they both forgot to be grown-up and laughed until they had hiccups.
    `,
    `
    {companion} quería parecer muy mayor, así que caminaba con las manos a la espalda, asintiendo a todo.
    —Mmm, sí, una piedra excelente —dijo {companion} con voz grave—. Una hierba magnífica. Muy bien, cielo.
    {hero} se unió al juego, y lo inspeccionaron todo como dos visitantes importantísimos.
    Entonces una rana dijo «croac», y a los dos se les olvidó ser mayores y se rieron hasta que les dio hipo.
    `,
  ),
  script(
    `
    {companion} tried to catch a falling leaf before it touched the ground.
    Left, right, jump, spin… and the leaf landed gently on {companion.s} head instead.
    “It caught me,” said {companion}, sounding very impressed with the leaf.
    They took turns after that, and by the end they had caught eleven leaves, and the leaves had caught them four times.
    `,
    `
    {companion} intentó atrapar una hoja antes de que tocara el suelo.
    Izquierda, derecha, salto, vuelta… y la hoja acabó posándose suavemente en su cabeza.
    —Me ha atrapado ella a mí —dijo {companion}, muy impresionad{pet.o} con la hoja.
    Después se turnaron, y al final habían atrapado once hojas, y las hojas los habían atrapado a ellos cuatro veces.
    `,
  ),
];
