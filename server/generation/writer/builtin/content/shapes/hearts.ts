/** Stories of the heart: a shy new friend, a gift, a welcome for someone new, someone who cannot sleep. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const NEW_FRIEND: ShapeDef = {
  key: 'new-friend',
  titles: {
    en: lines(`{hero} and {want}\nA Friend for {want}\nA Friend at Last`),
    es: lines(`{hero} y {want}\nUna amistad nueva\nPor fin, una amistad`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came by with a worried look.
    Then {helper}, {role.a}, leaned over the gate. “Have you heard about {want}?”

    “Nobody has ever made friends with {want},” said {helper}. “It hides whenever anyone comes near, and I think it's lonely.”
    “{want} lives all alone near {heart},” said {helper}, “and {owner} thinks it would love a friend, if only someone could get close.”

    ?young “We could be its friend!” said {companion}.
    ?old “Maybe it isn't unfriendly,” said {hero}. “Maybe it's just shy. Shy people hide too.”
    “Follow {clue},” said {helper}, “and be gentle.”
    `,
    `
    Entonces pasó {helper}, {role.a}, con cara de preocupación.
    Entonces {helper}, {role.a}, se asomó por la verja. —¿Sabéis lo {want.del}?

    —Nadie ha conseguido nunca hacerse amigo {want.del} —dijo {helper}—. Se esconde en cuanto alguien se acerca, y creo que se siente sol{want.o}.
    —{want} vive sol{want.o} cerca {heart.del} —dijo {helper}—, y {owner} cree que le encantaría tener amigos, si alguien consiguiera acercarse.

    ?young —¡Podemos ser sus amigos! —dijo {companion}.
    ?old —A lo mejor no es antipátic{want.o} —dijo {hero}—. A lo mejor solo tiene vergüenza. La gente con vergüenza también se esconde.
    —Seguid {clue} —dijo {helper}—, y sed amables.
    `,
  ),
  gain: bi(
    `
    Here they found another sign of {want}: {clue}, and the feeling of being watched by someone who wanted to be seen.
    ?old Something moved behind them and stopped when they turned. {want} was following them, a long way back.
    ?young {companion} left a raisin on a stone, just in case. When they looked back, it was gone.
    `,
    `
    Allí encontraron otra señal {want.del}: {clue}, y la sensación de que alguien les miraba con ganas de que le vieran.
    ?old Algo se movió detrás de ellos y se paró cuando se dieron la vuelta. {want} les seguía, muy de lejos.
    ?young {companion} dejó una pasa en una piedra, por si acaso. Cuando miraron atrás, ya no estaba.
    `,
  ),
  low: bi(
    `
    But when at last they saw {want}, it gave a frightened squeak and ran away, and hid where they could not follow.
    They called, and called, but {want} would not come out, and the hiding place stayed silent.
    ?old “Maybe it doesn't want a friend,” said {companion}. {hero} did not answer; {hero} knew what it was like to hide.
    `,
    `
    Pero cuando por fin vieron {want}, dio un chillido de susto, salió corriendo y se escondió donde no podían seguirle.
    Llamaron y llamaron, pero {want} no quiso salir, y el escondite se quedó en silencio.
    ?old —A lo mejor no quiere amigos —dijo {companion}. {hero} no contestó; sabía muy bien lo que es esconderse.
    `,
  ),
  earn: bi(
    `
    {hero} sat down near the hiding place, not too near, and waited.

    ?kind {hero} left the very best thing in the bag by the hiding place, and stepped back, and said, “That's for you. You don't have to come out.” And because it didn't have to, it did.
    ?brave {hero} did the bravest thing: {hero} said, out loud, “I'm shy too. It's all right.” And a small voice from the hiding place said, “Really?”
    ?clever {hero} noticed that {want} peeped out every time {companion} laughed; so {companion} told {hero.his} silliest jokes, and {want} laughed too, and forgot to hide.
    ?ask {hero} asked {owner} what {want} liked best; {owner} said, “Songs.” So they sang, softly, and out came {want}, swaying.
    ?patient {hero} sat for a long time, very still, humming, until {want} crept out, and crept closer, and at last sat down right beside {hero}.

    And that was how {want} found a friend, and then two.
    `,
    `
    {hero} se sentó cerca del escondite, no demasiado cerca, y esperó.

    ?kind {hero} dejó junto al escondite lo mejor que llevaba en la mochila, se apartó y dijo: —Es para ti. No hace falta que salgas. —Y como no hacía falta, salió.
    ?brave {hero} hizo lo más valiente de todo: dijo en voz alta: —A mí también me da vergüenza. No pasa nada. —Y una vocecita desde el escondite dijo: —¿De verdad?
    ?clever {hero} se dio cuenta de que {want} se asomaba cada vez que {companion} se reía; así que {companion} contó sus chistes más tontos, y {want} también se rio, y se le olvidó esconderse.
    ?ask {hero} le preguntó {owner.al} qué era lo que más le gustaba {want.al}; {owner} dijo: —Las canciones. —Así que cantaron bajito, y {want} salió balanceándose.
    ?patient {hero} se quedó mucho rato sentad{hero.o}, muy quiet{hero.o}, tarareando, hasta que {want} salió despacito, se acercó despacito y por fin se sentó justo a su lado.
    ?patient {hero} se quedó mucho rato allí, sin moverse, tarareando, hasta que {want} salió despacito, se acercó despacito y por fin se sentó justo a su lado.

    Y así fue como {want} encontró un amigo, y luego dos.
    `,
  ),
  deliver: bi(
    `
    They walked back together to {owner}, {want} in the middle, and {owner} clapped for joy.
    {owner} saw the three of them coming, side by side, and smiled the widest smile of the year.
    `,
    `
    Volvieron juntos hasta {owner}, con {want} en medio, y {owner} aplaudió de alegría.
    {owner} les vio llegar a los tres, uno al lado del otro, y sonrió con la sonrisa más grande del año.
    `,
  ),
};

export const GIFT: ShapeDef = {
  key: 'gift',
  titles: {
    en: lines(`A Present for {owner}\n{hero} and {want}\nThe Perfect Present`),
    es: lines(`Un regalo para {owner}\n{hero} y {want}\nEl regalo perfecto`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, whispered a secret over the gate: it was nearly {owner.s} special day.
    Then {helper}, {role.a}, leaned over the gate with news: {owner.s} special day was coming.

    {hero} wanted to give {owner} something nobody could buy.

    “What {owner} would love most in the world,” said {helper}, “is {want}. But it is only found far away, in {place}.”
    ?old “Everybody will bring a shop present,” said {hero}. “I want to {goal}.”

    ?young “A secret present!” whispered {companion}, so loudly that the whole street heard.
    “Follow {clue},” said {helper}, “and keep it a surprise.”
    `,
    `
    Entonces {helper}, {role.a}, les contó un secreto por encima de la verja: ya casi era el día especial {owner.del}.
    Entonces {helper}, {role.a}, se asomó a la verja con una noticia: se acercaba el día especial {owner.del}.

    {hero} quería regalarle {owner.al} algo que no se pudiera comprar.

    —Lo que más ilusión le haría {owner.al} en el mundo —dijo {helper}— es {want}. Pero solo se encuentra muy lejos, en {place}.
    ?old —Todo el mundo le llevará un regalo de tienda —dijo {hero}—. Yo quiero {goal}.

    ?young —¡Un regalo secreto! —susurró {companion}, tan alto que lo oyó toda la calle.
    —Seguid {clue} —dijo {helper}—, y que sea una sorpresa.
    `,
  ),
  gain: bi(
    `
    {hero} found the next part of the present here and wrapped it carefully in a handkerchief.
    ?old Bit by bit the present was coming together: a little from here, a little from there, all of it from the heart.
    ?young “Is it nearly ready?” asked {companion}. “Nearly,” said {hero}. “Don't tell.”
    `,
    `
    {hero} encontró allí otra parte del regalo y la envolvió con cuidado en un pañuelo.
    ?old Poco a poco el regalo iba tomando forma: un poco de aquí, un poco de allá, todo hecho con cariño.
    ?young —¿Ya está casi? —preguntó {companion}. —Casi —dijo {hero}—. No se lo digas a nadie.
    `,
  ),
  low: bi(
    `
    Then {hero} tripped, and the handkerchief flew open, and everything they had gathered scattered far and wide.
    Then they looked in the bag, and the present was crushed and spoiled, all of it.
    ?old “There's no time to start again,” said {companion}. They both knew it was true.
    `,
    `
    Entonces {hero} tropezó, el pañuelo se abrió, y todo lo que habían reunido salió volando y se desperdigó.
    Entonces miraron en la mochila, y el regalo estaba aplastado y estropeado, todo entero.
    ?old —No hay tiempo para empezar otra vez —dijo {companion}. {hero} también lo sabía.
    `,
  ),
  earn: bi(
    `
    {hero} looked at what was left, and thought about {owner}.

    ?kind {hero} remembered that the best presents are not about being perfect; {hero} put together what was left, and added a drawing, and a note that said exactly how much {owner} was loved.
    ?brave {hero} went back the hard way, the way they had been scared of, and found {want} again, just where the first had been.
    ?clever {hero} used the broken bits to make something new, something even better, that nobody had ever thought of.
    ?ask {hero} asked everyone they had met on the way, and each of them gave a little something, so the present became a present from everyone.
    ?patient {hero} sat down and gathered every last scrap, slowly, one by one, and by the time the sun was low, it was all there again.

    And so the present was ready after all.
    `,
    `
    {hero} miró lo que quedaba, y pensó en {owner}.

    ?kind {hero} se acordó de que los mejores regalos no tienen que ser perfectos; juntó lo que quedaba, añadió un dibujo y una nota que decía exactamente cuánto quería {owner.al}.
    ?brave {hero} volvió por el camino difícil, el que les daba miedo, y encontró otra vez {want}, justo donde había estado el primero.
    ?clever {hero} usó los trocitos rotos para hacer algo nuevo, algo todavía mejor, que no se le había ocurrido nunca a nadie.
    ?ask {hero} les pidió ayuda a todos los que habían conocido por el camino, y cada uno aportó algo, así que el regalo pasó a ser de todos.
    ?patient {hero} se sentó y fue recogiendo hasta el último trocito, despacio, uno a uno, y cuando el sol ya estaba bajo, volvía a estar todo.

    Y así, al final, el regalo estuvo listo.
    `,
  ),
  deliver: bi(
    `
    When {owner} opened it, {owner} was quiet for a long moment, and then gave {hero} the biggest hug in the world.
    {owner} held the present and said, “Nobody has ever given me anything like this,” and it was true.
    `,
    `
    Cuando {owner} lo abrió, se quedó un buen rato sin decir nada, y luego le dio a {hero} el abrazo más grande del mundo.
    {owner} sostuvo el regalo y dijo: —Nunca nadie me había regalado algo así. —Y era verdad.
    `,
  ),
};

export const WELCOME: ShapeDef = {
  key: 'welcome',
  titles: {
    en: lines(`A Very Special Welcome\n{hero} and {want}\nA Welcome for {owner}`),
    es: lines(`Bienvenida para {owner}\n{hero} y {want}\nUna bienvenida especial`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, brought the news: {owner} was arriving soon, and had nobody to welcome them.
    Then {helper}, {role.a}, came by with a secret: someone new was coming, {owner}.

    {hero} wanted the welcome to be perfect.

    ?baby “A new baby doesn't know anything about the world,” said {hero}. “Someone has to show them the good bits.”
    ?moving “Being new somewhere is the hardest thing,” said {hero}, who knew all about it.
    “What would make {owner} feel at home?” asked {companion}. “{want},” said {helper}. “But it is only found in {place}.”

    ?young “Let's go and get it!” said {companion}.
    ?old {hero} decided at once: they would {goal}, whatever it took.
    “Follow {clue},” said {helper}.
    `,
    `
    Entonces {helper}, {role.a}, trajo la noticia: {owner} llegaba muy pronto, y no tenía a nadie que le diera la bienvenida.
    Entonces pasó {helper}, {role.a}, con un secreto: iba a llegar alguien nuevo, {owner}.

    {hero} quería que la bienvenida fuera perfecta.

    ?baby —Un bebé no sabe nada del mundo —dijo {hero}—. Alguien tiene que enseñarle las cosas bonitas.
    ?moving —Ser nuevo en un sitio es lo más difícil —dijo {hero}, que sabía mucho de eso.
    —¿Qué haría que {owner} se sintiera en casa? —preguntó {companion}. —{want} —dijo {helper}—. Pero solo se encuentra en {place}.

    ?young —¡Vamos a buscarlo! —dijo {companion}.
    ?old {hero} lo decidió enseguida: iban a {goal}, costara lo que costara.
    —Seguid {clue} —dijo {helper}.
    `,
  ),
  gain: GIFT.gain,
  low: bi(
    `
    But then they heard that {owner} was already nearly here, and they were still so far away.
    ?old “We'll miss it,” said {companion}. “We'll miss the welcome.” {hero} felt it like a stone in a shoe.
    ?young {hero} looked at the sky, and the sky looked like it was hurrying.
    `,
    `
    Pero entonces se enteraron de que {owner} ya casi había llegado, y ellos seguían lejísimos.
    ?old —Nos lo vamos a perder —dijo {companion}—. Nos vamos a perder la bienvenida. —{hero} lo sintió como una piedra en el zapato.
    ?young {hero} miró al cielo, y el cielo parecía tener prisa.
    `,
  ),
  earn: GIFT.earn,
  deliver: bi(
    `
    They got there just in time, and gave {owner} {want}, and said the words they had practised all the way: “Welcome. We're glad you're here.”
    {owner} looked at {want}, and at {hero}, and at {companion}, and for the first time felt at home.
    `,
    `
    Llegaron justo a tiempo, le dieron {want} {owner.al}, y dijeron las palabras que habían ensayado todo el camino: —Bienvenid{owner.o}. Nos alegra que estés aquí.
    {owner} miró {want}, y a {hero}, y a {companion}, y por primera vez se sintió en casa.
    `,
  ),
};

const SLEEPLESS_LOW = bi(
  `
  But when they reached the place where {want} should have been, there was nothing there at all.
  ?old {companion} yawned, and {hero} yawned, and for a terrible moment both of them nearly fell asleep right there, with nothing done.
  `,
  `
  Pero cuando llegaron al sitio donde tenía que estar {want}, allí no había nada de nada.
  ?old {companion} bostezó, y {hero} bostezó, y por un momento terrible casi se duermen allí mismo, sin haber hecho nada.
  `,
);

export const SLEEPLESS: ShapeDef = {
  key: 'sleepless',
  titles: {
    en: lines(`{hero} and the Sleepless {owner.bare}\nA Lullaby for {owner}\nWhen {owner} Couldn't Sleep`),
    es: lines(`{hero} y {owner}\nUna nana para {owner}\nCuando {owner} no podía dormir`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came by, yawning enormously.
    Then {helper}, {role.a}, knocked softly on the window, looking very tired indeed.

    “It's {owner},” said {helper}. “{owner} hasn't slept for three nights, and nothing helps.”
    “Nobody in {place} can sleep,” said {helper}, “because {owner} is awake all night, and when {owner} is awake, everybody is.”

    “There is one thing that always works,” said {helper}: “{want}. But it's far away, and I'm far too sleepy to fetch it.”
    ?young “We'll get it!” said {companion}, and then yawned too, because yawns are catching.
    ?old {hero} understood about not being able to sleep, and said yes before {helper} had finished asking.
    `,
    `
    Entonces pasó {helper}, {role.a}, con un bostezo enorme.
    Entonces {helper}, {role.a}, dio unos golpecitos en la ventana, con cara de muchísimo sueño.

    —Es {owner} —dijo {helper}—. Lleva tres noches sin dormir, y no hay nada que funcione.
    —En {place} no duerme nadie —dijo {helper}—, porque {owner} se pasa la noche despiert{owner.o}, y si {owner} no duerme, no duerme nadie.

    —Solo hay una cosa que funciona siempre —dijo {helper}—: {want}. Pero está muy lejos, y yo tengo demasiado sueño para ir.
    ?young —¡Nosotros vamos! —dijo {companion}, y luego bostezó también, porque los bostezos se contagian.
    ?old {hero} sabía lo que es no poder dormir, y dijo que sí antes de que {helper} terminara de preguntar.
    `,
  ),
  gain: bi(
    `
    Here they found {clue} again, leading on towards {heart}.
    ?old Even the creatures here looked tired; everyone they met asked the same thing: “Are you going to help {owner}?”
    ?young {companion} yawned. {hero} yawned. A {creature.bare} nearby yawned too.
    `,
    `
    Allí volvieron a encontrar {clue}, que seguía hacia {heart}.
    ?old Hasta las criaturas de allí parecían cansadas; todos los que se encontraban preguntaban lo mismo: —¿Vais a ayudar {owner.al}?
    ?young {companion} bostezó. {hero} bostezó. Por allí cerca, otro animalito bostezó también.
    `,
  ),
  low: SLEEPLESS_LOW,
  earn: bi(
    `
    At {heart}, at last, they found {want}, but it was not enough on its own; something else was needed.

    ?kind {hero} realised that {owner} was not just sleepless but lonely in the long nights; so they stayed, and {hero} told a story, softly, and {owner.s} eyes began to close.
    ?brave {hero} went into the darkest corner, where {want} was hidden, and brought it out into the moonlight, where it shone.
    ?clever {hero} noticed that {owner} was too warm and too bright and too busy to sleep; they dimmed the light, and smoothed the blankets, and hummed, and that did it.
    ?ask {hero} asked everyone in {place} to be quiet, just for a while, all together; and in the hush, {owner} gave a great sigh, and slept.
    ?patient {hero} sat with {owner} and breathed slowly, in and out, in and out, and {owner} breathed with {hero}, slower and slower, until the breathing turned to dreams.
    `,
    `
    Junto {heart.al} encontraron por fin {want}, pero no bastaba; hacía falta algo más.

    ?kind {hero} se dio cuenta de que {owner.al} no solo le faltaba sueño: se sentía sol{owner.o} en las noches largas. Así que se quedaron, {hero} contó un cuento bajito, y {owner.al} se le empezaron a cerrar los ojos.
    ?brave {hero} entró en el rincón más oscuro, donde estaba escondid{want.o} {want}, y lo sacó a la luz de la luna, donde brilló.
    ?clever {hero} se dio cuenta de que {owner} tenía demasiado calor, demasiada luz y demasiadas cosas en la cabeza para dormir; bajaron la luz, estiraron las mantas, tararearon, y funcionó.
    ?ask {hero} les pidió a todos en {place} que hicieran silencio, solo un ratito, todos a la vez; y en el silencio, {owner} soltó un gran suspiro y se durmió.
    ?patient {hero} se sentó junto {owner.al} y respiró despacio, dentro y fuera, dentro y fuera, y {owner} respiró a la vez, cada vez más despacio, hasta que la respiración se convirtió en sueños.
    `,
  ),
  deliver: bi(
    `
    {owner} slept, and all of {place} let out a long, grateful sigh and slept too.
    ?old Very quietly, so as not to wake anyone, they tiptoed away, grinning.
    `,
    `
    {owner} se durmió, y todo {place} soltó un largo suspiro de alivio y se durmió también.
    ?old Muy bajito, para no despertar a nadie, se alejaron de puntillas, sonriendo.
    `,
  ),
};
