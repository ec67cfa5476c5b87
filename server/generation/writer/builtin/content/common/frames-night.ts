/**
 * How chapters end: a calm last line that looks ahead, a night at camp on a long journey, and the
 * goodnight that closes the whole story.
 */

import { bi } from '../../grammar/template';

export const GOODNIGHT = bi(
  `
  Now it was time for bed.
  Soon it was bedtime.

  {hero} snuggled under the warm covers, and {companion} curled up at the foot of the bed.
  {hero} climbed into bed, and {companion} curled up close by, warm and sleepy.

  {hero} thought about {place}, and {helper}, and {object}.
  {hero} thought about the whole wonderful day, from the very beginning to now.

  Outside, the stars came out one by one.
  Outside the window, the moon kept watch.

  {hero.s} eyes grew heavy. {companion} gave a tiny yawn.
  The house was quiet and warm, and sleep came tiptoeing in.

  “Goodnight, {companion},” whispered {hero}.
  “Sleep tight, {companion},” whispered {hero}.

  “Goodnight, {hero},” whispered {companion}, already half asleep.
  “Sweet dreams, {hero},” murmured {companion}, eyes already closed.

  And soon, they were both fast asleep, dreaming of {place}.
  And they slept, warm and safe, and dreamed the sweetest dreams.

  The end.
  And that is the end of the story. Goodnight.
  `,
  `
  Ya era hora de ir a la cama.
  Enseguida llegó la hora de dormir.

  {hero} se acurrucó bajo las mantas calentitas, y {companion} se hizo un ovillo a los pies de la cama.
  {hero} se metió en la cama, y {companion} se acurrucó a su lado, calentit{pet.o} y con sueño.

  {hero} pensó en {place}, en {helper} y en {object}.
  {hero} pensó en todo aquel día maravilloso, desde el principio hasta ahora.

  Fuera, las estrellas fueron apareciendo una a una.
  Al otro lado de la ventana, la luna hacía guardia.

  A {hero} se le cerraban los ojos. {companion} dio un bostezo chiquitito.
  La casa estaba tranquila y calentita, y el sueño entró de puntillas.

  —Buenas noches, {companion} —susurró {hero}.
  —Que duermas bien, {companion} —susurró {hero}.

  —Buenas noches, {hero} —susurró {companion}, medio dormid{pet.o}.
  —Dulces sueños, {hero} —murmuró {companion}, con los ojos ya cerrados.

  Y pronto los dos dormían profundamente, soñando con {place}.
  Y durmieron, calentitos y a salvo, y tuvieron los sueños más dulces.

  Y colorín colorado, este cuento se ha acabado.
  Fin. Buenas noches.
  `,
);

export const CLOSING = bi(
  `
  {companion} yawned a big, happy yawn.
  {hero} smiled. It had been a good day so far.
  ?quest {hero} looked at {token} and felt a little flutter of excitement.
  ?home {hero} and {companion} could hardly wait.

  ?quest What would they find at {next}? We shall find out next time.
  ?quest ?away ?!toddler And so, with {token} safe and their hearts full of hope, they went on toward {next}.
  ?quest ?away ?toddler On they went, on the way to {next}.
  ?quest ?home Soon it would be time to set off for {next}.
  ?quest Who knew what was waiting for them at {next}?
  ?done Now there was only one thing left to do: go home.
  And that is where we will leave them, for now.
  `,
  `
  {companion} dio un bostezo enorme y feliz.
  {hero} sonrió. Hasta ahora, había sido un buen día.
  ?quest {hero} miró {token} y sintió un cosquilleo de emoción.
  ?home {hero} y {companion} estaban impacientes por empezar.

  ?quest ¿Qué encontrarían en {next}? Lo descubriremos la próxima vez.
  ?quest ?away ?!toddler Y así, con {token} a buen recaudo y el corazón lleno de esperanza, siguieron hacia {next}.
  ?quest ?away ?toddler Y siguieron su camino, hacia {next}.
  ?quest ?home Muy pronto llegaría la hora de ponerse en camino hacia {next}.
  ?quest ¿Quién sabe qué les esperaba en {next}?
  ?done Ya solo quedaba una cosa por hacer: volver a casa.
  Y aquí los dejamos, por ahora.
  `,
);

export const CAMP = bi(
  `
  As the sky grew dark, they made a cosy camp {camp}.
  When the light began to fade, they found a place to sleep {camp}.

  {hero} spread out the blanket, and {companion} curled up right in the middle of it.
  {hero} shared the last of the snacks, and {companion} licked up every crumb.

  They looked up at the stars and counted them until their eyes grew heavy.
  A gentle breeze sang them a lullaby.
  High above, {sky}.

  “Sleep well, {companion},” whispered {hero}.
  “Are you sleepy?” whispered {hero}. But {companion} was already snoring softly.

  And soon, {hero} and {companion} were fast asleep under the stars.
  Tomorrow would be another big day. But now it was time to rest and dream.
  `,
  `
  Cuando el cielo se oscureció, prepararon un campamento acogedor {camp}.
  Cuando la luz empezó a apagarse, buscaron un sitio para dormir {camp}.

  {hero} extendió la mantita, y {companion} se acurrucó justo en el medio.
  {hero} repartió lo que quedaba de la merienda, y {companion} no dejó ni una miga.

  Miraron las estrellas y las contaron hasta que se les cerraron los ojos.
  Una brisa suave les cantó una nana.
  Allá arriba, {sky}.

  —Que descanses, {companion} —susurró {hero}.
  —¿Tienes sueño? —susurró {hero}. Pero {companion} ya roncaba bajito.

  Y enseguida, {hero} y {companion} se quedaron dormidos bajo las estrellas.
  Mañana sería otro gran día. Pero ahora tocaba descansar y soñar.
  `,
);
