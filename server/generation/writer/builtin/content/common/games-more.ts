/** More games and companion stories on the way, each told once in a story, whole. */

import { script } from '../../grammar/template';

export const MORE_GAMES = [
  script(
    `
    “Let's play rhyming words,” said {hero}. “I say a word, and you say one that rhymes.”
    {hero} said “cat” and {companion} said “hat”; {hero} said “tree” and {companion} said “bee”.
    Then {hero} said “orange”, and {companion} thought so hard that both ears went pink.
    They agreed that orange was cheating, and started again with easier words.
    `,
    `
    —Vamos a jugar a las rimas —dijo {hero}—. Yo digo una palabra y tú dices otra que rime.
    {hero} dijo «gato» y {companion} dijo «pato»; {hero} dijo «luna» y {companion} dijo «cuna».
    Luego {hero} dijo «murciélago», y {companion} pensó tanto que se le pusieron las orejas coloradas.
    Decidieron que «murciélago» era hacer trampa, y volvieron a empezar con palabras más fáciles.
    `,
  ),
  script(
    `
    “Let's play statues,” said {companion}. “When I say stop, you have to freeze.”
    They walked and hopped and danced, and then {companion} shouted, “Stop!”
    {hero} froze on one leg with both arms in the air, wobbling like a jelly.
    {companion} froze with a very serious face, and then a fly landed on it, and that was the end of being a statue.
    `,
    `
    —Vamos a jugar a las estatuas —dijo {companion}—. Cuando yo diga «ya», no te puedes mover.
    Caminaron, saltaron y bailaron, y entonces {companion} gritó: —¡Ya!
    {hero} se quedó a la pata coja con los brazos en alto, tambaleándose como un flan.
    {companion} se quedó con una cara seriísima, y entonces se le posó una mosca en la nariz, y se acabó lo de ser estatua.
    `,
  ),
  script(
    `
    They played a listening game: close your eyes and count the sounds.
    {hero} heard four sounds. {companion} heard six, but one of them was {companion.s} own tummy.
    “That doesn't count,” said {hero}.
    “It's a very loud sound,” said {companion}, “so it should count twice.”
    `,
    `
    Jugaron a un juego de escuchar: cerrar los ojos y contar los sonidos.
    {hero} oyó cuatro sonidos. {companion} oyó seis, pero uno era su propia barriga.
    —Eso no vale —dijo {hero}.
    —Es un sonido muy fuerte —dijo {companion}—, así que debería valer por dos.
    `,
  ),
  script(
    `
    “I'm thinking of something,” said {companion}. “You have to guess what it is.”
    {hero} asked if it was big, and it wasn't; if it was soft, and it was; if it was warm, and it was, very.
    {hero} guessed a cloud, a kitten and a bun, and all of them were wrong.
    “It's a hug,” said {companion}, and gave {hero} one, which was definitely the right answer.
    `,
    `
    —Estoy pensando en una cosa —dijo {companion}—. Tienes que adivinar qué es.
    {hero} preguntó si era grande, y no; si era blandita, y sí; si era calentita, y muchísimo.
    {hero} dijo una nube, un gatito y un bollo, y todo estaba mal.
    —Es un abrazo —dijo {companion}, y le dio uno a {hero}, que desde luego era la respuesta correcta.
    `,
  ),
];

export const MORE_COMPANION_TALES = [
  script(
    `
    “I used to be scared of puddles,” said {companion}.
    “I thought they went all the way down to the other side of the world.”
    “What changed?” asked {hero}.
    “I jumped in one,” said {companion}, “and it only went up to my knees. I've loved puddles ever since.”
    `,
    `
    —Antes me daban miedo los charcos —dijo {companion}.
    —Creía que llegaban hasta el otro lado del mundo.
    —¿Y qué pasó? —preguntó {hero}.
    —Que salté en uno —dijo {companion}— y solo me llegaba a las rodillas. Desde entonces me encantan los charcos.
    `,
  ),
  script(
    `
    “Do you remember the day we met?” asked {companion}.
    “You were sitting on the doorstep, and it was raining, and you looked very small,” said {hero}.
    “And you said hello, and gave me half your toast,” said {companion}.
    “Best toast I ever shared,” said {hero}, and they both smiled at the same time.
    `,
    `
    —¿Te acuerdas del día en que nos conocimos? —preguntó {companion}.
    —Estabas sentad{pet.o} en el escalón de la puerta, llovía, y parecías muy pequeñ{pet.o} —dijo {hero}.
    —Y tú me dijiste hola y me diste la mitad de tu tostada —dijo {companion}.
    —La mejor tostada que he compartido nunca —dijo {hero}, y los dos sonrieron a la vez.
    `,
  ),
];
