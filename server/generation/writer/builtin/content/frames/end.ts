/** The way to the heart of the place, the celebration, the way home and the bedtime wind-down. */

import { bi } from '../../grammar/template';

export const REACH_HEART = bi(
  `
  At last, after everything, they came to {heart}.
  And then, just when they thought the way would never end, there it was: {heart}.
  ?visited Past {before}, past everything they had known, stood {heart}.

  ?young {companion} gasped. {hero} gasped too.
  ?old It was exactly as {helper} had described it, and also not at all, the way real places never are.
  {sight}.
  `,
  `
  Por fin, después de todo, llegaron {heart.al}.
  Y entonces, justo cuando creían que el camino no se acababa nunca, allí estaba: {heart}.
  ?visited Más allá {before.del}, más allá de todo lo conocido, estaba {heart}.

  ?young {companion} dio un gritito. {hero} también.
  ?old Era tal como lo había descrito {helper}, y a la vez nada parecido, como pasa siempre con los sitios de verdad.
  {sight}.
  `,
);

export const CELEBRATE = bi(
  `
  There was laughing, and a little dancing, and {companion} did a spin that nobody had asked for.
  ?toddler Hooray! Hooray! Hooray for {hero} and {companion}!
  ?young {companion} went {call}, {call}, {call}, which is the happiest sound {kind.a} can make.
  ?old {helper} shook {hero.s} hand very seriously, and then hugged {hero.him} very unseriously.
  ?big “I'd like it noted,” said {companion}, “that I was extremely brave. Most of the time. Some of the time.”

  The sky was turning gold, and it was time to go home.
  The afternoon was growing long, and home was a long way off.
  `,
  `
  Hubo risas, y un poco de baile, y {companion} dio una vuelta que nadie le había pedido.
  ?toddler ¡Hurra! ¡Hurra! ¡Hurra por {hero} y por {companion}!
  ?young {companion} hizo «{call}, {call}, {call}», que es el sonido más feliz que sabe hacer {kind.a}.
  ?old {helper} le estrechó la mano a {hero} muy en serio, y luego le dio un abrazo nada serio.
  ?big —Que conste —dijo {companion}— que he sido valentísim{pet.o}. Casi todo el rato. Parte del rato.

  El cielo se estaba poniendo dorado, y era hora de volver a casa.
  La tarde se hacía larga, y la casa quedaba muy lejos.
  `,
);

export const WAY_HOME = bi(
  `
  The way home is always shorter than the way there, and this one was no different.
  They walked home as the light grew soft and golden, talking about everything at once.
  {hero} and {companion} went home by the same way they had come, but everything looked different now.

  ?visited They passed {before} again, and {companion} said, “Remember?” as if it had been years ago.
  ?visited At {before}, they stopped for a moment; it seemed much smaller now.
  They went past the places they had seen that day, one by one, like pages of a book turned backwards.

  ?toddler Walk, walk, walk. Yawn, yawn, yawn.
  ?young {companion} yawned so widely that {hero} could count {companion.his} teeth.
  ?old By the time the first star came out, they could see the lights of home.
  ?carriable When {companion} grew too tired to walk, {hero} carried {companion.him} the last of the way.
  ?large When {hero} grew too tired to walk, {companion} knelt down, and {hero} rode the last of the way on {companion.his} back.
  `,
  `
  El camino de vuelta siempre es más corto que el de ida, y este no fue distinto.
  Volvieron a casa mientras la luz se volvía suave y dorada, hablando de todo a la vez.
  {hero} y {companion} volvieron por el mismo camino, pero ahora todo parecía distinto.

  ?visited Pasaron otra vez por {before}, y {companion} dijo: —¿Te acuerdas? —como si hubieran pasado años.
  ?visited Junto {before.al} se pararon un momento; ahora parecía mucho más pequeño.
  Fueron dejando atrás los sitios que habían visto ese día, uno a uno, como las páginas de un libro pasadas al revés.

  ?toddler Paso, paso, paso. Bostezo, bostezo, bostezo.
  ?young {companion} bostezó tanto que {hero} le pudo contar los dientes.
  ?old Cuando salió la primera estrella, ya se veían las luces de casa.
  ?carriable Cuando {companion} se cansó de andar, {hero} l{pet.o} llevó en brazos el último trecho.
  ?large Cuando {hero} ya no podía dar un paso más, {companion} se agachó, y {hero} hizo el último trecho a lomos de {companion}.
  `,
);

export const HOME = bi(
  `
  The blue door was open, and the kitchen light spilled out onto the path.
  Home looked exactly as they had left it, which was somehow the best surprise of the day.
  ?person {person} was waiting at the door with a blanket and a great many questions.

  There was soup for supper, and {hero} told the whole story with {hero.his} mouth full, which is allowed on special days.
  There was warm bread and a bowl of soup, and {companion} ate two suppers and asked about a third.
  ?person {person} listened to the whole story and said “No!” and “Really?” in all the right places.

  ?kind “You were kind,” said {companion}, “even when it was hard.” {hero} thought that kindness was a bit like a torch: it works best in the dark.
  ?brave “You were brave,” said {companion}. “I was scared,” said {hero}. “That's what brave is,” said {companion}.
  ?clever “How did you think of it?” asked {companion}. “I just looked properly,” said {hero}. “Most things tell you how they work, if you look.”
  ?ask “I'm glad we asked for help,” said {hero}. “Nobody does everything alone,” said {companion}, “not even me.”
  ?patient “We waited,” said {companion}, “and it worked.” “Sometimes waiting is doing something,” said {hero}, “just very slowly.”
  `,
  `
  La puerta azul estaba abierta, y la luz de la cocina se derramaba sobre el camino.
  La casa estaba tal y como la habían dejado, y eso, no se sabe cómo, fue la mejor sorpresa del día.
  ?person {person} esperaba en la puerta con una manta y muchísimas preguntas.

  Para cenar había sopa, y {hero} contó toda la historia con la boca llena, que en los días especiales está permitido.
  Había pan calentito y un tazón de sopa, y {companion} se tomó dos cenas y preguntó por la tercera.
  ?person {person} escuchó la historia entera y dijo «¡No!» y «¿De verdad?» justo en los momentos buenos.

  ?kind —Fuiste buena gente —dijo {companion}—, incluso cuando costaba. —{hero} pensó que la bondad se parece a una linterna: funciona mejor a oscuras.
  ?brave —Fuiste valiente —dijo {companion}. —Tenía miedo —dijo {hero}. —Pues eso es ser valiente —dijo {companion}.
  ?clever —¿Cómo se te ocurrió? —preguntó {companion}. —Solo miré bien —dijo {hero}—. Casi todas las cosas te dicen cómo funcionan, si las miras.
  ?ask —Me alegro de que pidiéramos ayuda —dijo {hero}. —Nadie lo hace todo solo —dijo {companion}—, ni siquiera yo.
  ?patient —Esperamos —dijo {companion}—, y funcionó. —A veces esperar también es hacer algo —dijo {hero}—, solo que muy despacio.
  `,
);

export const WIND_DOWN = bi(
  `
  ?toddler Teeth brushed. Pyjamas on. Into bed. Snuggle, snuggle, snuggle.
  ?young Then it was teeth, and pyjamas, and into bed, with {companion} curled at the foot of it.
  ?old Later, in bed, {hero} lay awake for a little while, going over the day, the way you turn a pebble over in your pocket.
  ?big Later, in bed, {hero} tried to decide which part of the day had been the best, and could not, and decided that was a good sign.

  Outside, the sky went from blue to deep blue to the soft dark of night.
  The window showed one star, then three, then too many to count.
  ?space Through the window, far away, the Moon looked down, quiet and silver, as if it remembered them.

  {companion} gave a long, slow yawn, and then a short one, and then no more.
  “Goodnight, {companion},” whispered {hero}. “Goodnight, {hero},” whispered {companion}, already half asleep.
  {hero} closed {hero.his} eyes, and the day folded itself up softly, like a blanket.
  `,
  `
  ?toddler Dientes lavados. Pijama puesto. A la cama. Achuchón, achuchón, achuchón.
  ?young Luego tocó lavarse los dientes, ponerse el pijama y meterse en la cama, con {companion} acurrucad{pet.o} a los pies.
  ?old Más tarde, en la cama, {hero} se quedó despiert{hero.o} un ratito, repasando el día como quien da vueltas a una piedrecita en el bolsillo.
  ?old Más tarde, ya en la cama, {hero} repasó el día un ratito, como quien da vueltas a una piedrecita en el bolsillo.
  ?big Más tarde, en la cama, {hero} intentó decidir qué parte del día había sido la mejor, no pudo, y pensó que eso era buena señal.

  Fuera, el cielo pasó de azul a azul oscuro, y luego a la oscuridad suave de la noche.
  Por la ventana se veía una estrella, luego tres, luego demasiadas para contarlas.
  ?space Por la ventana, muy lejos, brillaba la luna, callada y plateada, como si se acordara del viaje.

  {companion} dio un bostezo largo y lento, luego uno cortito, y luego ninguno más.
  —Buenas noches, {companion} —susurró {hero}. —Buenas noches, {hero} —susurró {companion}, medio dormid{pet.o} ya.
  {hero} cerró los ojos, y el día se dobló solito, suave, como una manta.
  `,
);

export const ENDING = bi(
  `
  And soon they were both fast asleep, dreaming of {place}.
  And they slept, and dreamed, until morning.
  Sleep well, {hero}. Sleep well, {companion}. Sleep well, you.
  And in the morning? Well. That is another story.
  ?old And somewhere far away, in {place}, {owner} was sleeping soundly too.
  The house grew quiet, the stars kept watch, and the day's adventure tucked itself in with them.
  ?young And {companion} snored the smallest snore in the world, all night long.
  ?old Outside, the night went softly on, and nothing in it needed them until morning.
  `,
  `
  Y enseguida {hero} y {companion} se durmieron profundamente, soñando con {place}.
  Y durmieron y soñaron hasta la mañana.
  Que duermas bien, {hero}. Que duermas bien, {companion}. Que duermas bien, tú también.
  ¿Y por la mañana? Bueno. Eso ya es otro cuento.
  ?old Y en algún lugar, muy lejos, en {place}, {owner} también dormía a pierna suelta.
  La casa se quedó en silencio, las estrellas montaron guardia, y la aventura del día se arropó con ellos.
  ?young Y {companion} roncó el ronquido más pequeño del mundo, toda la noche.
  ?old Fuera, la noche siguió despacito, y nada en ella les necesitaba hasta la mañana.
  `,
);

export const HOMEWARD = bi(
  `
  But the way home had one more surprise in it.
  The way home was not quite as simple as they had hoped.
  ?old Of course, nothing is ever quite finished until you are home with your boots off.
  `,
  `
  Pero el camino de vuelta todavía guardaba una sorpresa.
  El camino de vuelta no fue tan sencillo como esperaban.
  ?old Claro que nada se acaba del todo hasta que estás en casa y sin botas.
  `,
);
