/** Gently funny moments for the companion. Each is told once in a story, whole. */

import { script } from '../../grammar/template';

export const FUNNY_MOMENTS = [
  script(
    `
    Suddenly, {companion} got the hiccups: hic, hic, hic!
    {hero} tried everything: holding breath, counting to ten, even standing on one leg.
    Nothing worked, and the hiccups went on: hic, hic!
    Then a little frog jumped out and said, “Boo!”
    {companion} jumped so high that the hiccups fell right out.
    “Thank you,” said {companion} to the frog. Then, very quietly: “Hic.” And they all laughed.
    `,
    `
    De repente, a {companion} le entró hipo: ¡hip, hip, hip!
    {hero} probó de todo: aguantar la respiración, contar hasta diez y hasta ponerse a la pata coja.
    Nada funcionaba, y el hipo seguía: ¡hip, hip!
    Entonces salió una ranita dando un salto y dijo: «¡Bu!».
    {companion} pegó tal brinco que el hipo se le cayó por el camino.
    —Gracias —le dijo {companion} a la rana. Y luego, muy bajito—: Hip. Y todos se echaron a reír.
    `,
  ),
  script(
    `
    A fluffy seed floated down and landed right on {companion.s} nose.
    {companion.s} nose began to twitch. And twitch. And twitch.
    “Ah… ah… ah-CHOO!”
    It was such a big sneeze that {companion} rolled over backwards, head over heels.
    {companion} sat up, looking surprised.
    “Bless me,” said {companion}.
    {hero} laughed until both cheeks hurt.
    `,
    `
    Una semillita esponjosa bajó flotando y se posó justo en la nariz de {companion}.
    A {companion} empezó a temblarle la nariz. Y a temblarle. Y a temblarle.
    —Aaa… aaa… ¡aaachís!
    Fue un estornudo tan grande que {companion} dio una voltereta hacia atrás.
    {companion} se sentó, con cara de sorpresa.
    —¡Jesús! —se dijo {companion}.
    {hero} se rió tanto que le dolían los mofletes.
    `,
  ),
  script(
    `
    Whoosh! A gust of wind snatched {hero.s} hat and sent it tumbling away.
    {companion} ran after it, this way and that way, round and round.
    At last, the hat floated down and landed right on {companion.s} head.
    “It suits you,” said {hero}.
    {companion} wore it very proudly for the rest of the afternoon.
    `,
    `
    ¡Fiuuu! Una ráfaga de viento le quitó el gorro a {hero} y se lo llevó rodando.
    {companion} corrió detrás, por aquí y por allá, dando vueltas y más vueltas.
    Por fin, el gorro bajó flotando y aterrizó justo en la cabeza de {companion}.
    —Te queda muy bien —dijo {hero}.
    {companion} lo llevó puesto el resto de la tarde, muy orgullos{pet.o}.
    `,
  ),
  script(
    `
    {companion} noticed something following close behind: a dark shape that copied every move.
    {companion} jumped. The shape jumped. {companion} spun round. The shape spun round too.
    “Who are you?” asked {companion} crossly.
    “That's your shadow,” said {hero}, trying very hard not to laugh.
    “Oh,” said {companion}. “Well, it's a very good copier.”
    `,
    `
    {companion} se dio cuenta de que algo le seguía muy de cerca: una forma oscura que copiaba todo lo que hacía.
    {companion} saltó. La forma saltó. {companion} se dio la vuelta. La forma también se dio la vuelta.
    —¿Y tú quién eres? —preguntó {companion}, enfurruñad{pet.o}.
    —Es tu sombra —dijo {hero}, aguantándose la risa como podía.
    —Ah —dijo {companion}—. Pues copia muy bien.
    `,
  ),
  script(
    `
    “Hello!” called {companion}, just to see what would happen.
    “Hello… hello… hello…” came the echo.
    “I said it first!” called {companion}.
    “First… first… first…” said the echo.
    {companion} decided it was best not to argue with an echo, and {hero} giggled all the way along the path.
    `,
    `
    —¡Hola! —gritó {companion}, solo por ver qué pasaba.
    «Hola… hola… hola…», respondió el eco.
    —¡Lo he dicho yo primero! —protestó {companion}.
    «Primero… primero… primero…», dijo el eco.
    {companion} decidió que era mejor no discutir con un eco, y {hero} se pasó el resto del camino riéndose.
    `,
  ),
  script(
    `
    {hero} noticed that the backpack was wriggling.
    Inside, head first, was {companion}, looking for the snacks.
    Only a tail and two back feet were sticking out.
    “Are you stuck?” asked {hero}.
    “No,” said a muffled voice. “I'm just… resting.”
    {hero} gently pulled {companion} out, and there was a crumb on {companion.s} nose.
    `,
    `
    {hero} se dio cuenta de que la mochila se movía sola.
    Dentro, de cabeza, estaba {companion}, buscando la merienda.
    Solo asomaban una cola y dos patitas traseras.
    —¿Te has quedado atascad{pet.o}? —preguntó {hero}.
    —No —dijo una vocecita desde dentro—. Solo estoy… descansando.
    {hero} sacó a {companion} con cuidado, y tenía una miga en la nariz.
    `,
  ),
  script(
    `
    “Can you say this?” asked {hero}. “Red lorry, yellow lorry, red lorry, yellow lorry.”
    {companion} tried.
    “Red lolly, yellow lorry, led yolly…” said {companion}.
    They tried again and again, and it got sillier every time.
    In the end they were laughing too much to say anything at all.
    `,
    `
    —¿Sabes decir esto? —preguntó {hero}—. Tres tristes tigres tragaban trigo en un trigal.
    {companion} lo intentó.
    —Tles tistes trigues tagaban tigo… —dijo {companion}.
    Lo intentaron una y otra vez, y cada vez sonaba más gracioso.
    Al final se reían tanto que no podían decir nada de nada.
    `,
  ),
  script(
    `
    There was a big puddle right in the middle of the way.
    “I can jump that,” said {companion}. “Watch this!”
    {companion} ran, and leapt, and landed right in the middle. Splash!
    {companion} stood there, dripping.
    “I meant to do that,” said {companion}.
    “Of course you did,” said {hero}, and helped dry {companion} with the scarf.
    `,
    `
    Había un charco enorme justo en mitad del camino.
    —Eso lo salto yo —dijo {companion}—. ¡Mira!
    {companion} corrió, saltó y aterrizó justo en el medio. ¡Chof!
    {companion} se quedó allí, chorreando.
    —Lo he hecho a propósito —dijo {companion}.
    —Claro que sí —dijo {hero}, y secó a {companion} con la bufanda.
    `,
  ),
  script(
    `
    {companion} decided to sing, very loudly.
    It was not a very good song, but it was a very happy one.
    A bird on a branch joined in, even louder and even less in tune.
    Soon they were singing together, and {hero} had to cover both ears, laughing.
    “Bravo!” said {hero} when it was over, and {companion} took a bow.
    `,
    `
    {companion} decidió ponerse a cantar, muy fuerte.
    No era una canción muy bonita, pero era una canción muy alegre.
    Un pájaro que estaba en una rama se unió, todavía más fuerte y todavía más desafinado.
    Enseguida cantaban a dúo, y {hero} tuvo que taparse las orejas, sin poder parar de reír.
    —¡Bravo! —dijo {hero} al terminar, y {companion} hizo una reverencia.
    `,
  ),
  script(
    `
    {companion} tried to roar like a lion, to look fierce.
    {companion} took a huge breath, puffed up very big, and… squeak!
    {hero} blinked. {companion} blinked.
    “That was my fiercest roar,” said {companion} with dignity.
    “It was very fierce,” said {hero}, with a very straight face.
    `,
    `
    {companion} quiso rugir como un león, para parecer feroz.
    Cogió muchísimo aire, se hinchó todo lo que pudo y… ¡iiic!
    {hero} parpadeó. {companion} parpadeó.
    —Ese ha sido mi rugido más feroz —dijo {companion} con mucha dignidad.
    —Ferocísimo —dijo {hero}, sin dejar de poner cara seria.
    `,
  ),
  script(
    `
    A big leaf floated down and landed on {companion.s} head like a little green hat.
    {companion} did not take it off. {companion} liked it.
    “How do I look?” asked {companion}, turning this way and that.
    “Very elegant,” said {hero}.
    {companion} wore the leaf hat for a long time, nodding at everyone they passed.
    `,
    `
    Una hoja grande bajó flotando y se posó en la cabeza de {companion} como un sombrerito verde.
    {companion} no se la quitó. Le gustaba.
    —¿Qué tal estoy? —preguntó {companion}, girándose a un lado y a otro.
    —Elegantísim{pet.o} —dijo {hero}.
    {companion} llevó su sombrero de hoja un buen rato, saludando con la cabeza a todo el que pasaba.
    `,
  ),
  script(
    `
    “This is mag-nif-i-shent,” said {companion}, trying out a new word.
    “Magnificent,” said {hero} kindly.
    “That's what I said,” said {companion}. “Mag-nif-i-shent.”
    {hero} decided that {companion.s} way was more fun anyway.
    `,
    `
    —Esto es magnifrífico —dijo {companion}, estrenando una palabra nueva.
    —Magnífico —le corrigió {hero} con cariño.
    —Eso he dicho —dijo {companion}—. Magnifrífico.
    {hero} pensó que la palabra de {companion} era mucho más divertida.
    `,
  ),
];
