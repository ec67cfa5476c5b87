/**
 * Small happenings on the way that show who the companion is: each one told whole, once a story, and
 * only where it fits (a splash needs water, a chase needs a place with birds or plants).
 */

import { script } from '../../grammar/template';

export const ANECDOTES = [
  script(
    `
    ?water On the way, {companion} leaned over the edge of {water} to look at {companion.his} reflection, leaned a little too far, and went in with a splash.
    ?water {hero} fished {companion} out, dripping and astonished, with a tiny piece of weed on {companion.his} head like a hat.
    ?water “I meant to do that,” said {companion} with great dignity, and sneezed.
    `,
    `
    ?water Por el camino, {companion} se asomó a la orilla {water.del} para verse reflejad{pet.o}, se asomó un poquito de más, y se cayó con un chapuzón.
    ?water {hero} sacó a {companion} del agua, chorreando y con cara de asombro, con un trocito de alga en la cabeza como un sombrero.
    ?water —Lo he hecho a propósito —dijo {companion} con mucha dignidad, y estornudó.
    `,
  ),
  script(
    `
    ?birds A bird landed on {companion.s} head and sat there, quite at home, as if {companion} were a very good hill.
    ?birds {companion} walked very carefully for a long time, trying not to disturb it, with {companion.his} eyes crossed looking up.
    ?birds At last the bird flew off, and {companion} said, “I think it liked me,” and looked pleased for the rest of the afternoon.
    `,
    `
    ?birds Un pájaro se posó en la cabeza de {companion} y se quedó allí tan a gusto, como si {companion} fuera una colina estupenda.
    ?birds {companion} caminó un buen rato con muchísimo cuidado para no molestarlo, bizqueando de tanto mirar hacia arriba.
    ?birds Por fin el pájaro se fue volando, y {companion} dijo: —Creo que le he caído bien. —Y estuvo content{pet.o} toda la tarde.
    `,
  ),
  script(
    `
    {companion} found something shiny on the ground and insisted on carrying it.
    It turned out to be a button, a perfectly ordinary button, but {companion} said it was the best button in {place}, and perhaps it was.
    ?old “What will you do with it?” asked {hero}. “Keep it,” said {companion}, “until I know what it's for.”
    `,
    `
    {companion} encontró algo brillante en el suelo y se empeñó en llevarlo.
    Resultó ser un botón, un botón normal y corriente, pero {companion} dijo que era el mejor botón {place.del}, y a lo mejor lo era.
    ?old —¿Y qué vas a hacer con él? —preguntó {hero}. —Guardarlo —dijo {companion}— hasta que sepa para qué sirve.
    `,
  ),
  script(
    `
    ?plants {companion} sniffed a flower, sneezed, sniffed it again to check, and sneezed even harder.
    ?plants “It's a sneezing flower,” said {companion}, “I've discovered a new kind.” {hero} said they should name it after {companion}.
    ?plants So it is, to this day, at least in their family, the {companion} Sneezewort.
    `,
    `
    ?plants {companion} olió una flor, estornudó, la volvió a oler para comprobarlo, y estornudó todavía más fuerte.
    ?plants —Es una flor de estornudar —dijo {companion}—. He descubierto una especie nueva. —{hero} dijo que había que ponerle su nombre.
    ?plants Y así se llama desde entonces, al menos en su familia: la estornudera de {companion}.
    `,
  ),
  script(
    `
    {companion} decided to walk backwards for a while, to see where they had been.
    This worked very well until {companion} walked into {hero}, and they both sat down in a heap, laughing.
    ?old “Looking back is useful,” said {hero}, picking {hero.self} up, “but only in small doses.”
    `,
    `
    {companion} decidió andar un rato hacia atrás, para ver por dónde habían pasado.
    Funcionó muy bien hasta que chocó con {hero}, y acabaron {hero} y {companion} por el suelo, partiéndose de risa.
    ?old —Mirar atrás está bien —dijo {hero}, levantándose—, pero a poquitos.
    `,
  ),
  script(
    `
    ?air A dandelion clock floated past, and {companion} chased it, and it floated faster, and {companion} chased faster.
    ?air In the end the dandelion clock landed on {hero.s} nose, which {companion} said was cheating.
    ?air “Make a wish,” said {companion}. {hero} did. It was about {owner}.
    `,
    `
    ?air Pasó flotando un vilano de diente de león, y {companion} fue tras él, y el vilano flotó más deprisa, y {companion} corrió más deprisa.
    ?air Al final el vilano aterrizó en la nariz de {hero}, y {companion} dijo que eso era trampa.
    ?air —Pide un deseo —dijo {companion}. {hero} lo pidió. Tenía que ver con {owner}.
    `,
  ),
  script(
    `
    {companion} found a stick exactly the right size for a walking stick, and then a better one, and then a better one still.
    By the time they went on, {companion} was carrying five walking sticks and could barely walk at all.
    ?young In the end {companion} kept just one, the first one, which had been the best all along.
    ?old “The first one was the best,” admitted {companion}, putting the others down. “It usually is,” said {hero}, “but you have to check.”
    `,
    `
    {companion} encontró un palo del tamaño justo para usarlo de bastón, y luego otro mejor, y luego otro todavía mejor.
    Cuando siguieron, {companion} llevaba cinco bastones y casi no podía andar.
    ?young Al final {companion} se quedó solo con uno, el primero, que había sido el mejor desde el principio.
    ?old —El primero era el mejor —reconoció {companion}, dejando los demás—. Suele serlo —dijo {hero}—, pero hay que comprobarlo.
    `,
  ),
  script(
    `
    {hero} taught {companion} a clapping game as they walked: clap, clap, knees, clap.
    ?paws {companion} had trouble with the clapping part, having paws, but was excellent at the knees.
    ?wings {companion} clapped with both wings, which made a lovely whumph and blew {hero.s} hair about.
    ?!paws ?!wings {companion} invented a version of {companion.his} own, which was louder and had more spinning.
    They got faster and faster until they both fell over, which is the proper way to end a clapping game.
    `,
    `
    Mientras andaban, {hero} le enseñó a {companion} un juego de palmas: palma, palma, rodillas, palma.
    ?paws A {companion} le costaban las palmas, con aquellas patitas, pero las rodillas le salían de maravilla.
    ?wings {companion} daba palmas con las dos alas, que hacían un «fuump» precioso y le despeinaban a {hero}.
    ?!paws ?!wings {companion} se inventó una versión propia, más ruidosa y con más vueltas.
    Fueron cada vez más deprisa, hasta que {hero} y {companion} se cayeron al suelo, que es como hay que terminar un juego de palmas.
    `,
  ),
  script(
    `
    ?!space {companion} found a puddle, or something very like one, and jumped in it with all {companion.his} weight.
    ?!space ?rain It was a magnificent splash. {hero} was soaked, {companion} was soaked, and a passing {creature.bare} was slightly damp and very offended.
    ?!space ?!rain It turned out to be mostly mud. {companion} was delighted. {hero} was less delighted, and muddier.
    ?space {companion} found that on the Moon you could jump as high as a house, and did, again and again, shouting “Look!” every time.
    ?space “I'm flying!” shouted {companion}. “You're falling very slowly,” said {hero}. “Same thing,” said {companion}, “from up here.”
    `,
    `
    ?!space {companion} encontró un charco, o algo muy parecido, y saltó dentro con todas sus fuerzas.
    ?!space ?rain Fue un chapuzón magnífico: salpicó a {hero}, a {companion} y a {creature.a} que pasaba por allí y que puso cara de muy pocos amigos.
    ?!space ?!rain Resultó ser sobre todo barro. {companion} estaba encantad{pet.o}. {hero} no tanto, y con más barro.
    ?space {companion} descubrió que en la luna se podía saltar tan alto como una casa, y saltó, una y otra vez, gritando «¡Mira!» cada vez.
    ?space —¡Estoy volando! —gritó {companion}. —Estás cayendo muy despacio —dijo {hero}. —Desde aquí arriba es lo mismo —dijo {companion}.
    `,
  ),
  script(
    `
    {companion} asked a question, and then another, and then forty more, without waiting for any of the answers.
    ?toddler Why? Why? Why? Why? “Because,” said {hero}. “Oh,” said {companion}. “Why?”
    ?!toddler Why is the sky that colour? Where do paths go when nobody is walking on them? What does {owner} have for breakfast?
    {hero} answered the last one, which was the easiest, and {companion} was quite satisfied.
    `,
    `
    {companion} hizo una pregunta, y luego otra, y luego cuarenta más, sin esperar ninguna respuesta.
    ?toddler ¿Por qué? ¿Por qué? ¿Por qué? —Porque sí —dijo {hero}. —Ah —dijo {companion}—. ¿Y por qué?
    ?!toddler ¿Por qué el cielo es de ese color? ¿Adónde van los caminos cuando no los anda nadie? ¿Qué desayunará {owner}?
    {hero} contestó a la última, que era la más fácil, y {companion} se quedó tan satisfech{pet.o}.
    `,
  ),
];
