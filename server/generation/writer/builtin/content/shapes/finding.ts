/** Stories of finding: a lost thing, a lost little one, the way home. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const LOST_THING: ShapeDef = {
  key: 'lost-thing',
  titles: {
    en: lines(`{hero} and {want}\nThe Search for {want}\nWhere Did {want} Go?`),
    es: lines(`{hero} y {want}\nEn busca {want.del}\n¿Dónde está {want}?`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came hurrying up the path, quite out of breath.
    Then a letter slid under the door, in handwriting so wobbly it had clearly been written in a hurry. It was from {helper}, {role.a}.

    “{want} is lost,” said {helper}. “And {owner} cannot manage without it.”
    “{want} has gone missing somewhere in {place},” said {helper}, “and {owner} is heartbroken.”

    ?young “We can find it,” said {hero} at once.
    ?old “Lost things are usually somewhere,” said {hero}. “That's the good thing about them.”
    “If anyone can find it, you two can,” said {helper}. “Follow {clue}: it will show you the way.”
    `,
    `
    Entonces llegó {helper}, {role.a}, subiendo el camino a toda prisa y sin aliento.
    Entonces alguien deslizó una carta por debajo de la puerta, con una letra tan temblona que se notaba que la habían escrito deprisa. Era {helper.del}, {role.a}.

    —Se ha perdido {want} —dijo {helper}—. Y {owner} no sabe qué hacer sin {want}.
    —{want} ha desaparecido en algún lugar {place.del} —dijo {helper}—, y {owner} tiene el corazón partido.

    ?young —Nosotros {want.lo} encontraremos —dijo {hero} enseguida.
    ?old —Las cosas perdidas siempre están en alguna parte —dijo {hero}—. Eso es lo bueno que tienen.
    —Si alguien puede encontrar{want.lo}, sois vosotros —dijo {helper}—. Seguid {clue}: os enseñará el camino.
    `,
  ),
  gain: bi(
    `
    On the far side, they found {clue} again, clearer than before.
    {companion} spotted it first: {clue}, leading on.
    ?old {hero} knelt to look: {clue} went on, and it was fresher here. They were getting closer.
    `,
    `
    Al otro lado volvieron a encontrar {clue}, más claro que antes.
    {companion} {clue.lo} vio primero: {clue}, que seguía hacia delante.
    ?old {hero} se agachó a mirar: {clue} continuaba, y aquí se veía más reciente. Se estaban acercando.
    `,
  ),
  low: bi(
    `
    And then {clue} simply stopped. There was nothing more to follow.
    They searched everywhere, and found nothing: no {want.bare}, and no more of {clue}.

    ?young {companion.s} ears drooped. “We've lost the lost thing,” {companion} said sadly.
    ?old “Maybe it isn't here at all,” said {companion} quietly. Nobody said the rest.
    `,
    `
    Y entonces {clue} se acabó sin más. No quedaba nada que seguir.
    Buscaron por todas partes y no encontraron nada: ni rastro {want.del}, ni más {clue}.

    ?young {companion} se puso muy triste. —Hemos perdido la cosa perdida —dijo.
    ?old —A lo mejor ni siquiera está aquí —dijo {companion} en voz baja. Nadie dijo lo demás.
    `,
  ),
  earn: bi(
    `

    ?kind A small voice was crying nearby. {hero} went to see, even though it meant stopping the search, and found a little creature who had been keeping {want} safe all along, too frightened to give it back.
    ?brave The last place left to look was the darkest, right at the back. {hero} took a deep breath, held {companion} close, and went in first. And there, in the very back, was {want}.
    ?clever {hero} thought about where {clue} had stopped, and looked up instead of down. There, caught high above them, was {want}.
    ?ask {hero} went back to the creatures they had met on the way and asked them, one by one. The smallest one of all had seen exactly where {want} had gone.
    ?patient {hero} sat down and waited, very quietly, while the light changed. Slowly, something began to glimmer just where they had already looked twice: {want}.

    ?kind “You can keep it safe with us,” {hero} told the little creature gently, “and come and give it back yourself.” And so they did, together.
    ?brave It was not dark at all once you were inside it. It was just a quiet place, and {want} had been waiting in it.
    ?clever “Things that are lost don't always fall,” said {hero}. “Sometimes they float.”
    ?ask “Thank you,” said {hero}, and the smallest creature glowed with pride.
    ?patient “Some things only show themselves when you stop hurrying,” said {hero}.
    `,
    `

    ?kind Cerca de allí lloraba una vocecita. {hero} fue a ver qué pasaba, aunque eso significara dejar de buscar, y encontró a una criatura pequeñita que había guardado {want} todo ese tiempo, demasiado asustada para devolver{want.lo}.
    ?brave El único sitio que quedaba por mirar era el más oscuro, allá al fondo. {hero} respiró hondo, se acercó a {companion} y entró primero. Y allí, al fondo del todo, estaba {want}.
    ?clever {hero} pensó en el sitio donde se acababa {clue}, y miró hacia arriba en vez de hacia abajo. Allí, enganchad{want.o} muy alto, estaba {want}.
    ?ask {hero} volvió a buscar a las criaturas que habían conocido por el camino y les preguntó, una por una. La más pequeña de todas había visto exactamente adónde había ido a parar {want}.
    ?patient {hero} se sentó a esperar en silencio mientras cambiaba la luz. Poco a poco, algo empezó a brillar justo donde ya habían mirado dos veces: {want}.

    ?kind —Puedes guardar{want.lo} con nosotros —le dijo {hero} con cariño a la criatura— y devolver{want.lo} tú misma. —Y así lo hicieron, juntos.
    ?brave Por dentro no estaba nada oscuro. Era solo un sitio tranquilo, y {want} había estado esperando allí.
    ?clever —Las cosas perdidas no siempre se caen —dijo {hero}—. A veces flotan.
    ?ask —Gracias —dijo {hero}, y la criatura más pequeña se puso radiante de orgullo.
    ?patient —Algunas cosas solo aparecen cuando dejas de tener prisa —dijo {hero}.
    `,
  ),
  deliver: bi(
    `
    They carried {want} back to {owner} as carefully as if it were made of soap bubbles.
    When {owner} saw {want}, everything seemed to light up at once.
    ?old {owner} held {want} for a long moment without saying anything, which said everything.
    `,
    `
    Llevaron {want} hasta {owner} con tanto cuidado como si fuera de pompas de jabón.
    Cuando {owner} vio {want}, todo pareció iluminarse de golpe.
    ?old {owner} sostuvo {want} un buen rato sin decir nada, y eso lo decía todo.
    `,
  ),
};

export const WAY_HOME: ShapeDef = {
  key: 'way-home',
  titles: {
    en: lines(`{hero} Finds the Way\nThe Long Way Round\n{hero}, {companion} and {want}`),
    es: lines(`{hero} encuentra el camino\nEl camino más largo\n{hero}, {companion} y {want}`),
  },
  call: bi(
    `
    That afternoon {companion} spotted {clue} at the bottom of the garden and, before anyone could say “wait”, followed it.
    That afternoon something bright went skipping past the gate, leaving {clue} behind it, and {companion} could not resist.

    {hero} ran after {companion}, and {companion} ran after {clue}, and {clue} ran on and on, into {place}.
    ?young “Come back!” called {hero}. But {companion} was having far too much fun.
    ?old By the time {hero} caught up, the houses had gone, the lane had gone, and neither of them knew where they were.

    “Oh dear,” said {companion}. “Where's home?” And nobody knew.

    {helper}, {role.a}, happened to be passing. “To get home from here,” {helper} said, “you must find {want}. It always shows the way.”
    `,
    `
    Aquella tarde {companion} vio {clue} al fondo del jardín y, antes de que nadie pudiera decir «espera», fue tras el rastro.
    Aquella tarde pasó algo brillante dando saltitos junto a la verja, dejando detrás {clue}, y {companion} no pudo resistirse.

    {hero} corrió detrás de {companion}, {companion} corrió detrás {clue.del}, y {clue} siguió y siguió, hasta {place}.
    ?young —¡Vuelve! —llamó {hero}. Pero {companion} se lo estaba pasando demasiado bien.
    ?old Cuando {hero} le alcanzó, las casas habían desaparecido, el camino también, y no había manera de saber dónde estaban.

    —Ay —dijo {companion}—. ¿Dónde está nuestra casa? —Y nadie lo sabía.

    Justo pasaba por allí {helper}, {role.a}. —Para volver a casa desde aquí —dijo—, tenéis que encontrar {want}. Siempre indica el camino.
    `,
  ),
  gain: bi(
    `
    Every step took them a little nearer to {want}; they could feel it, the way you feel the morning coming.
    ?old {hero} began to recognise things: a shape of hill, a bend of path. Home was out there, somewhere ahead.
    ?young “Is that home?” asked {companion}, pointing. It wasn't. But it was closer.
    `,
    `
    Cada paso les acercaba un poco más {want.al}; lo notaban, como se nota que llega la mañana.
    ?old {hero} empezó a reconocer cosas: la forma de una colina, una curva del camino. La casa estaba ahí fuera, en algún sitio.
    ?young —¿Es esa nuestra casa? —preguntó {companion}, señalando. No lo era. Pero estaba más cerca.
    `,
  ),
  low: bi(
    `
    Then the light began to fade, and everything looked the same, and {hero} could not remember which way they had come.
    ?old {companion} said sorry, very quietly, for running off. {hero} said it didn't matter. They both knew it did, a bit.
    ?young {companion} sniffled. {hero} sniffled too. They held on to each other.
    `,
    `
    Entonces la luz empezó a apagarse, todo parecía igual, y {hero} no se acordaba de por dónde habían venido.
    ?old {companion} pidió perdón, muy bajito, por haber salido corriendo. {hero} dijo que no pasaba nada. Pero un poquito sí pasaba, y lo sabían.
    ?young {companion} sorbió por la nariz. {hero} también. Se abrazaron muy fuerte.
    `,
  ),
  earn: bi(
    `
    And then, at {heart}, they saw it: {want}.

    ?kind {hero} comforted {companion}, and in doing so stopped being frightened too; and with clear eyes {hero} saw {want}, shining just ahead.
    ?brave {hero} climbed to the highest point, though it was getting dark, and from there could see {want}, and beyond it, far away, a light that could only be home.
    ?clever {hero} remembered that they had walked with the sun on their faces, so home must be with the sun behind them; they turned round, and there was {want}.
    ?ask {hero} asked every creature they met, “Do you know the way to {want}?” and each one pointed, and the pointing made a path.
    ?patient They waited for the first star, because {helper} had said the first star always rises over {want}; and it did, exactly there.

    Now they knew the way home.
    `,
    `
    Y entonces, junto {heart.al}, lo vieron: {want}.

    ?kind {hero} consoló a {companion}, y al consolarle se le pasó también a {hero} el miedo; y con los ojos ya tranquilos vio {want}, brillando justo delante.
    ?brave {hero} subió hasta el punto más alto, aunque estaba oscureciendo, y desde allí vio {want}, y detrás, muy lejos, una luz que solo podía ser su casa.
    ?clever {hero} recordó que habían caminado con el sol de cara, así que la casa tenía que estar con el sol a la espalda; se dieron la vuelta, y allí estaba {want}.
    ?ask {hero} preguntó a cada criatura que se encontraban: —¿Sabes cómo se llega {want.al}? —Y cada una señaló, y todas las señales juntas hicieron un camino.
    ?patient Esperaron a la primera estrella, porque {helper} había dicho que la primera estrella sale siempre encima {want.del}; y así fue, justo allí.

    Ya sabían cómo volver a casa.
    `,
  ),
  deliver: bi(
    `
    {owner} would be waiting, and now, at last, they could go back to {owner}.
    ?old {companion} promised never to run off again, and then, being honest, promised to try.
    `,
    `
    {owner} estaría esperando, y ahora, por fin, podían volver.
    ?old {companion} prometió no volver a salir corriendo nunca, y luego, por ser sincer{pet.o}, prometió intentarlo.
    `,
  ),
};
