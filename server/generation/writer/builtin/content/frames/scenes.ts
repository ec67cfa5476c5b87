/**
 * Small scenes that fill a chapter out to its length: the place as the characters sense it, the
 * companion being what it is, a word between friends. Each line says only what fits: a scene about
 * wings is told only with a winged companion, one about leaves only where plants grow.
 */

import { bi } from '../../grammar/template';

export const AWAY_SCENES = bi(
  `
  [[{hero} stood still and listened|{hero} stopped to listen|For a moment they only listened|{companion} pricked up {companion.his} ears]]: {sound}.
  [[Somewhere nearby|Not far away|Just ahead|Behind them]], {sound}, and {hero} [[smiled|listened|stopped to hear it]].
  ?old The quiet was the kind that makes you notice things: {sound}.

  {sight}, and {hero} [[wished there were time to stay and look|pointed it out to {companion}|stopped to look]].
  [[{companion} stopped so suddenly that {hero} nearly tripped|{companion} tugged at {hero.s} sleeve|“Look!” said {companion}]]: {sight}.
  ?old {hero} tried to remember it exactly, to tell at home: {sight}.

  ?paws {companion} trotted ahead on quick {feet.bare}, then trotted back to make sure {hero} was still there.
  ?wings {companion} flapped up onto {hero.s} shoulder for a rest and a better view.
  ?flippers {companion} waddled along on flat {feet.bare}, slap, slap, slap, perfectly happy.
  ?hooves {companion.s} {feet.bare} went clip-clop, clip-clop, steady as a clock.
  ?wheels {companion} whirred along on small {feet.bare}, humming a tune from the radio.
  ?hands {companion} swung from {hero.s} hand with both {feet.bare}, just for fun.
  ?sniff {companion} sniffed the air, once, twice, and looked very wise about it.
  ?listen {companion} tilted {companion.his} head to one side, listening to something only {companion} could hear.
  ?fly {companion} flew a quick circle overhead to check the way, and came back pleased with {companion.self}.

  ?toddler “Are you hungry?” asked {hero}. “Always,” said {companion}. So they shared an apple, one bite each.
  ?young They sat down for a moment to share the raisins: one for {hero}, one for {companion}, one for {hero}, two for {companion}.
  ?old They stopped to drink some water, and {companion} drank more of it than {companion} would admit.

  ?plants ?air A leaf spun down from somewhere and landed right on {companion.s} head, like a hat.
  ?air [[The breeze|The air|Everything]] smelled of {smell}, and {hero} [[breathed it in|took a deep breath|sniffed happily]].
  ?space Every step kicked up a little puff of grey dust that floated down slowly, taking its time.
  ?space They bounced along in slow, enormous steps, because on the Moon everything weighs much less.
  ?birds ?day High above, a bird called once and was answered from far away.

  ?toddler One step, two steps, three steps, four. {hero} counted, and {companion} counted more.
  ?pre “I spy something beginning with…” began {companion}, and then forgot what it was.
  ?mid “Tell me a joke,” said {hero}. “What do you call a snail on a ship? A snailor,” said {companion}, and laughed so hard {companion.he} had to sit down.
  ?big “Statistically,” said {companion}, “we are closer than we have ever been.” “That's true of every step,” said {hero}. “Exactly,” said {companion}, pleased.

  ?fav-fly ?wind {hero} let {fav} catch the wind for a moment, and it tugged happily at the string.
  ?fav-look {hero} looked through {fav}, and everything far away came close.
  ?fav-hug {hero} gave {fav} a quick squeeze for luck.
  ?fav-eat They each had a bit of {fav}, and agreed it was the best thing ever baked.
  ?fav-play {hero} checked that {fav} was still safe in the bag. It was.
  ?fav-music {hero} played a few notes on {fav}, and the place seemed to listen.
  ?person “I wish {person} could see this,” said {hero}. “We'll tell {person.him} everything,” said {companion}.
    {hero} [[walked a little faster|hurried on|kept going]], thinking of {owner}.
  ?old {hero} kept thinking about {owner}, and about {want}, and the thinking made the way feel shorter.
  ?young “Are we nearly at {want}?” asked {companion}. “Nearer than before,” said {hero}.

  {creature.a} [[peeped out from behind a stone|hurried across the path|sat watching them from a safe distance]], [[and then it was gone|then went about its business|and gave a tiny nod]].
  ?young {companion} said hello to {creature.a}, who said nothing back but looked pleased about it.
  ?old They passed {creature.a} going the other way, busy with business of its own, and it did not even look up.

  ?!space {ground} [[crunched|rustled|squished]] under their feet as they went.
  ?space Their footprints in {ground} looked as if they would stay there for a thousand years.
  ?old The way grew [[narrower|steeper|stonier]] for a while, and then, just when it was getting tiresome, it opened out again.

  ?toddler Tramp, tramp, tramp. [[Hop, hop, hop|Skip, skip, skip|Step, step, step]]. On they went!
  ?toddler “Big steps!” said {hero}. “Little steps!” said {companion}. Big, little, big, little, all the way.
  ?pre {companion} made up a walking song, which went “{call}, {call}, {call}”, and did not have any other words.
  ?mid “If you could have any superpower,” said {companion}, “what would it be?” “Being there already,” said {hero}.
  ?big “Do you ever think,” said {companion}, “that a path is just a very long, thin place?” {hero} thought about it for the next hundred steps.

  ?wind The wind [[ruffled {companion.s} ears|tugged at {hero.s} sleeves|sang in the grass]], and then let go.
  ?sun ?day The sun [[was warm on their backs|made their shadows long and thin|glittered on everything]].
  ?rain ?day A few drops of rain pattered down, thought better of it, and stopped.
  ?space Far above, the Earth hung in the black sky, blue and white and very far away.

  ?fly {companion} [[zoomed ahead|circled overhead|swooped low]] and came back to report: “More path. Lots more path.”
  ?climb {companion} climbed [[a rock|a stump|the nearest thing]] to look ahead, and declared the view “mostly satisfactory”.
  ?dig {companion} stopped to dig a little hole, found nothing in it, and looked delighted anyway.
  ?hop {companion} hopped ahead in bounces, [[three long|two short|four quick]] and a little one.
  ?swim ?water {companion} kept looking at the water as if it were an old friend waving.
  ?squeeze {companion} squeezed through a gap that {hero} had to walk all the way round, and waited on the other side, smug.
  ?carry {companion} offered to carry the bag for a while, and {hero} let {companion.him}.
  `,
  `
  [[{hero} se paró a escuchar|Por un momento, solo escucharon|{companion} levantó las orejas|Se quedaron callados un momento]]: {sound}.
  [[Muy cerca|No muy lejos|Un poco más adelante|Detrás de ellos]], {sound}, y {hero} [[sonrió|se paró a escucharlo|aguzó el oído]].
  ?old Era un silencio de esos que hacen que te fijes en las cosas: {sound}.

  {sight}, y {hero} [[deseó tener tiempo para quedarse a mirar|se lo señaló a {companion}|se paró a mirarlo]].
  [[{companion} se paró tan de golpe que {hero} casi tropieza|{companion} le tiró de la manga a {hero}|—¡Mira! —dijo {companion}]]: {sight}.
  ?old {hero} intentó recordarlo todo bien para contarlo en casa: {sight}.

  ?paws {companion} se adelantaba trotando con sus {feet.bare} rápidas, y volvía trotando para ver si {hero} seguía allí.
  ?wings {companion} subió aleteando al hombro de {hero} para descansar y ver mejor.
  ?flippers {companion} caminaba bamboleándose sobre sus {feet.bare} planas, plaf, plaf, plaf, tan feliz.
  ?hooves Los {feet.bare} de {companion} hacían clop, clop, clop, tan regulares como un reloj.
  ?wheels {companion} avanzaba zumbando sobre sus {feet.bare} pequeñitas, tarareando una canción de la radio.
  ?hands {companion} se columpiaba de la mano de {hero} con las dos {feet.bare}, solo por diversión.
  ?sniff {companion} olfateó el aire, una vez, dos veces, y puso cara de saber muchísimo.
  ?listen {companion} ladeó la cabeza, escuchando algo que solo oía {companion}.
  ?fly {companion} dio una vuelta rápida por el aire para mirar el camino, y volvió muy satisfech{pet.o}.

  ?toddler —¿Tienes hambre? —preguntó {hero}. —Siempre —dijo {companion}. Así que compartieron una manzana, un mordisco cada uno.
  ?young Se sentaron un momento a compartir las pasas: una para {hero}, una para {companion}, una para {hero}, dos para {companion}.
  ?old Pararon a beber agua, y {companion} bebió bastante más de lo que pensaba admitir.

  ?plants ?air Una hoja bajó dando vueltas desde algún sitio y aterrizó justo en la cabeza de {companion}, como un sombrero.
  ?air [[La brisa|El aire|Todo]] olía a {smell}, y {hero} [[respiró hondo|lo olfateó contento|se llenó los pulmones]].
  ?space Cada paso levantaba una nubecita de polvo gris que bajaba despacio, sin ninguna prisa.
  ?space Avanzaban dando pasos lentos y enormes, porque en la luna todo pesa muchísimo menos.
  ?birds ?day Muy arriba, un pájaro cantó una vez, y otro le contestó desde muy lejos.

  ?toddler Un paso, dos pasos, tres pasos, cuatro. {hero} contaba, y {companion} contaba un rato.
  ?pre —Veo, veo una cosita que empieza por… —empezó {companion}, y luego se le olvidó cuál era.
  ?mid —Cuéntame un chiste —dijo {hero}. —¿Qué le dice una iguana a su hermana gemela? ¡Somos iguanitas! —dijo {companion}, y se rio tanto que tuvo que sentarse.
  ?big —Estadísticamente —dijo {companion}—, nunca hemos estado tan cerca. —Eso pasa con cada paso —dijo {hero}. —Exacto —dijo {companion}, encantad{pet.o}.

  ?fav-fly ?wind {hero} dejó que {fav} cogiera el viento un momento, y el hilo dio tironcitos de alegría.
  ?fav-look {hero} miró por {fav}, y todo lo lejano se acercó.
  ?fav-hug {hero} le dio un apretón {fav.al} para que diera suerte.
  ?fav-eat Se comieron un poquito {fav.del} cada uno, y decidieron que era lo más rico del mundo.
  ?fav-play {hero} comprobó que {fav} seguía a salvo en la mochila. Allí estaba.
  ?fav-music {hero} tocó unas notas con {fav}, y el lugar pareció escuchar.
  ?person —Ojalá {person} pudiera ver esto —dijo {hero}. —Se lo contaremos todo —dijo {companion}.
    {hero} [[apretó un poco el paso|siguió adelante|no se paró]], pensando en {owner}.
  ?old {hero} no dejaba de pensar en {owner}, y en {want}, y de tanto pensar el camino se le hacía más corto.
  ?young —¿Falta mucho para {want}? —preguntó {companion}. —Menos que antes —dijo {hero}.

  {creature.a} [[se asomó detrás de una piedra|cruzó corriendo el camino|les miraba desde lejos]], [[y luego desapareció|y siguió a lo suyo|y les saludó con la cabeza]].
  ?young {companion} saludó a {creature.a}, que no contestó pero puso cara de contento.
  ?old Se cruzaron con {creature.a} que iba en dirección contraria, con sus propios asuntos, y ni siquiera levantó la vista.

  ?!space {ground} [[crujía|susurraba|chapoteaba]] bajo sus pies al andar.
  ?space Sus huellas en {ground} parecían de las que se quedan ahí mil años.
  ?old El camino se volvió [[más estrecho|más empinado|más pedregoso]] durante un rato, y luego, justo cuando empezaba a cansar, se abrió otra vez.

  ?toddler Paso, paso, paso. [[Salto, salto, salto|Brinco, brinco, brinco|Tip, tap, tip]]. ¡Adelante!
  ?toddler —¡Pasos grandes! —dijo {hero}. —¡Pasos pequeños! —dijo {companion}. Grande, pequeño, grande, pequeño, todo el camino.
  ?pre {companion} se inventó una canción para andar, que decía «{call}, {call}, {call}», y no tenía más letra.
  ?mid —Si pudieras tener un superpoder —dijo {companion}—, ¿cuál sería? —Estar ya allí —dijo {hero}.
  ?big —¿Nunca has pensado —dijo {companion}— que un camino no es más que un sitio muy largo y muy estrecho? —{hero} se lo estuvo pensando durante los cien pasos siguientes.

  ?wind El viento [[le revolvió las orejas a {companion}|le tiró de las mangas a {hero}|cantaba entre la hierba]], y luego los dejó en paz.
  ?sun ?day El sol [[les calentaba la espalda|les estiraba las sombras|hacía brillar todas las cosas]].
  ?rain ?day Cayeron unas gotas, se lo pensaron mejor y pararon.
  ?space Muy arriba, la Tierra colgaba en el cielo negro, azul y blanca y lejísimos.

  ?fly {companion} [[salió disparad{pet.o} hacia delante|dio vueltas por encima|bajó en picado]] y volvió a informar: —Más camino. Muchísimo más camino.
  ?climb {companion} se subió [[a una roca|a un tocón|a lo primero que vio]] para mirar, y dijo que la vista era «bastante aceptable».
  ?dig {companion} paró a cavar un hoyito, no encontró nada dentro, y se puso contentísim{pet.o} igualmente.
  ?hop {companion} iba saltando por delante, [[tres saltos largos|dos saltos cortos|cuatro saltos rápidos]] y uno pequeñito.
  ?swim ?water {companion} no dejaba de mirar el agua, como quien ve a una vieja amiga que le saluda.
  ?squeeze {companion} se coló por un hueco que {hero} tuvo que rodear entero, y le esperó al otro lado, muy satisfech{pet.o}.
  ?carry {companion} se ofreció a llevar la mochila un rato, y {hero} le dejó.
  `,
);

export const HOME_SCENES = bi(
  `
  The kitchen smelled of toast and warm milk.
  The clock in the hall ticked, slow and friendly.
  ?person {person} came in to say goodnight, and stayed to hear the best bits again.
  {companion} turned round three times before settling, as {kind.a} must.
  ?old {hero} drew a map of the whole day on the back of an envelope, with an X for every good moment; there were a lot of Xs.
  ?young {hero} showed {companion} how far they had gone with both arms stretched wide. “This far!” 
  
  ?toddler Yawn. Stretch. Snuggle. Yawn again.
  ?old The house made its small evening noises: the pipes ticking, the fridge humming, someone laughing in another room.
  {hero} put {hero.his} boots by the door, still muddy from {place}, as proof.
  ?fav {hero} tucked {fav} under the covers too, because it had had a long day as well.
  ?person {person} tucked the blanket in all round, the way only {person} knew how.
  ?old {companion} fell asleep in the middle of a sentence, and finished it in the morning.
  Through the window, the first stars were coming out, one at a time, as if someone were switching them on.

  ?person {person} made hot chocolate, with a marshmallow for {hero} and half a marshmallow for {companion}.
  ?old {hero} realised that {hero.his} legs ached, {hero.his} cheeks were pink and {hero.his} head was full, which is the best way to come home.
  {companion} checked every corner of the room, just to be sure everything was where it had been left.
  ?young {hero} showed everyone the keepsake, twice, and then once more for luck.
  ?big {hero} tried to explain the whole day in one sentence and found it needed at least eleven.

  The lamp made a warm circle on the ceiling.
  ?!space Outside, an owl began its night song.
  ?old Somewhere far away, {place} was settling down for the night too.
  `,
  `
  La cocina olía a tostadas y a leche calentita.
  El reloj del pasillo hacía tic, tac, despacio y amable.
  ?person {person} entró a dar las buenas noches, y se quedó a escuchar otra vez lo mejor.
  {companion} dio tres vueltas antes de acomodarse, como hace siempre {kind.a}.
  ?old {hero} dibujó un mapa del día entero en el reverso de un sobre, con una X en cada momento bueno; había muchísimas X.
  ?young {hero} le enseñó a {companion} lo lejos que habían ido con los brazos bien abiertos: —¡Así de lejos!
  
  ?toddler Bostezo. Estiramiento. Achuchón. Otro bostezo.
  ?old La casa hacía sus ruiditos de la noche: las tuberías, la nevera zumbando, alguien riéndose en otra habitación.
  {hero} dejó las botas junto a la puerta, todavía con barro {place.del}, como prueba.
  ?fav {hero} metió también {fav} debajo de las mantas, porque también había tenido un día muy largo.
  ?person {person} remetió la manta por todos lados, como solo sabía hacerlo {person}.
  ?old {companion} se quedó dormid{pet.o} a mitad de una frase, y la terminó por la mañana.
  Por la ventana empezaban a salir las primeras estrellas, de una en una, como si alguien las fuera encendiendo.

  ?person {person} preparó chocolate caliente, con una nube para {hero} y media nube para {companion}.
  ?old {hero} se dio cuenta de que le dolían las piernas, tenía las mejillas coloradas y la cabeza llena, que es la mejor manera de volver a casa.
  {companion} revisó todos los rincones del cuarto, para asegurarse de que todo seguía donde lo habían dejado.
  ?young {hero} enseñó a todos el recuerdo del viaje, dos veces, y otra más para que diera suerte.
  ?big {hero} intentó resumir el día entero en una frase y descubrió que hacían falta por lo menos once.

  La lámpara dibujaba un círculo calentito en el techo.
  ?!space Fuera, una lechuza empezó su canción de la noche.
  ?old En algún lugar muy lejos, {place} también se preparaba para dormir.
  `,
);
