/** Trials of the way itself: water to cross, a height to climb, a dark place to go through. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const WATER: TrialDef = {
  key: 'water',
  needs: ['water'],
  block: bi(
    `
    Right across the way ran {water}, much wider than it had looked from far off.
    At {station}, the path simply stopped at the edge of {water}.
    They heard it before they saw it: {water}, rushing and gurgling, right where they needed to go.

    There had been a little bridge once; now there were only two posts and a rope trailing in the current.
    A row of stepping stones crossed it, but the middle ones were slippery and green.
    The water was not deep, but it was quick, and cold, and full of busy little whirls.

    ?!swim “I do not like getting wet,” said {companion}, backing away.
    ?swim “I don't mind getting wet,” said {companion}, “but I don't think you should.”
    ?toddler Splish. Splash. Splosh. The water went on and on.
    ?big “In theory,” said {companion}, “we could swim. In practice, I'm not doing that.”

    {hero} dipped a toe in and took it straight back out. “Brr!”
    {hero} picked up a twig and dropped it in. It whizzed away before anyone could say goodbye.
    ?old {hero} counted the stones, and the gaps between them, and did not like the sums.

    ?fly {companion} flew across and back, twice, to show it could be done, which was true for anyone with wings.
    ?swim {companion} paddled out a little way and came back to report that the middle was the worst part.
    ?large {companion} waded in up to the knees and stood there, big and steady, like a little island.
    ?old {hero} wanted to be on the other side already, the way you want to be at the end of a long sentence.

    ?kind Then {hero} noticed {creature.a} on a stone in the middle, too frightened to go back or forward. “Let's help first,” {hero} said, and they built a little bridge of branches for it; when it scampered across, it showed them the one stone that never wobbled.
    ?brave {hero} took a breath, said “One, two, three,” and stepped onto the first stone, then the next, arms out like wings, until the far bank was right there.
    ?clever {hero} noticed that the water ran calm and slow behind the biggest rocks, so they crossed there, from one quiet patch to the next, and hardly got wet.
    ?ask “Can anybody help us across?” called {hero}. Out popped {creature.a}, who knew every inch of {water}, and showed them where it was only ankle-deep.
    ?patient They sat on the bank and watched, and as the afternoon wore on the water slowed and sank, until a path of dry stones appeared, one by one.

    They reached the other side and shook themselves dry, laughing.
    On the far bank, {companion} did a little dance that was mostly shivering.
    ?old Looking back, {water} seemed smaller already, the way troubles do once they are behind you.
    `,
    `
    Justo en mitad del camino corría {water}, mucho más ancho de lo que parecía de lejos.
    Junto {station.al}, el sendero se acababa sin más a la orilla {water.del}.
    Lo oyeron antes de verlo: {water}, corriendo y borboteando, justo por donde tenían que pasar.

    Antes había habido un puentecito; ahora solo quedaban dos postes y una cuerda arrastrada por la corriente.
    Había una fila de piedras para cruzar, pero las del medio estaban verdes y resbalaban.
    El agua no cubría mucho, pero corría deprisa, estaba fría y hacía remolinos por todas partes.

    ?!swim —A mí no me gusta nada mojarme —dijo {companion}, echándose para atrás.
    ?swim —A mí no me importa mojarme —dijo {companion}—, pero creo que a ti no te conviene.
    ?toddler Plis. Plas. Plof. El agua seguía y seguía.
    ?big —En teoría —dijo {companion}—, podríamos nadar. En la práctica, yo no pienso hacerlo.

    {hero} metió la punta del pie y la sacó enseguida. —¡Brrr!
    {hero} cogió una ramita y la echó al agua. Se fue zumbando antes de que nadie pudiera decirle adiós.
    ?old {hero} contó las piedras, y los huecos entre ellas, y no le gustaron las cuentas.

    ?fly {companion} cruzó volando y volvió, dos veces, para demostrar que se podía, lo cual era verdad para quien tiene alas.
    ?swim {companion} nadó un trecho y volvió para contar que lo peor era el medio.
    ?large {companion} se metió en el agua hasta las rodillas y se quedó allí, grande y firme, como una islita.
    ?old {hero} quería estar ya al otro lado, como cuando quieres llegar al final de una frase muy larga.

    ?kind Entonces {hero} vio {creature.a} en una piedra del medio, demasiado asustad{creature.o} para ir hacia atrás o hacia delante. —Primero le ayudamos —dijo {hero}, y le hicieron un puentecito de ramas; cuando cruzó corriendo, les enseñó la única piedra que nunca se movía.
    ?brave {hero} respiró hondo, dijo «una, dos y tres», y pisó la primera piedra, y luego la siguiente, con los brazos abiertos como alas, hasta que la otra orilla estuvo ahí mismo.
    ?clever {hero} se fijó en que detrás de las rocas más grandes el agua corría lenta y tranquila, así que cruzaron por allí, de un remanso a otro, y casi no se mojaron.
    ?ask —¿Alguien nos puede ayudar a cruzar? —llamó {hero}. Se asomó {creature.a} que conocía {water} palmo a palmo, y les enseñó por dónde el agua solo llegaba a los tobillos.
    ?patient Se sentaron en la orilla a mirar, y según pasaba la tarde el agua fue bajando y calmándose, hasta que apareció un camino de piedras secas, una detrás de otra.

    Llegaron al otro lado y se sacudieron el agua, partiéndose de risa.
    En la otra orilla, {companion} bailó un poquito, aunque era sobre todo tiritar.
    ?old Al mirar atrás, {water} ya parecía más pequeño, como pasa con los problemas cuando quedan atrás.
    `,
  ),
};

export const HEIGHT: TrialDef = {
  key: 'height',
  needs: ['height'],
  block: bi(
    `
    Beyond {station} rose {height}, and the way went straight up it.
    The path led to the foot of {height}, and the only way on was up.
    Ahead of them stood {height}, so high that {hero} had to lean right back to see the top.

    Near the top they could just make out {clue}, leading on, out of reach.
    Somewhere up there, they were sure, was the next part of the way.

    {hero} looked up, and up, and up. “That's very high,” {hero} said.
    ?toddler Up, up, up. Higher, higher, higher.
    ?young “How will we ever get up there?” asked {companion}.
    ?big “It's only high if you look at all of it at once,” said {hero}, mostly to {hero.self}.

    ?climb {companion} scrambled up a little way to test it, and came back down with the news that the middle was steep.
    ?fly {companion} flew up to the top and called down that the view was wonderful, which did not help at all.
    ?!climb ?!fly {companion} tried the first step and slid gently back to the bottom.
    ?old Halfway up the first bit, {hero} made the mistake of looking down, and the world wobbled.

    ?kind On the way up they passed {creature.a} struggling with the same climb; {hero} gave it a lift on a flat hand, and it chattered the way to the easy ledges all the rest of the way up.
    ?brave {hero} did not look down again. {hero} looked at the next handhold, and the next, and the next, and suddenly there were no more next ones: they were at the top.
    ?clever {hero} noticed a zigzag of little ledges, like the steps of a staircase somebody had forgotten to finish, and they went up that way, back and forth, easily.
    ?ask “Is there an easier way up?” {hero} asked {creature.a} who was sunning itself on a rock; it showed them a path round the back that nobody ever used.
    ?patient They climbed slowly, resting at every ledge, counting ten breaths before every step, and got to the top without once being frightened.

    At the top, the whole of {place} lay spread out below them like a map.
    From up there, they could see where they had been and where they were going.
    ?old The wind up there smelled of {smell}, and for a moment nobody said anything.
    `,
    `
    Más allá {station.del} se alzaba {height}, y el camino subía derecho por ahí.
    El sendero los llevó al pie {height.del}, y la única forma de seguir era hacia arriba.
    Delante tenían {height}, tan alto que {hero} tuvo que echar la cabeza muy atrás para ver la cima.

    Cerca de lo alto se distinguía {clue}, que seguía hacia arriba, fuera de su alcance.
    Allí arriba, estaban seguros, seguía el camino.

    {hero} miró arriba, y más arriba, y más arriba todavía. —Qué alto —dijo.
    ?toddler Arriba, arriba, arriba. Más alto, más alto, más alto.
    ?young —¿Cómo vamos a subir hasta allí? —preguntó {companion}.
    ?big —Solo es alto si lo miras todo de golpe —dijo {hero}, sobre todo para sí.

    ?climb {companion} trepó un poco para probar, y bajó con la noticia de que el medio era muy empinado.
    ?fly {companion} subió volando hasta arriba y gritó que las vistas eran preciosas, lo cual no ayudaba nada.
    ?!climb ?!fly {companion} probó el primer paso y se deslizó suavemente hasta abajo.
    ?old A mitad del primer tramo, {hero} cometió el error de mirar abajo, y el mundo se tambaleó.

    ?kind Por el camino se encontraron {creature.a} que subía a duras penas; {hero} l{creature.o} llevó un rato en la palma de la mano, y en agradecimiento les fue indicando las repisas fáciles hasta arriba.
    ?brave {hero} no volvió a mirar abajo. Miró el siguiente agarre, y el siguiente, y el siguiente, y de repente ya no había más siguientes: estaban arriba.
    ?clever {hero} se fijó en un zigzag de repisas, como los peldaños de una escalera que alguien se olvidó de terminar, y subieron por ahí, de un lado a otro, sin esfuerzo.
    ?ask —¿Hay una forma más fácil de subir? —le preguntó {hero} a {creature.a} que tomaba el sol en una roca; les enseñó un camino por detrás que no usaba nadie.
    ?patient Subieron despacio, descansando en cada repisa y contando diez respiraciones antes de cada paso, y llegaron arriba sin asustarse ni una vez.

    Desde arriba, todo {place} se extendía a sus pies como un mapa.
    Desde allí veían por dónde habían venido y hacia dónde iban.
    ?old Allí arriba el viento olía a {smell}, y durante un momento nadie dijo nada.
    `,
  ),
};

export const DARK: TrialDef = {
  key: 'dark',
  needs: ['dark', 'air'],
  block: bi(
    `
    Past {station}, the way went into {dark}, and inside it was very dark indeed.
    In front of them was {dark}, so dim inside that they could not see the other end.
    The only way on led through {dark}, where the daylight gave up after a few steps.

    Something inside went drip, and then drip again, and then, worse, nothing at all.
    The dark smelled of earth and old leaves and secrets.

    ?young “I can't see anything,” whispered {companion}. “Me neither,” whispered {hero}.
    ?old Something rustled in the dark. It was probably nothing. It was almost certainly nothing.
    ?toddler Dark, dark, dark. Quiet, quiet, quiet.
    ?big “Dark is just a place where the light hasn't got to yet,” said {companion}. It sounded braver than it felt.

    ?listen {companion} listened hard with both ears and reported that whatever was in there was snoring, and small.
    ?sniff {companion} sniffed and said it smelled of mushrooms, which was not frightening at all, only a bit rude.
    {hero} held out a hand, and {companion} held on.

    ?kind From inside came a tiny, frightened sound. {hero} forgot to be afraid and went in to find {creature.a}, lost in the dark; they led it out together, and it showed them the way through, which it knew by heart.
    ?brave {hero} switched on the torch, took one step into the dark, and then another; the dark stepped back politely to let them through.
    ?clever {hero} felt a thin breath of fresh air on {hero.his} face, and they followed it, step by careful step, until daylight showed at the far end.
    ?ask “Hello? Is anyone in there who could help?” called {hero}. Somewhere a small light blinked on: {creature.a}, who lit the way for them, glowing faintly.
    ?patient They waited at the edge until their eyes got used to it, and slowly the dark filled with shapes, and the shapes were only roots and stones.

    At the other end, the sunlight was so bright that they both blinked and laughed.
    They came out blinking into the light, feeling about a foot taller.
    ?old “That,” said {companion}, “was not as bad as I said it would be.” “You didn't say anything,” said {hero}. “I was saying it inside,” said {companion}.
    `,
    `
    Pasad{station.o} {station}, el camino se metía en {dark}, y dentro estaba oscurísimo.
    Delante tenían {dark}, con tan poca luz dentro que no se veía el otro lado.
    La única forma de seguir era cruzar {dark}, donde la luz del día se rendía a los pocos pasos.

    Dentro algo hacía plic, y luego plic otra vez, y luego, peor aún, nada de nada.
    La oscuridad olía a tierra, a hojas viejas y a secretos.

    ?young —No veo nada —susurró {companion}. —Yo tampoco —susurró {hero}.
    ?old Algo crujió en la oscuridad. Seguramente no era nada. Casi seguro que no era nada.
    ?toddler Oscuro, oscuro, oscuro. Callado, callado, callado.
    ?big —La oscuridad no es más que un sitio al que la luz aún no ha llegado —dijo {companion}. Sonó más valiente de lo que se sentía.

    ?listen {companion} escuchó con mucha atención y anunció que lo que hubiera allí dentro roncaba, y era pequeño.
    ?sniff {companion} olfateó y dijo que olía a setas, lo cual no daba nada de miedo, solo era un poco maleducado.
    {hero} le tendió la mano a {companion}, y {companion} se agarró.

    ?kind De dentro salió un ruidito asustado. A {hero} se le olvidó el miedo y entró a buscar {creature.a}, que se había perdido en la oscuridad; l{creature.o} sacaron entre {hero} y {companion}, y en agradecimiento les enseñó el camino, que se sabía de memoria.
    ?brave {hero} encendió la linterna, dio un paso en la oscuridad, y luego otro; la oscuridad se apartó con educación para dejarles pasar.
    ?clever {hero} notó en la cara un soplo finito de aire fresco, y lo siguieron, paso a paso y con cuidado, hasta que apareció la luz al otro lado.
    ?ask —¿Hola? ¿Hay alguien ahí que nos pueda ayudar? —llamó {hero}. En algún sitio se encendió una lucecita: {creature.a} que les alumbró el camino con un brillo suave.
    ?patient Esperaron en la entrada hasta que se les acostumbraron los ojos, y poco a poco la oscuridad se llenó de formas, y las formas solo eran raíces y piedras.

    Al otro lado, el sol brillaba tanto que parpadearon y se echaron a reír.
    Salieron a la luz parpadeando, sintiéndose un palmo más altos.
    ?old —Pues no ha sido tan horrible como dije que sería —dijo {companion}. —Si no dijiste nada —dijo {hero}. —Lo decía por dentro —contestó {companion}.
    `,
  ),
};
