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
    Then {helper}, {role.a}, [[came by|came hurrying up the lane|stopped by the gate|popped round|came along the path]] [[with a worried look|looking worried|with a troubled frown|with news that was not [happy|delighted] news|looking [very|remarkably] thoughtful indeed]].
    Then {helper}, {role.a}, [[leaned over the gate|stopped at the window|came to the door|waved from the path]] [[and said|and asked|and said, in a low voice|with a sigh]], “[[Have you heard about|Do you know about|Has anyone told you about|Have you ever met]] {want}?”

    “Nobody has ever made friends with {want},” [[said|sighed|explained]] {helper}. “It [[hides|runs off|ducks out of sight|slips away]] whenever anyone comes [[near|close|along]], and [[I think it's lonely|I think it's lonely in there|it must be lonely, all on its own|I don't think it likes being alone at all]].”
    ?!toddler “{want} lives all alone near {heart},” said {helper}, “and {owner} thinks it would love a friend, [[if only someone could get close|if only someone were gentle enough|if anyone could stay still long enough|if only someone would try]].”
    ?!toddler “{owner} [[is [worried|anxious] about|keeps thinking about|can't stop fretting about]] {want},” said {helper}. “It [[lives|hides|lives all by itself]] [[near|out by]] {heart}, and [[every time anyone waves|whenever anyone says hello|if anyone comes too close]], it [[vanishes|hides|is gone in a blink]].”

    ?young “We could be its friend!” [[said|cried|squeaked|called]] {companion}, [[bouncing|already at the gate|wriggling with excitement|very [pleased|delighted] with the idea]].
    ?old “Maybe it isn't unfriendly,” [said|remarked] {hero}[[| slowly| after a moment| thoughtfully]]. “Maybe it's just shy. [[Shy people hide too.|Shy ones hide; it's what shy means.|I know what that's like.|Hiding isn't the same as not wanting friends.]]”
    “Follow {clue},” said {helper}, “[[and be gentle|and go gently|and don't rush it|and take your time]].”
    “[[You'll know you're close when you see|Look out for|Keep an eye out for|The way there is marked by]] {clue},” said {helper}. “[[And be gentle with it, won't you?|And go softly past {station}.|Quiet voices, mind, and quiet steps.|And don't make any sudden noises near {heart}.|And remember, shy ones need time.]]”
    `,
    `
    Entonces [[pasó|llegó corriendo|se paró junto a la verja|apareció por el camino]] {helper}, {role.a}, [[con cara de preocupación|muy preocupad{role.o}|con el ceño fruncido|con una noticia que no era alegre]].
    Entonces {helper}, {role.a}, [[se asomó por la verja|se acercó a la ventana|llamó a la puerta|saludó desde el camino]]. —[[¿Sabéis lo|¿Os habéis enterado de lo|¿Os han contado lo]] {want.del}?

    —Nadie ha conseguido nunca hacerse amigo {want.del} —[[dijo|suspiró|explicó]] {helper}—. [[Se esconde|Sale corriendo|Desaparece]] en cuanto alguien se [[acerca|asoma|le saluda]], y [[creo que se siente sol{want.o}|me parece que está muy sol{want.o}|yo creo que le da pena estar sol{want.o}]].
    ?!toddler —{want} vive sol{want.o} cerca {heart.del} —dijo {helper}—, y {owner} cree que le encantaría tener amigos, [[si alguien consiguiera acercarse|si alguien tuviera la paciencia de acercarse|si alguien se acercara con cuidado]].
    ?!toddler —{owner} [[está preocupad{owner.o} por|no deja de pensar en]] {want} —dijo {helper}—. Vive [[escondid{want.o}|sol{want.o}]] cerca {heart.del}, y [[en cuanto alguien saluda|si alguien se acerca demasiado|cada vez que alguien pasa]], [[desaparece|se esconde|se esfuma en un momento]].

    ?young —¡Podemos ser sus amigos! —[[dijo|gritó|exclamó]] {companion}, [[dando saltitos|ya junto a la verja|muy contento con la idea|sin poder estarse quieto]].
    ?old —A lo mejor no es antipátic{want.o} —dijo {hero}[[| despacio| al cabo de un momento| pensativamente]]—. A lo mejor solo tiene vergüenza. [[La gente con vergüenza también se esconde.|Quien tiene vergüenza se esconde; es lo que pasa.|Yo sé muy bien cómo es eso.|Esconderse no es lo mismo que no querer amigos.]]
    ?!toddler —Seguid {clue} —dijo {helper}—, [[y sed amables|e id con cuidado|y no tengáis prisa|y hablad bajito]].
    —[[Sabréis que estáis cerca cuando veáis|Fijaos bien en|El camino lo marca]] {clue} —dijo {helper}—. [[Y sed amables.|Y despacito.|Y nada de ruidos de golpe.|Y hablad bajito.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    [[Here|Just there|Right beside the path|A little further on]] they [found|discovered] another sign of {want}: {clue}, and [[the feeling of being watched by someone who wanted to be seen|the [strange|mysterious], tickly feeling that someone was peeping at them|a feeling that somebody shy was not very far away|the sense that a pair of eyes was following them]].
    [[After {station}|On the far side of {station}|Once they were past {station}]], {companion} [[spotted|found|pointed at]] {clue} [[again|once more|in the dust]], [[and whispered that {want} must have been watching|and they both felt someone shy was near|and a [tiny|minuscule] rustle came from somewhere close]][[.|, so they spoke [very|remarkably] softly.]]
    ?toddler [[Shh|Hush|Softly]], {want} [[is near|is watching|is close]].
    ?old [[Something moved|A shadow shifted|Something rustled|A [small|diminutive] shape slipped]] [[behind them|at the edge of sight|just behind the last bend]] and [[stopped|froze|went still]] when they turned. {want} was following them, [[a long way back|well behind|at a [careful|painstaking] distance|as [quietly|noiselessly] as it could]].
    ?young {companion} left [[a raisin|a crumb of biscuit|a [shiny|glittering] button|a [tiny|minuscule] pebble, the prettiest one]] on [[a stone|the path|a flat place]], just in case. When they [[looked back|turned round|peeped back]], it was [[gone|gone already|not there any more]].
    ?young [[Every time they stopped|Whenever they [looked|glanced] back|Once, then twice]], {hero} [[thought|was almost sure]] [[something small stopped too|something [small|diminutive] was peeping at them|a little face ducked out of sight]], [[and that made {companion} giggle|and {companion} waved, just in case|and {hero} smiled and [walked|wandered] on softly]].
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    [[Allí|Justo al lado del camino|Un poco más adelante|Allí mismo]] encontraron otra señal {want.del}: {clue}, y [[la sensación de que alguien les miraba con ganas de que le vieran|la impresión de que alguien tímido andaba cerca|una cosquilla en la nuca, como cuando alguien te mira a escondidas|la sensación de que unos ojitos les seguían]].
    [[Después {station.del}|Al otro lado {station.del}|Una vez pasad{station.o} {station}]], {companion} [[vio|encontró|señaló]] {clue} [[otra vez|una vez más|en el suelo]], [[y susurró que {want} les estaría mirando|y los dos notaron que alguien tímido andaba cerca|y se oyó un crujidito muy cerca]][[.|, así que hablaron muy bajito.]]
    ?toddler [[Chis|Chitón|Despacito]], {want} [[está cerca|les mira|anda por aquí]].
    ?old [[Algo se movió|Una sombra se deslizó|Algo crujió|Una cosa pequeña se escurrió]] [[detrás de ellos|al borde de la vista|justo tras la última curva]] y se [[paró|quedó quieta]] cuando se dieron la vuelta. {want} les seguía, [[muy de lejos|a mucha distancia|con muchísimo cuidado|sin hacer ruido]].
    ?young {companion} dejó [[una pasa|una miguita de galleta|un botón brillante|la piedrecita más bonita]] en [[una piedra|el camino|un sitio llano]], por si acaso. Cuando [[miraron atrás|se dieron la vuelta|volvieron a mirar]], [[ya no estaba|había desaparecido|ya no quedaba nada]].
    ?young [[Cada vez que se paraban|Siempre que miraban atrás|Una vez, y luego otra]], a {hero} le parecía que [[algo pequeño se paraba también|una carita se escondía deprisa|alguien les espiaba]], [[y {companion} se reía bajito|y {companion} saludaba, por si acaso|y {hero} sonreía y seguía andando despacio]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    But when at last they saw {want}, it gave [[a frightened squeak|a little gasp|a startled cry|one [worried|anxious] look]] and [[ran away|darted off|scurried away|was gone in a flash]], and hid [[where they could not follow|somewhere too small to follow|in the deepest corner it could find]].
    ?!toddler They [[called|called softly|whispered|waited and called]], and called [[again|once more|a third time]], but {want} would not come out, and [[the hiding place stayed silent|nothing moved at all|there was only silence|the hiding place stayed dark and still]].
    ?old “Maybe it doesn't want a friend,” [said|remarked] {companion}[[| quietly| in a small voice| at last]]. {hero} did not answer; {hero} [[knew what it was like to hide|had hidden too, once|remembered wanting to be [found|discovered] and being too shy to say so]].
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Pero cuando por fin vieron {want}, dio [[un chillido de susto|un respingo|un gritito asustado]], [[salió corriendo|se escabulló|echó a correr]] y se escondió [[donde no podían seguirle|en un rincón demasiado pequeño para seguirle|en el hueco más escondido que encontró]].
    [[Llamaron|Llamaron bajito|Susurraron|Esperaron y llamaron]] y [[llamaron|volvieron a llamar|llamaron otra vez]], pero {want} no quiso salir, y [[el escondite se quedó en silencio|no se movió nada|solo hubo silencio|el escondite siguió oscuro y quieto]].
    ?old —A lo mejor no quiere amigos —dijo {companion}[[| bajito| con un hilo de voz| por fin]]. {hero} no contestó; [[sabía muy bien lo que es esconderse|también se había escondido alguna vez|se acordaba de lo que es querer que te encuentren y no atreverse a decirlo]].
    `,
  ),
  earn: bi(
    `
    {hero} sat down near the hiding place, [[not too near|but not too near|at a friendly distance|close enough to be heard]], and [[waited|waited quietly|waited, and waited some more|did not say anything at all for a while]].
    {hero} [[knelt|sat down|settled]] [[on the ground|a little way off|where the hiding place could see]] and [[kept [very|remarkably] still|let {companion} curl up beside {hero.him}|folded {hero.his} hands in {hero.his} lap]], [[the way you do near someone shy|because shy things need time|and waited]].

    ?kind {hero} left [[the very best thing in the bag|the last biscuit|the shiniest thing in {hero.his} pocket]] by the hiding place, and stepped back, and said, “That's for you, [[little one|from us|and for nobody else]]. [[You don't have to come out.|You can stay in there as long as you like.|No need to come out, not unless you want to.]]” [[And because it didn't have to, it did.|And because nobody made it, out it came.|After a while, a small nose appeared, and then the rest of {want}.|Slowly, [slowly|unhurriedly], {want} peeped out, and then came all the way.|By the time {companion} had counted to twenty, {want} was sitting beside them.]]
    ?brave {hero} did the bravest thing: {hero} said, out loud, “[[I'm shy too.|I get shy too.|I hide sometimes too.]] It's all right.” And [[a small voice from the hiding place said|a [tiny|minuscule] voice answered|from the hiding place came a whisper]], “Really?”
    ?clever {hero} noticed that {want} peeped out every time {companion} laughed; so {companion} told [[{companion.his} silliest jokes|the one about the wobbly jelly|every joke {companion.he} knew]], and {want} laughed too, and forgot to hide.
    ?ask {hero} asked {owner} what {want} liked best; {owner} said, “[[Songs.|Songs, soft ones.|Humming.]]” So they sang, [[softly|very quietly|the gentlest song they knew]], and out came {want}, swaying.
    ?!toddler ?patient {hero} sat for a long time, [very|remarkably] still, [[humming|humming under {hero.his} breath|watching the light change]], until {want} crept out, and crept closer, and at last sat down right beside {hero}.

    And that was how {want} [found|discovered] a friend, [[and then two|and then another|and then two at once|and, by the end of the day, two]][[.|, and never hid from them again.|, and stopped being quite so shy.]]
    `,
    `
    {hero} se sentó cerca del escondite, [[no demasiado cerca|pero no muy cerca|a una distancia amable|lo bastante cerca para que le oyeran]], y [[esperó|esperó en silencio|esperó, y esperó un poco más|no dijo nada durante un buen rato]].
    {hero} se [[sentó|acomodó]] [[en el suelo|un poco apartado del escondite|donde se le pudiera ver bien]] y [[no movió ni un dedo|dejó que {companion} se acurrucara a su lado|juntó las manos sobre las rodillas]], [[como se hace cerca de alguien tímido|porque lo tímido necesita tiempo|y esperó]].

    ?kind {hero} dejó junto al escondite [[lo mejor que llevaba en la mochila|la última galleta|lo más brillante que tenía en el bolsillo]], se apartó y dijo: —Es para ti. No hace falta que salgas. —[[Y como no hacía falta, salió.|Y como nadie le obligaba, salió.|Al rato asomó una naricilla, y luego todo lo demás.]]
    ?brave {hero} hizo lo más valiente de todo: dijo en voz alta: —[[A mí también me da vergüenza.|Yo también me escondo a veces.|A mí también me pasa.]] [[No pasa nada.|No es nada malo, de verdad.|Nadie se va a reír de ti.|Aquí estamos, sin prisa ninguna.]] —Y [[una vocecita desde el escondite dijo|desde el escondite contestó un susurro|una voz chiquitita preguntó]]: —¿De verdad?
    ?clever {hero} se dio cuenta de que {want} se asomaba cada vez que {companion} se reía; así que {companion} contó [[sus chistes más tontos|el chiste del flan que temblaba|todos los chistes que se sabía]], y {want} también se rio, y se le olvidó esconderse.
    ?!toddler ?ask {hero} le preguntó {owner.al} qué era lo que más le gustaba {want.al}; {owner} dijo: —[[Las canciones.|Las canciones suaves.|Que le tarareen.]] —Así que cantaron [[bajito|muy flojito|la canción más dulce que sabían]], y {want} salió balanceándose.
    ?patient {hero} se quedó mucho rato sentad{hero.o}, muy quiet{hero.o}, tarareando, hasta que {want} salió despacito, se acercó despacito y por fin se sentó justo a su lado.
    ?!toddler ?patient {hero} se quedó mucho rato allí, sin moverse, tarareando, hasta que {want} salió despacito, se acercó despacito y por fin se sentó justo a su lado.

    Y así fue como {want} encontró un amigo, [[y luego dos|y luego otro|y enseguida dos|y antes de acabar el día, dos]][[.|, y nunca más se escondió de ellos.|, y dejó de ser tan tímid{want.o}.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They walked back together to {owner}, {want} in the middle, and {owner} [[clapped for joy|laughed out loud|clasped both hands|could hardly believe it]].
    {owner} saw the three of them coming, side by side, and [[smiled the widest smile of the year|beamed from ear to ear|waved and waved|had to sit down from happiness]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Volvieron juntos hasta {owner}, con {want} en medio, y {owner} [[aplaudió de alegría|se echó a reír de contento|juntó las manos|casi no se lo podía creer]].
    {owner} les vio llegar a los tres, uno al lado del otro, y [[sonrió con la sonrisa más grande del año|se le iluminó la cara|les saludó con los dos brazos|tuvo que sentarse de pura alegría]].
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
    Then {helper}, {role.a}, [[whispered a secret over the gate|came by with a secret|tapped on the window with a secret|leaned close with a secret]]: it was [[nearly|almost|very nearly|only a few days until]] {owner.s} [special|remarkable] day.
    Then {helper}, {role.a}, [[leaned over the gate|came hurrying up the path|stopped at the door|popped round]] with news: {owner.s} [special|remarkable] day was [[coming|coming soon|just around the corner|nearly here]].

    {hero} wanted to give {owner} something [[nobody could buy|no shop in the world could sell|made with care, not bought|that came from the heart]][[.|, something that would make {owner} smile for a week.|, and [[thought about it all morning|thought hard|knew [at once|immediately] it had to be special]].]]
    ?toddler {hero} [[had an idea|made a plan|knew at once]] [[for {owner}|straight away|with a smile]].

    “What {owner} would love most in the world,” said {helper}, “is {want}. [[But it is only found far away, in {place}, somewhere near {heart}.|But you'd have to go all the way to {place} for it, past {station} and further.|And the only place to find it is {place}, if you follow {clue}.|It can only be [found|discovered] in {place}, a long way from here.|You'd need to go right across {place} to find it, mind.|{clue} leads to it, they say, all the way to {heart}.]]”
    “{want}?” [[said {hero}|asked {companion}|repeated {hero}]]. “[[That's it|Yes|Exactly|Of course]],” said {helper}[[|, smiling|, nodding]]. “[[It's what {owner} would love best.|Nothing would please {owner} more.|{owner} has wished for it for years.]] [[But it's a long way off, in {place}.|You'll find it in {place}, if you look past {station}.|Look for it near {heart}, and follow {clue} to get there.|The trouble is, it hides in {place}, and {place} is [big|enormous].|{clue} will take you to it, if you're patient.]]”
    ?old “[[Everybody will bring a shop present|Everyone else will buy something|Shop presents are nice, but they're all the same|Anyone can buy a present]],” [said|remarked] {hero}[[| slowly|, thinking of {owner}|, chin in hands]]. “[[I want to {goal}.|I'd like to {goal}, instead.|So we'll {goal}, and that will be ours.]]”

    ?young “A secret present!” whispered {companion}, [[so loudly that the whole street heard|so loudly that a bird flew off the roof|so loudly that {helper} had to hush {companion.him}|and then clapped both {feet.bare} over {companion.his} mouth]].
    “Follow {clue},” said {helper}, “[[and keep it a surprise|and not a word to {owner}|and mum's the word|and keep it secret]].”
    `,
    `
    Entonces {helper}, {role.a}, [[les contó un secreto por encima de la verja|llegó con un secreto|dio unos golpecitos en la ventana para contarles un secreto|se acercó a contarles un secreto]]: [[ya casi era|faltaba muy poco para|en nada llegaba]] el día especial {owner.del}.
    Entonces {helper}, {role.a}, [[se asomó a la verja|llegó corriendo por el camino|se paró en la puerta|apareció de repente]] con una noticia: [[se acercaba|ya casi llegaba|estaba a la vuelta de la esquina]] el día especial {owner.del}.

    {hero} quería regalarle {owner.al} algo [[que no se pudiera comprar|que no vendieran en ninguna tienda|hecho con cariño, no comprado|que saliera del corazón]][[.|, algo que le hiciera sonreír una semana entera.|, y [[se pasó la mañana pensando|lo pensó mucho|supo enseguida que tenía que ser especial]].]]
    ?toddler {hero} [[tuvo una idea|hizo un plan|lo supo enseguida]] [[para {owner}|al momento|sonriendo]].

    —Lo que más ilusión le haría {owner.al} en el mundo —dijo {helper}— es {want}. [[Pero solo se encuentra muy lejos, en {place}.|Pero hay que ir hasta {place} a buscarlo.|Y solo se encuentra en {place}.|Solo lo hay en {place}, muy lejos de aquí.]]
    —¿{want}? —[[preguntó {hero}|preguntó {companion}|repitió {hero}]]. —[[Eso es|Sí|Exacto|Justo eso]] —dijo {helper}[[|, sonriendo|, asintiendo]]—. [[Es lo que más le gustaría {owner.al}.|Nada le haría más ilusión {owner.al}.|{owner} lo desea desde hace años.]] [[Pero está muy lejos, en {place}.|Lo encontraréis en {place}, si buscáis bien.|Solo lo hay en {place}.]]
    ?old —Todo el mundo le llevará un regalo de tienda —dijo {hero}—. Yo quiero {goal}.

    ?young —¡Un regalo secreto! —susurró {companion}, [[tan alto que lo oyó toda la calle|tan alto que un pájaro salió volando del tejado|tan alto que {helper} tuvo que mandarle callar|y enseguida se tapó la boca]].
    —Seguid {clue} —dijo {helper}—, [[y que sea una sorpresa|y ni una palabra {owner.al}|y chitón|y que nadie se entere]].
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    {hero} [found|discovered] [[the next part of the present|another piece of the present|one more bit for the present|something just right for the present]] [[here|right there|tucked away nearby|by {station}]] and wrapped it [[carefully|very carefully|gently|neatly]] in [[a handkerchief|a spotty handkerchief|a scarf|an old, soft handkerchief]][[|, smiling|, humming a little]].
    [[Here|Right there|Among the things at {station}]] {hero} [found|discovered] [[just what the present needed|exactly the right thing|one more piece of the present]], and [[tucked it away|put it safe|wrapped it up]] [[with the others|in {hero.his} pocket|in the bag]], [[and {companion} kept watch|and nobody saw|and {companion} promised not to tell]].
    ?old Bit by bit the present was coming together: [[a little from here, a little from there|one piece at {station}, another further on|something [found|discovered], something made, something saved]], [[all of it from the heart|every piece of it chosen with care|and all of it meant for {owner}|and {want} would be the best part of all|and {companion} kept count of every bit]].
    ?!toddler ?young “Is it [nearly|practically] ready?” [[asked|whispered|wondered]] {companion}, and {hero} [[whispered|said|smiled and said]], “[[Nearly|Almost|Not quite yet|Getting there]], [[but don't tell|and shh, don't tell|and it's a secret, remember|but not a word to anyone]].”
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    {hero} encontró [[allí|justo allí|muy cerca|junto {station.al}]] [[otra parte del regalo|otro trocito para el regalo|algo perfecto para el regalo|una pieza más del regalo]] y la envolvió [[con cuidado|con muchísimo cuidado|despacito|con mimo]] en [[un pañuelo|un pañuelo de lunares|una bufanda|un pañuelo viejo y suave]][[|, sonriendo|, tarareando]].
    [[Allí|Junto {station.al}|Entre las cosas de aquel sitio]] {hero} encontró [[justo lo que le faltaba al regalo|exactamente lo que hacía falta|una pieza más para el regalo]], y lo [[guardó|puso a salvo|envolvió]] [[con lo demás|en el bolsillo|en la mochila]], [[mientras {companion} vigilaba|sin que nadie lo viera|y {companion} prometió no decir nada]].
    ?old [[Poco a poco|Trocito a trocito|Paso a paso, junto {station.al},]] el regalo [[iba tomando forma|se iba haciendo|iba creciendo]]: [[un poco de aquí, un poco de allá|una pieza junto {station.al}, otra más adelante|algo encontrado, algo hecho, algo guardado]], [[todo hecho con cariño|cada trocito elegido con cuidado|y todo pensando en {owner}]].
    ?!toddler ?young —¿Ya está casi? —[[preguntó|susurró|quiso saber]] {companion}, y {hero} [[le contestó|le susurró|le dijo sonriendo]] que [[casi|casi casi|todavía no|ya faltaba poco]], [[pero que no se lo dijera a nadie|y que era un secreto|y que chitón|pero ni una palabra]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    Then {hero} [[tripped|stumbled on a stone|slipped|caught a foot]], and the handkerchief flew open, and everything they had gathered [[scattered far and wide|tumbled everywhere|went rolling off in all directions|was scattered all over the ground]].
    ?!toddler Then, [[by {station}|just past {station}|at the foot of {station}|as they came round {station}]], they [[looked in the bag|peeped into the bag|opened the bag to check]], and the present was [[crushed and spoiled|squashed flat and ruined|all broken and bent|squashed and spoiled]], [[all of it|every bit|from one end to the other]].
    ?old “There's no time to start again,” [said|remarked] {companion}[[| in a very small voice|, staring at the bits|, not looking up]], [[and {hero} knew it too|and they both knew it was true|and {hero} could not say otherwise]][[.|, not with {owner} waiting.|, not this far from {want}.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Entonces {hero} [[tropezó|dio un traspié con una piedra|resbaló|se enganchó un pie]], el pañuelo se abrió, y todo lo que habían reunido [[salió volando y se desperdigó|rodó por todas partes|quedó esparcido por el suelo|se fue rodando en todas direcciones]].
    ?!toddler Entonces, [[junto {station.al}|un poco más allá {station.del}|al pasar al lado {station.del}]], [[miraron en la mochila|abrieron la mochila para ver|echaron un vistazo a la mochila]], y el regalo estaba [[aplastado y estropeado|chafado y roto|todo doblado y roto|aplastado y hecho un desastre]], [[todo entero|de arriba abajo|de punta a punta]].
    ?old —No hay tiempo para empezar otra vez —dijo {companion}[[| con un hilo de voz| sin levantar la vista| mirando los trocitos]]. [[{hero} también lo sabía, con {owner} esperando.|Los dos sabían que era verdad, tan lejos ya {want.del}.|{hero} no supo qué contestar, allí junto {station.al}.]]
    `,
  ),
  earn: bi(
    `
    {hero} [[looked at what was left|gazed at the little heap that was left|held what was left in both hands|stood [very|remarkably] still over what was left]], and thought about {owner}[[.|, and about why it mattered.|, and took a deep breath.]]
    [[For a long moment|For a while|Quietly|Right there by {station}]], {hero} [[sat|knelt]] [[beside|over]] what was left [[and thought about {owner}|and thought hard about {want}|and remembered who it was all for|and thought of {owner.s} face]].

    ?!toddler ?kind {hero} remembered that the best presents are not about being perfect; {hero} put together what was left, and added [[a drawing|a drawing of the three of them|a little painted picture]], and a note that said exactly how much {owner} was loved.
    ?brave {hero} went back the hard way, [[the way they had been [scared|frightened] of|the steep way|the way that made {companion} shiver]], and [found|discovered] {want} again, just where the first had been.
    ?!toddler ?clever {hero} used the broken bits to make something new, something even better, [[that nobody had ever thought of|that nobody had ever seen before|that made {companion} gasp]].
    ?ask {hero} asked everyone they had met on the way, and each of them gave a little something, so the present became [[a present from everyone|a present from everyone at once|the biggest shared present ever]].
    ?!toddler ?patient {hero} sat down [[by {station}|on {ground}|right where it had fallen]] and gathered every last [[scrap|bit|crumb and thread]], [[slowly|carefully|without hurrying]], one by one, and by the time [[the sun was low|the shadows were long|the day had grown old]], it was all there again.

    And so [[the present for {owner} was ready|the present was finished, {want} and all|the present was ready by {station}|it was all ready, with {want} on top]][[.|, better than before.|, wrapped and tied and perfect in its own way.|, and {hero} let out a long, [happy|delighted] sigh at {station}.|, and {companion} did a little dance of joy round {want}.|, and {companion} gave a [happy|delighted] wriggle all over.|, and {hero} could hardly wait to see {owner.s} face.]]
    `,
    `
    {hero} [[miró lo que quedaba|contempló el montoncito que quedaba|sostuvo lo que quedaba con las dos manos|se quedó un buen rato mirando lo que quedaba]], y pensó en {owner}[[.|, y en por qué era tan importante.|, y respiró hondo.]]
    [[Durante un largo momento|Un rato|En silencio|Allí mismo, junto {station.al}]], {hero} se quedó junto a lo que quedaba [[pensando en {owner}|pensando mucho en {want}|acordándose de para quién era todo|imaginando la cara {owner.del}]][[.|, mientras {companion} esperaba.|, sin decir nada.]]

    ?!toddler ?kind {hero} se acordó de que los mejores regalos no tienen que ser perfectos; juntó lo que quedaba, añadió [[un dibujo|un dibujo de los tres|un cuadrito pintado]] y una nota que decía exactamente cuánto quería {owner.al}.
    ?brave {hero} volvió por el camino difícil, [[el que les daba miedo|el más empinado|el que hacía temblar a {companion}]], y encontró otra vez {want}, justo donde había estado el primero.
    ?!toddler ?clever {hero} usó los trocitos rotos para hacer algo nuevo, algo todavía mejor, [[que no se le había ocurrido nunca a nadie|que nadie había visto nunca|que dejó a {companion} con la boca abierta]].
    ?!toddler ?ask {hero} les pidió ayuda a [[todos los que habían conocido por el camino|cada criatura {place.del}|los vecinos, y a {helper}]], y cada uno aportó [[algo|un poquito|su granito de arena]], así que el regalo pasó a ser [[de todos|de todos a la vez|el regalo compartido más grande del mundo]].
    ?!toddler ?patient {hero} se sentó [[junto {station.al}|en el suelo|allí donde había caído todo]] y fue recogiendo hasta el último [[trocito|pedacito|hilito]], [[despacio|con mucho cuidado|sin prisa]], uno a uno, y cuando [[el sol ya estaba bajo|las sombras ya eran largas|el día ya se hacía viejo]], volvía a estar todo.

    Y así, al final, [[el regalo para {owner} estuvo listo|el regalo quedó terminado, con {want} y todo|todo estuvo preparado, allí mismo junto {station.al}|el regalo estuvo a punto, con {want} encima]][[.|, mejor que antes.|, envuelto y atado y perfecto a su manera.|, y {hero} soltó un largo suspiro de felicidad.|, y {companion} se puso a bailar.]]
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    When {owner} opened it, {owner} was quiet for [[a long moment|a long while|quite some time]], and then gave {hero} [[the biggest hug in the world|a hug that went on and on|a hug so [big|enormous] it lifted {hero} off the ground]].
    {owner} held the present and said, “[[Nobody has ever given me anything like this|I've never had a present like this|This is the best present I have ever had]],” and [[it was true|it was perfectly true|everyone could see it was true]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Cuando {owner} lo abrió, se quedó [[un buen rato|un rato largo|mucho rato]] sin decir nada, y luego le dio a {hero} [[el abrazo más grande del mundo|un abrazo que no se acababa nunca|un abrazo tan grande que {hero} se levantó del suelo]].
    {owner} sostuvo el regalo y dijo: —[[Nunca nadie me había regalado algo así.|Nunca me habían hecho un regalo como este.|Es el mejor regalo que me han hecho nunca.]] —Y [[era verdad|era la pura verdad|todos vieron que era verdad]].
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
    Then {helper}, {role.a}, [[brought the news|came by with news|hurried up with the news|leaned over the gate with news]]: {owner} was arriving [[soon|very soon|any day now|before long]], and [[had nobody to welcome them|nobody had planned a welcome at all|nobody knew a single thing about saying hello properly|there was no welcome ready]].
    Then {helper}, {role.a}, [[came by with a secret|whispered a secret over the gate|tapped on the window with a secret|stopped at the door with a secret]]: someone new was coming, {owner}[[.|, and soon.|, and everyone ought to make them feel at home.]]

    {hero} wanted [[the welcome|{owner.s} welcome|the welcome for {owner}|the hello for {owner}]] to be [[perfect|just right|the best welcome there had ever been|warm and [happy|delighted] and perfect|as bright as a birthday]][[, the kind you remember for ever.|, and started planning [at once|immediately].|, with nothing forgotten, not even {want}.|, and wrote a list with {companion}.|, so {owner} would know [straight away|immediately] they were wanted.]]
    {hero} [[thought at once|knew straight away|decided right there]] that {owner} [[deserved|should have|must have]] [[a proper welcome|the warmest welcome in the world|a welcome worth remembering]][[.|, with something [special|remarkable] in it.|, and {companion} agreed with a [happy|delighted] {call}.]]

    ?baby “[[A new baby doesn't know anything about the world|A new baby has never seen anything yet|Babies start with nothing to remember]],” said {hero}[[| softly|, smiling|, thinking of {owner}]]. “[[Someone has to show them the good bits.|Someone has to show them {want}, and {place}, and us.|We can be the first good thing they meet.]]”
    ?moving “[[Being new somewhere is the hardest thing|Being new is hard, and being new and alone is harder|The first day anywhere is the longest day]],” said {hero}, who knew all about it[[.|, having been new once too.|, and {companion} nodded.]]
    “What would make {owner} feel at home?” [[asked|wondered|said]] {companion}. “{want},” said {helper}[[| at once| with a smile| without a moment's doubt]]. “[[But it is only found in {place}, out by {heart}.|You'll only find it if you follow {clue} a long way.|And for that you'll need to go past {station} and on.|It grows, or hides, or waits, in {place}, and nowhere else.|Look for it by {heart}; that's where {owner} would want it from.]]”
    “[[What's the best welcome of all?|What would {owner} like best?|How do you say welcome properly to {owner}?|What makes somebody new feel at home?]]” [[asked|wondered|asked {helper}|said]] {hero}[[| thoughtfully| at the gate| with a frown]]. “{want},” said {helper}. “[[Go the long way through {place}, and you'll find it.|But that's far off, by {heart}.|There's some by {heart}, if you know where to look.|Follow {clue} to find it, and don't give up.|Look past {station}; I saw some there once.]]”

    ?young “[[Let's go and get it|Let's go and find {want}|We'll fetch it today|Come on, to {place}|Let's get {want} for {owner}]]!” [[said|cried|shouted|squeaked]] {companion}[[|, already halfway to the door|, hopping about|, as if it were the easiest thing in the world|, spinning round twice]].
    ?old {hero} decided [at once|immediately]: they would {goal}, [[whatever it took|however far it was|no matter what|even if it took all day]].
    “Follow {clue},” said {helper}[[.|, “and hurry.”|, “and don't dawdle.”|, “and you won't go wrong.”]]
    `,
    `
    Entonces {helper}, {role.a}, [[trajo la noticia|llegó con una noticia|vino corriendo con la noticia|se asomó a la verja con una noticia]]: {owner} llegaba [[muy pronto|enseguida|cualquier día de estos|antes de lo que nadie pensaba]], y [[no tenía a nadie que le diera la bienvenida|nadie había preparado ninguna bienvenida|no había nada preparado para recibirle]].
    Entonces [[pasó|llegó|se acercó]] {helper}, {role.a}, con un secreto: iba a llegar alguien nuevo, {owner}[[.|, y muy pronto.|, y había que hacer que se sintiera en casa.]]

    {hero} quería que [[la bienvenida|la bienvenida {owner.del}|la fiesta para {owner}]] fuera [[perfecta|estupenda|la mejor del mundo|cálida y alegre y perfecta|tan bonita como un cumpleaños]][[, de esas que se recuerdan siempre.|, y se puso a planearla enseguida.|, sin que faltara nada, ni siquiera {want}.|, y apuntó una lista con {companion}.|, para que {owner} supiera enseguida que le querían allí.]]
    {hero} [[pensó enseguida|supo al momento|decidió allí mismo]] que {owner} [[se merecía|tenía que tener]] [[una bienvenida de verdad|la bienvenida más cariñosa del mundo|una bienvenida para recordar]][[.|, con algo especial.|, y {companion} estuvo de acuerdo.]]

    ?baby —Un bebé no sabe nada del mundo —dijo {hero}—. Alguien tiene que enseñarle las cosas bonitas.
    ?moving —Ser nuevo en un sitio es lo más difícil —dijo {hero}, que sabía mucho de eso.
    ?!toddler —¿Qué haría que {owner} se sintiera en casa? —[[preguntó|dijo]] {companion}. —{want} —dijo {helper}[[| enseguida| sonriendo| sin dudarlo]]—. [[Pero solo se encuentra en {place}.|Y eso solo lo hay en {place}.|Para eso hay que ir hasta {place}.]]
    ?!toddler —[[¿Cuál es la mejor bienvenida de todas?|¿Qué es lo que más le gusta a alguien que acaba de llegar?|¿Cómo se da una buena bienvenida?]] —preguntó {hero}. —{want} —dijo {helper}—. [[Aunque solo se encuentra en {place}.|Pero eso está lejos, en {place}.|Solo lo hay en {place}.]]

    ?young —¡[[Vamos a buscarlo|Vamos a por {want}|Hoy mismo lo traemos|Allá vamos, hasta {place}|Vamos a buscar {want} para {owner}]]! —[[dijo|gritó|exclamó|chilló]] {companion}[[|, ya casi en la puerta|, dando brincos|, como si fuera lo más fácil del mundo|, dando dos vueltas]].
    ?old {hero} lo decidió enseguida: iban a {goal}, [[costara lo que costara|estuviera donde estuviera|pasara lo que pasara|aunque tardaran todo el día]].
    —Seguid {clue} —dijo {helper}[[.|—, y daos prisa.|—, y no os entretengáis.|—, y no os perderéis.]]
    `,
  ),
  gain: GIFT.gain,
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    But then they heard that {owner} was [[already [nearly|practically] here|almost there already|arriving sooner than anyone thought]], and they were still [[so far away|a long, long way off|miles from home]][[.|, with no time to spare.]]
    [[But then word came|But then a little voice on the way told them|But then they heard]] that {owner} [[was coming early|was [nearly|practically] there|would arrive before sunset]], and [[they had not even reached {heart} yet|the welcome was not ready at all|they were still far from home]].
    ?old “We'll miss it,” [said|remarked] {companion}[[| quietly| in a small voice| by {station}| looking back at {heart}]]. “[[We'll miss the welcome.|{owner} will arrive and nobody will be there.|We'll never get {want} back in time.|There are too many steps left between us and home.|All that planning, and nobody at the gate.]]” {hero} felt it [[like a stone in a shoe|like a [cold|freezing] pebble in the stomach|sit heavy and hard inside]].
    ?young {hero} [looked|glanced] at the sky, and the sky [[looked like it was hurrying|seemed to be hurrying too|was getting later and later]][[.|, and {companion} gave a worried {call}.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Pero entonces se enteraron de que {owner} [[ya casi había llegado|estaba a punto de llegar|llegaba antes de lo previsto]], y ellos seguían [[lejísimos|muy lejos|a muchísima distancia]][[.|, sin tiempo que perder.]]
    [[Pero entonces les llegó la noticia|Pero entonces alguien les contó por el camino|Pero entonces se enteraron]] de que {owner} [[llegaba antes de tiempo|ya estaba casi allí|llegaría antes de que se pusiera el sol]], y [[aún no habían llegado ni {heart.al}|la bienvenida no estaba lista|todavía estaban lejos de casa]].
    ?old —Nos lo vamos a perder —dijo {companion}[[| bajito| con un hilo de voz| junto {station.al}| mirando hacia {heart}]]—. [[Nos vamos a perder la bienvenida.|{owner} llegará y no estaremos.|No llegaremos a tiempo con {want}.|Nos quedan demasiados pasos hasta casa.]] —{hero} lo sintió [[como una piedra en el zapato|como un nudo en la tripa|pesado y duro por dentro]].
    ?!toddler ?young {hero} miró al cielo, y el cielo [[parecía tener prisa|también parecía ir deprisa|se hacía cada vez más tarde]][[.|, y {companion} soltó un «{call}» preocupado.]]
    `,
  ),
  earn: GIFT.earn,
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They got there [[just in time|with a moment to spare|at the very last minute|out of breath but in time]], and gave {owner} {want}, and said the words they had practised all the way [[from {place}|past {station}|home]]: “[[Welcome, {owner}!|Welcome, welcome!|Hello, {owner}, and welcome!]] [[We brought you {want}.|This is {want}, for you.|This is your home now too.|You belong here now.|We went all the way to {place}.|We're so [glad|overjoyed] you've come.]]”
    {owner} [looked|glanced] at {want}, and at {hero}, and at {companion}, and [[for the first time felt at home|felt, for the very first time, at home|smiled a [small|diminutive], surprised smile|knew this was a good place to be]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Llegaron [[justo a tiempo|con un momento de sobra|en el último minuto|sin aliento pero a tiempo]], le dieron {want} {owner.al}, y dijeron las palabras que habían ensayado todo el camino: —[[¡Bienvenid{owner.o}, {owner}!|¡Bienvenid{owner.o}, bienvenid{owner.o}!|Hola, {owner}, y bienvenid{owner.o}.]] [[Te hemos traído {want}.|Mira, esto es {want}.|Ahora esta también es tu casa.|Aquí ya eres de los nuestros.|Hemos ido hasta {place} a por esto.|Qué alegría que hayas venido.]]
    {owner} miró {want}, y a {hero}, y a {companion}, y [[por primera vez se sintió en casa|se sintió en casa por primera vez|sonrió con una sonrisita sorprendida|supo que aquel era un buen sitio para quedarse]].
    `,
  ),
};

const SLEEPLESS_LOW = bi(
  `
  But when they reached the place where {want} should have been, there was [[nothing there at all|nothing but an empty space|not a trace of it|nothing, nothing whatsoever]][[.|, and {companion} sat down hard.|, and the night felt [very|remarkably] long.]]
  [[They looked|They searched|They hunted]] [[high and low|everywhere|in every corner]] [[where {want} ought to be|for {want}]], but [[it was gone|it was nowhere|there was no sign of it]], and [[it was getting [very|remarkably] late|{owner} was still awake, somewhere far off|{hero} felt hot and prickly behind the eyes]].
  ?old {companion} yawned, and {hero} yawned, and for a [[terrible|dreadful|horrible, heavy]] moment both of them [nearly|practically] fell asleep right there, [[with nothing done|with the job only half done|in the middle of everything]].
  `,
  `
  Pero cuando llegaron al sitio donde tenía que estar {want}, allí no había [[nada de nada|más que un hueco vacío|ni rastro|nada, absolutamente nada]][[.|, y {companion} se dejó caer al suelo.|, y la noche se hizo muy larga.]]
  [[Buscaron|Miraron|Rebuscaron]] [[por todas partes|en cada rincón|arriba y abajo]], pero {want} [[no estaba|no aparecía|había desaparecido]], y [[se estaba haciendo muy tarde|{owner} seguía despiert{owner.o}, allá lejos|a {hero} le picaban los ojos de ganas de llorar]].
  ?old {companion} bostezó, y {hero} bostezó, y por un momento [[terrible|horrible|larguísimo]] casi se duermen allí mismo, [[sin haber hecho nada|con el trabajo a medias|en mitad de todo]].
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
    Then {helper}, {role.a}, [[came by|shuffled up the path|trudged to the gate|came [slowly|unhurriedly] along the lane]], [[yawning enormously|yawning a yawn as [big|enormous] as a door|rubbing both eyes|with eyes half shut]].
    Then {helper}, {role.a}, [[knocked softly on the window|tapped at the door|leaned on the gate|sat down heavily on the step]], looking [[very [tired|exhausted] indeed|as [tired|exhausted] as anyone had ever looked|sleepy from top to toe|too [tired|exhausted] even to yawn]].

    “It's {owner},” said {helper}[[| with a sigh| sleepily| between yawns]]. “{owner} hasn't slept for [[three nights|three whole nights|days and days|a week, nearly]], and [[nothing helps|nothing works|nobody knows what to do]].”
    “Nobody in {place} can sleep,” said {helper}, “because {owner} is awake all night, and when {owner} is awake, [[everybody is|so is [everybody|everyone] else|nobody gets a wink]].”

    “[[There is one thing that always works|There's only one thing that ever helps|I know the very thing|My old granny always swore by one thing]],” said {helper}[[| with a yawn|, rubbing both eyes|]]: “{want}. But [[it's far away|it's a long way off|it's right across {place}]], and I'm [[far too sleepy to fetch it|much too [tired|exhausted] to go|so sleepy I'd fall asleep on the way]].”
    “[[Only one thing will help|One thing might do it|There's just one cure]],” said {helper}[[| with a huge yawn| sleepily]]: “{want}. [[Will you fetch it from {place}?|Could you go for it, past {station}?|I'd go myself, but I keep nodding off.|It's out by {heart}, and my eyes won't stay open.|Follow {clue} to it, would you? I'm too sleepy to go.]]”
    ?!toddler ?young “We'll get it!” said {companion}, and then yawned too, because [[yawns are catching|yawns jump from one person to the next|that's what yawns do]].
    ?old {hero} [[understood about not being able to sleep|knew all about lying awake|remembered nights of counting ceilings]], and said yes [[before {helper} had finished asking|straight away|without a moment's thought|for {owner.s} sake|and reached for {hero.his} coat]].
    `,
    `
    Entonces [[pasó|llegó arrastrando los pies|se acercó despacito]] {helper}, {role.a}, [[con un bostezo enorme|bostezando como una puerta|frotándose los ojos|con los ojos medio cerrados]].
    Entonces {helper}, {role.a}, [[dio unos golpecitos en la ventana|llamó flojito a la puerta|se apoyó en la verja|se dejó caer en el escalón]], con cara de [[muchísimo sueño|más sueño que nadie en el mundo|no haber dormido nada]].

    —Es {owner} —dijo {helper}[[| suspirando| medio dormid{role.o}| entre bostezos]]—. Lleva [[tres noches|tres noches enteras|días y días]] sin dormir, y [[no hay nada que funcione|nada le ayuda|nadie sabe qué hacer]].
    —En {place} no duerme nadie —dijo {helper}—, porque {owner} se pasa la noche despiert{owner.o}, y si {owner} no duerme, [[no duerme nadie|nadie pega ojo|no descansa nadie]].

    ?!toddler —Solo hay una cosa que funciona siempre —dijo {helper}—: {want}. Pero [[está muy lejos|está lejísimos|hay que cruzar todo {place}]], y yo [[tengo demasiado sueño para ir|estoy demasiado cansad{role.o}|me dormiría por el camino]].
    —[[Solo una cosa puede ayudar|Hay una cosa que quizá funcione|Solo hay un remedio]] —dijo {helper}[[| con un bostezo enorme| medio dormid{role.o}]]—: {want}. [[¿Iríais a buscar{want.lo} hasta {place}?|¿Podríais ir vosotros, más allá {station.del}?|Iría yo, pero me quedo dormid{role.o} a cada paso.|Está junto {heart.al}, y a mí se me cierran los ojos.|Seguid {clue}, ¿queréis? Yo no llego ni a la puerta.]]
    ?!toddler ?young —¡Nosotros vamos! —dijo {companion}, y luego bostezó también, porque [[los bostezos se contagian|los bostezos saltan de uno a otro|eso es lo que hacen los bostezos]].
    ?old {hero} sabía lo que es no poder dormir, y dijo que sí [[antes de que {helper} terminara de preguntar|enseguida|sin pensárselo dos veces]].
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    ?!toddler [[Here|Just beyond {station}|A little way on|Right at their feet]] they [found|discovered] {clue} again, leading on towards {heart}[[.|, as if it were showing them the way.|, and {companion} gave a [happy|delighted] {call}.]]
    [[Past {station}|Beyond {station}|After {station}]], [[the path grew quieter|everything seemed sleepier|even the stones looked drowsy]], and {clue} [[led on|went on ahead|pointed the way]] [[towards {heart}|into the hush|where {want} would be]][[.|, so they tiptoed.]]
    ?old Even the creatures here looked [tired|exhausted]; [[everyone they met asked the same thing|every one of them asked|they all wanted to know]]: “Are you going to help {owner}?”
    ?young {companion} [[yawned|gave a great [big|enormous] yawn|opened {companion.his} mouth in a yawn]], and {hero} [[yawned too|copied|yawned even wider]], and [[a {creature.bare} nearby yawned as well|even {creature.a} nearby yawned|then {creature.a} yawned, which made them laugh]].
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?!toddler [[Allí|Más allá {station.del}|Un poco más adelante|Justo a sus pies]] volvieron a encontrar {clue}, que seguía hacia {heart}[[.|, como si les enseñara el camino.|, y {companion} soltó un «{call}» de alegría.]]
    [[Pasad{station.o} {station}|Más allá {station.del}|Después {station.del}]], [[el camino se volvió más callado|todo parecía tener más sueño|hasta las piedras parecían adormiladas]], y {clue} [[seguía adelante|continuaba|señalaba el camino]] [[hacia {heart}|hacia el silencio|hacia donde estaría {want}]][[.|, así que fueron de puntillas.]]
    ?old Hasta las criaturas de allí parecían cansadas; [[todos los que se encontraban preguntaban lo mismo|todas preguntaban lo mismo|todas querían saber una cosa]]: —¿Vais a ayudar {owner.al}?
    ?young {companion} [[bostezó|soltó un bostezo enorme|abrió la boca de sueño]], y {hero} [[bostezó también|le imitó|bostezó todavía más]], y [[por allí cerca otro animalito bostezó también|hasta {creature.a} de por allí bostezó|luego bostezó {creature.a}, y eso les hizo reír]].
    `,
  ),
  low: SLEEPLESS_LOW,
  earn: bi(
    `
    At {heart}, at last, they [found|discovered] {want}, but [[it was not enough on its own; something else was needed|they could tell it would not be enough by itself|{hero} had a feeling it needed something more]][[.|, something only they could give.]]

    ?!toddler ?kind {hero} realised that {owner} was not just sleepless but lonely in the long nights; so they stayed, and {hero} told a story, softly, and {owner.s} eyes began to close.
    ?brave {hero} went into the darkest corner, where {want} was hidden, and brought it out into the moonlight, where it shone.
    ?clever {hero} noticed that {owner} was too warm and too bright and too busy to sleep; they dimmed the light, and smoothed the blankets, and hummed, and that did it.
    ?!toddler ?ask {hero} asked everyone in {place} to be [quiet|peaceful], just for a while, all together; and in the hush, {owner} gave a great sigh, and slept.
    ?!toddler ?patient {hero} sat with {owner} and breathed [slowly|unhurriedly], in and out, in and out, and {owner} breathed with {hero}, slower and slower, until the breathing turned to dreams.
    `,
    `
    Junto {heart.al} encontraron por fin {want}, pero [[no bastaba; hacía falta algo más|enseguida vieron que eso solo no bastaría|{hero} tuvo la sensación de que faltaba algo para {owner}|a {companion} le pareció que aún faltaba algo]][[.|, algo que solo ellos podían dar.|, algo que no se podía encontrar en {place}.|, aunque no sabían qué.]]

    ?kind {hero} se dio cuenta de que {owner.al} no solo le faltaba sueño: se sentía sol{owner.o} en las noches largas. Así que se quedaron, {hero} contó un cuento bajito, y {owner.al} se le empezaron a cerrar los ojos.
    ?brave {hero} entró en el rincón más oscuro, donde estaba escondid{want.o} {want}, y lo sacó a la luz de la luna, donde brilló.
    ?!toddler ?clever {hero} se dio cuenta de que {owner} tenía demasiado calor, demasiada luz y demasiadas cosas en la cabeza para dormir; bajaron la luz, estiraron las mantas, tararearon, y funcionó.
    ?!toddler ?ask {hero} les pidió a todos en {place} que hicieran silencio, solo un ratito, todos a la vez; y en el silencio, {owner} soltó un gran suspiro y se durmió.
    ?!toddler ?patient {hero} se sentó junto {owner.al} y respiró despacio, dentro y fuera, dentro y fuera, y {owner} respiró a la vez, cada vez más despacio, hasta que la respiración se convirtió en sueños.
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    {owner} slept, and all of {place} [[let out a long, grateful sigh|gave a soft, [happy|delighted] sigh|went very, very quiet]] and slept too[[.|, snoring softly.|, from the biggest to the smallest.]]
    ?old [[Very quietly|On tiptoe|As softly as they could]], so as not to wake anyone, they [[tiptoed away|crept away|slipped off]], [[grinning|grinning at each other|trying not to laugh with happiness]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    {owner} se durmió, y en {place} todo el mundo [[soltó un largo suspiro de alivio|dio un suspiro suave y feliz|se quedó muy, muy callado]] y se durmió también[[.|, roncando flojito.|, del más grande al más pequeño.]]
    ?old [[Muy bajito|De puntillas|Sin hacer ni un ruido]], para no despertar a nadie, se [[alejaron|fueron|escabulleron]], [[sonriendo|sonriéndose|aguantándose la risa de felicidad]].
    `,
  ),
};
