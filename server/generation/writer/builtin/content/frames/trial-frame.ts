/** Around every trial: the moment before (seeing the trouble) and the moment after (relief, and on). */

import { bi } from '../../grammar/template';

export const TRIAL_BEFORE = bi(
  `
  At {station}, {hero} [[slowed down|slowed right down|stopped for a moment|took a careful breath]], because [[something about the place said: be careful here|the place had a be-careful feeling about it|it looked like the kind of spot where things go wrong|{companion} had gone very quiet]][[|, and {hero} listened|, and {hero.he} trusted that feeling]].
  {companion} [[stopped short|stopped stock-still|froze|came to a sudden halt]] at {station}, [[which meant trouble ahead|which always meant trouble|and that could only mean one thing|and stood very still, listening]][[|, as {hero} knew very well|, so {hero} stopped too]].
  ?old {hero} had [[a feeling|a funny feeling|a prickly sort of feeling|a small, sure feeling]] about {station} [[before anything happened at all|the moment they arrived|even before they got close]], and [[the feeling was right|the feeling turned out to be right|it was not wrong]][[| — as feelings sometimes are|, as it happened]].
  ?young “Uh-oh,” [[said {companion}|whispered {companion}|said {companion} softly]], at {station}. [[And uh-oh was exactly the word for it|And it really was an uh-oh sort of place|And uh-oh was just right|Which was the right word, as it turned out]][[|, as they were about to find out]].
  ?big “I'd like to [[go on record|say, for the record|make it perfectly clear]],” [[said {companion}|announced {companion}|said {companion}, in a low voice]], at {station}, “[[as saying I have a bad feeling about this|that I have a bad feeling about this|that this looks like trouble to me]][[|, and I am usually right|, and my feelings are very reliable]].”
  [[The way|Everything]] [[went quiet|seemed to hold its breath|looked different]] [[as they came to|when they reached|near]] {station}, and {hero} [[knew|could tell|had a feeling]] that [[this was where the trouble was|something was about to happen|the easy part was over]][[|, because {companion} had stopped wagging, waving or wiggling|, just by the look of it]].
  `,
  `
  Junto {station.al}, {hero} [[aflojó el paso|fue más despacio|se paró un momento|respiró con cuidado]], porque [[algo en aquel sitio decía: cuidado aquí|aquel sitio tenía un aire de andar con cuidado|parecía justo el sitio donde las cosas se tuercen|{companion} se había quedado muy callad{pet.o}]][[|, y {hero} hizo caso|, y {hero} se fio de esa sensación]].
  {companion} [[se paró en seco|se quedó clavad{pet.o}|se detuvo de golpe|frenó de repente]] junto {station.al}, [[y eso quería decir problemas|y eso siempre quería decir problemas|y eso solo podía significar una cosa|con todo el cuerpo alerta]][[|, como {hero} sabía muy bien|, así que {hero} también se paró]].
  ?old {hero} tuvo [[un presentimiento|una sensación rara|un cosquilleo de aviso|una corazonada]] junto {station.al} [[antes de que pasara nada|nada más llegar|incluso antes de acercarse]], y [[acertó|no se equivocó|tenía razón]][[|, como pasa a veces|, como se vio enseguida]].
  ?young —Ay, ay —[[dijo {companion}|susurró {companion}|dijo {companion} bajito]], junto {station.al}. Y «ay, ay» [[era justo la palabra|era lo que había que decir|era exactamente lo que era aquello|resultó ser la palabra justa]][[|, como iban a ver enseguida]].
  ?big —[[Que conste en acta|Quiero que quede claro|Lo digo para que conste]] —[[dijo {companion}|anunció {companion}|dijo {companion} en voz baja]], junto {station.al}— [[que esto me da mala espina|que esto no me gusta nada|que esto huele a lío]][[|, y casi siempre acierto|, y mis corazonadas son muy fiables]].
  [[Todo|El camino]] [[se quedó en silencio|pareció contener la respiración|cambió de aspecto]] [[al llegar {station.al}|junto {station.al}|cerca {station.del}]], y {hero} [[supo|notó|tuvo la sensación de]] que [[allí estaba el lío|algo estaba a punto de pasar|lo fácil se había acabado]][[|, porque {companion} ya no se movía nada|, solo con mirarlo]].
  `,
);

export const TRIAL_AFTER = bi(
  `
  {companion} let out [[a long breath|a huge sigh|a breath {companion.he} seemed to have been holding for ages|a whoosh of relief]]. “[[Well|Phew|Well, well|There]],” {companion} said, “[[that's {station} done|that's {station} behind us|so much for {station}|{station}: done]][[|, then|, and not a moment too soon]].”
  They looked back at {station} and could [[hardly believe|scarcely believe|not quite believe]] they had [[got past it|done it|made it through]][[|, but they had|; it looked so ordinary now|; from here it looked almost small]].
  ?toddler [[Done|Hooray|Yes|Phew]], [[done|hooray|yes|phew]], [[all done|we did it|hooray, hooray]], [[hooray for {hero}|well done, {hero}|clap for {hero} and {companion}]]!
  ?young {companion} gave {hero} a [[high five|happy bump|proud little nudge]], or [[as near to one as {companion} could manage|the closest thing {companion.he} could manage|something very like it]][[|, and they both laughed|, twice]].
  ?old “I didn't think we'd manage that,” [[admitted {companion}|said {companion} quietly|{companion} admitted]]. “[[Neither did I|Nor did I|I wasn't sure either]],” said {hero}, “[[but I didn't tell you|but I wasn't going to say so|but I kept it to myself]][[.”|, just in case.”]]
  ?big “Put that in the book,” said {companion}. “What book?” [[said {hero}|asked {hero}]]. “The book of [[things we did|things we managed|brave things]],” said {companion}. “[[It's getting quite long|It's getting thicker every day|We'll need a bigger one soon]].”
  [[Their hearts were still thumping|{hero.s} heart was still going like a drum|They were both a little out of breath]], but [[they had done it|the trouble was behind them|{station} was behind them]], and [[that felt wonderful|{hero} could not stop smiling|{companion} did a small, proud dance]][[|, there and then|, right on the spot]].

  ?kind {hero} thought that being kind had turned out to be [[the quickest way through|the best way past|the answer all along]], which [[nobody had mentioned|nobody had told {hero.him}|nobody ever tells you]][[|, and it was worth remembering|, and {hero} tucked the thought away]].
  ?brave {hero.s} [[knees were still wobbly|hands were still shaking a little|heart was still racing]], but {hero} felt [[taller than before|a little bit bigger inside|stronger than before]][[|, as if courage were something that grew when you used it|, and that was worth every wobble]].
  ?clever {hero} tucked the idea away [[in a pocket of the mind|somewhere safe|at the back of {hero.his} head]], [[in case it was needed again|for next time|because good ideas are worth keeping]][[|, the way you keep a shiny button|, and smiled]].
  ?ask {hero} thought how strange it was that asking [[had felt so hard and turned out so easy|had seemed so big and turned out so small|was hard to start and easy to finish]][[|, and decided to remember that|, like a door that looked heavy but swung open at a touch]].
  ?patient {hero} noticed that waiting had not been [[wasted time|time thrown away|nothing]] at all; it had been [[the answer arriving|the answer on its way|the way through, only slower]][[|, one quiet moment at a time|, like bread rising]].
  ?old It was not the last trouble of the day, {hero} suspected; but it had taught {hero.him} [[something for the next one|a thing or two for next time|something worth knowing]][[|, and that was something|, and {hero} would not forget it]].
  ?young And on they went, [[a little braver than before|a bit prouder than before|feeling ten feet tall|holding their heads high]][[|, side by side|, with {companion} leading the way]].
  `,
  `
  {companion} soltó [[un suspiro muy largo|un suspiro enorme|todo el aire que llevaba un buen rato aguantando|un resoplido de alivio]]. —[[Bueno|Uf|Vaya, vaya|Ya está]] —dijo—, [[{station} ya está|{station} ya queda atrás|adiós {station.al}|una cosa menos]][[|, por fin|, y ya era hora]].
  Miraron atrás, hacia {station}, y [[casi no se podían creer|apenas podían creerse|todavía no se creían del todo]] que lo hubieran [[conseguido|superado|logrado]][[|, pero sí|; desde allí parecía de lo más normal|; desde allí parecía casi poca cosa]].
  ?toddler ¡[[Hecho|Hurra|Bien|Uf]], [[hecho|hurra|bien|uf]], [[todo hecho|lo logramos|hurra, hurra]], [[hurra por {hero}|muy bien, {hero}|aplausos para {hero} y {companion}]]!
  ?young {companion} chocó la mano con {hero}, o [[lo más parecido que pudo|algo muy parecido|lo que a {kind.a} le sale en vez de eso]][[|, y se echaron a reír| dos veces]].
  ?old —No pensaba que lo fuéramos a conseguir —[[reconoció {companion}|dijo {companion} bajito|admitió {companion}]]. —[[Yo tampoco|Ni yo|Pues anda que yo]] —dijo {hero}—, [[pero no te lo dije|pero no pensaba decirlo|pero me lo callé]][[|, por si acaso]].
  ?big —Apúntalo en el libro —dijo {companion}. —¿Qué libro? —[[dijo {hero}|preguntó {hero}]]. —El libro de [[las cosas que hemos hecho|las cosas que hemos logrado|las valentías]] —dijo {companion}—. [[Ya va siendo bastante gordo|Cada día está más gordo|Pronto nos hará falta otro]].
  [[El corazón todavía les iba a mil|A {hero} el corazón le sonaba como un tambor|Aún les faltaba un poco el aliento]], pero [[lo habían conseguido|el lío había quedado atrás|{station} ya quedaba atrás]], y [[eso era una maravilla|{hero} no podía dejar de sonreír|{companion} se marcó un bailecito orgulloso]][[|, allí mismo|, sin más]].

  ?kind {hero} pensó que ser amable había resultado ser [[el camino más corto|la mejor manera de pasar|la respuesta desde el principio]], y eso [[no se lo había dicho nadie|nadie se lo había contado|nunca te lo dice nadie]][[|, y valía la pena acordarse|, y {hero} se guardó la idea]].
  ?brave A {hero} aún le [[temblaban las rodillas|temblaban un poco las manos|iba a mil el corazón]], pero se sentía [[más grande que antes|un poquito más grande por dentro|más fuerte que antes]][[|, como si el valor creciera al usarlo|, y cada temblor había valido la pena]].
  ?clever {hero} se guardó la idea [[en un bolsillo de la cabeza|en un sitio seguro|en un rincón de la memoria]], [[por si volvía a hacer falta|para la próxima vez|porque las buenas ideas hay que guardarlas]][[|, como quien guarda un botón brillante|, y sonrió]].
  ?ask {hero} pensó qué raro era que pedir ayuda [[costara tanto y luego resultara tan fácil|pareciera tan grande y luego fuera tan pequeño|costara tanto empezar y tan poco terminar]][[|, y decidió acordarse|, como una puerta que parece pesada y se abre con un dedo]].
  ?patient {hero} se dio cuenta de que esperar no había sido [[perder el tiempo|tiempo tirado|nada inútil]]: había sido [[la respuesta llegando|la respuesta de camino|la salida, solo que más despacio]][[|, momento a momento|, como el pan cuando sube]].
  ?old Aquel no iba a ser el último lío del día, sospechaba {hero}; pero le había enseñado [[algo para el siguiente|un par de cosas para la próxima vez|algo que valía la pena saber]][[|, y eso ya era mucho|, y {hero} no lo iba a olvidar]].
  ?young Y siguieron adelante, [[un poco más valientes que antes|con la cabeza bien alta|con una sonrisa de oreja a oreja|con el corazón contento]][[|, paso a paso|, con {companion} delante]].
  `,
);
