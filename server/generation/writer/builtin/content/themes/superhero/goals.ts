/** Superhero missions: a kitten stuck up high, runaway birthday balloons, a little cloud that cannot rain. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const SUPERHERO_GOALS: readonly GoalDef[] = [
  {
    object: noun('kitten stuck up high', 'gatito atrapado en lo alto', 'm'),
    token: noun('rescue whistle', 'silbato de rescate', 'm'),
    handsOver: true,
    quest: {
      en: 'rescue a little kitten stuck up high',
      es: 'rescatar a un gatito atrapado en lo alto',
    },
    incite: script(
      `
      “This is a job for a superhero,” said {helper}, very seriously.
      “A little kitten has climbed up high in {place}, and now it's too scared to come down.”
      “It's been meowing all morning,” said {helper}. “Somebody brave and gentle is needed.”
      {helper} pinned a shiny badge onto {hero.s} jumper and gave {hero} a little rescue whistle, just in case.
      `,
      `
      —Este es un trabajo para un superhéroe —dijo {helper}, muy en serio.
      —Un gatito ha trepado muy alto en {place}, y ahora le da miedo bajar.
      —Lleva toda la mañana maullando —dijo {helper}—. Hace falta alguien valiente y con mucho cuidado.
      {helper} le prendió a {hero} una insignia brillante en el jersey y le dio un silbato de rescate, por si acaso.
      `,
    ),
    found: script(
      `
      “Mew,” came a tiny voice from high above.
      There, clinging to a high ledge, was the little kitten, its fur all puffed up with fright.
      “Don't worry, little one,” called {hero}. “Help is here.”
      `,
      `
      —Miau —se oyó una vocecita allá arriba.
      Allí, agarrado a un saliente muy alto, estaba el gatito, con el pelo todo erizado del susto.
      —No te preocupes, pequeñín —le dijo {hero}—. Ya llega la ayuda.
      `,
    ),
    fixed: script(
      `
      {hero} climbed up slowly and carefully, talking softly the whole way, and held out both arms.
      The kitten stopped trembling, took one brave little step, and tumbled into {hero.s} arms.
      Down they came, gently, gently, until all four paws were back on the ground.
      The kitten purred like a tiny engine and rubbed its head against {hero.s} chin. The rescue was complete.
      `,
      `
      {hero} subió despacio y con mucho cuidado, hablándole bajito todo el rato, y le tendió los brazos.
      El gatito dejó de temblar, dio un pasito valiente y cayó en brazos de {hero}.
      Bajaron con cuidado, con mucho cuidado, hasta que las cuatro patitas volvieron a tocar el suelo.
      El gatito ronroneó como un motorcito y frotó la cabeza contra la barbilla de {hero}. El rescate había terminado.
      `,
    ),
  },
  {
    object: noun('runaway birthday balloons', 'globos de cumpleaños fugitivos', 'mp'),
    token: noun('super-whistle', 'supersilbato', 'm'),
    quest: {
      en: 'catch the runaway birthday balloons before the party begins',
      es: 'atrapar los globos de cumpleaños fugitivos antes de que empiece la fiesta',
    },
    incite: script(
      `
      “Emergency!” cried {helper}. “The birthday balloons have escaped!”
      “There were twelve of them, all colours, tied to the party table, and the wind untied every one.”
      “They floated off towards {place},” said {helper}. “The party starts this evening!”
      “Take the super-whistle,” said {helper}. “Balloons always stop to listen when it blows.”
      `,
      `
      —¡Emergencia! —gritó {helper}—. ¡Se han escapado los globos del cumpleaños!
      —Eran doce, de todos los colores, atados a la mesa de la fiesta, y el viento los ha desatado todos.
      —Se fueron flotando hacia {place} —dijo {helper}—. ¡Y la fiesta empieza esta tarde!
      —Llévate el supersilbato —dijo {helper}—. Los globos siempre se paran a escuchar cuando suena.
      `,
    ),
    found: script(
      `
      And there they were: twelve balloons, all tangled together, bobbing against a branch.
      Red, yellow, blue, green, pink, purple… they bumped into each other and squeaked.
      {hero} blew the super-whistle, and the balloons stopped bobbing, as if to listen.
      `,
      `
      Y allí estaban: doce globos, enredados unos con otros, chocando contra una rama.
      Rojo, amarillo, azul, verde, rosa, morado… se daban golpecitos y chirriaban.
      {hero} sopló el supersilbato, y los globos dejaron de moverse, como si escucharan.
      `,
    ),
    fixed: script(
      `
      Very gently, {hero} untangled the strings, one by one, and tied them all together in a big bunch.
      {companion} counted: “Ten, eleven, twelve! Every single one!”
      They carried the balloons back to the party just as the candles were being lit.
      Everybody cheered, and the birthday was saved by the smallest superheroes in the world.
      `,
      `
      Con muchísimo cuidado, {hero} desenredó las cuerdas una a una y las ató todas juntas en un ramillete.
      {companion} contó: —¡Diez, once, doce! ¡Están todos!
      Llevaron los globos a la fiesta justo cuando estaban encendiendo las velas.
      Todos aplaudieron: el cumpleaños lo habían salvado los superhéroes más pequeños del mundo.
      `,
    ),
  },
  {
    object: noun('little cloud that could not rain', 'nubecita que no podía llover', 'f'),
    token: noun('raindrop whistle', 'silbato con forma de gota', 'm'),
    handsOver: true,
    quest: {
      en: 'help a little cloud that cannot rain, so that the flowers can drink',
      es: 'ayudar a una nubecita que no puede llover, para que las flores puedan beber',
    },
    incite: script(
      `
      “The flowers are thirsty,” said {helper}, “and it hasn't rained for days.”
      “There's a little rain cloud stuck in {place}, and it has forgotten how to rain.”
      “It needs someone with a very big heart to help,” said {helper}, and handed {hero} a red cape and a little whistle shaped like a raindrop.
      {hero} put on the cape, and it fluttered as if it were already in a hurry to help.
      `,
      `
      —Las flores tienen sed —dijo {helper}—, y hace días que no llueve.
      —Hay una nubecita de lluvia atascada en {place}, y se le ha olvidado cómo se llueve.
      —Hace falta alguien con un corazón muy grande para ayudarla —dijo {helper}, y le dio a {hero} una capa roja y un silbato con forma de gota.
      {hero} se puso la capa, y la capa ondeó como si ya tuviera prisa por ayudar.
      `,
    ),
    found: script(
      `
      And there, stuck low down and looking very glum, was the little cloud.
      It was grey and puffy, and it sighed a tiny, damp sigh.
      “I try and try,” said the little cloud, “but nothing comes out.”
      `,
      `
      Y allí, atascada muy bajita y con cara de pena, estaba la nubecita.
      Era gris y esponjosa, y soltó un suspiro pequeñito y húmedo.
      —Lo intento y lo intento —dijo la nubecita—, pero no sale nada.
      `,
    ),
    fixed: script(
      `
      “Maybe you're just worried,” said {hero}. “Everything is harder when you're worried.”
      {hero} told the cloud a funny story, and {companion} pulled the silliest face ever.
      The little cloud giggled, and giggled, and giggled so much that it began to rain: pitter, patter, pitter, patter.
      All over {place}, the thirsty flowers lifted their heads and drank, and the little cloud floated off, happy and light.
      `,
      `
      —A lo mejor es que estás preocupada —dijo {hero}—. Cuando estás preocupado, todo cuesta más.
      {hero} le contó a la nube un cuento gracioso, y {companion} puso la cara más tonta del mundo.
      La nubecita se rió, y se rió, y se rió tanto que empezó a llover: plic, plic, ploc, plic.
      Por todas partes, las flores sedientas levantaron la cabeza y bebieron, y la nubecita se fue flotando, feliz y ligera.
      `,
    ),
  },
];
