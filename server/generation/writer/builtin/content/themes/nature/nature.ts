/** Nature: seasons and seeds, water and bees, and looking after the world we share. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { NATURE_GOALS } from './goals';

export const NATURE: ThemeDef = {
  key: 'nature',
  kind: { en: 'a story about nature', es: 'una historia sobre la naturaleza' },
  settings: ['forest', 'meadow', 'lake', 'garden', 'mountain'],
  companions: ['hedgehog', 'squirrel', 'rabbit', 'fox', 'duckling', 'turtle'],
  helpers: [
    {
      name: { en: 'Old Oakley', es: 'el viejo Ramón' },
      role: noun('gardener who could grow anything', 'jardinero que sabía hacer crecer cualquier cosa', 'm'),
    },
    {
      name: { en: 'Mother Heron', es: 'mamá Garza' },
      role: noun('wise grey heron', 'garza gris y sabia', 'f'),
    },
    {
      name: { en: 'Ranger Juno', es: 'la guarda Helena' },
      role: noun('park ranger', 'guarda forestal', 'f'),
    },
  ],
  goals: NATURE_GOALS,
  obstacles: [
    bi(
      `
      The little stream here was full of rubbish: a bottle, a crisp packet, an old tin can.
      Someone had left litter all along the stream, and the water could hardly get through.

      A little fish poked its head up and looked very sad.

      ?young “Let's tidy up,” said {hero}, and they picked up every piece and put it in the bag.
      ?old {hero} knew that rubbish in a stream flows all the way to the sea, where it can hurt turtles and fish.

      ?old “Everything we pick up here is one less thing in the sea,” said {hero}, and they filled the whole bag.

      The stream began to sparkle again, and the little fish did a happy flip.
      “Nature looks after us,” said {hero}, “so we look after nature.”
      `,
      `
      El arroyuelo estaba lleno de basura: una botella, una bolsa de patatas, una lata vieja.
      Alguien había dejado basura a lo largo del arroyo, y el agua casi no podía pasar.

      Un pececito asomó la cabeza con cara de pena.

      ?young —Vamos a recoger —dijo {hero}, y recogieron hasta el último trocito y lo metieron en la bolsa.
      ?old {hero} sabía que la basura de un arroyo llega hasta el mar, donde puede hacer daño a las tortugas y a los peces.

      ?old —Cada cosa que recogemos aquí es una cosa menos en el mar —dijo {hero}, y llenaron la bolsa entera.

      El arroyo volvió a brillar, y el pececito dio una voltereta de alegría.
      —La naturaleza nos cuida —dijo {hero}—, así que nosotros cuidamos de la naturaleza.
      `,
    ),
    bi(
      `
      The flowers along the way were drooping and thirsty, their heads bowed low.
      It hadn't rained for days, and the little plants by the path were wilting.

      “They look so tired,” said {companion}.

      ?young {hero} found an old bucket, and they carried water from the stream, splash by splash.
      ?old {hero} noticed that the plants nearest the stream were green, and the ones further away were brown.

      ?old “The water can't reach them,” said {hero}. “If we dig a tiny channel from the stream, it will.”

      Soon the water was flowing, and the flowers lifted their heads, one by one.
      A butterfly landed on the first flower to say thank you.
      `,
      `
      Las flores del camino estaban mustias y sedientas, con la cabeza gacha.
      Hacía días que no llovía, y las plantitas del camino se estaban marchitando.

      —Parecen tan cansadas —dijo {companion}.

      ?young {hero} encontró un cubo viejo, y llevaron agua del arroyo, chorrito a chorrito.
      ?old {hero} se fijó en que las plantas más cercanas al arroyo estaban verdes, y las más lejanas, marrones.

      ?old —El agua no les llega —dijo {hero}—. Si cavamos un canalito desde el arroyo, les llegará.

      Enseguida el agua corría, y las flores levantaron la cabeza, una tras otra.
      Una mariposa se posó en la primera flor para darles las gracias.
      `,
    ),
    bi(
      `
      A big branch had fallen across a little stream, and the water had piled up behind it.
      The stream was blocked by a fallen branch, and a family of ducks could not swim home.

      “Quack,” said the mother duck, sadly.

      ?young {hero} and {companion} pulled and pulled, and the branch slid out of the way.
      ?old {hero} saw that the branch was stuck at one end only, wedged between two stones.

      ?old “We don't have to lift the whole branch,” said {hero}. “If we free the stuck end, the water will push it for us.”

      With a swoosh, the water rushed on, carrying the branch gently to the bank.
      The ducks paddled through in a neat little line, quacking thank you.
      `,
      `
      Una rama grande se había caído sobre un arroyo, y el agua se había ido acumulando detrás.
      El arroyo estaba tapado por una rama caída, y una familia de patos no podía volver nadando a casa.

      —Cua —dijo mamá pata, con pena.

      ?young {hero} y {companion} tiraron y tiraron, y la rama se apartó deslizándose.
      ?old {hero} vio que la rama solo estaba atascada por un extremo, encajada entre dos piedras.

      ?old —No hace falta levantar toda la rama —dijo {hero}—. Si soltamos el extremo atascado, el agua la empujará por nosotros.

      Con un fiuuu, el agua siguió corriendo y llevó la rama suavemente hasta la orilla.
      Los patos pasaron nadando en una fila muy ordenada, diciendo gracias con sus cuacs.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, {hero} wanted to rush, but something said: wait.
      {hero} stood still and felt that this was a place where things happen slowly.

      “Nature has its own clock,” said {hero} softly.

      ?young So they sat and waited, quiet as mice, and watched.
      ?old {hero} remembered that seeds, flowers and bees all keep their own time, and you cannot hurry them.

      ?old They sat down and watched patiently, and after a while, the sun moved, and a patch of light fell just where they needed it.

      In the quiet, something wonderful began to happen.
      `,
      `
      Allí, {hero} quería darse prisa, pero algo le dijo: espera.
      {hero} se paró y notó que era un sitio donde las cosas pasan despacio.

      —La naturaleza tiene su propio reloj —dijo {hero} en voz baja.

      ?young Así que se sentaron a esperar, callados como ratones, y miraron.
      ?old {hero} recordó que las semillas, las flores y las abejas tienen su propio tiempo, y que no se les puede meter prisa.

      ?old Se sentaron a mirar con paciencia, y al cabo de un rato el sol se movió, y una mancha de luz cayó justo donde hacía falta.

      En el silencio, algo maravilloso empezó a suceder.
      `,
    ),
    bi(
      `
      Here, the wind changed and brought a sweet smell.
      {hero} noticed that everything here was humming: the grass, the leaves, the air.

      “Listen to the wind,” said {hero}. “It knows things.”

      ?young They listened, and the wind seemed to whisper: this way.
      ?old {hero} wet a finger and held it up: the cool side showed where the wind was coming from.

      ?old “Whatever we're looking for, the wind is bringing us its smell,” said {hero}. “We walk into the wind.”

      Following the wind, they came to the very place.
      `,
      `
      Allí, el viento cambió y trajo un olor dulce.
      {hero} se dio cuenta de que allí todo zumbaba: la hierba, las hojas, el aire.

      —Escucha al viento —dijo {hero}—. Sabe cosas.

      ?young Escucharon, y el viento pareció susurrar: por aquí.
      ?old {hero} se mojó un dedo y lo levantó: el lado que notaba fresquito indicaba de dónde venía el viento.

      ?old —Lo que buscamos nos lo trae el viento en forma de olor —dijo {hero}—. Caminaremos contra el viento.

      Siguiendo el viento, llegaron justo al sitio.
      `,
    ),
  ],
  steps: bi(
    `
    The first green buds were showing on the branches.
    {hero} noticed the moss grew thickest on one side of the trees, and used it to keep going the right way.

    A bee zoomed past, heading the same way they were going.
    They passed a spider mending its web, and waited politely until it had finished.

    The birds were singing louder here, as if the place were waking up.

    Little shoots were pushing up through the ground everywhere they looked.

    The air smelled greener and sweeter with every step.

    Everything around them seemed to be whispering: nearly there.
    `,
    `
    En las ramas asomaban los primeros brotes verdes.
    {hero} se fijó en que el musgo crecía más espeso en un lado de los árboles, y lo usó para no perder el rumbo.

    Pasó una abeja zumbando, en la misma dirección que ellos.
    Pasaron junto a una araña que arreglaba su telaraña, y esperaron con educación a que terminara.

    Allí los pájaros cantaban más fuerte, como si el lugar se estuviera despertando.

    Por todas partes asomaban brotecitos de la tierra.

    A cada paso, el aire olía más a verde y más dulce.

    Todo a su alrededor parecía susurrar: ya casi estáis.
    `,
  ),
  flavour: bi(
    `
    {hero} picked up a fallen leaf and looked at its veins, like tiny rivers.
    {companion} found an acorn and wondered if it would become an oak one day.
    {hero} lay down and listened to the grass growing, or pretended to.

    “Every living thing is busy,” said {hero}. “The ants, the bees, the trees.”
    {companion} said good morning to a flower, just in case flowers like that kind of thing.
    {hero} explained to {companion} that trees breathe out the air we breathe in.

    They took nothing from nature except pictures in their heads.
    “The world is so beautiful,” said {hero}, and meant every word.
    `,
    `
    {hero} cogió una hoja caída y miró sus nervios, como ríos diminutos.
    {companion} encontró una bellota y se preguntó si algún día sería un roble.
    {hero} se tumbó a escuchar cómo crecía la hierba, o a hacer como que lo oía.

    —Todos los seres vivos están muy ocupados —dijo {hero}—. Las hormigas, las abejas, los árboles.
    {companion} le dio los buenos días a una flor, por si a las flores les gustan esas cosas.
    {hero} le explicó a {companion} que los árboles sueltan el aire que nosotros respiramos.

    No se llevaron nada de la naturaleza, salvo las imágenes que guardaban en la cabeza.
    —Qué bonito es el mundo —dijo {hero}, y lo decía de corazón.
    `,
  ),
};
