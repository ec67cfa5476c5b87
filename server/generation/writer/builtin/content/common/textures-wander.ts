/** Small things along the way: a treasure in the grass, a change in the weather, a thought of home. */

import { bi } from '../../grammar/template';

export const DISCOVERY = bi(
  `
  {hero} spotted something in the grass and bent down to look.
  Something small caught the light by {hero.s} foot.
  {companion} stopped suddenly and pointed at something on the ground.
  “Look what I found!” called {companion}.

  It was a feather, striped brown and white<<, as soft as a whisper and as long as a pencil>>.
  It was a smooth, round stone with a white stripe all the way around it, like a belt.
  It was a tiny shell, pink inside, curled up like an ear<<, as if it were listening to them>>.
  It was a leaf shaped exactly like a heart.
  It was a little blue button, as shiny as a raindrop.
  It was an acorn wearing its cap at a jaunty angle, like a tiny gentleman.

  {hero} turned it over and over, looking at it from every side.
  {companion} thought it might be magic. {hero} thought it might just be lovely, which is almost the same thing.
  “A treasure,” whispered {hero}.

  {hero} put it carefully in a pocket, to keep forever.
  They decided to leave it where it was, for the next person to find.
  It went into the backpack, wrapped in a hanky, very safe.
  `,
  `
  {hero} vio algo entre la hierba y se agachó a mirar.
  Algo pequeño brillaba junto al pie de {hero}.
  {companion} se paró de golpe y señaló algo en el suelo.
  —¡Mira lo que he encontrado! —gritó {companion}.

  Era una pluma a rayas marrones y blancas<<, suave como un susurro y larga como un lápiz>>.
  Era una piedra lisa y redonda con una raya blanca alrededor, como un cinturón.
  Era una conchita, rosa por dentro, enroscada como una oreja<<, como si los estuviera escuchando>>.
  Era una hoja con forma de corazón, clavadita.
  Era un botoncito azul, brillante como una gota de lluvia.
  Era una bellota con el sombrerito torcido, como un señor muy elegante.

  {hero} le dio vueltas y más vueltas entre los dedos, mirando cada detalle.
  {companion} pensó que a lo mejor tenía magia. {hero} pensó que a lo mejor solo era algo precioso, que es casi lo mismo.
  —Un tesoro —susurró {hero}.

  {hero} se guardó aquel tesoro con cuidado en un bolsillo, para siempre.
  Decidieron dejar el tesoro donde estaba, para que lo encontrara otra persona.
  Metieron el tesoro en la mochila, envuelto en un pañuelo, bien a salvo.
  `,
);

export const WEATHER = bi(
  `
  The wind picked up a little, and the world began to sway and rustle.
  A cloud slid over the sun, and for a moment everything went cool and grey.
  The sun came out from behind a cloud, and everything lit up at once.
  A warm breeze came from nowhere, smelling of flowers.
  A few fat raindrops fell, plip, plop, and then thought better of it and stopped.

  {hero} turned a face up to the sky<< and closed both eyes to feel it better>>.
  {companion.s} fur ruffled up in the wind, and {companion} looked twice as big.
  {hero} held out both arms, as if to hug the breeze.

  “Weather is like a mood,” said {hero}. “It changes, and then it changes back.”
  {companion} said that this was exactly the right weather for an adventure.
  The world felt fresh and new, like a page nobody had drawn on yet.
  `,
  `
  El viento sopló un poco más fuerte, y todo empezó a mecerse y a susurrar.
  Una nube tapó el sol, y durante un momento todo se volvió fresquito y gris.
  El sol salió de detrás de una nube, y todo se iluminó de golpe.
  Llegó de la nada una brisa templada que olía a flores.
  Cayeron unos goterones, plic, ploc, y luego se lo pensaron mejor y pararon.

  {hero} levantó la cara hacia el cielo<< y cerró los ojos para sentirlo mejor>>.
  Con el viento, a {companion} se le ahuecó el pelo, y parecía el doble de grande.
  {hero} abrió los brazos, como para abrazar la brisa.

  —El tiempo es como el humor —dijo {hero}—. Cambia, y luego vuelve a cambiar.
  {companion} dijo que era justo el tiempo perfecto para una aventura.
  El mundo parecía fresco y nuevo, como una página en la que nadie ha dibujado todavía.
  `,
);

export const MEMORY = bi(
  `
  For a moment, {hero} thought about home.
  Something about the smell of the air reminded {hero} of home.
  {hero} suddenly remembered something lovely.

  {hero} remembered the way the kitchen smelled of toast on Sunday mornings.
  {hero} thought of the old song that everyone sang at birthdays<<, out of tune but full of love>>.
  {hero} remembered a rainy afternoon spent building a fort out of cushions.
  {hero} remembered the soft blanket on the sofa, and the warm lap that went with it.
  {hero} thought about the last time everyone had laughed so much that nobody could stop.

  It made {hero} smile from the inside out.
  Home felt close, even though it was far away.
  {companion}, who always knew, snuggled a little closer.

  “We'll tell them everything when we get back,” said {hero}.

  “Every single thing,” agreed {companion}.
  `,
  `
  Por un momento, {hero} pensó en la casa.
  Algo en el olor del aire le recordó a {hero} su casa.
  De repente, {hero} se acordó de algo muy bonito.

  {hero} se acordó de cómo olía la cocina a tostadas los domingos por la mañana.
  {hero} pensó en la vieja canción que todos cantaban en los cumpleaños<<, desafinando pero con muchísimo cariño>>.
  {hero} se acordó de una tarde de lluvia en la que hicieron un fuerte con cojines.
  {hero} se acordó de la manta suave del sofá, y del regazo calentito que venía con ella.
  {hero} pensó en la última vez que todos se habían reído tanto que nadie podía parar.

  Eso le hizo sonreír desde dentro hacia fuera.
  La casa parecía cerca, aunque estuviera lejos.
  {companion}, que siempre se daba cuenta, se acurrucó un poquito más.

  —Cuando volvamos, se lo contaremos todo —dijo {hero}.

  —Todo, todo —dijo {companion}.
  `,
);
