/** The first chapter at home: playing before anything happens, getting ready, and planning the way. */

import { bi } from '../../grammar/template';

export const HOME_PLAY = bi(
  `
  {hero} and {companion} built a den out of chairs and blankets<< in the middle of the sitting room, with a torch inside and a sign that said KEEP OUT, EXCEPT FRIENDS>>.
  {hero} was painting a picture of a purple elephant<<, and {companion} was adding spots with the tip of a paw>>.
  {companion} chased a ball of wool all the way under the sofa<< and came out wearing most of it>>.
  They were watering the plants on the windowsill, one little splash each<<, and talking to them the way you are supposed to>>.

  “What shall we do today?” wondered {hero} out loud, and {companion} suggested something exciting, or something with pancakes.
  {companion} yawned and stretched and said it was a perfect morning for doing nothing at all.
  “This is the best morning,” said {companion}, “and it's only just started.”

  Outside, a bird landed on the fence and looked in at them, head on one side.
  The kitchen clock ticked, and the whole house smelled of toast.
  `,
  `
  {hero} y {companion} construyeron una cabaña con sillas y mantas<< en mitad del salón, con una linterna dentro y un cartel que decía PROHIBIDO ENTRAR, SALVO AMIGOS>>.
  {hero} pintaba un elefante morado<<, y {companion} le añadía lunares con la puntita de una pata>>.
  {companion} persiguió un ovillo de lana hasta debajo del sofá<< y salió con casi toda la lana enredada encima>>.
  Estaban regando las plantas de la ventana, un chorrito cada uno<<, y hablándoles, que es lo que hay que hacer con las plantas>>.

  {hero} se preguntó en voz alta qué podían hacer ese día, y {companion} propuso algo emocionante, o algo con tortitas.
  {companion} bostezó, se estiró y dijo que era una mañana perfecta para no hacer nada de nada.
  —Es la mejor mañana del mundo —dijo {companion}—, y eso que acaba de empezar.

  Fuera, un pájaro se posó en la valla y los miró con la cabeza ladeada.
  El reloj de la cocina hacía tic, tac, y toda la casa olía a tostadas.
  `,
);

export const GETTING_READY = bi(
  `
  ?quest First, they had to get ready.
  ?quest There was so much to do before they could set off.
  ?quest {hero} ran upstairs to fetch a warm jumper<<, taking the stairs two at a time>>.

  ?quest {hero} pulled on boots: left foot, right foot, stamp, stamp.
  ?quest {companion} checked the weather by sticking a nose out of the door<< and announcing, very seriously, that it was outside>>.
  ?quest They filled a water bottle right to the top<<, and then, because {companion} insisted, a second one>>.
  ?quest {hero} found the little torch in the drawer, just in case.

  ?quest Everyone at home gave {hero} a big hug<< and said to be careful, and to be kind, and to be back by bedtime>>.
  ?quest “Be brave, be kind, and stay together,” said {hero.s} family at the door.
  ?quest {hero} promised to be home in time for supper.

  ?quest At last, they were ready.
  ?quest {companion} was far too excited to stand still.
  `,
  `
  ?quest Primero, tenían que prepararse.
  ?quest Había muchísimo que hacer antes de ponerse en camino.
  ?quest {hero} subió corriendo a buscar un jersey calentito<<, subiendo los escalones de dos en dos>>.

  ?quest {hero} se puso las botas: pie izquierdo, pie derecho, pom, pom.
  ?quest {companion} miró qué tiempo hacía asomando la nariz por la puerta<< y anunció, muy en serio, que fuera hacía fuera>>.
  ?quest Llenaron una botella de agua hasta arriba<<, y luego, porque {companion} insistió, otra más>>.
  ?quest {hero} encontró la linternita en el cajón, por si acaso.

  ?quest En casa todos le dieron a {hero} un abrazo enorme<< y le dijeron que tuviera cuidado, que fuera bueno con todos y que volviera para la hora de dormir>>.
  ?quest —Sed valientes, sed buenos y no os separéis —dijo la familia de {hero} en la puerta.
  ?quest {hero} prometió volver a tiempo para la cena.

  ?quest Por fin, estaban listos.
  ?quest {companion} estaba tan emocionad{pet.o} que no podía estarse quiet{pet.o}.
  `,
);

export const PLANNING = bi(
  `
  ?quest {hero} put {token} in the middle of the kitchen table, and they looked at it very carefully<<, as if it might tell them something new>>.
  ?quest They sat down together to make a plan.
  ?quest “Every good adventure starts with a plan,” said {hero}.

  ?quest “First we go to {place},” said {hero}, counting on fingers.
  ?quest {hero} tried to remember everything {helper} had told them<<, and wrote the important bits down in big letters>>.
  ?quest {companion} suggested that the first step of the plan should be a snack.

  ?quest They decided to go {travel}.
  ?quest They agreed on a secret signal: two claps meant “come here”, and three meant “look at this!”
  ?quest {hero} drew a little map, with an X where they hoped to find {object}.

  ?quest It was a very good plan.
  ?quest “Ready?” asked {hero}, and {companion} nodded so hard that both ears flapped.
  `,
  `
  ?quest {hero} puso {token} en el centro de la mesa de la cocina, y l{token.o} miraron con muchísima atención<<, como si pudiera contarles algo nuevo>>.
  ?quest Se sentaron juntos a hacer un plan.
  ?quest —Toda buena aventura empieza con un plan —dijo {hero}.

  ?quest —Primero vamos a {place} —dijo {hero}, contando con los dedos.
  ?quest {hero} intentó recordar todo lo que les había dicho {helper}<<, y apuntó lo importante en letras bien grandes>>.
  ?quest {companion} propuso que el primer paso del plan fuera merendar.

  ?quest Decidieron ir {travel}.
  ?quest Se pusieron de acuerdo en una señal secreta: dos palmadas querían decir «ven aquí», y tres, «¡mira esto!».
  ?quest {hero} dibujó un mapita, con una equis donde esperaban encontrar {object}.

  ?quest Era un plan muy bueno.
  ?quest —¿Preparados? —preguntó {hero}, y {companion} dijo que sí con tanta fuerza que le bailaron las orejas.
  `,
);
