/** Adventure quests: a lantern for a festival, a pirate's treasure, a stone that sings. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const ADVENTURE_GOALS: readonly GoalDef[] = [
  {
    object: noun('Sun Lantern', 'farol del sol', 'm'),
    token: noun('silver map', 'mapa plateado', 'm'),
    quest: {
      en: 'bring the Sun Lantern home in time for the Lantern Festival',
      es: 'traer el farol del sol a tiempo para la fiesta de los faroles',
    },
    incite: script(
      `
        “The Sun Lantern is lost,” said {helper}.
        Every year, all the creatures of {place} gathered for the Lantern Festival, and the Sun Lantern shone in the middle of it.
        But a naughty wind had carried it off and hidden it somewhere deep in {place}.
        “Without it, the festival will be dark tonight,” said {helper}, “and the little ones will be scared.”
        `,
      `
        —Se ha perdido el farol del sol —dijo {helper}.
        Cada año, todos los animales {place.del} se reunían para la fiesta de los faroles, y el farol del sol brillaba en el centro.
        Pero un viento travieso se lo había llevado y lo había escondido en lo más hondo {place.del}.
        —Sin él, esta noche la fiesta estará a oscuras —dijo {helper}— y los pequeños tendrán miedo.
        `,
    ),
    found: script(
      `
        And there, tucked safely inside, was the Sun Lantern.
        It was round and golden, and even without a flame it felt warm.
        When {hero} picked it up, it glowed softly, as if it had been waiting to be found.
        `,
      `
        Y allí, bien resguardado, estaba el farol del sol.
        Era redondo y dorado, y aunque no tenía llama, estaba calentito.
        Cuando {hero} lo cogió, empezó a brillar suavemente, como si hubiera estado esperando a que lo encontraran.
        `,
    ),
    fixed: script(
      `
        {hero} held the Sun Lantern up high, and it shone brighter than ever, golden and warm.
        From all around, the creatures of {place} came out to see, their eyes shining.
        One by one, their own little lanterns lit up from its light.
        The Lantern Festival could begin.
        `,
      `
        {hero} levantó el farol del sol bien alto, y brilló más que nunca, dorado y cálido.
        De todas partes salieron los animales {place.del} a mirar, con los ojos brillantes.
        Uno a uno, sus farolillos se fueron encendiendo con su luz.
        La fiesta de los faroles ya podía empezar.
        `,
    ),
  },
  {
    object: noun('treasure of Captain Periwinkle', 'tesoro del capitán Bígaro', 'm'),
    token: noun('old treasure map', 'viejo mapa del tesoro', 'm'),
    quest: { en: 'find the treasure of Captain Periwinkle', es: 'encontrar el tesoro del capitán Bígaro' },
    incite: script(
      `
        “Long ago, a kind old pirate called Captain Periwinkle hid a treasure,” said {helper}.
        “Nobody has ever found it. But yesterday, I found this map in my attic.”
        On the map, a red X was marked right in the middle of {place}.
        “It's for finding,” said {helper}, “and I'm too old for long walks. Will you go?”
        `,
      `
        —Hace mucho tiempo, un viejo pirata muy bueno, el capitán Bígaro, escondió un tesoro —dijo {helper}.
        —Nadie lo ha encontrado nunca. Pero ayer encontré este mapa en mi desván.
        En el mapa había una equis roja justo en mitad {place.del}.
        —Está ahí para que alguien lo encuentre —dijo {helper}—, y yo ya soy mayor para caminatas largas. ¿Irás tú?
        `,
    ),
    found: script(
      `
        And there was the treasure chest, small and wooden, with a brass clasp.
        {hero} opened it slowly. Inside there was no gold at all.
        Instead, there were seeds, hundreds of them, and a note: “Plant me, and share me.”
        {hero} smiled. It was the best kind of treasure: the kind that grows.
        `,
      `
        Y allí estaba el cofre del tesoro, pequeño y de madera, con un cierre de latón.
        {hero} lo abrió despacio. Dentro no había ni una moneda de oro.
        En su lugar había semillas, cientos de semillas, y una nota: «Plántame y compárteme».
        {hero} sonrió. Era el mejor tesoro posible: uno que crece.
        `,
    ),
    fixed: script(
      `
        {hero} planted a few seeds right there, in the soft ground, and watered them from the flask.
        The rest they would share with everyone at home, a little bag for every garden.
        Soon, {hero} thought, the whole village would be full of flowers.
        Captain Periwinkle's treasure had been found at last, and it was going to keep on growing.
        `,
      `
        {hero} plantó unas cuantas semillas allí mismo, en la tierra blanda, y las regó con el agua de la cantimplora.
        Las demás las repartirían en casa, una bolsita para cada jardín.
        Pronto, pensó {hero}, el pueblo entero estaría lleno de flores.
        Por fin habían encontrado el tesoro del capitán Bígaro, y no iba a dejar de crecer.
        `,
    ),
  },
  {
    object: noun('Singing Stone', 'piedra cantora', 'f'),
    token: noun('brass compass', 'brújula de latón', 'f'),
    quest: {
      en: 'find the Singing Stone, so that the birds can sing again',
      es: 'encontrar la piedra cantora para que los pájaros vuelvan a cantar',
    },
    incite: script(
      `
        “The birds have stopped singing,” said {helper} sadly.
        Every morning, the birds sang with the Singing Stone, a smooth blue stone that hummed a tune.
        But the stone had rolled away in a storm, and now it was somewhere in {place}.
        “Without its tune, the birds have forgotten their songs,” said {helper}.
        `,
      `
        —Los pájaros han dejado de cantar —dijo {helper}, con tristeza.
        Cada mañana, los pájaros cantaban con la piedra cantora, una piedra azul y lisa que tarareaba una melodía.
        Pero la piedra había rodado lejos en una tormenta, y ahora estaba en algún rincón {place.del}.
        —Sin su melodía, los pájaros han olvidado sus canciones —dijo {helper}.
        `,
    ),
    found: script(
      `
        And there it was: the Singing Stone, smooth and blue, resting in a soft nest of leaves.
        {hero} lifted it gently and held it close.
        Very quietly at first, the stone began to hum its tune.
        `,
      `
        Y allí estaba: la piedra cantora, lisa y azul, sobre un nido blandito de hojas.
        {hero} la levantó con cuidado y la sostuvo muy cerca.
        Al principio muy bajito, la piedra empezó a tararear su melodía.
        `,
    ),
    fixed: script(
      `
        {hero} set the Singing Stone on a high, flat rock, where the wind could reach it.
        The stone hummed, and one little bird listened, and then began to sing.
        Then another joined in, and another, until the air was full of birdsong.
        The birds remembered every single one of their songs.
        `,
      `
        {hero} puso la piedra cantora sobre una roca alta y plana, donde llegaba el viento.
        La piedra tarareó, un pajarito escuchó y empezó a cantar.
        Luego se unió otro, y otro más, hasta que el aire se llenó de trinos.
        Los pájaros se acordaron de todas y cada una de sus canciones.
        `,
    ),
  },
];
