/**
 * The winding down at home in the last chapter: supper, a bath, pyjamas, telling the day, the window,
 * slow breathing, goodnight to everything. Calm, warm, and slower with every scene.
 */

import { bi } from '../../grammar/template';

export const SUPPER = bi(
  `
  Inside, it was warm and smelled of supper.
  There was warm soup waiting on the table, and fresh bread too.
  Supper was ready: warm pasta with cheese on top.

  {hero} ate every last spoonful.
  {companion} had a little bowl too, and licked it clean.
  Nobody talked much. They were too busy eating.

  Everyone at home wanted to hear about the adventure.
  “What a day you've had,” said {hero.s} family, smiling.
  It was so good to be home again.
  `,
  `
  Dentro hacía calorcito y olía a cena.
  En la mesa esperaba una sopa calentita, y también pan recién hecho.
  La cena estaba lista: macarrones calentitos con queso por encima.

  {hero} se comió hasta la última cucharada.
  {companion} también tuvo su cuenco, y lo dejó reluciente.
  Nadie hablaba mucho. Estaban demasiado ocupados comiendo.

  En casa todos querían saber cómo había ido la aventura.
  —Vaya día habéis tenido —dijo la familia de {hero}, sonriendo.
  Qué bien se estaba otra vez en casa.
  `,
);

export const BATH = bi(
  `
  Then it was bath time.
  After supper came a warm, bubbly bath.

  Bubbles, bubbles, everywhere!
  The warm water washed away all the dust of the journey.
  {hero} made a bubble beard and laughed.

  {companion} wanted a bath too, but only a very small one.
  {companion} sat on the edge of the bath and caught bubbles.

  Afterwards, {hero} was wrapped up in a big fluffy towel, as warm as toast.
  Soon {hero} was clean and dry and pink and cosy.
  `,
  `
  Luego llegó la hora del baño.
  Después de cenar tocaba un baño calentito, con mucha espuma.

  ¡Burbujas, burbujas por todas partes!
  El agua tibia se llevó todo el polvo del viaje.
  {hero} se hizo una barba de espuma y se echó a reír.

  {companion} también quiso bañarse, pero solo un poquito.
  {companion} se sentó en el borde de la bañera a cazar burbujas.

  Después, {hero} se envolvió en una toalla grande y esponjosa, calentita como una tostada.
  Enseguida no quedaba ni rastro del polvo del camino, y todo olía a jabón.
  `,
);

export const PYJAMAS = bi(
  `
  {hero} put on soft pyjamas<< with little stars all over them>>.
  Pyjamas on, one leg, then the other.

  Teeth brushed: up and down, and round and round.
  Then came the teeth: brush, brush, brush, and a rinse.

  {companion} had a little wash too, and looked very fluffy afterwards.
  {companion} found the warmest spot on the bed and waited.
  `,
  `
  {hero} se puso un pijama suave<< lleno de estrellitas>>.
  Primero una pierna del pijama, luego la otra.

  Luego, a lavarse los dientes: arriba y abajo, y en círculos.
  Después tocaba cepillarse los dientes: ras, ras, ras, y a enjuagarse.

  {companion} también se lavó un poco, y quedó de lo más esponjos{pet.o}.
  {companion} buscó el sitio más calentito de la cama y se puso a esperar.
  `,
);

export const TELL_THE_DAY = bi(
  `
  {hero} told everyone all about {place}.
  Snuggled up, {hero} told the whole story, from the beginning.

  ?visited {hero} told them about {visited}.
  {hero} told them about {helper}, and about {object}.

  {companion} added the funny bits.
  When {hero} got to the exciting part, everyone held their breath.

  Everyone said it was the best story they had ever heard.
  “You were very brave,” said {hero.s} family, “and very kind.”
  `,
  `
  {hero} les contó a todos cómo era {place}.
  Ya en la cama, {hero} contó toda la historia desde el principio.

  ?visited {hero} les habló {visited.del}.
  {hero} les habló de {helper} y de {object}.

  {companion} añadió las partes graciosas.
  Cuando {hero} llegó a la parte emocionante, todos contuvieron la respiración.

  Todos dijeron que era la mejor historia que habían oído nunca.
  —Habéis sido muy valientes —dijo la familia de {hero}—, y muy buenos.
  `,
);

export const WINDOW = bi(
  `
  {hero} looked out of the window at the night.
  Before bed, {hero} stood at the window for a moment.

  Outside, {sky}.
  In the garden, everything had gone quiet.

  Far away, {place} was going to sleep too.
  Somewhere out there, {helper} was settling down to sleep as well.
  Somewhere, a little owl hooted once, softly, and then was still.
  `,
  `
  {hero} se asomó a la ventana para mirar la noche.
  Antes de acostarse, {hero} se asomó un momento a la ventana.

  Fuera, {sky}.
  En el jardín, todo se había quedado en silencio.

  A lo lejos, {place} también se iba a dormir.
  En algún lugar, {helper} también se preparaba para dormir.
  En algún sitio, una lechuza ululó una vez, muy bajito, y luego se calló.
  `,
);

export const SLOW_BREATHS = bi(
  `
  “Let's breathe slowly,” said {hero}.
  {hero} and {companion} lay very still.

  Breathe in, slowly, like smelling a flower.
  In through the nose, as slow as a snail.

  Breathe out, slowly, like blowing out a candle.
  And out again, as soft as a feather.

  In, and out. Slow, and calm.
  {companion} breathed slowly too, eyes beginning to close.
  {hero.s} arms and legs felt heavy and warm, as heavy as sleepy bears.
  `,
  `
  —Vamos a respirar despacito —dijo {hero}.
  {hero} y {companion} se quedaron muy quietecitos.

  Tomamos aire despacito, como si oliéramos una flor.
  Aire por la nariz, despacito, despacito, como un caracol.

  Soltamos el aire despacito, como si sopláramos una vela.
  Y fuera otra vez, suave como una pluma.

  Dentro y fuera. Despacio y en calma.
  {companion} también respiraba despacito, y se le empezaron a cerrar los ojos.
  A {hero} le pesaban los brazos y las piernas, calentitos y pesados como osos dormilones.
  `,
);

export const GOODNIGHT_ROUND = bi(
  `
  “Goodnight to everything,” whispered {hero}.
  Then {hero} said goodnight to everything, one by one.

  Goodnight, {place.bare}.
  Goodnight, {helper.v}, wherever you are.
  Goodnight, {token.bare}.

  Goodnight to the stars, and goodnight to the moon.
  Goodnight to the quiet house, and to the soft, warm bed.
  `,
  `
  —Buenas noches a todo —susurró {hero}.
  Entonces {hero} le dio las buenas noches a todo, una cosa detrás de otra.

  Buenas noches, {place.bare}.
  Buenas noches, {helper.v}, estés donde estés.
  Buenas noches, {token.bare}.

  Buenas noches a las estrellas, y buenas noches a la luna.
  Buenas noches a la casa tranquila, y a la cama suave y calentita.
  `,
);
