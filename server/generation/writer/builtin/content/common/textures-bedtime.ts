/** More winding down at home: hugs at the door, a bedtime book, a lullaby, the night light, thanks. */

import { bi } from '../../grammar/template';

export const WELCOME_HOME = bi(
  `
  The door flew open before they had even knocked.
  Everyone at home came running to the door.
  Warm light spilled out of the open door<<, along with the smell of supper and the sound of happy voices>>.

  There were hugs for {hero}, and hugs for {companion}, and then more hugs, just in case.
  {hero} was squeezed so tightly that both feet left the ground.
  Somebody ruffled {companion.s} head and said, “Look at you, back safe and sound.”

  “We missed you,” said {hero.s} family. “Come in, come in, you must be tired.”
  Coats came off, boots came off, and the door closed on the cool night.
  Home: there was no better place in the whole world.
  `,
  `
  La puerta se abrió antes incluso de que llamaran.
  Todos los de casa salieron corriendo a la puerta.
  Por la puerta abierta salía una luz cálida<<, con olor a cena y un murmullo de voces contentas>>.

  Hubo abrazos para {hero}, abrazos para {companion} y luego más abrazos, por si acaso.
  A {hero} le dieron un abrazo tan fuerte que se le levantaron los pies del suelo.
  Alguien le acarició la cabeza a {companion} y dijo: «Mira qué bien, de vuelta sanos y salvos».

  —Os hemos echado de menos —dijo la familia de {hero}—. Pasad, pasad, estaréis cansados.
  Fuera abrigos, fuera botas, y la puerta se cerró a la noche fresca.
  En casa: no había mejor sitio en el mundo entero.
  `,
);

export const BEDTIME_BOOK = bi(
  `
  There was time for a short bedtime book, just one.
  Snuggled up in bed, {hero} chose a book for the grown-ups to read.

  It was a story about a little boat that sailed all the way to the moon.
  The book was about a bear who could not find his pyjamas.
  It was the one about the hedgehog who collected moonbeams in a jar.

  {companion} listened with both ears, nodded off twice, and woke up twice for the pictures.
  The words were soft and slow, and the pictures were full of stars.
  {hero} knew the ending by heart, and whispered it along with the grown-up voice.

  The book closed with a gentle clap.
  “The end,” said the grown-up voice, and turned the light down low.
  `,
  `
  Había tiempo para un cuento corto antes de dormir, solo uno.
  Ya en la cama, {hero} eligió un cuento para que se lo leyeran los mayores.

  Era un cuento sobre un barquito que navegaba hasta la luna.
  El libro iba de un oso que no encontraba su pijama.
  Era el del erizo que guardaba rayos de luna en un tarro.

  {companion} escuchaba con las dos orejas, dio dos cabezadas y se despertó dos veces para ver los dibujos.
  Las palabras eran suaves y lentas, y los dibujos estaban llenos de estrellas.
  {hero} se sabía el final de memoria, y lo susurró a la vez que la voz de los mayores.

  El libro se cerró con un golpecito suave.
  —Fin —dijo la voz de los mayores, y bajó la luz.
  `,
);

export const LULLABY = bi(
  `
  Then came the family lullaby, the one that is always sung at bedtime.
  Someone sat on the edge of the bed and began to sing, very softly.

  “Hush now, the day is done, the moon has come to see the sun,” went the song.
  “Close your eyes, the stars are near, the night is soft and sleep is here,” went the song.
  “Rock-a-bye, the birds have flown, the night is kind, you're not alone,” went the song.

  {companion} hummed along, a little out of tune.
  {hero.s} eyes grew heavier with every line.
  By the last verse, the room was very quiet and very warm.
  `,
  `
  Luego llegó la nana de la familia, la que se canta siempre a la hora de dormir.
  Alguien se sentó en el borde de la cama y empezó a cantar, muy bajito.

  «Duérmete ya, que el día se fue, la luna te mira, la luna lo ve», decía la canción.
  «Cierra los ojos, que hay estrellas, la noche es suave y todas son bellas», decía la canción.
  «Arrorró, los pájaros ya duermen, la noche es buena, nada hay que temer», decía la canción.

  {companion} tarareaba también, un poquito desafinad{pet.o}.
  A {hero} le pesaban los ojos un poco más con cada verso.
  En el último verso, la habitación estaba muy tranquila y muy calentita.
  `,
);

export const NIGHT_LIGHT = bi(
  `
  The little night light glowed in the corner, soft and gold.
  The night light made a round, warm moon on the ceiling.

  Shadows on the wall looked like friendly animals: a rabbit, a bear, a sleepy owl.
  Through the curtains, a thin stripe of moonlight lay across the floor.
  The house creaked softly, the way houses do when they settle down for the night.

  Downstairs, the grown-ups were talking quietly, a warm, safe sound.
  Somewhere, a clock ticked slowly: tick… tock… tick… tock.
  Everything was where it should be, and everyone was safe.
  `,
  `
  La lamparita de noche brillaba en un rincón, suave y dorada.
  La lamparita dibujaba una luna redonda y calentita en el techo.

  Las sombras de la pared parecían animales simpáticos: un conejo, un oso, una lechuza dormilona.
  Entre las cortinas se colaba una franja fina de luz de luna que cruzaba el suelo.
  La casa crujía bajito, como crujen las casas cuando se acomodan para pasar la noche.

  Abajo, los mayores hablaban en voz baja, un sonido cálido y seguro.
  En algún sitio, un reloj hacía tic… tac… tic… tac, muy despacio.
  Todo estaba en su sitio, y todos estaban a salvo.
  `,
);

export const THANKS = bi(
  `
  Before sleep, {hero} thought of three good things from the day.
  “What was the best part of today?” asked a grown-up voice, softly.

  The first good thing was {companion}, who had been brave and funny all day long.
  One good thing was {helper}, and all the kindness in the world.
  Another good thing was {place}, with all its sounds and colours.
  The best thing of all was coming home.

  {hero} felt thankful, all the way through, like a warm drink on a cold day.
  “Thank you for today,” whispered {hero}, to nobody and to everybody.
  `,
  `
  Antes de dormir, {hero} pensó en tres cosas buenas del día.
  —¿Qué ha sido lo mejor de hoy? —preguntó una voz de mayor, con dulzura.

  La primera cosa buena era {companion}, que había sido valiente y graciosísim{pet.o} todo el día.
  Una cosa buena era {helper}, y toda la bondad del mundo.
  Otra cosa buena era {place}, con todos sus sonidos y colores.
  Lo mejor de todo había sido volver a casa.

  {hero} sintió gratitud por todas partes, como una bebida calentita en un día frío.
  —Gracias por el día de hoy —susurró {hero}, a nadie y a todo el mundo.
  `,
);
