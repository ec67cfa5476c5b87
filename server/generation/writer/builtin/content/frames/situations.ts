/**
 * What a parent's situation (shy at a new school, afraid of the dark, a new baby, moving house) adds
 * to a story: it is there at the start, it is part of the low point, and the ending speaks to it.
 */

import { bi } from '../../grammar/template';

export const SITUATION_OPENING = bi(
  `
  ?new-school [[Tomorrow was {hero.s} first day at the new school|Tomorrow {hero} would start at the new school|In the morning there would be a new school, with new children and a new peg for {hero.s} coat]], and {hero} felt [[shy just thinking about it|a flutter of shyness every time {hero.he} thought of it|small and shy at the very idea|shy right down to {hero.his} toes]][[|, even with {companion} close by|, though {hero} did not say so]].
  ?shy {hero} was the kind of child who knew [[lots of things to say|a hundred things to say|all sorts of good things to say]], and found it [[hard|very hard|hard as a stuck lid]] to say any of them [[out loud|to anyone new|where others could hear]][[|, except to {companion}|, except in whispers to {companion}]].
  ?dark {hero} did not like the dark [[very much|one bit|much at all]]; it was full of [[shapes|shadows|lumps and corners]] that were probably nothing, and [[probably was not quite enough|“probably” was not quite enough|probably is a wobbly sort of word]][[|, not at bedtime|, not even with {companion} there]].
  ?baby [[Soon there would be a new baby in the house|Any day now, a new baby would come home|Soon the little room next to {hero.s} would have a baby in it|Before long, there would be a tiny new someone at home]], and [[everyone kept saying|all the grown-ups kept saying|everybody said, over and over,]] how [[exciting|wonderful|lovely]] it was, and {hero} [[was not sure yet|had not quite decided|was still thinking about it]][[|, not at all sure|, and told only {companion} so]].
  ?moving The house was full of [[boxes|cardboard boxes|boxes and tape]], because [[in a week|very soon|on Saturday]] they were moving house, and {hero} did not want to leave [[a single corner|one single corner|even the smallest corner]] behind[[|, not even the creaky stair|, not even the one under the bed]].
  `,
  `
  ?new-school [[Mañana era el primer día de {hero} en el cole nuevo|Al día siguiente {hero} empezaba en un cole nuevo|Por la mañana habría un cole nuevo, con niños nuevos y una percha nueva para el abrigo de {hero}]], y [[solo de pensarlo le daba vergüenza|cada vez que lo pensaba le daba un vuelco la tripa|se sentía muy poca cosa solo de imaginarlo|le daba vergüenza hasta la punta de los pies]][[|, aunque {companion} estuviera cerca|, aunque no se lo decía a nadie]].
  ?shy {hero} sabía [[muchísimas cosas que decir|cien cosas que decir|un montón de cosas bonitas que decir]], pero le costaba [[un montón|muchísimo|como abrir un tarro que no se abre]] decirlas [[en voz alta|delante de alguien nuevo|donde los demás pudieran oírlas]][[|, menos a {companion}|, salvo en susurros a {companion}]].
  ?dark A {hero} no le gustaba [[mucho|nada|demasiado]] la oscuridad: estaba llena de [[formas|sombras|bultos y rincones]] que seguramente no eran nada, y [[«seguramente» no bastaba|«seguramente» no era suficiente|«seguramente» es una palabra que se tambalea]][[|, y menos a la hora de dormir|, ni siquiera con {companion} allí]].
  ?baby [[Dentro de poco llegaría un bebé a casa|Cualquier día de estos vendría un bebé a casa|Pronto, en el cuartito de al lado, dormiría un bebé|Muy pronto habría en casa alguien nuevo y chiquitito]], y [[todo el mundo decía|todos los mayores repetían|todos decían una y otra vez]] que era [[emocionante|maravilloso|precioso]], pero {hero} [[aún no lo tenía claro|todavía no lo había decidido|aún lo estaba pensando]][[|, y solo se lo había dicho a {companion}|, ni un poquito]].
  ?moving La casa estaba llena de [[cajas|cajas de cartón|cajas y cinta de embalar]], porque [[en una semana|muy pronto|el sábado]] se iban a mudar, y {hero} no quería dejarse [[ni un rincón|ni un solo rincón|ni el rincón más pequeño]][[|, ni siquiera el escalón que cruje|, ni siquiera el de debajo de la cama]].
  `,
);

export const SITUATION_LOW = bi(
  `
  ?new-school [[It was the same feeling as thinking about the new school|It felt just like thinking about the new school|It was the new-school feeling all over again]]: a small cold knot [[right in the middle of {hero}|in {hero.s} tummy|just under {hero.s} ribs]], [[there by {station}|far from home|with {want} still lost|and {companion} could tell]].
  ?shy {hero} wanted to say something [[about {want}|to {companion}|out loud]], and the words [[stuck|got stuck halfway|hid behind {hero.his} teeth]], the way they [[always did|so often did|did at school]][[|, there by {station}|, just when they mattered]].
  ?dark And now it was getting dark [[by {station}|over {place}|all around them]], properly dark, and {hero} felt the old fear [[creep up|come creeping back|tiptoe closer]], [[step by step|one step at a time|like a cold little draught]].
  ?baby {hero} thought of the new baby, who would not know anything at all about [[the world|{place}|anything]], and [[felt very small too|felt just as small, there by {station}|felt the world was very big indeed]].
  ?moving {hero} thought of [[the boxes at home|the half-packed boxes at home|the empty shelves at home|the boxes waiting in the hall]], and of [[saying goodbye|the new house far away|leaving {hero.his} old room|the last night in {hero.his} own bed]], and [[felt the whole day grow heavy|felt the long way home grow longer|felt {station} go blurry for a moment]][[|, like a wet coat|, all at once]].
  `,
  `
  ?new-school [[Era la misma sensación que al pensar en el cole nuevo|Era igual que cuando pensaba en el cole nuevo|Volvía la sensación del cole nuevo]]: un nudito frío [[justo en medio de la tripa|en la barriga|debajo de las costillas]], [[allí junto {station.al}|lejos de casa|con {want} todavía sin encontrar|y {companion} lo notó]].
  ?shy {hero} quería decir algo [[sobre {want}|a {companion}|en voz alta]], y las palabras se le [[quedaron atascadas|atascaron a medio camino|escondieron detrás de los dientes]], [[como siempre|como tantas veces|como le pasaba en el cole]][[|, allí junto {station.al}|, justo cuando más importaban]].
  ?dark Y ahora estaba oscureciendo [[junto {station.al}|sobre {place}|por todas partes]], oscureciendo de verdad, y {hero} sintió cómo el miedo de siempre [[subía|volvía despacito|se acercaba de puntillas]], [[paso a paso|poquito a poco|como una corriente de aire frío]].
  ?baby {hero} pensó en el bebé, que no sabría nada de nada [[del mundo|{place.del}|de las cosas]], y [[el mundo le pareció enorme|se sintió muy poca cosa también, allí junto {station.al}|todo le pareció grandísimo]].
  ?moving {hero} pensó en [[las cajas de casa|las cajas a medio llenar|las estanterías ya vacías|las cajas que esperaban en el pasillo]], y en [[las despedidas|la casa nueva, tan lejos|su cuarto de siempre|la última noche en su cama]], y [[todo el día se le hizo pesado|el camino de vuelta le pareció larguísimo|{station} se le volvió borroso un momento]][[|, como un abrigo mojado|, de golpe]].
  `,
);

export const SITUATION_END = bi(
  `
  ?new-school “Tomorrow, at the new school,” said {hero}[[| with a yawn| sleepily| to {companion}]], “I'll [[say hello first|be the first to say hello|say hello before anyone else]], [[because I've said hello to stranger things than children|because I said hello to {helper}, and that went well|because after {before}, a classroom is easy]].”
  ?shy {hero} had said hello to [[a stranger|someone new|{helper}]] today, out loud, [[and nothing terrible had happened|and the world had not ended|and it had been fine]][[; quite the opposite|; in fact, it had been wonderful|, and {companion} had heard every word]].
  ?dark {hero} [[looked at|peeped at|glanced over at|took a brave look at]] [[the dark corner of the room|the shadowy corner by the wardrobe|the dark bit behind the door|the corner where the dark liked to sit]], and it was just a corner, with a sleepy {kind} [[nearby to guard it|curled up beside it|keeping an eye on it]][[|, and nothing in it darker than {before} had been|, and not half as dark as {before}]].
  ?baby {hero} decided to tell the whole story to the new baby one day, [[{before} and all|from {place} to {want}|with {companion} helping]], because [[babies, after all, need someone to show them the way|babies need someone to tell them things|every baby needs a big brave someone]].
  ?moving “When we move,” said {hero}[[| softly| to {companion}]], “we'll take [[this|today|{place}]] with us: not in a box, just in here,” and {hero} [[tapped the place where hearts go|put a hand on {hero.his} chest|patted the spot where hearts live]].
  `,
  `
  ?new-school —Mañana, en el cole nuevo —dijo {hero}[[| bostezando| con sueño| a {companion}]]—, [[seré quien salude primero|saludaré yo antes que nadie|diré hola la primera vez]], [[porque he saludado a cosas mucho más raras que otros niños|porque ya saludé {helper.al} y salió bien|porque después {before.del}, una clase es facilísima]].
  ?shy Hoy {hero} había saludado en voz alta a [[alguien que no conocía|alguien nuevo|{helper}]], y [[no había pasado nada malo|el mundo seguía en su sitio|había salido bien]][[; todo lo contrario|; de hecho, había sido estupendo|, y {companion} lo había oído todo]].
  ?dark {hero} [[miró|observó|se atrevió a mirar|miró de reojo]] [[el rincón oscuro del cuarto|el rincón en sombra junto al armario|el hueco oscuro detrás de la puerta|el rincón donde solía sentarse la oscuridad]], y no era más que un rincón, con {companion} cerca, medio dormid{pet.o}, [[para vigilarlo|montando guardia|con un ojo abierto]][[|, y nada en él era tan oscuro como {before}|, y ni la mitad de oscuro que {before}]].
  ?baby {hero} decidió que algún día le contaría toda la historia al bebé, [[con {before} y todo|desde {place} hasta {want}|con ayuda de {companion}]], porque [[al fin y al cabo, los bebés necesitan a alguien que les enseñe el camino|los bebés necesitan a alguien que les cuente cosas|todos los bebés necesitan a alguien valiente cerca]].
  ?moving —Cuando nos mudemos —dijo {hero}[[| bajito| a {companion}]]—, [[esto|el día de hoy|{place}]] nos lo llevamos: no en una caja, sino aquí dentro —y [[se dio unos toquecitos donde vive el corazón|se puso la mano en el pecho|se tocó el sitio donde vive el corazón]].
  `,
);
