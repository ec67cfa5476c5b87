/** At the heart of the place: the moment before the ending is earned, and the thanks after it. */

import { bi } from '../../grammar/template';

export const HEART_MOMENT = bi(
  `
  {hero} [[stood very still|stood quite still|stopped where {hero.he} was|stood for a long moment]] and looked at [[everything|it all|everything around {hero.him}|{heart}]], [[trying to work out what to do|wondering what to do first|working out the best way to begin|thinking hard about what came next]].
  For a moment {hero} [[did not move at all|hardly dared to breathe|stood without moving|kept perfectly still]]; [[everything they had come for|all they had come so far for|the whole reason for the journey]] was [[right here|right in front of them|here at last]], [[and it was still not done|but the hardest part was still to do|but it was not finished yet|and only one thing was left to do]].
  ?old This was the moment [[the whole day|the whole journey|every step]] had been [[walking towards|leading to|heading for]], and {hero} [[knew it|could feel it|knew it right down to {hero.his} toes]][[|, the way you know it is your birthday before you open your eyes]].
  [[So this was it|Here it was at last|They were here at last]]: {heart}, [[bigger|quieter|stiller|brighter]] than {hero} had [[imagined|pictured it|dreamed]], [[just waiting|waiting for them|waiting to see what {hero} would do]].

  ?young {companion} [[pressed close|came very close|crept up beside {hero}|leaned against {hero}]] and [[whispered|asked in a tiny voice|said very softly|breathed]], “[[What now?|What do we do now?|Now what?|What happens now?]]”
  ?old “[[Whatever you decide|Whatever you choose|Whatever happens next|Whatever you do]],” said {companion}[[| quietly|, very seriously|, not quite steadily]], “[[I'm with you|I'm right here with you|I'm on your side|you won't be doing it alone]].” It was [[the nicest thing|the kindest thing|the best thing|quite the nicest thing]] [[anyone had said|{hero} had heard|anybody had said to {hero}]] [[all day|in a long time|for a week|in ages]].
  ?big “[[I'd like to point out|I feel I should mention|For the record|Just so you know]],” whispered {companion}[[|, not very quietly|, sounding rather excited|, in a voice that was trying to be calm]], “[[we're extremely close to the good bit|we're very nearly at the good bit|this is the bit where the story gets good|we're almost at the part people tell afterwards]].”
  ?young {companion} looked up at {hero} [[and waited|with big, trusting eyes|and gave a small, brave nod|as if to say, “You can do it”]][[| and did not say a word|, very still]].

  {hero} thought of {owner}, [[and of {helper}|and of everyone at home|and of {companion} close by]], and of [[all the way they had come|every step of the journey|everything that had happened on the way]]; and then, [[quite suddenly|all at once|quite calmly|as clear as a bell]], {hero} knew [[what to do|exactly what to do|what had to be done]].
  ?visited {hero} remembered {before} [[and what had worked there|and how they had managed there|and the trick that had worked there]], [[so {hero.he} took a deep breath|so {hero.he} took a long, slow breath|then squared {hero.his} shoulders|which made {hero.him} feel braver at once]].
  [[Slowly|Carefully|Very gently]], {hero} [[took one step forward|stepped forward|went a little closer]], [[then another|and then one more]], [[because that is how the brave bits start|since there was nothing else for it|for {owner} was counting on them]].
  `,
  `
  {hero} [[se paró|se detuvo|se quedó en silencio|no dio ni un paso más]] y [[lo miró todo|miró a su alrededor|lo observó todo con calma|miró {heart}]], [[intentando averiguar qué hacer|pensando por dónde empezar|buscando la mejor manera de empezar|pensando mucho en lo que venía ahora]].
  Durante un momento, {hero} [[no se movió|casi ni se atrevía a respirar|no movió ni un dedo|se quedó sin moverse]]: [[todo lo que habían venido a buscar|aquello por lo que habían viajado tanto|la razón de todo el viaje]] estaba [[allí|justo delante|allí por fin]], [[y aún no estaba hecho|pero aún faltaba lo más difícil|pero todavía no estaba terminado|y solo quedaba una cosa por hacer]].
  ?old Era el momento hacia el que [[había caminado todo el día|llevaba todo el viaje|apuntaba cada paso]], y {hero} [[lo sabía|lo notaba|lo sabía hasta la punta de los pies]][[|, como se sabe que es tu cumpleaños antes de abrir los ojos]].
  [[Así que era esto|Por fin estaba allí|Allí estaba, por fin]]: {heart}, [[más grande|más tranquil{heart.o}|más silencios{heart.o}|más brillante]] de lo que {hero} [[había imaginado|se había figurado|había soñado]], [[esperando|esperándolos|esperando a ver qué hacía {hero}]].

  ?young {companion} [[se acercó mucho|se arrimó a {hero}|se acurrucó junto a {hero}|se apoyó en {hero}]] y [[susurró|preguntó con una vocecita|dijo muy bajito|dijo casi sin voz]]: —[[¿Y ahora qué?|¿Qué hacemos ahora?|¿Ahora qué?|¿Qué pasa ahora?]]
  ?old —[[Decidas lo que decidas|Elijas lo que elijas|Pase lo que pase|Hagas lo que hagas]] —dijo {companion}[[| en voz baja|, muy en serio|, con la voz un poco temblorosa]]—, [[yo estoy contigo|aquí me tienes|estoy de tu parte|no te voy a dejar]]. —[[Era lo más bonito|Era lo más amable|Era lo mejor|Era de lo más bonito]] que [[le habían dicho|había oído|le habían dicho nunca]] [[en todo el día|en mucho tiempo|en toda la semana|en siglos]].
  ?big —[[Me gustaría señalar|Creo que debería mencionar|Que conste|Solo para que lo sepas]] —susurró {companion}[[|, no muy bajito|, bastante emocionad{pet.o}|, con una voz que intentaba sonar tranquila]]— que [[estamos rozando la parte buena|ya casi llegamos a la parte buena|esta es la parte en la que la historia se pone buena|estamos a punto de llegar a lo que luego se cuenta]].
  ?young {companion} miró a {hero} [[y esperó|con ojos grandes y confiados|y le hizo un gesto valiente con la cabeza|como diciendo: «Tú puedes»]][[| sin decir nada|, muy quiet{pet.o}]].

  {hero} pensó en {owner}, [[y en {helper}|y en todos los de casa|y en {companion}, allí a su lado]], y en [[todo el camino recorrido|cada paso del viaje|todo lo que había pasado por el camino]]; y entonces, [[de repente|de golpe|muy tranquilamente|clarísimo]], supo [[qué hacer|exactamente qué hacer|lo que había que hacer]].
  ?visited {hero} se acordó {before.del} [[y de lo que había funcionado allí|y de cómo se las habían arreglado allí|y del truco que había funcionado allí]], así que [[respiró hondo|respiró despacio y muy hondo|echó los hombros atrás|se sintió más valiente enseguida]].
  [[Despacio|Con cuidado|Muy suavemente]], {hero} [[dio un paso adelante|avanzó|se acercó un poco más]], [[y luego otro|y después uno más]], [[porque así empiezan las partes valientes|porque no quedaba otra|porque {owner} contaba con ellos]].
  `,
);

export const THANKS = bi(
  `
  ?!shape-mend [[“Thank you,”|“Oh, thank you,”|“Thank you, thank you,”]] said {owner}[[| softly|, with shining eyes|, very quietly|, over and over]], and it was the kind of thank you that you [[keep for a long time|keep in your pocket for ever|remember on grey days|never quite forget]].
  ?!shape-mend {owner} could not stop [[smiling|beaming|grinning]], and [[it was catching|it was the catching kind|the smile spread like warm butter]]: [[soon everyone was smiling|soon {companion} was smiling too|before long even {helper} was smiling|in a moment all of them were grinning]].
  ?old ?!shape-mend {owner} said thank you in [[three|four|five|several]] different ways, and then, [[lost for words|running out of words|quite lost for words]], just [[held {hero.s} hand|squeezed {hero.s} hand|hugged {hero}|smiled and smiled]].
  ?!shape-mend For a moment {owner} [[could not say anything at all|just looked and looked|stood there blinking]], and then [[the thank-yous came tumbling out|{owner} laughed out loud|everything came out at once|{owner} laughed and cried together]].
  ?shape-mend {owner} came back to life with [[a hum and a glow|a click and a whirr|a soft, warm glow|a tinkle and a shimmer|a happy little hum]], as if [[saying thank you|to say thank you|it wanted to say thank you]] in the only way it knew[[| how|]].
  ?shape-mend [[All around|All over|Everywhere in]] {heart}, things began to [[stir and shine again|wake up and sparkle|hum and glow again|brighten, one by one]], now that {owner} {owner.was} [[whole|whole again|mended|working again]].

  [[Just then|At that moment|Right then|A moment later]] {helper} [[arrived|came running|hurried up|came puffing along]], [[out of breath|quite out of breath|red in the face from hurrying|still holding a half-eaten sandwich]], and saw at once that [[everything was all right|all was well|they had done it|it had all worked out]].
  {helper} [[came hurrying up|came round the corner|arrived at a run|appeared]] and stopped, [[amazed|astonished|open-mouthed|quite still]]. “[[You did it|You've done it|Well, you did it|Look at that, you did it]],” {helper} [[said|whispered|said softly|said at last]], “[[you really did it|you really, truly did it|all by yourselves|and I never doubted it for a moment]].”
  {helper} [[had seen it all|had been watching from a little way off|had followed them for the last part of the way]], and [[came forward clapping|began to clap|gave a cheer that rang all round {heart}|could not stop smiling]][[|, proud as anything]].

  ?!shape-mend {owner} gave {hero} [[a small keepsake|a little present|a keepsake]] to remember the day by: [[a smooth, shiny pebble|a tiny silver bell|a button that shone like a star|a little key on a ribbon|a marble with a swirl of blue inside]] from [[the heart of {place}|{heart}]].
  ?!shape-mend [[As a thank-you|To say thank you|Before they went]], {owner} gave them a little [[ribbon|bow|length of ribbon]] to keep, the colour of [[the sky at {heart}|the evening sky|a summer morning|the first star]], and {hero} [[put it safely in {hero.his} pocket|tied it round {hero.his} wrist|folded it carefully into {hero.his} pocket]].
  ?shape-mend {helper} gave {hero} [[a small keepsake|a little present|a keepsake]] to remember the day by: [[a smooth, shiny pebble|a tiny silver bell|a button that shone like a star|a little key on a ribbon|a marble with a swirl of blue inside]] from [[the heart of {place}|{heart}]].
  ?toddler [[Hooray|Oh|Look]], a present for {hero}, [[and one for {companion} too|and another for {companion}|and a tiny one for {companion}]], [[with a bow on top|all shiny and new|tied up with string]]!
  `,
  `
  ?!shape-mend —[[Gracias|Ay, gracias|Gracias, gracias]] —dijo {owner}[[| bajito|, con los ojos brillantes|, en voz muy baja|, una y otra vez]], y fue uno de esos «gracias» que [[se guardan mucho tiempo|se llevan en el bolsillo para siempre|se recuerdan los días grises|nunca se olvidan del todo]].
  ?!shape-mend {owner} no podía dejar de [[sonreír|sonreír de oreja a oreja|sonreír y sonreír]], y [[se contagiaba|era de las sonrisas que se contagian|la sonrisa se extendía como mantequilla caliente]]: [[enseguida estaban todos sonriendo|enseguida {companion} sonreía también|al poco hasta {helper} sonreía|en un momento sonreían todos]].
  ?old ?!shape-mend {owner} dio las gracias de [[tres|cuatro|cinco|muchas]] maneras distintas y luego, [[sin palabras|ya sin palabras|sin saber qué más decir]], [[cogió la mano de {hero}|le apretó la mano a {hero}|abrazó a {hero}|sonrió y sonrió]].
  ?!shape-mend Durante un momento {owner} [[no pudo decir nada|solo miraba y miraba|se quedó parpadeando]], y luego [[los «gracias» le salieron a borbotones|se echó a reír|le salió todo a la vez|se rio y lloró al mismo tiempo]].
  ?shape-mend {owner} volvió a la vida con [[un zumbido y un brillo|un clic y un ronroneo|un resplandor suave y cálido|un tintineo y un destello|un zumbidito feliz]], como si [[diera las gracias|quisiera dar las gracias|les diera las gracias]] de la única forma que sabía.
  ?shape-mend [[Alrededor {heart.del}|Por todos los rincones {heart.del}|Dentro y fuera {heart.del}]], las cosas empezaron a [[moverse y a brillar otra vez|despertar y centellear|zumbar y relucir de nuevo|iluminarse una a una]], ahora que {owner} volvía a estar [[enter{owner.o}|arreglad{owner.o}|como nuev{owner.o}|en marcha]].

  [[Justo entonces|En ese momento|Entonces|Un momento después]] [[llegó|llegó corriendo|llegó a toda prisa|llegó resoplando]] {helper}, [[sin aliento|con la lengua fuera|colorad{helper.o} de tanto correr|todavía con medio bocadillo en la mano]], y vio enseguida que [[todo estaba bien|todo había salido bien|lo habían conseguido|todo se había arreglado]].
  {helper} [[llegó corriendo|apareció por la esquina|llegó a la carrera|apareció de pronto]] y se paró, [[asombrad{helper.o}|boquiabiert{helper.o}|sin poder creérselo|muy quiet{helper.o}]]. —[[Lo habéis conseguido|Lo habéis logrado|Pues lo habéis conseguido|Mira por dónde, lo habéis conseguido]] —[[dijo|susurró|dijo bajito|dijo por fin]]—, [[de verdad que lo habéis conseguido|de verdad de la buena|sin ayuda de nadie|y yo nunca lo dudé ni un momento]].
  {helper} [[lo había visto todo|lo había observado todo desde un poco más allá|los había seguido en el último tramo]], y [[se acercó aplaudiendo|se puso a aplaudir|soltó un «¡bravo!» que resonó por tod{heart.o} {heart}|no podía dejar de sonreír]][[|, muy orgullos{helper.o}]].

  ?!shape-mend {owner} le regaló a {hero} [[un recuerdo|un regalito|un pequeño recuerdo]] del día: [[una piedrecita lisa y brillante|una campanita de plata|un botón que brillaba como una estrella|una llavecita con una cinta|una canica con un remolino azul dentro]] [[del corazón {place.del}|{heart.del}]].
  ?!shape-mend [[Para darles las gracias|Como agradecimiento|Antes de que se fueran]], {owner} les regaló [[una cintita|una cinta pequeñita|una cinta de seda]] del color [[del cielo {heart.del}|del cielo de la tarde|de una mañana de verano|de la primera estrella]], y {hero} [[la guardó bien en el bolsillo|se la ató a la muñeca|la dobló con cuidado y se la guardó en el bolsillo]].
  ?shape-mend {helper} le regaló a {hero} [[un recuerdo|un regalito|un pequeño recuerdo]] del día: [[una piedrecita lisa y brillante|una campanita de plata|un botón que brillaba como una estrella|una llavecita con una cinta|una canica con un remolino azul dentro]] [[del corazón {place.del}|{heart.del}]].
  ?toddler [[¡Hurra|¡Oh|¡Mira|¡Qué bien]], [[un regalo|un regalito|una sorpresa]] para {hero}! [[¡Y otro para {companion}|¡Y uno para {companion} también|¡Y uno chiquitito para {companion}]], [[con un lazo encima|todo brillante|atado con un cordel]]!
  `,
);

export const CALLBACKS = bi(
  `
  ?visited At {before}, [[the creatures they had met|the friends they had made|everyone they had met]] came out to [[wave|wave and cheer|say goodbye|wave them past]], and {companion} [[waved back with everything {companion.he} had|waved back as hard as {companion.he} could|waved back until they were out of sight]].
  ?visited When they passed {before}, it was [[all quiet and friendly|calm and friendly|peaceful and still|as gentle as anything]], as if [[nothing difficult had ever happened there|it had never been any trouble at all|it had forgotten all about the hard part|it was pleased to see them again]].
  [[Everywhere they went|Wherever they passed|All along the way|At every turn]], somebody seemed to have heard the news already, [[because news travels fast in {place}|for good news travels fast in {place}|and somebody always waved|and somebody always called out “Well done!”]].

  {hero} [[touched|patted|felt for]] the keepsake in {hero.his} pocket [[every now and then|now and again|every few steps|once or twice]], [[to make sure the day had really happened|just to be sure it was still there|to check it had all been real|and smiled each time]].
  ?old “[[Do you think we'll come back?|Will we ever come back, do you think?|Shall we come back one day?]]” [[asked|wondered|said]] {companion}[[|, looking over {companion.his} shoulder|, a little sleepily|, very quietly]]. “I think,” [[said|answered]] {hero}[[|, smiling|, after a moment]], “{place} will [[still be here when we do|wait for us|be glad to see us again|keep our places for us]].”
  ?toddler “[[Bye-bye|Goodbye|Night-night]], {place.bare}!” [[called|sang|whispered]] {hero} and {companion}[[| together| over their shoulders| as they went]].
  ?young [[Every little while|Now and then|Every so often]], {companion} [[looked back|turned round|peeped back]] [[at {heart}|the way they had come]], [[just to see it once more|to remember it|and sighed a happy sigh]].
  `,
  `
  ?visited En {before}, [[las criaturas que habían conocido|los amigos que habían hecho|todos los que habían conocido]] salieron a [[decirles adiós|despedirlos con vítores|despedirse|verlos pasar]], y {companion} les devolvió el saludo [[con todas sus fuerzas|lo más fuerte que pudo|hasta que ya no se veían]].
  ?visited Cuando pasaron por {before}, todo estaba [[tranquilo y amable|en calma|en paz y en silencio|de lo más apacible]], como si [[allí nunca hubiera pasado nada difícil|nunca hubiera dado ningún problema|se hubiera olvidado de la parte difícil|se alegrara de volver a verlos]].
  [[Por donde pasaban|Allí por donde iban|Por todo el camino|En cada recodo]], alguien parecía conocer ya la noticia, [[porque las noticias vuelan en {place}|porque en {place} las buenas noticias corren mucho|y siempre había alguien que les saludaba|y siempre había alguien que gritaba «¡bien hecho!»]].

  {hero} [[tocaba|palpaba|buscaba con la mano]] el recuerdo que llevaba en el bolsillo [[de vez en cuando|cada poco|cada pocos pasos|una o dos veces]], [[para comprobar que el día había pasado de verdad|para asegurarse de que seguía allí|para comprobar que todo había sido real|y sonreía cada vez]].
  ?old —[[¿Crees que volveremos?|¿Tú crees que volveremos algún día?|¿Volveremos alguna vez?]] —[[preguntó|quiso saber|dijo]] {companion}[[|, mirando atrás|, un poco dormid{pet.o}|, muy bajito]]. —Creo —[[dijo|contestó]] {hero}[[|, sonriendo|, después de pensarlo]]— que {place} [[seguirá aquí cuando volvamos|nos esperará|se alegrará de vernos otra vez|nos guardará el sitio]].
  ?toddler —[[¡Adiós|¡Adiós, adiós|¡Buenas noches]], {place.bare}! —[[dijeron|cantaron|susurraron]] {hero} y {companion}[[| a la vez| mirando atrás| mientras se iban]].
  ?young [[Cada poquito|De vez en cuando|Cada dos por tres]], {companion} [[miraba atrás|se daba la vuelta|echaba una miradita]] [[hacia {heart}|hacia el camino recorrido]], [[para verlo una vez más|para acordarse bien|y soltaba un suspiro feliz]].
  `,
);

export const LAST_STRETCH = bi(
  `
  The last [[stretch|bit|part]] of the way to {heart} was the [[longest|longest of all|slowest|longest by far]], the way last [[stretches|bits]] [[always are|always seem to be|nearly always are]].
  From {station}, the way [[wound on|twisted on|climbed on|ran on]] towards {heart}, and [[they could see it now, then not, then again|it peeped out, then hid, then peeped out again|it kept appearing and disappearing]], [[closer each time|a little closer each time|nearer with every bend]].
  ?old [[Neither of them said much|They hardly spoke|Not much was said]] on the last stretch; there was too much to [[think about|think over|wonder about]], and too much to [[hope|hope for|look forward to]].
  [[Step by step|Bit by bit|Little by little]], {heart} [[came closer|grew nearer|got bigger]], [[until it was no longer far away|until they could almost touch it|until it filled the whole view]].

  {companion} [[stayed|kept|went along]] [[very close to|right beside|as near as could be to]] {hero}, so close [[that they kept bumping into each other|that they bumped at every step|that {hero} could hear {companion} breathing|that there was no room for worrying between them]].
  ?young {companion} asked if they were there yet [[four|three|five|six]] times, and the [[next|last]] time, they [[very nearly were|really almost were|truly, nearly were]].
  ?big “When we get there,” said {companion}, “I'd like it [[known|on record|written down somewhere]] that I never [[doubted us|doubted you|had a single doubt]][[, or not much|, well, hardly ever|, more or less|, not really]].”
  ?young [[Nobody|Neither of them]] [[wanted to stop|felt tired any more|was thinking about supper]], [[not this close|not with {heart} so near|not now]].

  ?!space ?day [[By now the light|The late light|The afternoon light|The sunlight]] was turning [[golden|gold|honey-coloured|soft and warm]], and their shadows [[stretched out long|ran out long|stretched]] in front of them, [[as if hurrying ahead|as if they wanted to get there first|like two friends racing ahead|pointing the way]].
  ?space Their long [[black|dark|inky]] shadows [[ran|stretched|slid]] ahead of them over the [[grey|silver-grey|soft grey]] dust, [[pointing the way|as if they knew the way|like arrows]].
  [[Somewhere|Far off|Close by]], {sound}, as if [[to cheer them on|to say they were nearly there|to hurry them along]].
  `,
  `
  El último [[tramo|trocito|trozo]] hasta {heart} fue el [[más largo|más largo de todos|más lento|más largo con diferencia]], como [[pasa siempre|suele pasar|pasa casi siempre]] con los últimos tramos.
  Desde {station}, el camino [[serpenteaba|se retorcía|subía|seguía]] hacia {heart}, y [[ya lo veían: ahora sí, ahora no, ahora otra vez|asomaba, se escondía y volvía a asomar|aparecía y desaparecía una y otra vez]], [[cada vez más cerca|un poquito más cerca cada vez|más cerca en cada curva]].
  ?old En el último tramo [[casi no hablaron|apenas dijeron nada|no se habló mucho]]; había demasiado en qué [[pensar|darle vueltas|imaginar]], y demasiado que [[esperar|desear|ilusionarse]].
  [[Paso a paso|Poco a poco|Poquito a poco]], {heart} [[se acercaba|estaba más cerca|se hacía más grande]], [[hasta que ya no estaba lejos|hasta que casi podían tocarlo|hasta que lo llenaba todo]].

  {companion} [[iba|caminaba|seguía]] [[muy cerca de|justo al lado de|todo lo cerca que podía de]] {hero}, tan cerca que [[se chocaban a cada rato|se daban golpecitos a cada paso|{hero} oía respirar a {companion}|no quedaba sitio para ninguna preocupación]].
  ?young {companion} preguntó si ya habían llegado [[cuatro|tres|cinco|seis]] veces, y a la [[siguiente|última]] [[casi era verdad|ya casi, casi|era verdad, o casi]].
  ?big —Cuando lleguemos —dijo {companion}—, quiero que [[conste|quede claro|quede por escrito]] que nunca [[dudé de nosotros|dudé de ti|tuve ni una duda]][[, o no mucho|, bueno, casi nunca|, más o menos|, de verdad que no]].
  ?young [[Nadie|Ya nadie]] [[quería pararse|tenía sueño|pensaba en la cena]], [[no tan cerca|no con {heart} tan cerca|ahora no]].

  ?!space ?day [[La luz|La luz de la tarde|La última luz|El sol]] se estaba volviendo [[dorada|de oro|color miel|suave y cálida]], y sus sombras se [[estiraban|alargaban|estiraban muchísimo]] delante de ellos, [[como si tuvieran prisa|como si quisieran llegar primero|como dos amigos echando una carrera|señalando el camino]].
  ?space Sus largas sombras [[negras|oscuras|de tinta]] [[corrían|se estiraban|se deslizaban]] delante de ellos sobre el polvo [[gris|gris plateado|gris y suave]], [[señalando el camino|como si conocieran el camino|como flechas]].
  [[En algún sitio|A lo lejos|Muy cerca]], {sound}, [[como para animarlos|como diciendo que ya casi estaban|como metiéndoles prisa]].
  `,
);

export const AFTERGLOW = bi(
  `
  Then everyone sat down together [[at|by|in the middle of]] {heart}, and there was [[something to eat|cake|bread and honey|warm buns|tea and biscuits]], and [[a great deal to talk about|a great deal of laughing|more talking than eating|a lot of happy noise]].
  [[Word spread|The news spread quickly|News flew about]], and soon [[creatures|friends|visitors, big and small,]] were coming from all over {place} to [[hear what had happened|hear the story|see for themselves|say well done]].
  ?old {helper} told them a story about {heart} from [[long ago|long, long ago|before anyone could remember]], and {hero} [[listened|listened carefully|listened with {hero.his} chin on {hero.his} knees]], and thought that one day [[this would be a story too|somebody would tell this story too|their own day would be a story like that]].
  [[Somebody|{helper}|Someone]] [[found|brought out|produced]] [[a big flask of cocoa|a basket of buns|a jar of honey and some spoons]], and [[everyone had some|there was enough for everybody|{companion} had two helpings]].

  ?young {companion} told the story of the day to [[anyone who would listen|everyone who came by|whoever sat still long enough]], and [[some of it was even true|most of it was nearly true|it got bigger every time|every time it grew a little more exciting]].
  ?old {companion} told the story of the day with a great deal of [[waving|arm-waving|flapping about|dramatic pausing]], making {companion.self} [[rather braver|a good deal braver|much taller and braver]] than {companion} had [[been|actually been|really been]].
  {creature.a} [[crept up|came creeping up|shuffled over|came closer]] to [[sit|settle|rest]] beside {hero}, as if it wanted to be near [[the one who had done it|the hero of the day|whoever had been so brave|the one everyone was talking about]].
  `,
  `
  Luego se sentaron todos juntos [[junto {heart.al}|en medio {heart.del}|cerca {heart.del}]], y hubo [[algo de comer|bizcocho|pan con miel|bollitos calientes|té con galletas]], y [[muchísimo de qué hablar|muchísimas risas|más charla que comida|mucho ruido feliz]].
  [[La noticia corrió|La noticia voló|La noticia se extendió enseguida]], y [[enseguida|al poco rato|en nada]] empezaron a llegar [[criaturas|amigos|visitantes grandes y pequeños]] de todos los rincones {place.del} para [[enterarse de lo que había pasado|oír la historia|verlo con sus propios ojos|darles la enhorabuena]].
  ?old {helper} les contó una historia {heart.del} de [[hace mucho tiempo|hace muchísimo tiempo|antes de que nadie pudiera recordarlo]], y {hero} [[la escuchó|la escuchó con atención|la escuchó con la barbilla apoyada en las rodillas]] pensando que algún día [[esto también sería una historia|alguien contaría también esta historia|su propio día sería una historia así]].
  [[Alguien|{helper}|Alguien muy amable]] [[sacó|trajo|apareció con]] [[un termo enorme de cacao|una cesta de bollos|un tarro de miel y unas cucharas]], y [[hubo para todos|todo el mundo comió un poco|{companion} repitió dos veces]].

  ?young {companion} contó la historia del día a [[todo el que quiso escucharla|todos los que pasaban|cualquiera que se quedara quieto un rato]], y [[parte de ella era hasta verdad|casi toda era casi verdad|cada vez era más grande|cada vez era un poco más emocionante]].
  ?old {companion} contó la historia del día [[moviendo mucho las patas|con muchos aspavientos|con pausas muy dramáticas|sin parar de gesticular]], y se puso a sí mism{pet.o} [[bastante más valiente|muchísimo más valiente|mucho más alt{pet.o} y más valiente]] de lo que [[había sido|había sido en realidad|había sido de verdad]].
  {creature.a} se acercó [[despacito|muy despacito|poco a poco|con timidez]] a [[sentarse|acurrucarse|descansar]] junto a {hero}, como si quisiera estar cerca de [[quien lo había conseguido|quien había sido tan valiente|la estrella del día|quien estaba en boca de todos]].
  `,
);
