/** Saying goodbye at the heart of the place, and the evening at home before the wind-down. */

import { bi } from '../../grammar/template';

export const FAREWELL = bi(
  `
  Before they left, {hero} took [[one last long look|one more slow look|a last, careful look]] at {heart}, [[to keep it|to keep it safe in {hero.his} memory|so as never to forget it|the way you look at something you want to draw later]][[|, and {companion} looked too|, just to be sure]].
  They stayed [[a little longer than they meant to|longer than they had planned|a while longer, without quite deciding to]], because [[leaving a place like {heart} takes a while|nobody says goodbye to a place like {heart} in a hurry|goodbyes at {heart} cannot be rushed]][[|, and there were so many people to thank|, and {companion} was in no hurry at all]].
  ?old {hero} noticed that {heart} looked [[quite different now|different in the evening light|friendlier now]]: not a place at the end of a long way, but [[a place with friends in it|somewhere they would always be welcome|a place that knew their names]][[|, which is the best kind of place]].

  {helper} walked with them [[as far as|all the way to|right up to]] the edge of {place}. “[[Come back whenever you like|Come back soon|Visit again, any time at all]],” {helper} said[[.|, [[smiling|waving|with a wink]].]] “[[You know the way now|The way will remember you|Now you know how to get here]].”
  ?young {companion} hugged everyone, [[twice|three times|two or three times]], and [[one of them three times by mistake|a tree once, by mistake|{helper} most of all]][[|, and nobody minded]].
  ?big “We should do this again,” said {companion}. “[[Not tomorrow|Not too soon|Not this week]]. [[Maybe next week|Maybe after a nap|Some other day]][[.|, perhaps.]] [[Tomorrow I'm sleeping|Tomorrow is for sleeping|Tomorrow I plan to do nothing]][[.|, all day.]]”
  [[{helper} pressed {hero.s} hand|{helper} bent down to say goodbye|{helper} gave them both a hug]] and [[said they had been the best visitors in years|told them they were always welcome|thanked them again, twice over]][[|, and {hero} went quite pink|, and {companion} stood up very straight]].

  ?toddler [[Goodbye|Bye-bye|Ta-ta]], {heart}! [[Goodbye, {helper}|Bye-bye, {helper}|Thank you, {helper}]], [[goodbye, goodbye|bye-bye, bye-bye|see you soon]][[!| again!]]
  They waved until {heart} was only [[a shape|a tiny shape|a speck]] in the distance, and then they waved at [[the shape|the speck|the place where it had been]][[|, just in case|, for luck]].
  ?old As they turned for home, {hero} felt [[both things at once|two things together|two feelings side by side]]: [[sad to leave and glad to go|sorry to go and happy to be going home|a little sad and a lot glad]], which is [[how the best days end|how good days usually end|the way the best adventures finish]].
  [[Then|At last|And so]] they [[turned for home|set off for home|began the long way back]], [[looking back every few steps|with {companion} waving the whole way|full of the day]][[|, until {heart} was out of sight|, and smiling]].
  `,
  `
  Antes de irse, {hero} [[miró {heart} una última vez, despacio|echó una última mirada larga {heart.al}|contempló {heart} una vez más, con calma]], [[para guardarlo|para guardarlo en la memoria|para no olvidarlo nunca|como quien mira algo que quiere dibujar después]][[|, y {companion} también miró|, por si acaso]].
  Se quedaron [[un poco más de lo que pensaban|más rato del que habían planeado|un ratito más, sin decidirlo del todo]], porque [[despedirse de un sitio como {heart} lleva su tiempo|nadie se va con prisa de un sitio así|las despedidas no se pueden hacer corriendo]][[|, y había muchísima gente a la que dar las gracias|, y {companion} no tenía ninguna prisa]].
  ?old {hero} se dio cuenta de que aquel sitio ya parecía otro[[| con la luz de la tarde]]: no un sitio al final de un camino largo, sino [[un sitio con amigos|un lugar donde siempre serían bienvenidos|un sitio que ya se sabía sus nombres]][[|, que es la mejor clase de sitio]].

  {helper} les acompañó [[hasta el borde {place.del}|hasta la misma salida {place.del}|hasta donde empezaba el camino de vuelta]]. —[[Volved cuando queráis|Volved pronto|Venid a vernos cuando os apetezca]] —dijo[[|, sonriendo|, diciendo adiós con la mano|, guiñando un ojo]]—. [[Ya conocéis el camino|El camino ya se acuerda de vosotros|Ahora ya sabéis llegar]].
  ?young {companion} abrazó a todo el mundo [[dos veces|tres veces|dos o tres veces]], y [[a alguien tres, sin querer|a un árbol, sin querer|{helper.al} más que a nadie]][[|, y a nadie le importó]].
  ?big —Tenemos que repetirlo —dijo {companion}—. [[Mañana no|Tan pronto no|Esta semana no]]. [[La semana que viene|Después de una siesta|Otro día]][[|, a lo mejor]]. [[Mañana pienso dormir|Mañana es para dormir|Mañana no pienso hacer nada]][[|, todo el día]].
  [[{helper} le apretó la mano a {hero}|{helper} se agachó para despedirse|{helper} les dio un abrazo]] y [[les dijo que eran las mejores visitas en años|les dijo que siempre serían bienvenidos|les dio las gracias otra vez, y otra más]][[|, y a {hero} se le pusieron las mejillas coloradas|, y {companion} se quedó muy tiesecit{pet.o}]].

  ?toddler ¡[[Adiós|Chao|Hasta pronto]], {heart}! ¡[[Adiós, {helper}|Chao, {helper}|Gracias, {helper}]], [[adiós, adiós|chao, chao|hasta prontito]]!
  Se despidieron con la mano hasta que {heart} fue solo [[una forma|una formita|un puntito]] a lo lejos, y luego se despidieron [[de la forma|del puntito|del sitio donde había estado]][[|, por si acaso|, para que diera suerte]].
  ?old Al volver hacia casa, {hero} sintió [[las dos cosas a la vez|dos cosas juntas|dos sentimientos a la vez]]: [[pena por irse y ganas de llegar|tristeza por marcharse y alegría por volver|un poco de pena y mucha alegría]], que es [[como acaban los mejores días|como suelen acabar los días buenos|como terminan las mejores aventuras]].
  [[Luego|Por fin|Y así]] [[emprendieron la vuelta|se pusieron en camino hacia casa|empezaron el largo camino de regreso]], [[mirando atrás cada pocos pasos|con {companion} diciendo adiós todo el rato|con el día entero en la cabeza]][[|, hasta que {heart} se perdió de vista|, sonriendo]].
  `,
);

export const EVENING = bi(
  `
  After supper, {hero} told the whole story again [[from the beginning|from the very start|from the first step to the last]], and this time {companion} [[did the sound effects|did all the voices|acted out the exciting parts|added the noises]][[|, rather loudly|, with enthusiasm]].
  After supper, everybody wanted to hear about the day, so {hero} [[told it|told it all|told it properly]], and {companion} [[added the bits {hero} forgot|added the bits {hero} left out|corrected the small details|made it a little bit bigger each time]][[|, which made it even better|, whether anyone asked or not]].
  ?person {person} listened with [[wide eyes|both hands over {person.his} mouth|a cup of tea going cold]] and said that {hero} had been [[very clever, very kind and very, very muddy|very brave, very kind and very, very late|the cleverest, kindest and muddiest adventurer in the family]][[|, all at once|, which was true]].
  ?person {person}, {hero.s} {relation.bare}, wanted to hear [[the whole thing twice, and the best bit three times|the beginning again, and the end twice|every single part, slowly]][[|, and then asked a hundred questions|, and clapped at the end]].
  [[That evening|After supper|Later on]], the kitchen [[was warm and bright|smelled of toast|was full of talk]], and {hero} [[could not stop yawning|kept remembering more things to tell|told the story in bits, between mouthfuls]][[|, which is how the best stories are told|, while {companion} dozed nearby]].

  ?toddler [[Story time|Tell it again|Once more]]! {hero} told [[the story|it all|the whole day]], {companion} went {call}, and [[everyone clapped|everybody cheered|all the cups rattled]][[|, hooray|, clap, clap, clap]]!
  ?old When {hero} got to the part about {before}, everyone went [[very quiet|perfectly still|so quiet you could hear the clock]]; and when {hero} got to the part about {owner}, [[everyone cheered|everybody clapped|there was a great cheer]][[|, and {companion} took a bow|, and somebody wiped away a happy tear]].
  ?big {hero} [[left out|skipped|quietly missed out]] one or two of the more embarrassing moments, and {companion} [[put them back in, in detail|put them straight back in, with actions|remembered them loudly, one by one]][[|, to everyone's delight|, until {hero} had to laugh too]].
  {hero} [[showed everyone where they had been|drew a map of the day on the back of an envelope|counted all the places on {hero.his} fingers]], and {companion} [[pointed at the best bits|sat on the most important part|added a few places that may not have been there]][[|, which made everyone laugh|, very helpfully]].

  Then there was a [[warm bath|hot bath|lovely warm bath]], with bubbles [[up to {hero.s} chin|as high as a hill|that smelled of apples]], and {companion} watching [[from the side|from a safe distance|from the doorway]] to make sure the bubbles behaved[[|, which they mostly did|, which they did not]].
  ?!carriable Then there was a warm bath for {hero}, while {companion} dozed [[by the fire|by the door|in the hall]], [[far too big for the bathtub and very glad of it|much too large for bubbles and not a bit sorry|snoring gently, far too big for baths]][[|, luckily|, as usual]].
  ?carriable Then there was a warm bath, and {companion} got one too, whether {companion.he} liked it or not[[ (not)| (very much not)| (mostly not)]][[|, and then a rub with the fluffiest towel|, and then a long sulk by the fire]].
  {hero} put [[the keepsake|the little keepsake|the day's treasure]] on [[the windowsill|the shelf by the bed|the bedside table]], where [[the moon could find it|{hero} could see it first thing in the morning|it would catch the morning light]][[|, next to {hero.his} other treasures|, just so]].
  ?old {hero} wrote the day down in a notebook, [[so as never to forget it|to keep it safe|before it could get away]]: [[the places, the trouble, and the bit where it all came right|every place, every worry, and the happy ending|the way there, the hard part, and the way home]][[|, with a small drawing in the corner|, in {hero.his} best handwriting]].
  `,
  `
  Después de cenar, {hero} volvió a contar la historia [[desde el principio|desde el primer paso|de cabo a rabo]], y esta vez {companion} [[hizo los ruidos|puso todas las voces|representó las partes emocionantes|hizo los efectos especiales]][[|, bastante alto|, con muchísimas ganas]].
  Después de cenar, todos querían saber cómo había ido el día, así que {hero} lo [[contó|contó todo|contó bien contado]], y {companion} [[añadió lo que a {hero} se le olvidaba|añadió lo que {hero} se saltaba|corrigió los detalles pequeños|lo hizo un poquito más grande cada vez]][[|, y así quedó todavía mejor|, lo pidiera alguien o no]].
  ?person {person} escuchó [[con los ojos muy abiertos|con las dos manos en la boca|con una taza de té enfriándose]] y dijo que aquello había sido [[listísimo, bonísimo y, sobre todo, muy embarrado|valentísimo, bonísimo y, sobre todo, larguísimo|lo más listo, lo más bonito y lo más embarrado de toda la familia]][[|, todo a la vez|, y era verdad]].
  ?person {person}, su {relation.bare}, quiso oír [[la historia entera dos veces, y lo mejor, tres|el principio otra vez, y el final dos|cada trocito, despacio]][[|, y luego hizo cien preguntas|, y aplaudió al final]].
  [[Aquella noche|Después de cenar|Más tarde]], la cocina [[estaba calentita y llena de luz|olía a tostadas|estaba llena de conversación]], y {hero} [[no paraba de bostezar|se acordaba de más y más cosas|contaba la historia a trocitos, entre bocado y bocado]][[|, que es como se cuentan las mejores historias|, mientras {companion} dormitaba cerca]].

  ?toddler ¡[[Hora del cuento|Otra vez|Una vez más]]! {hero} contó [[el cuento|todo|el día entero]], {companion} hizo «{call}», y [[todos aplaudieron|todo el mundo lo celebró|hasta las tazas tintinearon]][[|, ¡hurra!|, plas, plas, plas]].
  ?old Cuando {hero} llegó a la parte {before.del}, todos se quedaron [[muy callados|quietísimos|tan callados que se oía el reloj]]; y cuando llegó a la parte {owner.del}, [[todos lo celebraron|todo el mundo aplaudió|hubo un aplauso enorme]][[|, y {companion} hizo una reverencia|, y a alguien se le escapó una lágrima de alegría]].
  ?big {hero} [[se saltó|pasó por alto|se dejó sin contar]] uno o dos momentos algo vergonzosos, y {companion} [[los volvió a poner, con todo detalle|los volvió a meter, con gestos y todo|se acordó de ellos en voz alta, uno a uno]][[|, para alegría de todos|, hasta que {hero} también se tuvo que reír]].
  {hero} [[enseñó a todos por dónde habían ido|dibujó un mapa del día en el reverso de un sobre|contó con los dedos todos los sitios]], y {companion} [[señaló las mejores partes|se sentó encima de la parte más importante|añadió un par de sitios que a lo mejor no existían]][[|, y todos se rieron|, con mucha ayuda]].

  Luego hubo un baño [[calentito|bien caliente|de los buenos]], con espuma [[hasta la barbilla|alta como una montaña|que olía a manzana]], y {companion} vigilando [[desde el borde|desde una distancia prudente|desde la puerta]] para que la espuma se portara bien[[|, y casi siempre se portó|, y no se portó nada bien]].
  ?!carriable Luego hubo un baño calentito para {hero}, mientras {companion} dormitaba [[junto a la chimenea|junto a la puerta|en el pasillo]], [[demasiado grande para la bañera y encantad{pet.o} de serlo|demasiado grande para la espuma y nada triste por ello|roncando bajito, demasiado grande para baños]][[|, por suerte|, como siempre]].
  ?carriable Luego hubo un baño calentito, y {companion} también se bañó, le gustara o no[[ (no le gustaba)| (no le gustaba nada)| (más bien no)]][[|, y después, una buena friega con la toalla más esponjosa|, y después, un buen enfurruñamiento junto a la chimenea]].
  {hero} dejó [[el recuerdo del viaje|el tesoro del día|el pequeño recuerdo]] en [[el alféizar|la estantería junto a la cama|la mesilla de noche]], donde [[la luna pudiera encontrarlo|pudiera verlo nada más despertarse|le diera la primera luz de la mañana]][[|, junto a sus otros tesoros|, bien colocadito]].
  ?old {hero} apuntó el día en un cuaderno, [[para no olvidarlo nunca|para guardarlo bien|antes de que se le escapara]]: [[los sitios, los líos, y el momento en que todo salió bien|cada sitio, cada susto y el final feliz|la ida, la parte difícil y la vuelta]][[|, con un dibujito en la esquina|, con su mejor letra]].
  `,
);

export const TOMORROW = bi(
  `
  “What shall we do tomorrow?” [[asked {companion}|asked {companion}, yawning|asked {companion} sleepily]]. “Something [[small|small and quiet|very small]],” [[said {hero}|{hero} said]], “[[like breakfast|like breakfast, slowly|like toast|like lying in bed and listening to the rain]][[.|, perhaps.]]”
  ?old “Tomorrow,” said {hero}, “let's do [[nothing at all, very slowly|absolutely nothing, very carefully|nothing whatsoever, all day]].” {companion} said it was [[the best plan yet|the best idea {hero} had ever had|a plan worth getting up for, or not]][[|, and yawned|, and meant it]].
  ?young “Can we go back one day?” [[asked {companion}|asked {companion} softly|asked {companion}, half asleep]]. “One day,” [[said {hero}|{hero} promised|said {hero}, smiling]], “[[when our legs have forgotten|when we've had a good long rest|when it misses us]][[.”|, and not before.”]]
  ?situation {hero} thought about tomorrow, and [[for once|this time|tonight]] it did not feel [[quite so big|so very big|nearly as big as before]][[|; it felt just the right size|, which was new|, which was a nice surprise]].
  “[[Was today the best day ever|Do you think today was the best day ever|Best day ever?]]” [[asked {companion}|whispered {companion}|asked {companion}, snuggling down]]. “[[One of them|Nearly|Very nearly]],” [[said {hero}|{hero} said, smiling]][[.|, “[[tomorrow might be good too|but I'm keeping the best for later|there's always another one coming]].”]]
  `,
  `
  —¿Qué hacemos mañana? —[[preguntó {companion}|preguntó {companion}, bostezando|preguntó {companion} con sueño]]. —Algo [[pequeñito|pequeñito y tranquilo|muy muy pequeño]] —[[dijo {hero}|contestó {hero}]]—, [[como desayunar|como desayunar despacito|como comer tostadas|como quedarnos en la cama oyendo llover]][[|, por ejemplo]].
  ?old —Mañana —dijo {hero}— no vamos a hacer [[nada de nada, muy despacio|absolutamente nada, con mucho cuidado|nada de nada, en todo el día]]. —{companion} dijo que era [[el mejor plan hasta la fecha|la mejor idea que había tenido {hero} en su vida|un plan por el que valía la pena levantarse, o no]][[|, y bostezó|, y lo decía en serio]].
  ?young —¿Volveremos algún día? —[[preguntó {companion}|preguntó {companion} bajito|preguntó {companion}, medio dormid{pet.o}]]. —Algún día —[[dijo {hero}|prometió {hero}|dijo {hero}, sonriendo]]—, [[cuando a las piernas se les haya olvidado|cuando hayamos descansado mucho|cuando aquello nos eche de menos]][[|, y no antes]].
  ?situation {hero} pensó en el día de mañana, y [[por una vez|esta vez|aquella noche]] no le pareció [[tan grande|tan enorme|ni la mitad de grande que antes]][[|; le pareció del tamaño justo|, y eso era nuevo|, y fue una sorpresa bonita]].
  —¿[[Ha sido hoy el mejor día del mundo|Tú crees que hoy ha sido el mejor día del mundo|El mejor día del mundo]]? —[[preguntó {companion}|susurró {companion}|preguntó {companion}, acurrucándose]]. —[[Uno de ellos|Casi|Casi casi]] —[[dijo {hero}|dijo {hero}, sonriendo]][[.|—. [[Mañana también puede ser bueno|Pero el mejor me lo guardo para luego|Siempre viene otro]].]]
  `,
);

export const LOW_COMFORT = bi(
  `
  {companion} leaned against {hero}, [[warm and solid|soft and warm|close and steady]], and [[did not say anything|said nothing at all|did not need to say a word]], which was [[exactly right|just what was needed|the kindest thing of all]][[|, for now|, for a while]].
  ?toddler [[Sad, sad, sad|Oh dear, oh dear|Sniff, sniff, sniff]]; [[hug, hug, hug|cuddle, cuddle, cuddle|squeeze, squeeze, squeeze]], [[a little bit better|and a bit better now|better, just a bit]]!
  ?old “We've come such a long way,” said {hero}. “That's [[what I'm thinking about|just what I was thinking|exactly it]],” said {companion}. “[[All that way|All those steps|Every bit of that way]]. We don't [[give up after all that way|stop now, not after all that|turn back after coming so far]][[.”|, not us.”]]
  ?big “This is the bit in the story where everything looks hopeless,” said {companion}. “It [[always turns round|always gets better|usually turns out all right]] after this bit.” “Are you sure?” [[said {hero}|asked {hero}]]. “No,” said {companion}. “But I've read [[a lot of stories|a great many stories|more stories than you'd think]].”
  [[For a while|For a long moment|For a little time]], they [[just sat together|sat close and quiet|stayed where they were]], and [[{companion.s} warmth|the quiet|being together]] [[helped more than any words could|was a kind of comfort|made the bad feeling a little smaller]][[|, bit by bit|, slowly]].
  `,
  `
  {companion} se apoyó en {hero}, [[calentit{pet.o} y firme|suave y calentit{pet.o}|muy cerca, sin moverse]], y [[no dijo nada|no dijo ni una palabra|no hizo falta que dijera nada]], que era [[justo lo que hacía falta|lo que hacía falta|lo más bonito que podía hacer]][[|, de momento|, durante un rato]].
  ?toddler ¡[[Pena, pena, pena|Ay, ay, ay|Snif, snif, snif]], [[abrazo, abrazo, abrazo|achuchón, achuchón, achuchón|mimito, mimito, mimito]], [[un poquito mejor|ya un poco mejor|mejor, solo un poco]]!
  ?old —Hemos llegado tan lejos —dijo {hero}. —[[En eso estoy pensando|Eso mismo pensaba yo|Justo eso]] —dijo {companion}—. [[Tan lejos|Tantos pasos|Todo ese camino]]. No [[vamos a rendirnos después de llegar tan lejos|vamos a parar ahora, después de todo eso|nos vamos a dar la vuelta después de tanto]][[|, eso seguro]].
  ?big —Esta es la parte del cuento en la que todo parece perdido —dijo {companion}—. Después de esta parte, [[siempre cambia|siempre mejora|casi siempre sale bien]]. —¿Seguro? —[[dijo {hero}|preguntó {hero}]]. —No —dijo {companion}—. Pero he leído [[muchos cuentos|muchísimos cuentos|más cuentos de los que crees]].
  [[Durante un rato|Durante un buen rato|Un ratito]] [[no dijeron nada|estuvieron muy cerca y en silencio|no se movieron de donde estaban]], y [[el calor de {companion}|el silencio|estar juntos]] [[ayudó más que cualquier palabra|fue una especie de consuelo|hizo la pena un poquito más pequeña]][[|, poco a poco|, despacio]].
  `,
);
