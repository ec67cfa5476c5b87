/** The companion's own little stories, told on the way, each once in a story. */

import { script } from '../../grammar/template';

export const COMPANION_TALES = [
  script(
    `
    “Shall I tell you how I got my name?” asked {companion}.
    “When I was very small, I made a funny little sound whenever I was happy, and that sound was my name.”
    “Say it now,” said {hero}, and {companion} did, and it sounded exactly like happiness.
    `,
    `
    —¿Quieres que te cuente cómo me pusieron el nombre? —preguntó {companion}.
    —Cuando era muy pequeñ{pet.o}, hacía un ruidito muy gracioso cada vez que estaba content{pet.o}, y ese ruidito fue mi nombre.
    —Hazlo ahora —dijo {hero}, y {companion} lo hizo, y sonaba exactamente a alegría.
    `,
  ),
  script(
    `
    “Once, I got lost in a big shop,” said {companion}.
    “I stood very still by the door, just like you're supposed to, and sang my favourite song until someone found me.”
    “That was very sensible,” said {hero}.
    “I know,” said {companion}. “I'm very sensible. Mostly.”
    `,
    `
    —Una vez me perdí en una tienda enorme —dijo {companion}.
    —Me quedé muy quiet{pet.o} junto a la puerta, como hay que hacer, y canté mi canción favorita hasta que me encontraron.
    —Eso fue muy sensato —dijo {hero}.
    —Ya lo sé —dijo {companion}—. Soy muy sensat{pet.o}. Casi siempre.
    `,
  ),
  script(
    `
    “Do you know what I dream about?” asked {companion}.
    “I dream that I'm the size of a house, and I give everyone rides on my back.”
    “Even me?” asked {hero}.
    “You get the front seat,” said {companion}. “Always.”
    `,
    `
    —¿Sabes con qué sueño? —preguntó {companion}.
    —Sueño que soy tan grande como una casa y que llevo a todo el mundo a caballito.
    —¿A mí también? —preguntó {hero}.
    —Tú vas delante —dijo {companion}—. Siempre.
    `,
  ),
  script(
    `
    “The first time I saw snow,” said {companion}, “I thought the sky was falling down in little pieces.”
    “I ran inside to warn everyone. Then I went back out and ate some.”
    “What did it taste of?” asked {hero}.
    “Cold,” said {companion} thoughtfully. “And a little bit of wonder.”
    `,
    `
    —La primera vez que vi la nieve —dijo {companion}—, pensé que el cielo se estaba cayendo a trocitos.
    —Entré corriendo a avisar a todo el mundo. Luego volví a salir y me comí un poco.
    —¿A qué sabía? —preguntó {hero}.
    —A frío —dijo {companion}, pensativ{pet.o}—. Y un poquito a maravilla.
    `,
  ),
  script(
    `
    “My favourite thing in the whole world,” said {companion}, “is the moment just before a hug.”
    “Why just before?” asked {hero}.
    “Because you know it's coming,” said {companion}, “and it's like having two hugs.”
    So {hero} gave {companion} a hug, and {companion} said it was the best one yet.
    `,
    `
    —Lo que más me gusta del mundo entero —dijo {companion}— es el momento justo antes de un abrazo.
    —¿Por qué justo antes? —preguntó {hero}.
    —Porque sabes que va a llegar —dijo {companion}—, y es como tener dos abrazos.
    Así que {hero} le dio un abrazo a {companion}, y {companion} dijo que era el mejor de todos.
    `,
  ),
];
