/**
 * After the quest: a celebration where it ended, and a last look round before going home. Also
 * breakfast on the first morning, before anything has happened yet.
 */

import { bi } from '../../grammar/template';

export const CELEBRATION = bi(
  `
  ?done Then it was time to celebrate.
  ?done Nobody wanted to go home just yet, so they had a little party right there.
  ?done Word spread quickly, and soon everybody nearby had come to join in.
  ?done {helper} clapped both hands and said that such a day deserved a celebration.

  ?done Someone brought a basket of sweet buns<<, still warm, wrapped in a checked cloth>>.
  ?done {helper} had brought a flask of hot cocoa and enough cups for everyone.
  ?done There was music: someone whistled, someone tapped a drum, and someone hummed very loudly.
  ?done All the creatures they had met on the way came out to cheer.

  ?done {companion} danced a wiggly dance that nobody had ever seen before.
  ?done {hero} and {companion} danced round and round until they were dizzy.
  ?done They played ring-a-roses, and everyone fell down laughing at the end.
  ?done {companion} ate three buns and then said, very politely, that perhaps a fourth would be too many.

  ?done {helper} raised a cup of cocoa. “To {hero} and {companion}!”
  ?done “Hip, hip, hooray!” shouted everyone, three times, the third time loudest of all.
  ?done {hero} felt warm all the way through<<, from the tips of the ears to the tips of the toes>>.
  `,
  `
  ?done Entonces llegó la hora de celebrarlo.
  ?done Nadie quería volver a casa todavía, así que hicieron una fiestecita allí mismo.
  ?done La noticia corrió enseguida, y pronto todos los de alrededor vinieron a unirse.
  ?done {helper} dio unas palmadas y dijo que un día así merecía una celebración.

  ?done Alguien trajo una cesta de bollitos dulces<<, todavía calentitos, envueltos en un paño de cuadros>>.
  ?done {helper} había traído un termo de chocolate caliente y tazas para todos.
  ?done Hubo música: alguien silbaba, alguien tocaba un tambor y alguien tarareaba muy fuerte.
  ?done Todos los animales que habían conocido por el camino salieron a aplaudir.

  ?done {companion} bailó un baile muy meneado que nadie había visto nunca.
  ?done {hero} y {companion} bailaron dando vueltas y más vueltas hasta marearse.
  ?done Jugaron al corro de la patata, y al final todos se cayeron al suelo riéndose.
  ?done {companion} se comió tres bollitos y luego dijo, con mucha educación, que a lo mejor un cuarto ya era demasiado.

  ?done {helper} levantó una taza de chocolate. —¡Por {hero} y por {companion}!
  ?done —¡Hip, hip, hurra! —gritaron todos, tres veces, y la tercera, la más fuerte.
  ?done {hero} sintió un calorcito por todo el cuerpo<<, desde la punta de las orejas hasta la punta de los pies>>.
  `,
);

export const LAST_LOOK = bi(
  `
  ?done Before they left, {hero} wanted one last look around.
  ?done {hero} and {companion} walked slowly around {heart}, saying goodbye to everything.
  ?done They climbed up high for a last look at {place}.

  ?done Everything looked different now: calmer, happier, as if the whole place were smiling.
  ?done {sight}, just as it had when they arrived, but somehow it looked even lovelier now.
  ?done Somewhere nearby, {sound}, as if to say goodbye.

  ?done “I'll never forget this place,” said {hero}.
  ?done “Can we come back one day?” asked {companion}, and {hero} said, “I'm sure we will.”
  ?done {companion} waved goodbye to a tree, a stone and a very surprised beetle.
  ?done {hero} took a deep breath<<, to keep the smell of the place for later>>.
  `,
  `
  ?done Antes de irse, {hero} quiso echar un último vistazo.
  ?done {hero} y {companion} dieron una vuelta despacito por {heart}, despidiéndose de todo.
  ?done Subieron a un sitio alto para mirar por última vez {place}.

  ?done Ahora todo parecía distinto: más tranquilo, más feliz, como si el lugar entero sonriera.
  ?done Allí, {sight}, igual que cuando llegaron, pero ahora parecía todavía más bonito.
  ?done Muy cerca, {sound}, como si dijera adiós.

  ?done —Nunca me olvidaré de este sitio —dijo {hero}.
  ?done —¿Podremos volver algún día? —preguntó {companion}, y {hero} le dijo que seguro que sí.
  ?done {companion} se despidió de un árbol, de una piedra y de un escarabajo muy sorprendido.
  ?done {hero} respiró hondo<<, para guardarse el olor de aquel lugar para más tarde>>.
  `,
);

export const BREAKFAST = bi(
  `
  There was porridge for breakfast, with a spoonful of honey in the shape of a smile.
  Breakfast was toast with butter, cut into soldiers, and a glass of cold milk.
  They had pancakes for breakfast, stacked as high as a little tower.

  {companion} had a breakfast too<<, and finished it in about three seconds>>.
  {hero} ate slowly, looking out of the window at the morning.
  {companion} waited politely for crumbs, which is a kind of helping.

  “A good breakfast is the start of a good day,” said someone in the kitchen.
  The radio was playing a happy song, and {hero} tapped along with a spoon.
  Sunlight fell across the table in a warm yellow stripe.
  `,
  `
  Para desayunar había gachas de avena, con una cucharada de miel en forma de sonrisa.
  El desayuno era pan tostado con mantequilla, cortado en tiritas, y un vaso de leche fresquita.
  Desayunaron tortitas, apiladas como una torre pequeñita.

  {companion} también tuvo su desayuno<<, y se lo acabó en unos tres segundos>>.
  {hero} comía despacio, mirando la mañana por la ventana.
  {companion} esperaba con educación a que cayera alguna miga, que también es una forma de ayudar.

  —Un buen desayuno es el principio de un buen día —dijo alguien en la cocina.
  En la radio sonaba una canción alegre, y {hero} llevaba el ritmo con una cuchara.
  El sol caía sobre la mesa en una franja amarilla y calentita.
  `,
);
