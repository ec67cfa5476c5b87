/** Fairy-tale quests: a rose that breaks a sleepy spell, a gentle giant's button, a fairy queen's wand. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const FAIRY_TALE_GOALS: readonly GoalDef[] = [
  {
    object: noun('Wake-Up Rose', 'rosa del despertar', 'f'),
    token: noun('golden thread', 'hilo de oro', 'm'),
    quest: {
      en: 'find the Wake-Up Rose and break the sleepy spell on the kingdom',
      es: 'encontrar la rosa del despertar y romper el hechizo del sueño que pesaba sobre el reino',
    },
    incite: script(
      `
      “Something strange has happened in the kingdom,” said {helper}. “Everyone has fallen asleep.”
      “The baker is snoring into his bread, the guards are dozing on their feet, and even the cats are yawning.”
      “Only the Wake-Up Rose can break the spell, and it grows somewhere in {place}.”
      “Follow this golden thread,” said {helper}. “It always leads to what is needed most.”
      `,
      `
      —Ha pasado algo muy raro en el reino —dijo {helper}—. Todo el mundo se ha quedado dormido.
      —El panadero ronca encima del pan, los guardias dormitan de pie, y hasta los gatos bostezan.
      —Solo la rosa del despertar puede romper el hechizo, y crece en algún lugar {place.del}.
      —Sigue este hilo de oro —dijo {helper}—. Siempre lleva hasta lo que más falta hace.
      `,
    ),
    found: script(
      `
      And there, growing all by itself, was the Wake-Up Rose.
      It was the colour of sunrise, and it smelled of fresh bread and morning air.
      When {hero} bent down to pick it, the rose tilted its head, as if it had been waiting.
      `,
      `
      Y allí, creciendo solita, estaba la rosa del despertar.
      Era del color del amanecer, y olía a pan recién hecho y a aire de la mañana.
      Cuando {hero} se agachó para cogerla, la rosa inclinó la cabeza, como si hubiera estado esperando.
      `,
    ),
    fixed: script(
      `
      {hero} held up the Wake-Up Rose, and a sweet, fresh breeze swirled out of it.
      The breeze flew across the whole kingdom, and wherever it went, people stretched and yawned and woke up.
      The baker's bread was saved, the guards stood up straight, and the cats went back to chasing their tails.
      The spell was broken, and everyone cheered.
      `,
      `
      {hero} levantó la rosa del despertar, y de ella salió una brisa dulce y fresca, dando vueltas.
      La brisa voló por todo el reino, y por donde pasaba, la gente se estiraba, bostezaba y se despertaba.
      El pan del panadero se salvó, los guardias se pusieron derechos, y los gatos volvieron a perseguirse la cola.
      El hechizo se había roto, y todos lo celebraron.
      `,
    ),
  },
  {
    object: noun("gentle giant's lost button", 'botón perdido del gigante bueno', 'm'),
    token: noun('tiny silver needle', 'agujita de plata', 'f'),
    quest: {
      en: "find the gentle giant's lost button and sew it back on",
      es: 'encontrar el botón perdido del gigante bueno y volver a coserlo',
    },
    incite: script(
      `
      “The gentle giant is very sad,” said {helper}. “He has lost the top button of his coat.”
      “Without it, the cold wind blows right down his neck, and he shivers all day long.”
      “The button fell off somewhere in {place},” said {helper}. “It's as big as a cartwheel, but it's very good at hiding.”
      “Take this little silver needle,” said {helper}. “It can sew anything, even a giant's button.”
      `,
      `
      —El gigante bueno está muy triste —dijo {helper}—. Ha perdido el botón de arriba de su abrigo.
      —Sin él, el viento frío se le mete por el cuello, y se pasa el día tiritando.
      —El botón se le cayó en algún lugar {place.del} —dijo {helper}—. Es grande como la rueda de un carro, pero se esconde de maravilla.
      —Llévate esta agujita de plata —dijo {helper}—. Puede coserlo todo, hasta el botón de un gigante.
      `,
    ),
    found: script(
      `
      And there it was: the giant's button, lying on its side, as big as a table.
      It was made of shiny brown wood, with four holes, each one big enough to climb through.
      {companion} climbed through one of the holes and out of another, just because it was there.
      `,
      `
      Y allí estaba: el botón del gigante, tumbado de lado, grande como una mesa.
      Era de madera marrón y brillante, con cuatro agujeros, tan grandes que se podía pasar por ellos.
      {companion} se metió por uno de los agujeros y salió por otro, solo porque podía.
      `,
    ),
    fixed: script(
      `
      Just then, the ground went boom, boom, boom, and the gentle giant came stomping up, shivering.
      “My button!” said the giant, in a voice like a happy thunderstorm.
      The giant knelt down, and {hero} sewed the button back on with the little silver needle, stitch by stitch.
      The giant buttoned his coat right up to the top and smiled the biggest smile in the whole wide world.
      `,
      `
      Justo entonces, el suelo hizo bum, bum, bum, y llegó el gigante bueno dando pisotones y tiritando.
      —¡Mi botón! —dijo el gigante, con una voz como una tormenta contenta.
      El gigante se arrodilló, y {hero} le cosió el botón con la agujita de plata, puntada a puntada.
      El gigante se abrochó el abrigo hasta arriba y sonrió con la sonrisa más grande del mundo entero.
      `,
    ),
  },
  {
    object: noun("Fairy Queen's lost wand", 'varita perdida de la reina de las hadas', 'f'),
    token: noun('enchanted ribbon', 'cinta encantada', 'f'),
    handsOver: true,
    quest: {
      en: "find the Fairy Queen's lost wand",
      es: 'encontrar la varita perdida de la reina de las hadas',
    },
    incite: script(
      `
      “The Fairy Queen has lost her wand,” said {helper}.
      “Without it, the flowers won't open in the morning, and the dew won't sparkle.”
      “She dropped it somewhere in {place}, while she was dancing with the fireflies.”
      “This ribbon will twitch when the wand is near,” said {helper}, tying it round {hero.s} wrist.
      `,
      `
      —La reina de las hadas ha perdido su varita —dijo {helper}.
      —Sin ella, las flores no se abrirán por la mañana, y el rocío no brillará.
      —Se le cayó en algún lugar {place.del}, mientras bailaba con las luciérnagas.
      —Esta cinta se moverá cuando la varita esté cerca —dijo {helper}, atándosela a {hero} en la muñeca.
      `,
    ),
    found: script(
      `
      The ribbon twitched, then wiggled, then danced, and there was the Fairy Queen's lost wand.
      It was as thin as a blade of grass, with a tiny star on the end that twinkled.
      {hero} picked it up very carefully, because wands are delicate things.
      `,
      `
      La cinta se movió, luego se meneó, luego bailó, y allí estaba la varita perdida de la reina de las hadas.
      Era fina como una brizna de hierba, con una estrellita en la punta que centelleaba.
      {hero} la cogió con muchísimo cuidado, porque las varitas son cosas muy delicadas.
      `,
    ),
    fixed: script(
      `
      A shower of tiny lights came fluttering down: the Fairy Queen herself, no bigger than a hand.
      “My wand!” she said, in a voice like a little silver bell. “Thank you, kind friends.”
      She gave the wand a twirl, and all around them the flowers opened and the dew began to sparkle.
      “For you,” said the Fairy Queen, and she touched {hero.s} nose with the wand, which tickled and felt like a wish coming true.
      `,
      `
      Bajó revoloteando una lluvia de lucecitas: era la reina de las hadas en persona, no más grande que una mano.
      —¡Mi varita! —dijo, con una voz como una campanilla de plata—. Gracias, buenos amigos.
      Hizo girar la varita, y a su alrededor se abrieron las flores y el rocío empezó a brillar.
      —Para ti —dijo la reina de las hadas, y le tocó la nariz a {hero} con la varita, que hizo cosquillas y pareció un deseo hecho realidad.
      `,
    ),
  },
];
