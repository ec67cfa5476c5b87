/** The first chapter: home, the want arriving, the choice to go, setting off and the way there. */

import { bi } from '../../grammar/template';

export const OPENING = bi(
  `
  ?space In a house with a blue door and a telescope in the attic lived {hero} and {companion}, {kind.a} who liked nothing better than looking up at {place}.
  ?!space ?sniff Not far from {place}, in a house with a blue door, lived {hero} and {companion}, {kind.a} with a very good nose for trouble.
  ?!space ?!sniff Not far from {place}, in a house with a blue door, lived {hero} and {companion}, {kind.a} with a great deal of curiosity.
  ?!space {hero} lived at the end of a lane that ran towards {place}, and never went anywhere without {companion}, {kind.a} who was small but very determined.
  ?!space If you follow the lane past the last lamp post, you come to {place}; and just before it, in a house with a crooked gate, lived {hero} and {companion}, {kind.a}.
  Everyone in the village knew {hero}, and everyone knew {companion}, {kind.a} who went wherever {hero} went.

  ?fav That afternoon, {hero} was busy with {fav}, and {companion} was busy helping, which mostly meant getting in the way.
  ?person That afternoon, {person} had come round, and the house was full of chatter.
  ?person That afternoon, {hero.s} {relation.bare}, {person}, was there too, and the house was full of chatter.
  ?spot {hero} loved {spot} more than anywhere in the world, and that afternoon {hero} was thinking about it again.
  That afternoon, {hero} was lying on the rug drawing maps of places nobody had ever been.
  That afternoon, the rain had just stopped, and {hero} was counting the drops on the window.
  ?!space That afternoon, {hero} was in the garden, trying to teach {companion} to catch a leaf before it landed.

  ?toddler {companion} went {call}. {hero} laughed. {companion} went {call} again.
  ?young {companion} wagged, wiggled and fidgeted, the way {companion} did when something was about to happen.
  ?old {companion} had a feeling about the day, and {companion.s} feelings were usually right, apart from the ones about lunch.
  ?big {hero} had a theory that nothing interesting ever happened on a Tuesday; it was, of course, a Tuesday.
  `,
  `
  ?space En una casa de puerta azul con un telescopio en el desván vivían {hero} y {companion}, {kind.a} a quien lo que más le gustaba del mundo era mirar {place}.
  ?!space ?sniff Muy cerca {place.del}, en una casa de puerta azul, vivían {hero} y {companion}, {kind.a} con muy buen olfato para los líos.
  ?!space ?!sniff Muy cerca {place.del}, en una casa de puerta azul, vivían {hero} y {companion}, {kind.a} con muchísima curiosidad.
  ?!space {hero} vivía al final de un camino que llevaba hasta {place}, y nunca iba a ninguna parte sin {companion}, {kind.a} pequeñ{pet.o} pero muy decidid{pet.o}.
  ?!space Si sigues el camino más allá de la última farola, llegas {place.al}; y justo antes, en una casa con la verja torcida, vivían {hero} y {companion}, {kind.a}.
  En el pueblo todo el mundo conocía a {hero}, y todo el mundo conocía a {companion}, {kind.a} que iba a donde fuera {hero}.

  ?fav Aquella tarde, {hero} jugaba con {fav}, y {companion} ayudaba, que casi siempre quería decir estorbar un poco.
  ?person Aquella tarde había venido {person}, y la casa estaba llena de charla.
  ?person Aquella tarde también estaba {person}, su {relation.bare}, y la casa estaba llena de charla.
  ?spot A {hero} le encantaba {spot} más que ningún otro sitio del mundo, y aquella tarde volvía a pensar en ello.
  Aquella tarde, {hero} estaba tumbad{hero.o} en la alfombra dibujando mapas de sitios donde nadie había estado nunca.
  Aquella tarde, en el suelo de la sala, {hero} dibujaba mapas de sitios donde nadie había estado nunca.
  Aquella tarde acababa de parar de llover, y {hero} contaba las gotas de la ventana.
  ?!space Aquella tarde, en el jardín, {hero} intentaba enseñar a {companion} a atrapar una hoja antes de que tocara el suelo.

  ?toddler {companion} hizo «{call}». {hero} se rio. {companion} volvió a hacer «{call}».
  ?young {companion} no paraba quiet{pet.o}: se movía, daba vueltas y resoplaba, como cuando estaba a punto de pasar algo.
  ?old {companion} tenía un presentimiento, y sus presentimientos solían acertar, menos los que tenían que ver con la merienda.
  ?big {hero} tenía la teoría de que los martes nunca pasaba nada interesante. Era, por supuesto, martes.
  `,
);

export const DECIDE = bi(
  `
  {hero} looked at {companion}, and {companion} looked at {hero}. They did not need to say a word.
  “We'll go,” said {hero}. “Today. Before anyone changes their mind, especially me.”
  {hero} thought about it for exactly one breath. “Then we had better start,” {hero} said.

  ?toddler “Are we going?” asked {companion}. “We are going,” said {hero}. “Going, going, gone!”
  ?pre “Is it far?” asked {companion}. “Far enough to be an adventure,” said {hero}, “and near enough to be back for bedtime.”
  ?old “It could be a long way,” said {companion}. “Then it's a good thing we've got long legs,” said {hero}, looking at {companion.s} very short ones.
  ?big “We don't even know where to start,” said {companion}. “We know where it was last,” said {hero}. “Every mystery starts with a last.”
  `,
  `
  {hero} miró a {companion}, y {companion} miró a {hero}. No hizo falta decir nada.
  —Vamos —dijo {hero}—. Hoy. Antes de que nadie cambie de idea, sobre todo yo.
  {hero} se lo pensó exactamente lo que dura una respiración. —Entonces, mejor empezar ya —dijo.

  ?toddler —¿Nos vamos? —preguntó {companion}. —Nos vamos —dijo {hero}—. ¡Nos vamos, nos vamos, nos fuimos!
  ?pre —¿Está lejos? —preguntó {companion}. —Lo bastante lejos para ser una aventura —dijo {hero}—, y lo bastante cerca para volver antes de dormir.
  ?old —Puede que sea un camino muy largo —dijo {companion}. —Pues menos mal que tenemos las piernas largas —dijo {hero}, mirando las patitas cortísimas de {companion}.
  ?big —Ni siquiera sabemos por dónde empezar —dijo {companion}. —Sabemos dónde estuvo por última vez —dijo {hero}—. Todo misterio empieza por una última vez.
  `,
);

export const PREPARE = bi(
  `
  ?fav {hero} packed a bag: a bottle of water, an apple each, and {fav}, because a good day needs it.
  {hero} packed a bag with a bottle of water, two apples and a jumper for when the afternoon turned cool.
  {hero} put a water bottle, a torch and a bag of raisins into a small backpack, and checked it twice.
  ?person {person} came to the door to wave, and slipped something warm wrapped in a napkin into {hero.s} pocket.
  ?person {person} pressed a little parcel into {hero.s} hands. “For the way,” {person} said. “Don't eat it all at once.”

  ?carriable {companion} climbed into the top of the bag to test it, and had to be taken out again.
  ?large {companion} offered to carry the bag, which was kind, and wore it like a very small hat.
  ?old {companion} packed nothing at all, on the grounds that {companion.he} intended to eat whatever {hero} had packed.
  {companion} sniffed the bag, approved of the snacks, and was ready.
  `,
  `
  ?fav {hero} preparó la mochila: una botella de agua, una manzana para cada uno y {fav}, porque un buen día lo necesita.
  {hero} metió en la mochila una botella de agua, dos manzanas y un jersey para cuando refrescara la tarde.
  {hero} guardó en una mochila pequeña una cantimplora, una linterna y una bolsita de pasas, y lo revisó todo dos veces.
  ?person {person} salió a la puerta a despedirse, y metió en el bolsillo de {hero} algo calentito envuelto en una servilleta.
  ?person {person} le puso a {hero} un paquetito en las manos. —Para el camino —le dijo—. No te lo comas todo de golpe.

  ?carriable {companion} se metió en la mochila para comprobar que era cómoda, y hubo que sacarl{pet.o} otra vez.
  ?large {companion} se ofreció a llevar la mochila, que era muy amable, y se la puso como un sombrerito.
  ?old {companion} no preparó nada, porque pensaba comerse lo que hubiera preparado {hero}.
  {companion} olfateó la mochila, aprobó la merienda y dijo que estaba list{pet.o}.
  `,
);

export const SET_OFF = bi(
  `
  They closed the gate behind them and set off, {hero} in front and {companion} close behind.
  ?space The little rocket stood waiting in the back garden, silver and humming, and they climbed aboard.
  ?!space The gate clicked shut, and the lane ran ahead of them towards {place}.
  ?!space Off they went, down the lane, past the last lamp post, and on towards {place}.

  ?toddler Step, step, step, went {hero}. Pad, pad, pad, went {companion}.
  ?young {hero} waved to the house until it was too small to see.
  ?old Behind them, the house grew smaller, and ahead of them, {place} grew larger, which is how every journey begins.
  `,
  `
  Cerraron la verja y se pusieron en marcha, {hero} delante y {companion} muy cerquita.
  ?space El cohetito les esperaba en el jardín de atrás, plateado y zumbando, y se subieron a bordo.
  ?!space La verja hizo clic, y el camino se extendió ante ellos hacia {place}.
  ?!space Y allá se fueron, camino abajo, más allá de la última farola, hacia {place}.

  ?toddler Paso, paso, paso, iba {hero}. Tip, tip, tip, iba {companion}.
  ?young {hero} dijo adiós a la casa con la mano hasta que se hizo tan pequeñita que ya no se veía.
  ?old Detrás de ellos, la casa se hacía pequeña; delante, {place} se hacía grande, que es como empieza todo viaje.
  `,
);

export const JOURNEY = bi(
  `
  They went {travel}, and the morning went with them.
  They travelled {travel}, and soon the village was far behind.

  {hero} stopped for a moment to listen: {sound}.
  All around them, {sight}.
  The air smelled of {smell}.

  ?old “Do you think {owner} is all right?” asked {companion}. “I think {owner} is waiting for us,” said {hero}, “so let's not be slow.”
  ?young “Nearly there?” asked {companion}. “Nearly,” said {hero}, who had no idea.
  `,
  `
  Fueron {travel}, y la mañana se fue con ellos.
  Viajaron {travel}, y pronto el pueblo quedó muy atrás.

  {hero} se paró un momento a escuchar: {sound}.
  A su alrededor, {sight}.
  El aire olía a {smell}.

  ?old —¿Crees que {owner} estará bien? —preguntó {companion}. —Creo que nos está esperando —dijo {hero}—, así que mejor no entretenernos.
  ?young —¿Falta mucho? —preguntó {companion}. —Casi nada —dijo {hero}, que no tenía ni idea.
  `,
);

export const FURTHER = bi(
  `
  The way went on, deeper into {place}, until they came to {station}.
  They walked further than they had ever been before, all the way to {station}.
  ?visited They left {before} behind them and went on, further and further, until they reached {station}.
  ?visited Past {before}, the way climbed and turned, and brought them at last to {station}.
  On they went, over rough ground and smooth, following {clue}, until {station} came into view.
  ?old The way led them on, and on, past places with no names, until it stopped at {station}.
  ?young Walk, walk, walk, and then, all of a sudden: {station}!

  {sight}.
  Here, {sound}.
  ?young {companion} looked around with big round eyes.
  ?old {hero} stopped to take it all in: it was nothing like home.
  ?old {companion} sniffed the air of {station} and decided, on balance, to approve of it.
  ?toddler Look, look, look! What a place!
  It was the furthest from home either of them had ever been.
  `,
  `
  El camino seguía, cada vez más adentro {place.del}, hasta que llegaron {station.al}.
  Anduvieron más lejos que nunca, hasta llegar {station.al}.
  ?visited Dejaron atrás {before} y siguieron, más y más lejos, hasta alcanzar {station}.
  ?visited Pasad{before.o} {before}, el camino subía y daba vueltas, y por fin los llevó hasta {station}.
  Siguieron adelante, por terreno áspero y por terreno liso, tras {clue}, hasta que apareció {station}.
  ?old El camino los llevó más y más lejos, por sitios sin nombre, hasta detenerse junto {station.al}.
  ?young Andar, andar, andar, y de repente: ¡{station}!

  {sight}.
  Allí, {sound}.
  ?young {companion} lo miraba todo con los ojos muy abiertos.
  ?old {hero} se paró a mirarlo todo: no se parecía en nada a su casa.
  ?old {companion} olfateó el aire {station.del} y decidió que, en conjunto, le parecía bien.
  ?toddler ¡Mira, mira, mira! ¡Qué sitio!
  Nunca habían estado tan lejos de casa.
  `,
);

export const RECAP = bi(
  `
  ?toddler {hero} and {companion} were still on their way. On and on and on!
  {hero} and {companion} were still a long way from home, and still set on their task: to {goal}.
  The journey went on. {hero} kept thinking of {owner}, and of what they had promised.
  ?old They had come a long way already, but the hardest part, as {hero} suspected, was still ahead.
  ?visited Behind them lay {before}; ahead lay who knew what.
  {companion} had slept a little badly and {hero} had a blister, but neither of them mentioned going home.
  ?young “Are we still going to {owner}?” asked {companion}. “All the way,” said {hero}.
  ?big {hero} ran through the plan again: follow {clue}, find {want}, {goal}. It sounded simpler said quickly.
  `,
  `
  ?toddler {hero} y {companion} seguían de camino. ¡Adelante, adelante, adelante!
  {hero} y {companion} seguían muy lejos de casa, y seguían con su tarea: {goal}.
  El viaje continuaba. {hero} no dejaba de pensar en {owner}, y en lo que habían prometido.
  ?old Ya habían recorrido mucho camino, pero lo más difícil, como sospechaba {hero}, aún estaba por llegar.
  ?visited Atrás quedaba {before}; delante, quién sabe.
  {companion} estaba un poco cansad{pet.o} y a {hero} le había salido una ampolla, pero nadie habló de volver.
  ?young —¿Seguimos yendo a ver {owner.al}? —preguntó {companion}. —Hasta el final —dijo {hero}.
  ?big {hero} repasó el plan: seguir {clue}, encontrar {want}, {goal}. Dicho deprisa parecía más fácil.
  `,
);

export const HOOK = bi(
  `
  And far ahead, something was waiting for them: but that is for the next chapter.
  The sun slid a little lower, and the way went on, further than before.
  {companion} pointed ahead. “What's that?” And that, as it turned out, was the next part of the story.
  ?old Neither of them knew it yet, but the next part of the way would be the strangest so far.
  The path ran on ahead, pale in the afternoon light, and they followed it.
  ?young {companion} yawned, then pretended not to. There was still a long way to go.
  Somewhere ahead was {owner}, and somewhere ahead was {want}, and every step brought them nearer.
  `,
  `
  Y a lo lejos, algo les esperaba; pero eso lo contaremos en el próximo capítulo.
  El sol bajó un poquito más, y el camino siguió, más lejos que antes.
  {companion} señaló hacia delante. —¿Qué es eso? —Y eso, como se vería enseguida, era la siguiente parte de la historia.
  ?old Nadie lo sabía todavía, pero el siguiente tramo del camino iba a ser el más extraño de todos.
  El sendero seguía delante, pálido con la luz de la tarde, y ellos lo siguieron.
  ?young {companion} bostezó, y luego hizo como que no. Aún quedaba mucho camino.
  En algún lugar, delante, estaba {owner}, y en algún lugar estaba {want}, y cada paso los acercaba un poco más.
  `,
);

export const HOOK_LOW = bi(
  `
  They sat very still for a while, side by side, and for a moment nobody knew what to do next.
  It was the quietest moment of the whole journey, and the longest.
  {hero} held {companion} close and thought, and thought, and thought.
  `,
  `
  Se quedaron un rato muy quietos, uno al lado del otro, y por un momento nadie supo qué hacer.
  Fue el momento más callado de todo el viaje, y el más largo.
  {hero} abrazó a {companion} y pensó, y pensó, y pensó.
  `,
);

export const HOOK_HOME = bi(
  `
  Now there was only the way home left, and home was a long way off.
  It had been a long day, and it was not over yet: home was still far away.
  ?old All that was left was the journey back, and journeys back are different; they are full of remembering.
  `,
  `
  Ya solo quedaba el camino de vuelta, y la casa estaba muy lejos.
  Había sido un día larguísimo, y aún no se había acabado: la casa seguía muy lejos.
  ?old Solo quedaba el viaje de vuelta, y los viajes de vuelta son distintos: están llenos de recuerdos.
  `,
);

export const CROSSING = bi(
  `
  At the far side of {from}, the way went on, out of {from} altogether and into {place}.
  They had come so far that {from} ended, and {place} began.
  ?old Beyond the last of {from}, the land changed, and they found themselves somewhere new: {place}.

  ?young “We've never been this far,” whispered {companion}. “Nobody has,” said {hero}, “not from our house.”
  ?old {hero} looked back once at {from}, then turned and faced {place}. The want was still ahead.
  `,
  `
  Al otro lado {from.del}, el camino seguía, salía {from.del} y entraba en {place}.
  Habían llegado tan lejos que {from} se acababa y empezaba {place}.
  ?old Más allá del último rincón {from.del}, el paisaje cambió, y se encontraron en un sitio nuevo: {place}.

  ?young —Nunca habíamos llegado tan lejos —susurró {companion}. —Nadie —dijo {hero}—, por lo menos desde nuestra casa.
  ?old {hero} miró una vez hacia {from}, luego se dio la vuelta y miró {place}. Lo que buscaban seguía delante.
  `,
);
