/**
 * Small happenings on the way that show who the companion is: each one told whole, once a story, and
 * only where it fits (a splash needs water, a chase needs a place with birds or plants). Every line is
 * a small generator grounded in this story's own things (the landmark, the ground, the creature, the
 * want), so two stories seldom tell a happening in the same words.
 */

import { script } from '../../grammar/template';

export const ANECDOTES = [
  script(
    `
    ?!toddler ?water ?walks [[On the way past {station}|Just beyond {station}|A little way past {station}|While they rested near {station}|Not far from {station}]], {companion} leaned over the edge of {water} to [[look at {companion.his} reflection|see who was looking back|say hello to the {kind.bare} in the water|count the ripples|peer at something glinting on the bottom]], leaned [[a little too far|one whisker too far|further, and then further still|just a smidge too far]], and [[went in with a splash|toppled in with a tremendous sploosh|slid in, nose first|tumbled in with a plop]].
    ?!toddler ?water ?walks {hero} [[fished|helped|hauled|pulled]] {companion} out, [[dripping and astonished|dripping from top to toe|as wet as a sponge|blinking and dripping|soaked right through]], with [[a tiny piece of weed|a curl of green weed|a strand of waterweed|a little wet twig|a single shiny bubble]] [[on {companion.his} head like a hat|perched on top like a very small crown|stuck over one eye|balanced on {companion.his} nose]][[|, smelling strongly of {water}|, and a puzzled look]].
    ?!toddler ?water ?walks “[[I meant to do that|That was on purpose|I was only testing the water|I always have a bath at this time of day|I was looking for {want}, obviously]],” [[said|announced|explained|declared]] {companion} [[with great dignity|very grandly|with {companion.his} nose in the air|as if nothing at all had happened|in {companion.his} most serious voice]], and [[sneezed|sneezed twice|shook {companion.self} dry all over {hero}|dripped on {hero.s} shoes|gave a small, wet hiccup]].
    `,
    `
    ?!toddler ?water ?walks [[Dejando atrás {station}|Un poco más allá {station.del}|Mientras descansaban cerca {station.del}|No muy lejos {station.del}|Camino adelante, junto {station.al}]], {companion} se asomó a la orilla {water.del} para [[verse reflejad{pet.o}|ver quién le miraba desde el agua|saludar {kind.al} del agua|contar las ondas|mirar algo que brillaba en el fondo]], se asomó [[un poquito de más|un pelín de más|más, y luego más todavía|lo justo para no poder volver]], y [[se cayó con un chapuzón|cayó dentro con un ¡plaf! tremendo|se resbaló al agua de morros|se fue al agua con un ¡plof!]].
    ?!toddler ?water ?walks {hero} [[sacó|pescó|rescató|ayudó a salir]] del agua a {companion}, [[chorreando y con cara de asombro|empapad{pet.o} de pies a cabeza|mojad{pet.o} como una esponja|parpadeando y goteando|calad{pet.o} hasta los huesos]], con [[un trocito de alga|un rizo de alga verde|una hebra de hierba de agua|una ramita mojada|una burbuja brillante]] [[en la cabeza como un sombrero|encima, como una corona diminuta|tapándole un ojo|en la punta de la nariz]][[|, oliendo muchísimo {water.al}|, y con cara de no entender nada]].
    ?!toddler ?water ?walks —[[Lo he hecho a propósito|Ha sido queriendo|Solo estaba probando el agua|A estas horas siempre me doy un baño|Estaba buscando {want}, claro]] —[[dijo|anunció|explicó|aseguró]] {companion} [[con mucha dignidad|muy digno y muy serio|con la nariz bien alta|como si no hubiera pasado nada|con su voz más seria]], y [[estornudó|estornudó dos veces|se sacudió el agua encima de {hero}|goteó sobre los zapatos de {hero}|soltó un hipo pequeñito y mojado]].
    `,
  ),
  script(
    `
    ?!toddler ?birds [[A bird|A little brown bird|A bird with a bossy look|A small bird with a yellow chest|A fluffy young bird]] [[landed on|fluttered down onto|settled on|dropped neatly onto]] {companion.s} head [[near {station}|on the way past {station}|out of a clear sky|without asking first]] and [[sat there, quite at home|made itself comfortable|fluffed up its feathers and stayed|began to tidy its wings]], as if {companion} were [[a very good hill|a fine tall post|the best perch in {place}|a cosy nest on legs]].
    ?!toddler ?birds ?walks {companion} [[walked|went on|tiptoed|crept along]] [[very carefully|ever so slowly|as smoothly as a boat|without a single bounce]] [[for a long time|all the way across {ground}|for a hundred steps at least|past {station} and beyond]], [[trying not to disturb it|so as not to wake it|hardly daring to breathe|holding {companion.his} head perfectly level]], with {companion.his} eyes crossed [[from looking up|trying to see it|like a clown's]].
    ?!toddler ?birds At last the bird [[flew off|hopped off and flew away|sang one note and left|flitted away over {ground}|went off towards the sky]], and {companion} said, “[[I think it liked me|It chose me, you know|We're friends now|I'll miss that bird|It said thank you, I'm sure of it]],” and [[looked pleased|walked with {companion.his} chin up|hummed happily|smiled to {companion.self}]] [[for the rest of the afternoon|all the way to the next bend|for a long while after|until they next stopped]].
    `,
    `
    ?!toddler ?birds [[Un pájaro|Un pajarillo marrón|Un pájaro con cara de mandón|Un pajarito de pecho amarillo|Un pájaro joven y esponjoso]] [[se posó en|aterrizó en|se acomodó en|bajó revoloteando hasta]] la cabeza de {companion} [[cerca {station.del}|al pasar junto {station.al}|sin avisar|sin pedir permiso]] y [[se quedó allí tan a gusto|se puso cómodo|ahuecó las plumas y se quedó|se puso a arreglarse las alas]], como si {companion} fuera [[una colina estupenda|un poste alto y perfecto|la mejor percha {place.del}|un nido con patas]].
    ?!toddler ?birds ?walks {companion} [[caminó|siguió adelante|avanzó de puntillas|anduvo]] [[con muchísimo cuidado|despacito, despacito|suave como una barca|sin dar ni un saltito]] [[un buen rato|por {ground}|por lo menos cien pasos|hasta dejar atrás {station}]], [[para no molestarlo|para no despertarlo|casi sin respirar|con la cabeza muy derechita]], [[bizqueando de tanto mirar hacia arriba|con los ojos cruzados para verlo|mirando hacia arriba con un ojo]].
    ?!toddler ?birds Por fin el pájaro [[se fue volando|dio un saltito y echó a volar|cantó una nota y se marchó|salió volando por encima {ground.del}|se fue hacia el cielo]], y {companion} [[estuvo content{pet.o}|fue con la barbilla bien alta|fue canturreando|sonrió para sí]] [[toda la tarde|hasta la siguiente curva|un buen rato|hasta la siguiente parada]], [[segur{pet.o} de que le había caído bien|convencid{pet.o} de que ya eran amigos|diciendo que el pájaro le había elegido a propósito|segur{pet.o} de que el pájaro le había dado las gracias|diciendo que iba a echarlo de menos]].
    `,
  ),
  script(
    `
    ?!toddler {companion} found something [[shiny|small and shiny|round and shiny|that glinted|as bright as a sweet]] [[on {ground}|near {station}|right by {companion.his} {feet.bare}|just past {station}]] and [[insisted on carrying it|would not leave without it|decided to carry it all the way|carried it off very proudly]].
    ?!toddler It turned out to be [[a button|a bottle top|a marble|a little brass key|an old coin]], [[a perfectly ordinary one|nothing special at all|a bit scratched|slightly bent]], but {companion} said it was the best [[one|treasure|find]] in [[{place}|the whole of {place}|the world|all the world]], and [[perhaps it was|who could say it wasn't|{hero} did not argue|{hero} agreed, to be kind]].
    ?!toddler ?old “[[What will you do with it|What is it for|Where will you keep it|Is it a present for {owner}]]?” [[asked|wondered]] {hero}[[| as they went on| with a smile| as they left {station} behind]]. “[[Keep it|Look after it|Carry it]],” said {companion}, “[[until I know what it's for|until we find {want}|in case {owner} needs it|until it tells me what it's for]].”
    `,
    `
    ?!toddler {companion} encontró [[algo brillante|una cosa pequeña y brillante|algo redondo que relucía|algo que destellaba]] [[en {ground}|cerca {station.del}|justo entre sus {feet.bare}|un poco más allá {station.del}]] y [[se empeñó en llevarlo|no quiso irse sin ello|decidió llevarlo todo el camino|se lo llevó muy orgullos{pet.o}]].
    ?!toddler Resultó ser [[un botón|una chapa de botella|una canica|una llavecita dorada|una moneda antigua]], [[de lo más normal|nada del otro mundo|con algún arañazo|sin nada de especial]], pero {companion} dijo que era [[el mejor tesoro|el mejor hallazgo|lo mejor que había]] [[{place.del}|de todo el mundo|del mundo entero]], y [[a lo mejor lo era|quién sabe si no lo era|{hero} no le llevó la contraria|{hero} le dio la razón, por ser amable]].
    ?!toddler ?old —[[¿Y qué vas a hacer con eso?|¿Y eso para qué sirve?|¿Y dónde lo vas a guardar?|¿Es un regalo para {owner}?]] —[[preguntó|quiso saber]] {hero}[[| mientras seguían| con una sonrisa| al dejar atrás {station}]]. —[[Guardarlo|Cuidarlo|Llevarlo conmigo]] —dijo {companion}— [[hasta que sepa para qué sirve|hasta que encontremos {want}|por si {owner} lo necesita|hasta que me cuente para qué sirve]].
    `,
  ),
  script(
    `
    ?!toddler ?plants {companion} sniffed [[a flower|a little blue flower|a fat yellow flower|a flower as pink as a tongue|a tiny white flower]] [[near {station}|growing by {station}|beside the way|that nodded in the breeze]], [[sneezed|sneezed a small sneeze|went “a-tishoo!”]], sniffed it again [[to check|to be sure|for science]], and sneezed [[even harder|twice as hard|so hard it echoed|loud enough to startle {creature.a}]].
    ?!toddler ?plants “[[It's a sneezing flower|This flower makes sneezes|I've found a sneezy flower]],” said {companion}, [[wiping {companion.his} nose|with watery eyes|very pleased]], “[[and I've discovered a new kind|and nobody has ever found one before|so it must be very rare]],” and {hero} said [[they should name it after {companion}|it ought to have {companion.s} name|it deserved a proper name]] [[right there by {station}|before they went on to {want}|in front of {creature.a}|so they could tell {owner}]].
    ?!toddler ?plants So it is called, [[to this day|ever since|from that day on]], [[at least in their family|at least at home|as far as {companion} is concerned|in their family, anyway]]: [[the {companion} Sneezewort|{companion.s} Sneezing Bloom|the Great {companion} Atishoo-flower|{companion.s} Tickle-nose]], [[which grows near {station}|found by {station} and nowhere else|the pride of {place}|which nobody else has ever sniffed]].
    `,
    `
    ?!toddler ?plants {companion} olió [[una flor|una florecilla azul|una flor amarilla y gordita|una flor rosa como una lengua|una florecita blanca]] [[cerca {station.del}|que crecía junto {station.al}|al borde del camino|que cabeceaba con la brisa]], [[estornudó|soltó un estornudito|hizo «¡achís!»]], la volvió a oler [[para comprobarlo|para estar segur{pet.o}|por la ciencia]], y estornudó [[todavía más fuerte|el doble de fuerte|tan fuerte que retumbó|tan fuerte que asustó a {creature.a}]].
    ?!toddler ?plants —[[Es una flor de estornudar|Esta flor fabrica estornudos|He encontrado una flor estornudona]] —dijo {companion}, [[limpiándose la nariz|con los ojos llorosos|muy satisfech{pet.o}]]—, [[y la he descubierto yo|y nadie la había encontrado antes|así que debe de ser rarísima]]. {hero} [[se rio y dijo|dijo enseguida|decidió]] que [[había que ponerle su nombre|se merecía llevar el nombre de {companion}|necesitaba un nombre como es debido]] [[allí mismo, junto {station.al}|antes de seguir hacia {want}|delante de {creature.a}|para contárselo {owner.al}]].
    ?!toddler ?plants Y así se llama [[desde entonces|desde aquel día|hasta hoy]], [[al menos en su familia|por lo menos en casa|al menos para {companion}|en su familia, por lo menos]]: [[la estornudera de {companion}|la flor achís de {companion}|la gran estornudona de {companion}|la cosquillanariz de {companion}]], [[que crece cerca {station.del}|que solo se encuentra junto {station.al}|el orgullo {place.del}|que nadie más ha olido nunca]].
    `,
  ),
  script(
    `
    ?!toddler ?walks {companion} decided to walk backwards [[for a while|for a good long stretch|across {ground}|for twenty steps|all the way past {creature.a}]], [[to see where they had been|to keep an eye on {station}|to say goodbye to {station} properly|because it seemed more interesting|to wave to {creature.a} for longer|to look for {clue} the other way round]].
    ?!toddler ?walks This worked [[very well|beautifully|perfectly]] [[until|right up until the moment]] {companion} [[walked into|bumped into|sat on]] {hero} [[just by {station}|in the middle of {ground}|at the worst possible moment|with a soft bump]], and [[they both sat down in a heap|the two of them tumbled over together|they rolled onto {ground} in a tangle]], [[laughing|giggling|laughing too hard to get up]].
    ?!toddler ?old ?walks “[[Looking back is useful|It's good to look back|Looking behind you has its uses]],” said {hero}, [[picking {hero.self} up|brushing {hero.self} down|helping {companion} up]], “but [[only in small doses|not all the time|{want} is that way, in front]].”
    `,
    `
    ?!toddler ?walks {companion} decidió andar hacia atrás [[un rato|un buen trecho|por {ground}|veinte pasos seguidos|hasta dejar atrás a {creature.a}]], [[para ver por dónde habían pasado|para no perder de vista {station}|para despedirse bien {station.del}|porque le pareció más interesante|para decirle adiós a {creature.a} más rato|para buscar {clue} al revés]].
    ?!toddler ?walks Funcionó [[muy bien|de maravilla|a la perfección]] hasta que [[chocó con|tropezó con|se sentó encima de]] {hero} [[justo al lado {station.del}|en mitad {ground.del}|en el peor momento|con un topetazo blandito]], y [[acabaron por el suelo|rodaron juntos por {ground}|cayeron los dos hechos un lío]], [[partiéndose de risa|riéndose a carcajadas|riéndose sin poder levantarse]].
    ?!toddler ?old ?walks —[[Mirar atrás está bien|Mirar atrás sirve de algo|Está bien mirar hacia atrás]] —dijo {hero}, [[levantándose|sacudiéndose la ropa|ayudando a {companion} a levantarse]]—, pero [[a poquitos|no todo el rato|{want} está por allí, delante]].
    `,
  ),
  script(
    `
    ?!toddler ?plants ?air A dandelion clock [[floated past|drifted by|came sailing along|wandered past on the air]] [[near {station}|over {ground}|just ahead of them]], and {companion} [[chased it|went after it|ran after it]], and it floated faster, and {companion} [[chased faster|ran faster still|went faster too]].
    ?!toddler ?plants ?air In the end the dandelion clock [[landed|came down|settled softly]] on {hero.s} [[nose|chin|shoulder|hair]] [[right by {station}|in front of {creature.a}|halfway across {ground}]], which {companion} said was [[cheating|not fair at all|against the rules|very unfair indeed|a trick]].
    ?!toddler ?plants ?air “Make a wish,” [[said|whispered|urged]] {companion}[[| at once| breathlessly| with great ceremony]], so {hero} [[did|wished, very hard|closed {hero.his} eyes and wished]], and the wish [[was about {owner}|was about {want}|had {owner} in it]].
    `,
    `
    ?!toddler ?plants ?air [[Pasó flotando|Pasó volando|Llegó flotando]] un vilano de diente de león [[cerca {station.del}|por encima {ground.del}|justo delante de ellos]], y {companion} [[fue tras él|salió detrás|corrió a cazarlo]], y el vilano flotó más deprisa, y {companion} [[corrió más deprisa|corrió todavía más|aceleró también]].
    ?!toddler ?plants ?air Al final el vilano [[aterrizó|bajó|se posó suavemente]] en [[la nariz|la barbilla|el hombro|el pelo]] de {hero} [[justo al lado {station.del}|delante de {creature.a}|en mitad {ground.del}]], y {companion} dijo que eso era [[trampa|injusto|saltarse las reglas|una injusticia enorme|hacer trampas]].
    ?!toddler ?plants ?air —Pide un deseo —[[dijo|susurró|insistió]] {companion}[[| enseguida| sin aliento| muy ceremonios{pet.o}]], y {hero} [[lo pidió|lo pidió con todas sus fuerzas|cerró los ojos y lo pidió]], y el deseo [[tenía que ver con {owner}|era sobre {want}|hablaba {owner.del}]].
    `,
  ),
  script(
    `
    ?!toddler ?walks {companion} found a stick [[exactly the right size for a walking stick|that was perfect for walking|that came up to {companion.his} ear|as straight as a ruler|with a knobbly handle]] [[near {station}|lying on {ground}|by the side of the way|right under the nose of {creature.a}|on the way to {want}]], and then [[a better one|a straighter one|a longer one]], and then [[a better one still|one even better|the best one yet]].
    ?!toddler ?walks [[By the time they went on|When they set off again|By the time they left {station}|Halfway across {ground}|Before they were past {creature.a}]], {companion} was carrying [[five|six|seven|nine|eleven]] walking sticks and could [[barely walk at all|hardly see where to go|only go sideways|not get past {station} without bumping it|hardly wave to {creature.a}]][[, clatter, clatter|, rattling like a woodpile|, clackety-clack over {ground}|, like a small moving fence]].
    ?young ?walks In the end {companion} kept just one, [[the first one|the very first one|the one from the beginning]], which had been the best [[all along|from the start|the whole time]], and [[left the others by {station}|gave the others to {creature.a}|put the rest back where they belonged]].
    ?!toddler ?old ?walks “[[The first one was the best|The first was the finest|The first one was right all along]],” admitted {companion}, [[putting the others down|leaving the rest in a neat pile|laying the others by {station}]], and {hero} said, “[[It usually is|It often is|That happens a lot]], but you [[have to check|have to try the others to know|only find out by looking]].”
    `,
    `
    ?!toddler ?walks {companion} encontró un palo [[del tamaño justo para usarlo de bastón|perfecto para caminar|que le llegaba hasta la oreja|recto como una regla|con un puño lleno de nudos]] [[cerca {station.del}|tirado en {ground}|al borde del camino|delante de las narices de {creature.a}|camino {want.del}]], y luego [[otro mejor|otro más recto|otro más largo]], y luego [[otro todavía mejor|otro mejor aún|el mejor de todos]].
    ?!toddler ?walks [[Cuando siguieron|Cuando echaron a andar otra vez|Al dejar atrás {station}|A mitad de camino por {ground}|Antes de llegar adonde estaba {creature.a}]], {companion} llevaba [[cinco|seis|siete|nueve|once]] bastones y [[casi no podía andar|casi no veía por dónde iba|solo podía andar de lado|no pasaba junto {station.al} sin chocar|no podía ni saludar a {creature.a}]][[, cataclac, cataclac|, con un ruido de leñera|, traca, traca, sobre {ground}|, como una valla pequeñita que andaba]].
    ?young ?walks Al final {companion} se quedó solo con uno, [[el primero|el primerísimo|el del principio]], que había sido el mejor [[desde el principio|desde el primer momento|todo el rato]], y [[dejó los demás junto {station.al}|le regaló los otros a {creature.a}|devolvió los otros a su sitio]].
    ?!toddler ?old ?walks —[[El primero era el mejor|El primero era el bueno|Tenía razón el primero]] —reconoció {companion}, [[dejando los demás|dejando el resto en un montón ordenado|dejando los otros junto {station.al}]], y {hero} le dijo que [[solía serlo|eso pasaba mucho|casi siempre lo era]], pero que [[había que comprobarlo|había que probar los demás para saberlo|solo se sabía mirando]].
    `,
  ),
  script(
    `
    ?!toddler [[{hero} taught {companion}|{hero} showed {companion}|{companion} learned from {hero}]] a clapping game as they [[walked|went along|left {station} behind|crossed {ground}]]: [[clap, clap, knees, clap|clap, knees, clap, clap|clap, clap, clap, knees]].
    ?!toddler ?paws {companion} had trouble with the clapping part, having paws, but was [[excellent|very good|a champion]] at the knees[[ and even better at the giggling| and said so| and showed {creature.a}| all the way across {ground}| right there by {station}]].
    ?!toddler ?wings {companion} clapped with both wings, which made a [[lovely|marvellous|tremendous]] whumph and blew {hero.s} hair [[about|all over the place|straight up]].
    ?!toddler ?!paws ?!wings {companion} invented a version of {companion.his} own, which was [[louder|faster|sillier]] and had [[more spinning|a hop in the middle|a bow at the end]].
    ?!toddler They got [[faster and faster|quicker and quicker|faster and sillier]] until [[they both fell over|they both sat down on {ground}|they both ran out of breath]], which is the proper way to end a clapping game[[| anywhere| in {place} or anywhere else]].
    `,
    `
    ?!toddler Mientras [[andaban|dejaban atrás {station}|cruzaban {ground}|seguían adelante]], [[{hero} le enseñó a {companion}|{companion} aprendió con {hero}|{hero} le explicó a {companion}]] un juego de palmas: [[palma, palma, rodillas, palma|palma, rodillas, palma, palma|palma, palma, palma, rodillas]].
    ?!toddler ?paws A {companion} le costaban las palmas, con aquellas patitas, pero las rodillas le salían [[de maravilla|de campeonato|estupendamente]][[ y la risa todavía mejor| y lo dijo bien alto| y se lo enseñó a {creature.a}| sobre {ground}| allí mismo, junto {station.al}]].
    ?!toddler ?wings {companion} daba palmas con las dos alas, que hacían un «fuump» [[precioso|magnífico|tremendo]] y [[le despeinaban a {hero}|le ponían a {hero} los pelos de punta|le alborotaban el pelo a {hero}]].
    ?!toddler ?!paws ?!wings {companion} se inventó una versión propia, [[más ruidosa|más rápida|más tonta]] y con [[más vueltas|un saltito en medio|una reverencia al final]].
    ?!toddler Fueron cada vez [[más deprisa|más rápido|más deprisa y más en broma]], hasta que {hero} y {companion} [[se cayeron al suelo|se sentaron en {ground}|se quedaron sin aliento]], que es como hay que terminar un juego de palmas[[| en cualquier sitio| en {place} o donde sea]].
    `,
  ),
  script(
    `
    ?!toddler ?!space ?walks {companion} found a puddle [[near {station}|just past {station}|right in the middle of the way|on {ground}|next to {creature.a}]], or something very like one, and jumped in it [[with all {companion.his} weight|feet first|from a great height|with a whoop|before {hero} could say a word|while {creature.a} watched]].
    ?!toddler ?!space ?rain ?walks It was a [[magnificent|glorious|spectacular]] splash, and {hero} was soaked, {companion} was soaked, and a passing {creature.bare} was [[slightly damp and very offended|a little wet and most surprised|dripping and not amused]].
    ?!toddler ?!space ?!rain ?walks It turned out to be mostly mud, [[which delighted {companion}|which {companion} thought was even better|and {companion} was thrilled]]; {hero} was [[less delighted, and muddier|muddy up to the knees|spotted all over like a speckled egg]].
    ?!toddler ?space {companion} found that [[on the Moon|near {station}|on the grey dust]] you could jump as high as a house, and did, [[again and again|ten times in a row|over and over]], shouting “[[Look|Watch this|Higher|Look at me]]!” every time.
    ?!toddler ?space “I'm flying!” [[shouted|called|cried]] {companion} [[high over {station}|above {ground}|over the head of {creature.a}]]. “You're falling [[very slowly|ever so slowly|like a feather]],” [[said|replied|pointed out]] {hero}, [[laughing|looking up|with {hero.his} head tipped back]]. “[[Same thing|It's the same|That's just flying|Well, it feels like flying]],” [[said|answered|insisted]] {companion}, “[[from up here|when you're up this high|on the Moon|when you're higher than {station}|when you can see the top of {creature.a}]].”
    `,
    `
    ?!toddler ?!space ?walks {companion} encontró un charco [[cerca {station.del}|un poco más allá {station.del}|justo en mitad del camino|en {ground}|al lado de {creature.a}]], o algo muy parecido, y saltó dentro [[con todas sus fuerzas|de un salto enorme|desde bien alto|dando un grito de alegría|antes de que {hero} pudiera decir nada|mientras {creature.a} miraba]].
    ?!toddler ?!space ?rain ?walks Fue un chapuzón [[magnífico|glorioso|espectacular]]: salpicó a {hero}, a {companion} y a {creature.a} que pasaba por allí y que [[puso cara de muy pocos amigos|se quedó muy sorprendid{creature.o}|se fue chorreando y muy seri{creature.o}]].
    ?!toddler ?!space ?!rain ?walks Resultó ser sobre todo barro, [[y a {companion} le encantó|y {companion} estaba encantad{pet.o}|que a {companion} le pareció todavía mejor]]; {hero} [[no tanto, y con más barro|acabó con barro hasta las rodillas|acabó con manchas por todas partes]].
    ?!toddler ?space {companion} descubrió que [[en la luna|cerca {station.del}|en el polvo gris]] se podía saltar tan alto como una casa, y saltó, [[una y otra vez|diez veces seguidas|sin parar]], gritando «[[¡Mira!|¡Fíjate!|¡Más alto!|¡Mírame!]]» cada vez.
    ?!toddler ?space —¡Estoy volando! —[[gritó|exclamó|chilló]] {companion} [[por encima {station.del}|sobre {ground}|por encima de {creature.a}]]. —Estás cayendo [[muy despacio|despacísimo|como una pluma]] —[[dijo|contestó|le recordó]] {hero}, [[riéndose|mirando hacia arriba|con la cabeza echada hacia atrás]]. —[[Desde aquí arriba es lo mismo|Aquí arriba es igual|En la luna es lo mismo|Pues a mí me parece volar]] —[[dijo|contestó|insistió]] {companion}[[, muy digno| desde lo alto {station.del}|, aterrizando sobre {ground}|, con una voltereta lenta]].
    `,
  ),
  script(
    `
    ?!toddler {companion} asked a question [[near {station}|on the way across {ground}|as they walked|about {creature.a}|about {want}]], and then another, and then [[forty more|a hundred more|thirty-seven more|twenty-two more]], [[without waiting for any of the answers|all the way to {station}|while {creature.a} stared|without stopping for breath]].
    ?toddler “Why, why, why?” [[asked|said|sang]] {companion} [[about {station}|about {creature.a}|about {ground}|about everything]], and {hero} said, “[[Because|Just because|Because it is]],” [[with a smile|and laughed|and gave {companion} a hug]].
    ?!toddler [[Why is the sky that colour over {place}?|Who put {station} there?|Is {creature.a} ever bored?|Who was the first to find {station}?|Does {creature.a} have a name?]] [[Where does the path go after {station}?|What does {creature.a} dream about?|Does {want} know we are coming?|What is under {ground}?]] [[What does {owner} have for breakfast?|Does {owner} like jokes?|What is {owner.s} favourite colour?|Does {owner} know our names?]]
    ?!toddler [[{hero} answered the last one|{hero} only answered the last one|{hero} chose the last one to answer]], which was [[the easiest|the only one {hero} knew|the best question]], and {companion} was [[quite satisfied|very pleased|satisfied, for now]][[| until the next bend| until {station} was out of sight| for almost a minute]].
    `,
    `
    ?!toddler {companion} hizo una pregunta [[cerca {station.del}|cruzando {ground}|mientras andaban|sobre {creature.a}|sobre {want}]], y luego otra, y luego [[cuarenta más|cien más|treinta y siete más|veintidós más]], [[sin esperar ninguna respuesta|hasta llegar {station.al}|mientras {creature.a} les miraba|sin pararse a respirar]].
    ?toddler —¿Por qué, por qué, por qué? —[[preguntó|dijo|canturreó]] {companion} [[señalando {station}|mirando {creature.a}|mirando {ground}|mirándolo todo]], y {hero} [[le contestó que porque sí|le dijo que porque sí, y se rio|le dio un abrazo|le contestó con una sonrisa]].
    ?!toddler [[¿Por qué el cielo {place.del} es de ese color?|¿Quién puso ahí {station}?|¿Se aburre alguna vez {creature}?|¿Cuántos años tendrá{station.n} {station}?|¿Tendrá nombre {creature}?]] [[¿Adónde va el camino después {station.del}?|¿Con qué sueña {creature}?|¿Sabrá {want} que vamos a buscar{want.lo}?|¿Qué hay debajo {ground.del}?]] [[¿Qué desayunará {owner}?|¿Le gustarán los chistes {owner.al}?|¿Cuál será el color favorito {owner.del}?|¿Sabrá {owner} cómo nos llamamos?]]
    ?!toddler [[{hero} contestó a la última|{hero} solo contestó a la última|{hero} eligió contestar a la última]], que era [[la más fácil|la única que sabía|la mejor]], y {companion} se quedó [[tan satisfech{pet.o}|muy content{pet.o}|satisfech{pet.o}, de momento]][[| hasta la siguiente curva| hasta perder de vista {station}| casi un minuto entero]].
    `,
  ),
  script(
    `
    ?!toddler ?walks {companion} [[watched|studied|stared at]] {creature.a} [[near {station}|on {ground}|just past {station}]] for [[a long moment|quite a while|a whole minute]], and then [[decided to move exactly like it|tried to walk the way it walked|copied every single thing it did]][[| for practice| just to see how it felt]].
    ?!toddler ?walks [[It took a lot of practice|It was harder than it looked|It did not go quite right]]: {companion} [[wobbled|went sideways|got {companion.his} {feet.bare} in a muddle|tipped over twice]] [[while {creature} stopped to watch|while {creature} looked on, puzzled|and {hero} had to sit down to laugh|until {hero} clapped]].
    ?!toddler ?walks “[[How did I do|Was I good|Did I look just like it]]?” [[asked|panted]] {companion}, and {hero} said, “[[Very nearly|Almost exactly|Better than the real one]],” [[kindly|with a straight face|trying not to giggle]], while {creature} [[went off to practise being {kind.a}|went on its way, looking thoughtful|seemed to nod]].
    `,
    `
    ?!toddler ?walks {companion} [[observó|se quedó mirando|estudió]] {creature.a} [[cerca {station.del}|en {ground}|un poco más allá {station.del}]] [[un buen rato|un ratito largo|un minuto entero]], y luego [[decidió moverse exactamente igual|intentó andar como andaba {creature}|copió todo lo que hacía]][[| para practicar| a ver qué se sentía]].
    ?!toddler ?walks [[Hizo falta mucha práctica|Era más difícil de lo que parecía|No salió del todo bien]]: {companion} [[se tambaleó|se fue de lado|se hizo un lío con las {feet.bare}|se cayó dos veces]] [[mientras {creature} se paraba a mirar|mientras {creature} miraba sin entender nada|y {hero} tuvo que sentarse de la risa|hasta que {hero} aplaudió]].
    ?!toddler ?walks —[[¿Qué tal lo he hecho?|¿Lo he hecho bien?|¿A que parecía igualito?]] —[[preguntó|quiso saber|jadeó]] {companion}[[, sin aliento|, muy orgullos{pet.o}|, todavía hech{pet.o} un lío|]]. —[[Casi casi|Igual, igual|Mejor que el de verdad]] —dijo {hero} [[con cariño|sin reírse|aguantándose la risa]], mientras {creature} [[se iba a practicar para ser {kind.a}|seguía su camino, pensativ{creature.o}|parecía darle la razón]].
    `,
  ),
  script(
    `
    ?!toddler [[As they left {station} behind|On the way from {station}|Walking over {ground}]], {companion} [[practised|rehearsed|tried out]] what to say to {owner} [[when the time came|at the very end|when they got there]], [[in a deep, important voice|with a bow at every word|in three different voices|very grandly indeed]].
    ?!toddler “[[Good morning|Good day|Hello there|Greetings]],” [[said|boomed|piped]] {companion} to {creature.a}, pretending it was {owner}, “[[we have come a very long way|we are here about {want}|we bring good news, probably|we are nearly there, I think]].”
    ?!toddler {hero} [[said|thought|suggested]] that [[just saying hello|a smile|a plain hello]] might be [[enough|best|plenty]], and {companion} [[agreed, but kept the bow|tried that too, with a bow|said it would do, but only just|practised the smile all the way to the next bend]].
    `,
    `
    ?!toddler [[Al dejar atrás {station}|Por el camino desde {station}|Mientras cruzaban {ground}]], {companion} [[ensayó|practicó|fue preparando]] lo que le diría {owner.al} [[cuando llegara el momento|al final de todo|cuando llegaran]], [[con una voz grave e importante|con una reverencia en cada palabra|con tres voces distintas|muy solemnemente]].
    ?!toddler —[[Buenos días|Muy buenas|Hola, hola|Saludos]] —[[le dijo|le anunció|le soltó]] {companion} a {creature.a}, haciendo como que era {owner}—, [[venimos de muy lejos|venimos por lo {want.del}|traemos buenas noticias, creo|ya casi hemos llegado, me parece]].
    ?!toddler {hero} [[dijo|pensó|propuso]] que [[con un simple hola|con una sonrisa|con saludar y ya]] [[bastaría|sería suficiente|iría de sobra]], y {companion} [[estuvo de acuerdo, pero no quitó la reverencia|lo probó también, con reverencia|dijo que vale, pero por poco|practicó la sonrisa hasta la siguiente curva]].
    `,
  ),
  script(
    `
    ?!toddler [[Near {station}|Halfway across {ground}|Just past {station}]], {companion} got the hiccups, and [[each one|every single hiccup|every hic]] came out [[a different size|in a different voice|louder than the last|with a little bounce]][[|, hic, hic|, hic, hic, hic]].
    ?!toddler {hero} tried [[everything|every cure there is|all the cures {hero} knew]]: [[holding your breath|counting backwards from ten|standing on one leg|hopping three times]] and [[saying “{want}” three times fast|thinking very hard about {owner}|staring at {station} without blinking]], but [[none of it worked|the hiccups won|nothing helped one bit]].
    ?!toddler Then {creature.a} [[popped up|peeped out|appeared]] [[right under {companion.s} nose|out of nowhere|from behind {station}]] and [[made {companion} jump|said boo, or something very like it|gave {companion} a great surprise]], and the hiccups [[were gone|vanished at once|stopped, just like that]][[|, which is what surprises are for|, to everyone's relief]].
    `,
    `
    ?!toddler [[Cerca {station.del}|En mitad {ground.del}|Un poco más allá {station.del}]], a {companion} le dio hipo, y [[cada hipido|cada hip|cada uno]] le salía [[de un tamaño distinto|con una voz distinta|más fuerte que el anterior|con un saltito]][[|, hip, hip|, hip, hip, hip]].
    ?!toddler {hero} probó [[de todo|todos los remedios del mundo|todos los remedios que conocía]]: [[aguantar la respiración|contar hacia atrás desde diez|ponerse a la pata coja|dar tres saltitos]] y [[decir «{want}» tres veces muy deprisa|pensar con fuerza en {owner}|mirar {station} sin parpadear]], pero [[no funcionó nada|ganó el hipo|no sirvió de nada]].
    ?!toddler Entonces [[apareció|asomó|salió]] {creature.a} [[justo delante de las narices de {companion}|de la nada|por detrás {station.del}]] y [[le dio un susto a {companion}|dijo «¡bu!», o algo muy parecido|le dio a {companion} una sorpresa enorme]], y el hipo [[se fue|desapareció de golpe|se paró, así sin más]][[|, que para eso están las sorpresas|, para alivio de todos]].
    `,
  ),
  script(
    `
    ?toddler {companion} [[hid|hid away|hid very well|crept off to hide|found a hiding place]] [[behind {station}|near {station}|behind {creature.a}|down on {ground}|next to {creature.a}]].
    ?toddler “[[Where is {companion}|Where did {companion} go|Where can {companion} be|Is {companion} in here|Where's my {kind.bare}|Is {companion} behind me]]?” [[said|asked|sang|called]] {hero} [[softly|with a giggle|to {creature.a}|very loudly|on {ground}|by {station}]].
    ?toddler “[[Here I am|Boo|Peekaboo|Found me|Surprise]]!” [[said|laughed|squeaked|cried]] {companion}, [[popping out by {station}|with a hop onto {ground}|and {creature.a} jumped|all pink with giggles|from right behind {station}|and gave {hero} a big hug]].
    `,
    `
    ?toddler {companion} se [[escondió|escondió muy bien|hizo invisible|fue a esconder|buscó un escondite]] [[detrás {station.del}|cerca {station.del}|detrás de {creature.a}|sobre {ground}|al lado de {creature.a}]].
    ?toddler —¿[[Dónde está {companion}|Adónde se ha ido {companion}|Dónde se habrá metido {companion}|Está {companion} por aquí|Dónde está mi {kind.bare}|Está {companion} detrás de mí]]? —[[dijo|preguntó|cantó|llamó]] {hero} [[bajito|con una risita|a {creature.a}|muy alto|sobre {ground}|junto {station.al}]].
    ?toddler —¡[[Aquí estoy|Bu|Cucú|Me has encontrado|Sorpresa]]! —[[dijo|se rio|chilló|gritó]] {companion}, [[asomando junto {station.al}|dando un saltito sobre {ground}|y {creature.a} dio un brinco|riéndose a carcajadas|saliendo de detrás {station.del}|y le dio a {hero} un abrazo enorme]].
    `,
  ),
  script(
    `
    ?toddler {creature.a} [[sat|waited|peeped out|sat very still|was resting|was looking at them]] [[by {station}|on {ground}|near the way|just past {station}]].
    ?toddler {companion} [[said hello|said a soft hello|gave a friendly {call}|smiled a big smile|waved]] [[to {creature}|on {ground}|across {ground}]], and {creature} [[blinked|wiggled|nodded|came a bit closer|looked shy]][[| twice| slowly| at {hero}]].
    ?toddler “[[Hello|Hello, hello|Hooray|Look, look|Oh, hello]], [[new friend|little friend|little {creature.bare}|my friend]]!” [[said|sang|cried|called]] {companion}[[ happily| with a skip| to {hero}| by {station}| on {ground}]].
    `,
    `
    ?toddler {creature.a} [[estaba sentad{creature.o}|esperaba|se asomaba|estaba muy quiet{creature.o}|descansaba|les miraba]] [[junto {station.al}|en {ground}|cerca del camino|un poco más allá {station.del}]].
    ?toddler {companion} [[dijo hola|dijo un hola muy bajito|soltó un «{call}» simpático|sonrió de oreja a oreja|saludó]] [[{creature.al}|sobre {ground}|desde {ground}]], y {creature} [[parpadeó|se meneó|asintió|se acercó un poco|puso cara de vergüenza]][[| también| dos veces| despacito| mirando a {hero}]].
    ?toddler —¡[[Hola|Hola, hola|Hurra|Mira, mira|Ay, hola]], [[amig{creature.o} nuev{creature.o}|amiguit{creature.o}|{creature.bare}|vecin{creature.o}]]! —[[dijo|cantó|exclamó|gritó]] {companion}[[ muy content{pet.o}| dando un saltito| a {hero}| junto {station.al}| sobre {ground}]].
    `,
  ),
];
