/**
 * A rest after a trial: the friends catch their breath and talk about what they are doing and why.
 * Every line speaks of this story's want, its owner or its clue, so no two stories rest alike.
 */

import { bi } from '../../grammar/template';

export const PAUSE = bi(
  `
  After that, they sat down on a flat stone to get their breath back.
  They found a sunny spot past {station} and flopped down for a rest.
  ?!space They stopped in the shade for a while, because even heroes need a sit-down.
  ?space They sat down in the grey dust, which puffed up around them and settled again very slowly.

  {hero} shared out the snack: the bigger half for {companion}, who had earned it.
  ?person {hero} unwrapped the parcel from {person}: it was still warm, and it was exactly what they needed.
  ?fav-eat {hero} opened the tin of {fav.bare}, and they each had one, and then, because it had been that sort of day, another.
  ?toddler Munch, munch, munch. Crunch, crunch, crunch. Yum!

  “Do you think {owner} knows we're coming?” asked {companion}.
  “I keep thinking about {owner},” said {hero}. “Waiting, and waiting, and not knowing.”
  ?old “Why do you think {helper} asked us?” said {companion}. “Because we said yes,” said {hero}. “People remember who says yes.”
  ?big “Statistically,” said {companion}, “most quests succeed after the snack.” “You made that up,” said {hero}. “I did,” said {companion}, “but it feels true.”

  ?young {companion} rested {companion.his} head on {hero.s} knee, and {hero} scratched behind {companion.his} ears.
  ?old {hero} looked back at the way they had come and was surprised how far it was; you never notice the distance while you're walking it.
  ?walks {companion} stretched out flat on the ground, all four ends at once, like a star.
  ?wings {companion} preened {companion.his} feathers one by one, very thoroughly, as if expecting visitors.

  ?shape-lost-thing “Whoever finds {want},” said {companion}, “should get a medal.” “Whoever finds it,” said {hero}, “should give it back. That's the medal.”
  ?shape-lost-one “Is {want} going to be all right?” asked {companion} quietly. {hero} nodded, and hoped, and nodded again.
  ?shape-delivery {hero} checked {want} again. Still safe. Still in one piece. Still ours to carry, for now.
  ?shape-mend “Imagine {owner} working again,” said {hero}, and for a moment they both imagined it, and smiled.
  ?shape-gift “Do you think it will be enough?” asked {companion}. “It's not about enough,” said {hero}. “It's about thinking of someone.”
  ?shape-mystery “What do we know?” said {hero}, counting on {hero.his} fingers. “{clue}. And that someone came this way. And that nobody has seen them.”
  ?shape-new-friend “Maybe {want} is just shy,” said {hero}. “Shy isn't the same as unfriendly.”
  ?shape-brave {hero} was quiet for a while. “I'm still scared,” {hero} said at last. “I know,” said {companion}. “You're doing it anyway.”

  Then they got up, brushed themselves off, and went on.
  “Right,” said {hero}, standing up. “Onwards.” And onwards they went.
  ?toddler Up we get! Off we go! On and on and on!
  `,
  `
  Después de aquello, se sentaron en una piedra plana para recuperar el aliento.
  Encontraron un rincón al sol pasado {station} y se dejaron caer a descansar.
  ?!space Pararon un rato a la sombra, porque hasta los héroes necesitan sentarse.
  ?space Se sentaron en el polvo gris, que se levantó a su alrededor y volvió a posarse muy despacio.

  {hero} repartió la merienda: la mitad más grande para {companion}, que se la había ganado.
  ?person {hero} abrió el paquetito {person.del}: todavía estaba calentito, y era justo lo que necesitaban.
  ?fav-eat {hero} abrió la lata de {fav.bare}, y se comieron una cada uno, y luego, como era un día de esos, otra.
  ?toddler Ñam, ñam, ñam. Cruch, cruch, cruch. ¡Qué rico!

  —¿Crees que {owner} sabe que vamos? —preguntó {companion}.
  —No paro de pensar en {owner} —dijo {hero}—. Esperando y esperando, sin saber nada.
  ?old —¿Por qué crees que {helper} nos lo pidió a nosotros? —dijo {companion}. —Porque dijimos que sí —dijo {hero}—. La gente se acuerda de quien dice que sí.
  ?big —Estadísticamente —dijo {companion}—, casi todas las aventuras salen bien después de merendar. —Te lo acabas de inventar —dijo {hero}. —Sí —dijo {companion}—, pero suena a verdad.

  ?young {companion} apoyó la cabeza en la rodilla de {hero}, y {hero} le rascó detrás de las orejas.
  ?old {hero} miró el camino que habían recorrido y se sorprendió de lo largo que era; la distancia nunca se nota mientras la andas.
  ?walks {companion} se tumbó bien estirad{pet.o} en el suelo, como una estrella.
  ?wings {companion} se arregló las plumas una a una, con muchísimo cuidado, como si esperara visita.

  ?shape-lost-thing —Quien encuentre {want} —dijo {companion}— se merece una medalla. —Quien {want.lo} encuentre —dijo {hero}— tiene que devolver{want.lo}. Esa es la medalla.
  ?shape-lost-one —¿Se pondrá bien {want}? —preguntó {companion} en voz baja. {hero} asintió, y deseó que sí, y volvió a asentir.
  ?shape-delivery {hero} volvió a mirar {want}. Seguía a salvo. Seguía sin un rasguño. Seguía siendo cosa suya, de momento.
  ?shape-mend —Imagínate {owner} funcionando otra vez —dijo {hero}, y por un momento {hero} y {companion} se lo imaginaron y sonrieron.
  ?shape-gift —¿Crees que será suficiente? —preguntó {companion}. —No se trata de que sea suficiente —dijo {hero}—. Se trata de acordarse de alguien.
  ?shape-mystery —¿Qué sabemos? —dijo {hero}, contando con los dedos—. {clue}. Que alguien pasó por aquí. Y que nadie le ha visto.
  ?shape-new-friend —A lo mejor {want} solo tiene vergüenza —dijo {hero}—. Tener vergüenza no es lo mismo que ser antipático.
  ?shape-brave {hero} se quedó callad{hero.o} un rato. —Sigo teniendo miedo —dijo al fin. —Ya lo sé —dijo {companion}—. Y lo estás haciendo igual.

  Luego se levantaron, se sacudieron la ropa y siguieron adelante.
  —Venga —dijo {hero}, poniéndose de pie—. Adelante. —Y adelante siguieron.
  ?toddler ¡Arriba! ¡En marcha! ¡Adelante, adelante, adelante!
  `,
);
