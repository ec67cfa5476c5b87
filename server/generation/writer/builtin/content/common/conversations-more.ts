/** More little conversations on the way, each told once in a story, whole. */

import { script } from '../../grammar/template';

export const MORE_CONVERSATIONS = [
  script(
    `
    “Do you think trees can hear us?” asked {companion}.
    “Maybe,” said {hero}. “They've been listening for hundreds of years, so they must be very good at it.”
    {companion} whispered “hello” to the nearest tree, just to be polite.
    The leaves rustled, which {companion} decided was a yes.
    `,
    `
    —¿Crees que los árboles nos oyen? —preguntó {companion}.
    —A lo mejor —dijo {hero}—. Llevan cientos de años escuchando, así que deben de hacerlo muy bien.
    {companion} le susurró «hola» al árbol más cercano, solo por educación.
    Las hojas susurraron, y {companion} decidió que eso quería decir que sí.
    `,
  ),
  script(
    `
    “What's the bravest thing you've ever done?” asked {companion}.
    {hero} thought for a long time, and said that going to the dentist was brave, and maybe today too.
    “Today counts double,” said {companion}, “because we're doing it together.”
    {hero} liked the idea of brave things counting double when you do them with a friend.
    `,
    `
    —¿Qué es lo más valiente que has hecho nunca? —preguntó {companion}.
    {hero} se lo pensó mucho rato y dijo que ir al dentista, y a lo mejor también lo de hoy.
    —Lo de hoy cuenta doble —dijo {companion}—, porque lo estamos haciendo juntos.
    A {hero} le gustó la idea de que las cosas valientes cuenten doble cuando se hacen con un amigo.
    `,
  ),
  script(
    `
    “If you could have any superpower, what would it be?” asked {hero}.
    “Making sandwiches appear whenever I'm hungry,” said {companion} at once.
    “That's a very useful superpower,” said {hero}. “Mine would be talking to animals.”
    {companion} pointed out that {hero} already did that every day, and {hero} laughed.
    `,
    `
    —Si pudieras tener un superpoder, ¿cuál sería? —preguntó {hero}.
    —Hacer aparecer bocadillos cada vez que tengo hambre —dijo {companion} enseguida.
    —Es un superpoder utilísimo —dijo {hero}—. El mío sería hablar con los animales.
    {companion} le hizo notar que {hero} ya lo hacía todos los días, y {hero} se echó a reír.
    `,
  ),
  script(
    `
    “What sound do you like best in the whole world?” asked {companion}.
    “Rain on the window when I'm warm in bed,” said {hero}. “What about you?”
    “Your laugh,” said {companion}, “and the rustle of a biscuit packet.”
    They decided those were two of the best sounds there are.
    `,
    `
    —¿Qué sonido te gusta más del mundo entero? —preguntó {companion}.
    —La lluvia en la ventana cuando ya estoy en la cama —dijo {hero}—. ¿Y a ti?
    —Tu risa —dijo {companion}—. Y el ruido de un paquete de galletas al abrirse.
    Decidieron que eran dos de los mejores sonidos que existen.
    `,
  ),
  script(
    `
    “Why do we have to sleep?” asked {companion}, yawning even though it was still daytime.
    “So our bodies can grow and our heads can tidy up all the things we learned,” said {hero}.
    “Like putting toys back in the box?” asked {companion}.
    “Exactly like that,” said {hero}, “except the box is your brain, and the toys are your thoughts.”
    `,
    `
    —¿Por qué tenemos que dormir? —preguntó {companion}, bostezando aunque todavía era de día.
    —Para que el cuerpo crezca y la cabeza ordene todo lo que hemos aprendido —dijo {hero}.
    —¿Como cuando guardamos los juguetes en la caja? —preguntó {companion}.
    —Justo así —dijo {hero}—, solo que la caja es tu cabeza y los juguetes son tus pensamientos.
    `,
  ),
  script(
    `
    “What's your favourite food?” asked {hero}.
    {companion} thought very seriously about it, which took quite a long time.
    “Everything,” said {companion} at last. “But mostly whatever is in your backpack.”
    {hero} laughed and promised to share, as always.
    `,
    `
    —¿Cuál es tu comida favorita? —preguntó {hero}.
    {companion} se lo pensó muy en serio, lo cual llevó bastante rato.
    —Todo —dijo {companion} por fin—. Pero sobre todo lo que llevas en la mochila.
    {hero} se echó a reír y prometió compartir, como siempre.
    `,
  ),
  script(
    `
    “Are you ever scared of the dark?” asked {companion} quietly.
    “Sometimes,” said {hero}. “But the dark is just the day having a rest, with the lights off.”
    {companion} thought about that, and asked if that meant the dark was sleepy, not scary.
    “Very sleepy,” said {hero}, “and it's always gone by morning.”
    `,
    `
    —¿A ti te da miedo la oscuridad alguna vez? —preguntó {companion} en voz baja.
    —A veces —dijo {hero}—. Pero la oscuridad es solo el día descansando con la luz apagada.
    {companion} se quedó pensando y preguntó si eso quería decir que la oscuridad tenía sueño, y no daba miedo.
    —Muchísimo sueño —dijo {hero}—, y por la mañana siempre se ha ido.
    `,
  ),
  script(
    `
    “Let's think of three things that make us happy,” said {hero}.
    {companion} said warm socks, {hero} said puddles, and then they both said “best friends” at exactly the same time.
    They thought of three more, and then three more after that.
    By the end, they were so happy that they had to skip for a while.
    `,
    `
    —Vamos a pensar tres cosas que nos hagan felices —dijo {hero}.
    {companion} dijo que los calcetines calentitos, {hero} dijo que los charcos, y luego los dos dijeron a la vez: «¡Los mejores amigos!».
    Pensaron tres más, y luego otras tres.
    Al final estaban tan contentos que tuvieron que ir un rato dando saltitos.
    `,
  ),
];
