/** Evening scenes: the stars coming out, and a true little wonder of the world for older listeners. */

import { bi } from '../../grammar/template';

export const STARS = bi(
  `
  ?evening The first stars were coming out.
  ?evening {hero} lay back and looked up at the sky.
  ?evening It was getting dark, and the stars began to twinkle.

  ?evening {companion} tried to count the stars, but there were far too many.
  ?evening “That one is the brightest,” said {hero}, pointing.
  ?evening A shooting star zipped across the sky<<, leaving a thin silver line behind>>.
  ?evening The moon came up, round and kind, like a night light for the whole world.

  ?evening They each made a wish, very quietly.
  ?evening “What did you wish for?” asked {companion}.
  ?evening {hero} smiled and kept the wish a secret, the way wishes like to be kept.
  ?evening The night was soft and calm, like a big dark blanket full of holes that let the light through.
  `,
  `
  ?evening Empezaban a salir las primeras estrellas.
  ?evening {hero} se tumbó boca arriba para mirar el cielo.
  ?evening Estaba oscureciendo, y las estrellas empezaron a titilar.

  ?evening {companion} intentó contar las estrellas, pero eran demasiadas.
  ?evening —Esa es la que más brilla —dijo {hero}, señalándola.
  ?evening Una estrella fugaz cruzó el cielo<<, dejando una fina estela plateada>>.
  ?evening Salió la luna, redonda y amable, como una lamparita para el mundo entero.

  ?evening Cada uno pidió un deseo, muy bajito.
  ?evening —¿Qué has pedido? —preguntó {companion}.
  ?evening {hero} sonrió y guardó el deseo en secreto, que es como les gusta estar a los deseos.
  ?evening La noche era suave y tranquila, como una gran manta oscura llena de agujeritos por donde se colaba la luz.
  `,
);

export const FACTS = bi(
  `
  ?old {hero} remembered something amazing from a book.
  ?old {companion} looked around. “Do you know any interesting facts?”
  ?old Walking along, {hero} had a thought.

  ?old “Did you know that owls can turn their heads almost all the way round?” asked {hero}.
  ?old “Did you know that butterflies taste with their feet?” asked {hero}.
  ?old “Did you know that an octopus has three hearts?” asked {hero}.
  ?old “Did you know that honeybees dance to tell each other where the best flowers are?” asked {hero}.
  ?old “Did you know that sea otters hold hands when they sleep, so they don't drift apart?” asked {hero}.
  ?old “Did you know that there is no wind on the moon, so footprints there can last for ages?” asked {hero}.
  ?old “Did you know that hummingbirds beat their wings so fast that they hum?” asked {hero}.
  ?old “Did you know that elephants can feel sounds through their feet?” asked {hero}.
  ?old “Did you know that snowflakes almost always have six sides?” asked {hero}.
  ?old “Did you know that a newborn kangaroo is about as small as a jellybean?” asked {hero}.
  ?old “Did you know that some trees are older than any castle in the world?” asked {hero}.
  ?old “Did you know that flamingos are pink because of the food they eat?” asked {hero}.

  ?old {companion} tried to imagine it, and laughed.
  ?old “That's amazing,” said {companion}.
  ?old {companion} thought about that for a long, long time.
  ?old “I'm going to remember that forever,” said {companion}.
  ?old “The world is full of surprises,” said {companion}, eyes wide.
  `,
  `
  ?old {hero} se acordó de algo asombroso que había leído en un libro.
  ?old {companion} miró a su alrededor. —¿Te sabes algún dato curioso?
  ?old Mientras caminaban, a {hero} se le ocurrió algo.

  ?old —¿Sabías que los búhos pueden girar la cabeza casi del todo? —preguntó {hero}.
  ?old —¿Sabías que las mariposas saborean con las patas? —preguntó {hero}.
  ?old —¿Sabías que el pulpo tiene tres corazones? —preguntó {hero}.
  ?old —¿Sabías que las abejas bailan para contarse dónde están las mejores flores? —preguntó {hero}.
  ?old —¿Sabías que las nutrias marinas se dan la mano al dormir para no separarse? —preguntó {hero}.
  ?old —¿Sabías que en la luna no hay viento, y por eso las huellas duran muchísimo? —preguntó {hero}.
  ?old —¿Sabías que los colibríes mueven las alas tan deprisa que zumban? —preguntó {hero}.
  ?old —¿Sabías que los elefantes notan los sonidos a través de las patas? —preguntó {hero}.
  ?old —¿Sabías que los copos de nieve casi siempre tienen seis puntas? —preguntó {hero}.
  ?old —¿Sabías que un canguro recién nacido es tan pequeño como una gominola? —preguntó {hero}.
  ?old —¿Sabías que hay árboles más antiguos que cualquier castillo del mundo? —preguntó {hero}.
  ?old —¿Sabías que los flamencos son rosas por lo que comen? —preguntó {hero}.

  ?old {companion} intentó imaginárselo y se echó a reír.
  ?old —¡Qué pasada! —dijo {companion}.
  ?old {companion} se quedó pensando en ello un buen rato.
  ?old —No se me va a olvidar nunca —dijo {companion}.
  ?old —El mundo está lleno de sorpresas —dijo {companion}, con los ojos como platos.
  `,
);
