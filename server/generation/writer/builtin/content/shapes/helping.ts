/** Stories of helping: a little one home, something carried in time, something broken mended. */

import { bi, lines } from '../../grammar/template';
import type { ShapeDef } from '../content-types';

export const LOST_ONE: ShapeDef = {
  key: 'lost-one',
  titles: {
    en: lines(`{hero} and the Lost {want}\nBringing {want} Home\nA Long Way Home for {want}`),
    es: lines(`{hero} y {want}\nDe vuelta a casa con {want}\nUn largo camino para {want}`),
  },
  call: bi(
    `
    Then {companion} [found|discovered] [[a small visitor|someone small|a little lost one]] [[by the gate|under the hedge|behind the flowerpots|on the doorstep]]: {want.a}, [[all alone and shivering|small and lost and shivering|all by itself, trembling|sniffling and alone]].
    Then there was [[a [tiny|minuscule] sound|a little tap|a soft, [sad|sorrowful] sound]] at the window, and there, on the sill, sat {want.a}, [[lost and [very|remarkably] far from home|a long, long way from home|lost and looking [very|remarkably] small]][[.|, blinking at them.]]

    ?young [[It was lost.|It was lost and [cold|freezing].|It had lost its way.|It was far from home.]] [[It missed {owner}.|It wanted {owner}.|It was looking for {owner}.]] [[It had no idea how to get back.|It did not know the way home.|Home was much too far to find alone.|Home was far off in {place}.]]
    ?old It had come all the way from {place}, and {owner} would be [[searching everywhere|looking high and low|worried sick by now]][[.|, calling and calling.]]

    {helper}, {role.a}, came by and knew [at once|immediately]. “That little one belongs to {owner}, in {place},” {helper} said. “[[Follow {clue}, and you will find the way.|Follow {clue}; it leads all the way there.|Keep to {clue} and you won't go wrong.]]”
    {helper}, {role.a}, [[took one look|bent down to look|peered over the gate]] and said, “[[Why, that's|Oh, that's|I know who that is:]] {owner.s} little one, from {place}. [[Follow {clue}.|{clue} will show you the way.|Look for {clue} and follow it.]]”
    “We'll take you home[[| to {owner}| all the way to {place}| before dark]],” {hero} [[promised|said gently|whispered]]. [[{companion} nodded so hard {companion.his} whole body wobbled.|{want} stopped shivering, just a little, and looked towards {place}.|It was a promise, and {hero} meant to keep every word of it.|{companion} was already looking for {clue}.|{want} gave a [tiny|minuscule], hopeful squeak and crept closer.|And {hero} meant every word, all the way to {owner}.]]
    `,
    `
    Entonces {companion} encontró algo [[junto a la verja|debajo del seto|detrás de las macetas|en el escalón de la puerta]]: {want.a}, [[sol{want.o} y temblando|perdid{want.o} y tiritando|muy pequeñit{want.o} y temblando]].
    Entonces se oyó [[un ruidito|un toquecito|un ruido suave y triste]] en la ventana, y allí, en el alféizar, estaba {want.a}, [[perdid{want.o} y muy lejos de casa|lejísimos de casa|perdid{want.o} y muy pequeñit{want.o}]][[.|, parpadeando.]]

    ?young [[Se había perdido.|Estaba perdid{want.o}.|No sabía dónde estaba.]] [[Echaba de menos {owner.al}.|Quería volver con {owner}.|Buscaba {owner.al}.]] [[No sabía volver.|No sabía el camino.|Su casa quedaba lejísimos.|Su casa estaba lejos, en {place}.]]
    ?old Venía {place.del}, y {owner} estaría buscando [[por todas partes|de arriba abajo|muy preocupad{owner.o}]][[.|, llamando sin parar.]]

    Pasó por allí {helper}, {role.a}, y lo supo enseguida. —Es {place.del}; {owner} {want.lo} estará buscando —dijo—. [[Seguid {clue} y encontraréis el camino.|Seguid {clue}, que lleva hasta allí.|No perdáis de vista {clue} y no os equivocaréis.]]
    ?!toddler {helper}, {role.a}, [[le echó un vistazo|se agachó a mirar|se asomó por la verja]] y dijo: —[[Anda|Vaya|Ah, mira]]: es {owner.del}, {place.del}. [[Seguid {clue}.|{clue} os enseñará el camino.|Buscad {clue} y seguidlo.]]
    —Te llevaremos a casa[[| con {owner}| hasta {place}| antes de que oscurezca]] —[[prometió|dijo con cariño|susurró]] {hero}. [[Y una promesa es una promesa.|Y lo decía de todo corazón.|{companion} asintió con mucha fuerza.|{want} dejó de temblar, solo un poco.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    {want} perked up [[by {station}|past {station}|at {station}]] and pointed on: {clue} again[[.|, just ahead.|, clear as anything.]] [[Home, and {owner}, lay that way.|That was the way back to {owner}, {want} was sure of it.|They were on the right track for {place}.|{want} had come this way before, and remembered.|Even {companion} could see it was the way home.]]
    {want} gave a [happy|delighted] little [[hop|skip|wriggle]] and [[cried|squeaked|said]], “I know this [[place|path|bit]]!” [[{owner} could not be far now.|Home was nearer than {station}, {want} said.|So they were [nearly|practically] there, and {companion} did a little skip.|On they went, faster now, past {station}.|{hero} and {companion} grinned at each other over {want.s} head.]]
    ?toddler {want} [[smiled|hummed|hopped]] [[by {station}|a little|at last]].
    [[Here|Just past {station}|Right by {station}]] {want} [[sniffed the air|looked round|lifted its head]] and [[smiled for the first time|stopped trembling|gave a little squeak of hope]][[, because it remembered something|; {clue} was there again|, and pointed the way on]]
    {want} [[held {hero.s} hand a little tighter|walked a little faster|hummed a little song]] [[after {station}|as they left {station} behind|once {station} was behind them]], [[because home felt nearer|as if it could smell home already]][[.|, and that made {hero} smile.]]
    ?old {want} stopped shivering for the first time, and {hero} knew they were [[on the right way|going the right way|getting close]].
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    {want} se animó y señaló hacia delante: otra vez {clue}[[.|, justo delante.|, clarísimo.]] [[Su casa estaba por allí, más allá {station.del}.|Por allí se iba a casa {owner.del}.|Iban por buen camino hacia {place}.|{want} ya había pasado por allí, y se acordaba.|Hasta {companion} veía que era el camino de vuelta.]]
    {want} dio un [[saltito|brinco|meneíto]] de alegría y [[gritó|dijo|chilló]] que [[conocía aquel sitio|ya había estado allí|se acordaba de aquel camino]][[, así que su casa estaba más cerca|, así que ya casi llegaban|, y siguieron más deprisa]].
    ?toddler {want} [[sonrió|tarareó|dio un saltito]] [[junto {station.al}|un poquito|por fin]].
    [[Allí|Pasado {station}|Junto {station.al}]], {want} [[olfateó el aire|miró a su alrededor|levantó la cabeza]] y [[sonrió por primera vez|dejó de temblar|soltó un gritito de esperanza]], [[porque se acordaba de algo|porque allí estaba otra vez {clue}|y señaló el camino]].
    {want} [[apretó un poco más la mano de {hero}|andaba un poco más deprisa|tarareaba una cancioncita]] [[después {station.del}|al dejar atrás {station}|en cuanto pasaron {station}]], [[porque su casa parecía más cerca|porque allí estaba otra vez {clue}|como si ya oliera su casa]][[.|, y eso hizo sonreír a {hero}.]]
    ?old {want} dejó de temblar por primera vez, y {hero} supo que [[iban por buen camino|iban bien|estaban cerca]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    But then the way split in three, and {want} did not know any of them. {want} began to cry, [[very quietly|in little hiccups|the way small ones do, all at once]].
    But here nothing [looked|glanced] familiar at all, and {want} sat down and would not go [[another step|one step further|anywhere at all]][[.|, however nicely they asked.]]

    ?young {hero} [[felt like crying too|felt a lump in {hero.his} throat|felt {hero.his} own eyes sting|wanted to sit down and sniffle too]], [[just a little|just a [tiny|minuscule] bit|only a little bit|but did not]][[.|, there by {station}.|, thinking of {owner}.]]
    ?old {hero} realised [[they had promised something they did not know how to do|a promise is easy to make and hard to keep|that a promise can feel [very|remarkably] heavy]].
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Pero entonces el camino se dividía en tres, y {want} no conocía ninguno. [[Se echó a llorar|Se le llenaron los ojos de lágrimas|Empezó a sollozar|Se puso a gimotear]], [[muy bajito|con hipidos|como lloran los pequeños, de golpe|mirando hacia {place}|llamando {owner.al}]].
    ?!toddler Pero allí nada le resultaba conocido, y {want} se sentó y no quiso dar [[ni un paso más|un solo paso|ni medio paso]][[.|, por mucho que se lo pidieran.]]

    ?young A {hero} también [[le dieron ganas de llorar|se le hizo un nudo en la garganta|le picaron los ojos|le entraron ganas de sentarse a gimotear]], [[solo un poquito|solo un poquitín|un poquito nada más|pero aguantó]][[.|, allí junto {station.al}.|, pensando en {owner}.]]
    ?old {hero} se dio cuenta de que [[había prometido algo que no sabía cómo cumplir|una promesa es fácil de hacer y difícil de cumplir|una promesa puede pesar muchísimo]].
    `,
  ),
  earn: bi(
    `
    At {heart}, {want} stopped and [looked|glanced] around, and would not take another step: it all felt [[strange|new and strange|too big and too quiet]], and home was nowhere to be seen.
    {heart} was where {want} had last been with {owner}, but {owner} was not there, and {want} began to [[tremble|shake|sniffle]].

    ?!toddler ?kind {hero} sat down next to {want} and said nothing at all for a while, just kept close; then {hero} sang the little song that {companion} liked, and {want} stopped trembling and began, very [quietly|noiselessly], to hum along.
    ?!toddler ?brave The last stretch went along a high, narrow ledge, and {want} was too frightened to cross it alone; so {hero} went first, holding on to {want}, one slow step after another, talking all the way.
    ?clever {hero} remembered what {want} had said when they first met, about the sound of home; so they all stood still and listened, and far away, faint and sweet, they heard it, and followed it.
    ?ask {hero} called out as loud as {hero} could: “We've [found|discovered] {want}! Can anybody hear us?” One voice answered, then another, then many, passing the news along, until it reached {owner}.
    ?patient {hero} did not drag {want} along; they waited until {want} felt ready, and ready came, [slowly|unhurriedly], like a sunrise.

    ?young And then, from somewhere close by, came a call that {want} knew better than any sound in the world[[.|, and {want} called back.]]
    ?old And then they heard it: a call from close by, the one sound that {want} had been listening for [[all day|all along|since the very start]].
    `,
    `
    Junto {heart.al}, {want} se paró a mirar a su alrededor y no quiso dar ni un paso más: todo le resultaba [[extraño|nuevo y extraño|demasiado grande y callado]], y su casa no se veía por ninguna parte.
    {heart} era donde {want} había estado por última vez con {owner}, pero {owner} no estaba, y {want} empezó a [[temblar|tiritar|sorber por la nariz]].

    ?!toddler ?kind {hero} se sentó junto {want.al} y no dijo nada durante un rato, solo se quedó muy cerca; luego cantó la cancioncita que tanto le gustaba a {companion}, y {want} dejó de temblar y empezó, muy bajito, a tararearla.
    ?!toddler ?brave El último tramo iba por una cornisa alta y estrecha, y {want} tenía demasiado miedo para cruzarla sol{want.o}; así que {hero} fue delante, sujetando {want.al}, paso a paso, hablándole todo el rato.
    ?clever {hero} se acordó de lo que {want} había contado al principio sobre el sonido de su casa; así que se quedaron todos quietos, escuchando, y a lo lejos, suave y dulce, lo oyeron, y lo siguieron.
    ?ask {hero} gritó todo lo fuerte que pudo: —¡Hemos encontrado {want.al}! [[¿Nos oye alguien?|¿Hay alguien por ahí que conozca {want.al}?|¿Hay alguien que nos oiga?|¿Alguien sabe dónde vive {owner}?]] —Contestó una voz, luego otra, luego muchas, pasándose la noticia, hasta que llegó {owner.al}.
    ?patient {hero} no tiró {want.del}; esperaron a que se sintiera preparad{want.o}, y el momento llegó despacio, como un amanecer.

    ?young Y entonces, muy cerca, se oyó una llamada que {want} conocía mejor que ningún otro sonido del mundo[[.|, y {want} contestó.]]
    ?old Y entonces la oyeron: una llamada muy cerca, el único sonido que {want} había estado esperando [[todo el día|desde el principio|todo el camino]].
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    And there was {owner}, [[running to meet them|hurrying towards them|rushing down the path]]. {want} ran too, and they met in the middle in [[a tumble of happiness|one [big|enormous], [happy|delighted] heap|a muddle of hugs]].
    {owner} gathered {want} up and held on tight, and said thank you so many times that [[it turned into a song|{companion} lost count|it sounded like a song]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Y allí estaba {owner}, que [[corrió a su encuentro|fue hacia ellos a toda prisa|bajó corriendo por el camino]]. {want} corrió también, y se encontraron a medio camino en [[un revoltijo de alegría|un montón de felicidad|un lío de abrazos]].
    {owner} abrazó {want.al} muy fuerte y dio las gracias tantas veces que [[acabó siendo una canción|{companion} perdió la cuenta|parecía una canción]].
    `,
  ),
};

export const DELIVERY: ShapeDef = {
  key: 'delivery',
  titles: {
    en: lines(`{hero} and {want}\nJust in Time\nA Very Important Delivery`),
    es: lines(`{hero} y {want}\nJusto a tiempo\nUn encargo importantísimo`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, arrived with [[a parcel|a basket|a bundle tied with string]] and [[a worried face|a very [worried|anxious] face|a frown]].
    Then {helper}, {role.a}, came to the gate, holding [[a parcel|a little box|a small bundle|a round tin]] [[very [carefully|painstakingly] in both hands|as if it might break|close, like a secret]][[.|, and out of breath.]]

    “This is {want},” said {helper}, “and it must reach {owner} [[before the sun goes down|by sunset|before the day is out]]. [[I can't go myself.|My legs won't take me that far today.|I have to stay here.]] [[Will you take it to {owner} for me?|Could you carry it past {station} and on?|Would you go for me, the two of you?|Could you be my [quick|speedy] feet today?|Would you take it? I'd be ever so grateful.]]”
    “{owner} is waiting for {want},” said {helper}, “and today is the only day it will do. [[Could you carry it past {station} for me?|Will you take it all the way to {heart}?|Can you get it there before the sun goes?|Would you be my messengers, just this once?|{clue} will show you the way; will you go?]]”

    {hero} held {want} as [carefully|painstakingly] as [[a bird's egg|a soap bubble|a full cup of milk]] and said, “[[We'll get it there in time.|We'll get it there, I promise.|It'll be there before the sun goes down.|Leave it to us.]]”
    ?toddler {hero} held {want} [[tight|gently|close]]: “[[Off we go|We'll hurry|Leave it to us]]!”
    ?old {helper} [[pointed the way|pointed past {station}|waved towards {heart}|drew the way in the air with one finger]]. “Follow {clue}. [[And don't stop for long; the day is shorter than it looks.|And don't dawdle; the day goes quicker than you'd think.|And keep an eye on the sun.]]”
    `,
    `
    Entonces llegó {helper}, {role.a}, con [[un paquete|una cesta|un bulto atado con cuerda]] y [[cara de preocupación|cara de mucha preocupación|el ceño fruncido]].
    Entonces apareció en la verja {helper}, {role.a}, sujetando algo [[con muchísimo cuidado con las dos manos|como si fuera a romperse|muy pegado, como un secreto]][[.|, y sin aliento.]]

    —Esto es {want} —dijo {helper}—, y tiene que llegar hasta {owner} [[antes de que se ponga el sol|antes del atardecer|antes de que acabe el día]]. [[Yo no puedo ir.|Hoy mis piernas no llegan tan lejos.|Yo me tengo que quedar aquí.|Yo no llegaría a tiempo ni corriendo.|Alguien tiene que quedarse a cuidar la casa.]] [[¿Podéis llevar{want.lo} vosotros?|¿Me haríais el favor de llevar{want.lo} hasta allí?|¿Seríais mis pies rápidos por hoy?|¿Os atrevéis a llevar{want.lo} más allá {station.del}?]]
    —{owner} está esperando {want} —dijo {helper}—, y solo sirve si llega hoy. [[¿Me hacéis el favor de llevar{want.lo} más allá {station.del}?|¿Podríais llevar{want.lo} vosotros hasta {heart}?|¿Podéis llevar{want.lo} antes de que se ponga el sol?|¿Queréis ser mis mensajeros, solo por hoy?|{clue} os enseñará el camino; ¿iréis?]]

    {hero} sostuvo {want} con tanto cuidado como [[un huevo de pájaro|una pompa de jabón|un vaso lleno de leche]] y [[prometió|dijo|aseguró]] que [[llegaría a tiempo|llegaría antes de que se pusiera el sol|lo llevarían sin un rasguño|podían contar con ellos]].
    ?toddler {hero} [[abrazó|sujetó|cogió]] {want} [[fuerte|con cuidado|muy bien]]: —¡[[Allá vamos|Corremos|Déjalo en nuestras manos]]!
    ?old {helper} señaló el camino. —Seguid {clue}. [[Y no os paréis mucho: el día es más corto de lo que parece.|Y no os entretengáis: el día pasa más deprisa de lo que creéis.|Y no perdáis de vista el sol.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    {hero} [[checked|peeped inside|had a look]]: {want} was still [[safe|safe and sound|just as it should be]]. They [hurried|scurried] on, following {clue}[[.|, a little faster now.]]
    ?toddler [[Quick|Hurry|On]], past {station}, [[to {owner}|quick, quick|on and on]]!
    ?!toddler [[By the time they passed {station}|Over {station}|Beyond {station}]], the sun had [[moved a little|slid a little further across the sky|moved on a bit]]. [[There was still time to reach {owner}, if they kept going.|Still time, if they [hurried|scurried] after {clue}.|They could make it to {heart}, if they didn't stop.|{hero} counted the steps to {heart}: still time, just.|{companion} looked at the sun and said, “We can still do it.”]]
    [[By {station}|At {station}|Past {station}]], {hero} [[stopped to check {want}|held {want} up to look|made sure {want} was still all right]]; [[it was|all was well|not a scratch]], and they [[hurried on|went on at a trot|set off again]] [[towards {heart}|after {clue}|before the sun could move any further]].
    ?old “[[Halfway|Nearly halfway|More than halfway, I think]],” [said|remarked] {hero}, though it was [[a guess|only a guess|a hopeful guess]][[.|, and {companion} nodded anyway.]]
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    {hero} lo [[comprobó|miró|revisó]]: {want} seguía [[a salvo|san{want.o} y salv{want.o}|tal como tenía que estar]]. Siguieron deprisa, tras {clue}[[.|, un poco más rápido.]]
    ?toddler ¡[[Deprisa|Corre|Adelante]], más allá {station.del}, [[hasta {owner}|corre, corre|sin parar]]!
    ?!toddler [[Al pasar {station}|Por encima {station.del}|Más allá {station.del}]], el sol se había [[movido un poco|deslizado un poco más por el cielo|movido otro poquito]]. [[Aún había tiempo de llegar hasta {owner}, si no se paraban.|Todavía había tiempo, si seguían {clue} deprisa.|Podían llegar {heart.al}, si no se paraban.|{hero} hizo la cuenta: aún había tiempo, por poco.]]
    [[Junto {station.al}|Al pasar {station}|Cerca {station.del}]], {hero} [[se paró a mirar {want}|levantó {want} para comprobarlo|se aseguró de que {want} seguía bien]]; [[todo estaba bien|ni un rasguño|estaba perfect{want.o}]], y [[siguieron deprisa|echaron a trotar|se pusieron otra vez en marcha]] [[hacia {heart}|tras {clue}|antes de que el sol se moviera más]].
    ?old —[[A mitad de camino|Ya vamos por la mitad|Más de la mitad, creo]] —dijo {hero}[[| junto {station.al}| mirando hacia {heart}| sin pararse]], aunque era [[un cálculo con esperanza|solo un cálculo, y con mucha esperanza|un buen cálculo, le pareció]].
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    ?!toddler Then, [[at {station}|just past {station}|halfway up {station}]], they looked up and saw how low the sun was, and how far there still was to go [[to {owner}|to {heart}|with {want}]][[.|, and {hero.s} tummy went tight.|, and {companion} went very [quiet|peaceful].]]
    Then {hero} [looked|glanced] at the sky [[over {station}|above {heart}|behind them]]: it was already turning [[orange|pink|gold]]. [[They were going to be late with {want}.|They would never get to {owner} in time.|There was not enough day left to reach {heart}, not nearly.|{owner} would be waiting, and waiting.]]

    ?young {companion} sat down [[by {station}|on {ground}|with a bump]]. “We're too slow[[| for {owner}| to get there| today]],” {companion} said in a [[very small|tiny|wobbly]] voice.
    ?old [[Being late felt worse than being lost|For {hero}, being late was worse than being lost|Being late for {owner} felt worse than anything|Late: it was a [small|diminutive] word for a big, heavy feeling]][[; at least lost has a way out|, because you can always stop being lost|: lost can be fixed, and late cannot|, and {station} seemed to agree, standing there so still]].
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    ?!toddler Entonces, [[junto {station.al}|al pasar {station}|un poco más allá {station.del}]], miraron arriba y vieron lo bajo que estaba el sol, y lo mucho que faltaba [[hasta {owner}|hasta {heart}|con {want} a cuestas]][[.|, y a {hero} se le encogió la tripa.|, y {companion} se quedó muy callad{companion.o}.]]
    Entonces {hero} miró al cielo [[por encima {station.del}|sobre {heart}|a su espalda]]: ya se estaba poniendo [[naranja|rosa|dorado]]. [[Iban a llegar tarde con {want}.|No iban a llegar a tiempo hasta {owner}.|No quedaba bastante día, ni de lejos.|{owner} esperaría y esperaría.]]

    ?young {companion} se [[sentó|dejó caer|sentó en el suelo]] y dijo con una [[vocecita|vocecilla temblorosa|voz muy pequeña]]: —[[Vamos demasiado despacio|No vamos a llegar|No llegamos a tiempo]][[.|, de verdad.]]
    ?old [[Llegar tarde parecía peor que perderse|Para {hero}, llegar tarde era peor que perderse|Llegar tarde {owner.al} parecía peor que cualquier cosa]][[, porque al menos perderse tiene salida|, porque uno siempre puede dejar de estar perdido|: lo perdido se arregla, y lo tarde no]].
    `,
  ),
  earn: bi(
    `
    At {heart} the last part of the way was blocked, and the sun was sinking [[fast|faster and faster|lower every minute]].
    {heart} was right there, so close they could see {owner} waiting, but between them and {owner} lay [[the hardest stretch of all|the trickiest bit of the whole way|one last, [hard|difficult] stretch]].

    ?!toddler ?kind A family of {creature.bare}s was trying to carry their own load up the same slope; {hero} stopped to help them, though there was no time, and when they reached the top together the creatures showed them a shortcut that only they knew.
    ?brave The quickest way [[to {heart}|to {owner}|from {station}]] was the scariest: a narrow plank over a [[deep gap|deep, dark gap|gap that went down and down]]. {hero} held {want} tight, looked straight ahead, and walked across without stopping, and {companion} came right behind.
    ?clever {hero} [[saw|worked out|guessed]] that they would be quicker going round by the long, flat way [[than straight up the steep one|than up the steep way past {station}|than the steep short cut to {heart}]], because steep ways are slow; and so they were, [[and they got there first|and they reached {heart} with time to spare|and {want} arrived without a bump]].
    ?!toddler ?ask {hero} asked {helper}'s friends along the way to pass {want} from hand to hand, and {want} travelled up the last slope faster than anybody could have walked it.
    ?!toddler ?patient Instead of rushing and tripping, {hero} walked steadily, at the same pace all the way, and {companion} counted the steps out loud, and steady turned out to be the fastest thing of all.
    `,
    `
    Junto {heart.al}, el último trozo de camino estaba cortado, y el sol bajaba [[deprisa|cada vez más deprisa|más y más a cada minuto]].
    {heart} estaba allí mismo, tan cerca que veían {owner.al} esperando, pero entre ellos y {owner} quedaba [[el tramo más difícil de todos|el trozo más complicado de todo el camino|un último tramo muy difícil]].

    ?!toddler ?kind Una familia de animalitos intentaba subir su propia carga por la misma cuesta; {hero} paró a ayudarles, aunque no había tiempo, y cuando llegaron juntos arriba, les enseñaron un atajo que solo ellos conocían.
    ?brave [[El camino más rápido hasta {heart}|El camino más corto hasta {owner}|El atajo {station.del}]] era el que más miedo daba: [[una tabla estrecha sobre un hueco muy hondo|un tablón que cruzaba un hueco oscuro y hondo|una tabla fina que se balanceaba sobre un hueco profundo]]. {hero} sujetó bien {want}, miró al frente y cruzó sin pararse, con {companion} justo detrás.
    ?!toddler ?clever {hero} [[vio|calculó|pensó]] que llegarían antes dando la vuelta por el camino largo y llano [[que subiendo por el empinado|que por la cuesta {station.del}|que por el atajo empinado hacia {heart}]], porque las cuestas son lentas; y así fue: [[llegaron los primeros|llegaron {heart.al} con tiempo de sobra|{want} llegó sano y salvo]].
    ?!toddler ?ask {hero} les pidió a los amigos {helper.del} que había por el camino que se fueran pasando {want} de mano en mano, y {want} subió la última cuesta más deprisa de lo que nadie habría podido andar.
    ?!toddler ?patient En vez de correr y tropezar, {hero} caminó a paso tranquilo, siempre igual, mientras {companion} contaba los pasos en voz alta, y lo tranquilo resultó ser lo más rápido de todo.
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They reached {owner} just as [[the last of the sun touched the ground|the sun slipped down|the last ray of light faded]], and {want} was given, safe and sound[[.|, not a moment too late.]]
    {owner} opened {want} with trembling hands, and smiled [[the kind of smile that makes a long day worth it|a smile worth every step|so warmly that {hero} forgot how [tired|exhausted] {hero.was}]].
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Llegaron hasta {owner} justo cuando [[el último rayo de sol tocaba el suelo|el sol se escondía|se apagaba la última luz]], y le entregaron {want} san{want.o} y salv{want.o}[[.|, ni un momento tarde.]]
    {owner} abrió {want} con las manos temblorosas, y sonrió con [[esa sonrisa que hace que un día largo merezca la pena|una sonrisa que valía cada paso|tanto cariño que a {hero} se le olvidó el cansancio]].
    `,
  ),
};

export const MEND: ShapeDef = {
  key: 'mend',
  titles: {
    en: lines(`{hero} and the Missing Piece\n{hero} Mends {owner}\nThe Last Piece of {owner}`),
    es: lines(`{hero} y la pieza que faltaba\n{hero} y {owner}\nLa última pieza`),
  },
  call: bi(
    `
    Then {helper}, {role.a}, came to the door with [[bad news|worrying news|news that could not wait]][[.|, and a [very|remarkably] long face.]]
    Then a message came, carried by a breathless {creature.bare}: {helper}, {role.a}, needed them[[.|, and quickly.|, right away.]]

    “{owner} has stopped working,” said {helper}[[| sadly| with a sigh]]. “A piece is missing: {want}. [[Without it, nothing is right in {owner}.|Without it, nothing works, not the smallest bit.|Nobody will rest till {want} is back where it belongs.|It must have rolled off towards {place}.]]”
    “Something is wrong with {owner},” said {helper}. “{want} has gone, and [[nobody knows where|nobody can find it|nobody saw it go]].”

    “Then we'll find {want},” said {hero}[[| at once| firmly| without a moment's pause]], “and put it back.”
    ?old “Follow {clue},” [said|remarked] {helper}. “[[It's the only trail we have.|It's all we have to go on.|That's our only clue.]]”
    `,
    `
    Entonces {helper}, {role.a}, llamó a la puerta con [[malas noticias|noticias preocupantes|una noticia que no podía esperar]][[.|, y una cara muy larga.]]
    Entonces llegó un mensaje, traído por {creature.a} sin aliento: {helper}, {role.a}, les necesitaba[[.|, y deprisa.|, enseguida.]]

    —{owner} ha dejado de funcionar —dijo {helper}[[| con pena| suspirando]]—. Falta una pieza: {want}. [[Sin ella no hay nada que vaya bien.|Sin ella no funciona nada.|Hasta que no vuelva, nada irá bien.]]
    —Le pasa algo {owner.al} —dijo {helper}—. {want} ha desaparecido, y [[nadie sabe dónde está|nadie lo encuentra|nadie vio adónde fue]].

    —Pues encontraremos {want} —dijo {hero}[[| enseguida| con decisión| sin pensarlo]]— y {want.lo} pondremos en su sitio.
    ?old —Seguid {clue} —dijo {helper}—. [[Es el único rastro que tenemos.|Es lo único que tenemos.|Es nuestra única pista.]]
    `,
  ),
  gain: bi(
    `
    ?toddler [[Tip-tap|Pit-pat|Step, step|Pad, pad]] went their feet [[by {station}|past {station}|round {station}]].
    ?toddler [[On they went|Off they went|Along they went|Away they went]], [[past {station}|by {station}|round {station}]].
    [[There it was again by {station}|And there, once more, just past {station}, was the trail|Again they saw it, fresh and plain|There, right in the middle of {ground}, was the next sign]]: {clue}. {want} [[could not be far now|must be close now|was somewhere near, for sure]][[.|, {hero} could feel it.]]
    [[By {station}|Beyond {station}|Just past {station}]], [[{companion} sniffed out|{hero} spotted|they came upon]] {clue} [[again|once more|a little fresher]], [[and knew {want} could not be far|and [hurried|scurried] on with new hope|and {hero} felt a little tingle of hope]][[.|, and on they went.]]
    {companion} [found|discovered] the next sign of {clue}[[| by {station}| just past {station}]], and they followed it on[[.|, faster now.|, noses down.]]
    ?old Every bit of {clue} was a little fresher than the last. [[Somebody, or something, had come this way.|Something had come this way not long ago.|They were catching up.]]
    `,
    `
    ?toddler [[Tris, tras|Trip, trap|Paso, paso]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    ?toddler [[Y siguieron|Y allá fueron|Y adelante fueron|Y echaron a andar]], [[junto {station.al}|más allá {station.del}|cerca {station.del}]].
    Allí estaba otra vez: {clue}. {want} [[ya no podía estar lejos|tenía que estar cerca|estaba por allí, seguro]][[.|, {hero} lo notaba.]]
    [[Junto {station.al}|Más allá {station.del}|Justo pasad{station.o} {station}]], [[{companion} olfateó|{hero} vio|se encontraron]] {clue} [[otra vez|una vez más|un poco más reciente]], [[y supieron que {want} no podía estar lejos|y siguieron con nuevas esperanzas|y a {hero} le dio un cosquilleo de esperanza]][[.|, y siguieron adelante.]]
    {companion} encontró otra señal {clue.del}[[| junto {station.al}| justo pasad{station.o} {station}]], y la siguieron[[.|, ahora más deprisa.|, con la nariz pegada al suelo.]]
    ?old Cada trocito {clue.del} parecía más reciente que el anterior. [[Alguien, o algo, había pasado por allí.|Algo había pasado por allí hacía poco.|Se estaban acercando.]]
    `,
  ),
  low: bi(
    `
    ?toddler “[[Oh dear|Oh no|Uh-oh]],” [[said|sighed|said softly|said sadly]] {companion} [[by {station}|at {station}|near {station}]].
    And when at last they [found|discovered] {want}, it was [[cracked right across|cracked from end to end|split down the middle]][[.|, and {hero.s} heart sank.]]
    They [found|discovered] {want}, but it was [[stuck fast|wedged tight|caught]], far out of reach[[.|, and nothing they tried would reach it.|, up above {station}.|, and {companion} could not reach it either.]]

    ?young {hero} sat down [[hard|with a bump|on {ground}|by {station}|right where {hero.he} stood]]. [[All that way from {station}, for this.|All that long way, and now {want} was no use to {owner}.|After all that walking past {station}, this.|They had come so far for {owner}, and now this.|{companion} patted {hero}, but it did not help much.]]
    ?old [[It is one thing to find what you are looking for, and quite another to find it|Finding {want} was one thing; finding it|{hero} had imagined many endings, but not finding {want}]] [[broken|broken, or out of reach|not the way you hoped|so far from {owner}]][[.|, and that was a hard thing to swallow.]]
    `,
    `
    ?toddler —[[Ay|Vaya|Ay, no]] —[[dijo|suspiró|susurró]] {companion} [[junto {station.al}|cerca {station.del}|al lado {station.del}]].
    Y cuando por fin encontraron {want}, tenía una grieta [[de lado a lado|de punta a punta|justo por el medio]][[.|, y a {hero} se le cayó el alma a los pies.]]
    Encontraron {want}, pero estaba [[atascad{want.o}|encajad{want.o}|enganchad{want.o}]], muy lejos de su alcance[[.|, y nada de lo que probaban llegaba.]]

    ?young {hero} se sentó [[de golpe|de un plof|en el suelo]]. [[Tanto camino desde {station}, para esto.|Tanto camino, y ahora {want} no le servía {owner.al}.|Después de pasar {station}, esto.|Habían llegado tan lejos por {owner}, y ahora esto.|{companion} le dio unas palmaditas, pero no sirvió de mucho.]]
    ?old Una cosa es encontrar lo que buscas, y otra muy distinta encontrarlo [[roto|roto, o fuera de tu alcance|distinto de como esperabas]].
    `,
  ),
  earn: bi(
    `
    At {heart}, they [looked|glanced] at {want} and at {owner}, and at the place where {want} belonged[[.|, and then at each other.]]
    {owner} stood [[silent and dark|still and quiet|silent and sad]] at {heart}, waiting, and {want} in {hero.s} hands was still not right.

    ?!toddler ?kind {hero} noticed the little creatures who lived inside {owner}, [worried|anxious] and homeless since it stopped; {hero} asked them what they needed, and it turned out they knew exactly how {want} fitted, and they helped it in, gently, all together.
    ?!toddler ?brave The place where {want} belonged was high up, at the very top; {hero} climbed up, rung by rung, with {want} held tight, and did not look down once.
    ?!toddler ?clever {hero} looked at the crack for a long time, and then tied it tight with the ribbon from the bag, wound round and round, so neatly that it held as if it had never broken.
    ?!toddler ?ask {hero} could not do it alone, so {hero} asked {helper}, and {helper} knew someone who knew someone, and in the end six pairs of hands lifted {want} into its place.
    ?!toddler ?patient They held {want} in place and waited, [very|remarkably] still, while the mend set, counting [slowly|unhurriedly] to a hundred, and then to a hundred again, just to be sure.
    `,
    `
    Junto {heart.al}, miraron {want}, y {owner.al}, y el sitio donde tenía que ir {want}[[.|, y luego se miraron entre ellos.]]
    {owner} esperaba [[callad{owner.o} y a oscuras|quiet{owner.o} y en silencio|callad{owner.o} y triste]] junto {heart.al}, y {want} seguía sin estar bien en las manos de {hero}.

    ?kind {hero} se fijó en las criaturitas que vivían dentro, preocupadas y sin casa desde que todo se paró; les preguntó qué necesitaban, y resultó que sabían exactamente cómo encajaba {want}, y le ayudaron a ponerl{want.o}, con cuidado, todas a la vez.
    ?!toddler ?brave El sitio {want.del} estaba muy alto, arriba del todo; {hero} subió peldaño a peldaño, sujetando bien {want}, y no miró abajo ni una vez.
    ?!toddler ?clever {hero} estuvo mirando la grieta un buen rato, y luego la ató bien fuerte con la cinta de la mochila, dándole vueltas y más vueltas, tan bien que aguantó como si nunca se hubiera roto.
    ?!toddler ?ask {hero} no podía hacerlo sin ayuda, así que se lo pidió {helper.al}, y {helper} conocía a alguien que conocía a alguien, y al final seis pares de manos pusieron {want} en su sitio.
    ?!toddler ?patient Sujetaron {want} en su sitio y esperaron muy quietos a que se secara el arreglo, contando despacio hasta cien, y luego otra vez hasta cien, por si acaso.
    `,
  ),
  deliver: bi(
    `
    ?toddler {owner} [[smiled and smiled|clapped and clapped|beamed and beamed|laughed with joy|gave a big cheer]][[.|, and so did {companion}.|, by {heart}.|, at {hero}.|, all over.]]
    ?toddler “[[Hooray|Hurray|Yippee|Yay|Hip, hip, hooray]] for [[{owner}|{want}|all of us|{hero}]]!” [[said|sang|cried|called]] {companion}.
    They set {want} back where it belonged, and {owner} [[woke up|came back to life|stirred]], [bright|brilliant] and whole again[[.|, as if it had never been broken.]]
    With a [[click and a hum|clunk and a whirr|soft little click]], {want} went back into place, and {owner} was mended at last[[.|, good as new.|, and everyone cheered.]]
    `,
    `
    ?toddler {owner} [[sonrió y sonrió|aplaudió|se puso radiante]] [[de alegría|con {hero}|de oreja a oreja]].
    ?toddler —¡[[Hurra|Bien|Viva]] por {owner}! —[[dijo|cantó|gritó]] {companion}.
    Pusieron {want} en su sitio, y {owner} [[volvió a funcionar|volvió a la vida|se despertó]], brillante y entero[[.|, como si nunca se hubiera roto.]]
    Con [[un clic y un zumbido|un clonc y un runrún|un clic suavecito]], {want} volvió a su sitio, y {owner} quedó arreglado por fin[[.|, como nuevo.|, y todos aplaudieron.]]
    `,
  ),
};
