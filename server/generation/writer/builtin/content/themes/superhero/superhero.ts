/** Superheroes: the kindest powers — listening, helping, staying calm — and a cape that flutters. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { SUPERHERO_GOALS } from './goals';

export const SUPERHERO: ThemeDef = {
  key: 'superhero',
  kind: { en: 'a gentle superhero story', es: 'una historia de superhéroes muy tierna' },
  settings: ['sky', 'mountain', 'island', 'beach', 'farm'],
  companions: ['puppy', 'parrot', 'squirrel', 'robot', 'dragon'],
  helpers: [
    {
      name: { en: 'Captain Kindness', es: 'la capitana Bondad' },
      role: noun('retired superhero', 'superheroína jubilada', 'f'),
    },
    {
      name: { en: 'Mighty Mabel', es: 'la Poderosa Mabel' },
      role: noun('tiny but mighty mouse', 'ratoncita diminuta pero poderosa', 'f'),
    },
    {
      name: { en: 'Professor Zoom', es: 'el profesor Zum' },
      role: noun('superhero teacher', 'profesor de superhéroes', 'm'),
    },
  ],
  goals: SUPERHERO_GOALS,
  obstacles: [
    bi(
      `
      A tortoise had fallen onto its back and was waving its legs, unable to turn over.
      By the way lay a tortoise, upside down, rocking and rocking but never quite rolling over.

      “Help!” called the tortoise. “I've been like this for ages!”

      ?young “Super-helpers to the rescue!” said {hero}, and they gently rolled the tortoise over.
      ?old {hero} knew that a tortoise's shell is strong but its legs are delicate, so they had to be careful.

      ?old “On three, we tip it gently, from the side,” said {hero}. “One, two, three!” And over the tortoise went, right way up.

      “Thank you, heroes!” said the tortoise, and plodded happily away.
      “Being a superhero,” said {hero}, “is mostly about helping.”
      `,
      `
      Una tortuga se había caído boca arriba y movía las patas sin poder darse la vuelta.
      Junto al camino había una tortuga panza arriba, balanceándose y balanceándose sin llegar a darse la vuelta.

      —¡Socorro! —dijo la tortuga—. ¡Llevo así un montón de rato!

      ?young —¡Los superayudantes al rescate! —dijo {hero}, y le dieron la vuelta a la tortuga con cuidado.
      ?old {hero} sabía que el caparazón de una tortuga es fuerte, pero sus patas son delicadas, así que había que tener cuidado.

      ?old —A la de tres, la inclinamos despacito, por un lado —dijo {hero}—. ¡Una, dos y tres! —Y la tortuga quedó del derecho.

      —¡Gracias, superhéroes! —dijo la tortuga, y se alejó tan contenta, paso a paso.
      —Ser superhéroe —dijo {hero}— consiste sobre todo en ayudar.
      `,
    ),
    bi(
      `
      Somewhere nearby, someone was crying: a small, sad sound.
      They heard a sniffle, and then a sob, coming from behind a bush.

      Behind the bush sat a little hedgehog, all alone, with tears on its nose.

      ?young {hero} sat down beside the hedgehog and listened, which is a very important superpower.
      ?old {hero} knew that the first thing a real hero does is not fly or zoom, but listen.

      ?old “Tell me what's wrong,” said {hero} gently, and the hedgehog explained that it had lost its way home.

      Together they found the little path to the hedgehog's home, and the hedgehog stopped crying and started smiling.
      “Super-listening,” said {companion} proudly. “The best power there is.”
      `,
      `
      Muy cerca, alguien lloraba: un sonido pequeño y triste.
      Oyeron un sorbito de nariz y luego un sollozo que venía de detrás de un arbusto.

      Detrás del arbusto había un erizo pequeñito, solo, con lágrimas en el hocico.

      ?young {hero} se sentó a su lado y lo escuchó, que es un superpoder importantísimo.
      ?old {hero} sabía que lo primero que hace un héroe de verdad no es volar ni correr, sino escuchar.

      ?old —Cuéntame qué te pasa —dijo {hero} con suavidad, y el erizo le explicó que se había perdido.

      Entre todos encontraron el caminito que llevaba a su casa, y el erizo dejó de llorar y empezó a sonreír.
      —Superescucha —dijo {companion}, muy orgullos{pet.o}—. El mejor poder que existe.
      `,
    ),
    bi(
      `
      A fallen log lay across the way, too heavy for anyone to lift alone.
      A big old log had rolled across the path, and it was much too heavy to move.

      {hero} tried to lift it. {companion} tried to lift it. It did not move at all.

      ?young “Superheroes work together!” said {hero}. “Everybody, push!”
      ?old {hero} looked at the log and at everyone nearby: a badger, two rabbits and a very strong beetle.

      ?old “None of us can do it alone,” said {hero}, “but if we all push at the same end, at the same time, it will roll.”

      One, two, three, PUSH! The log rolled away, and everybody cheered.
      The real superpower, {hero} thought, was working together.
      `,
      `
      Un tronco caído cruzaba el camino, demasiado pesado para levantarlo uno solo.
      Un tronco grande y viejo había rodado hasta el camino, y pesaba muchísimo.

      {hero} intentó levantarlo. {companion} intentó levantarlo. No se movió nada.

      ?young —¡Los superhéroes trabajan en equipo! —dijo {hero}—. ¡Todos a empujar!
      ?old {hero} miró el tronco y a todos los que había cerca: un tejón, dos conejos y un escarabajo muy fuerte.

      ?old —Nadie puede hacerlo solo —dijo {hero}—, pero si empujamos todos del mismo lado y a la vez, rodará.

      ¡Una, dos, tres y a EMPUJAR! El tronco se apartó rodando, y todos lo celebraron.
      El verdadero superpoder, pensó {hero}, era trabajar juntos.
      `,
    ),
  ],
  turns: [
    bi(
      `
      Here, things looked difficult, and {hero} felt a flutter of worry.
      {hero} looked around and saw how hard the last part would be.

      “Maybe we need a real superhero,” whispered {companion}.

      ?young {hero} stood up tall, cape fluttering. “We are real superheroes,” said {hero}. “Kind ones.”
      ?old {hero} took a slow breath. Superheroes in stories are never calm because they are not scared; they are calm so that others can be brave.

      ?old “Let's stay calm, think it through, and do it together,” said {hero}.

      And with that, the last part did not seem so hard after all.
      `,
      `
      Allí, la cosa parecía difícil, y {hero} sintió un cosquilleo de preocupación.
      {hero} miró a su alrededor y vio lo difícil que iba a ser la última parte.

      —A lo mejor hace falta un superhéroe de verdad —susurró {companion}.

      ?young {hero} se irguió, con la capa al viento. —Somos superhéroes de verdad —dijo {hero}—. De los que ayudan.
      ?old {hero} respiró despacio. Los superhéroes de los cuentos no están tranquilos porque no tengan miedo; están tranquilos para que los demás puedan ser valientes.

      ?old —Vamos a mantener la calma, pensarlo bien y hacerlo juntos —dijo {hero}.

      Y así, la última parte ya no pareció tan difícil.
      `,
    ),
    bi(
      `
      Here, {hero} stopped and looked around at everyone who had come to watch.
      Here, a small crowd of animals had gathered, all hoping to help.

      “Maybe we can't do this part alone,” said {hero}.

      ?young “Can you help us?” asked {hero}, and everyone said yes.
      ?old {hero} knew that asking for help is not the opposite of being strong; it is one of the bravest things there is.

      ?old “We need your help,” said {hero} to everyone. “Will you help us?” And every single one of them said yes.

      With many paws and wings and hands, the last part was easy.
      `,
      `
      Allí, {hero} se detuvo y miró a todos los que se habían acercado.
      En {heart} se había reunido un grupito de animales, todos con ganas de ayudar.

      —A lo mejor esta parte no la podemos hacer solos —dijo {hero}.

      ?young —¿Nos ayudáis? —preguntó {hero}, y todos dijeron que sí.
      ?old {hero} sabía que pedir ayuda no es lo contrario de ser fuerte; es una de las cosas más valientes que hay.

      ?old —Necesitamos vuestra ayuda —les dijo {hero} a todos—. ¿Nos ayudáis? —Y todos, sin excepción, dijeron que sí.

      Con tantas patas, alas y manos, la última parte fue facilísima.
      `,
    ),
  ],
  steps: bi(
    `
    {hero} struck a superhero pose on a rock, just to check it still worked.
    {companion} spotted someone waving far away, pointing the way.

    Every creature they passed had heard about the mission and cheered them on.
    {hero.s} cape flapped in the wind, pointing ahead like an arrow.

    A little bird flew alongside for a while, as if to say: you can do it.

    The way got steeper, but {hero} just said, “Super-steps!”

    Someone had written “GO HEROES!” in pebbles on the ground.

    The mission was nearly complete. {hero} could feel it.
    `,
    `
    {hero} hizo una pose de superhéroe encima de una roca, solo para ver si seguía funcionando.
    {companion} vio a alguien que les hacía señas a lo lejos, indicándoles el camino.

    Todos los animales con los que se cruzaban sabían lo de la misión y les daban ánimos.
    La capa de {hero} ondeaba al viento, señalando hacia delante como una flecha.

    Un pajarito voló a su lado un rato, como diciendo: ¡vosotros podéis!

    El camino se empinó, pero {hero} solo dijo: —¡Superpasos!

    Alguien había escrito «¡ÁNIMO, HÉROES!» con piedrecitas en el suelo.

    La misión casi estaba cumplida. {hero} lo notaba.
    `,
  ),
  flavour: bi(
    `
    {hero} struck a superhero pose: hands on hips, chin up, cape flapping.
    {companion} made a tiny cape out of a leaf and wore it very proudly.
    “Super-{companion}, reporting for duty!” said {companion}, saluting.

    {companion} asked what {hero.s} superpower was, and {hero} said it was probably being kind.
    {companion} practised flying by running very fast with both arms out.
    “Heroes don't need to be big,” said {hero}, “just brave and kind.”

    {hero} helped an ant carry a crumb, which is exactly what superheroes do.
    They made up a superhero motto: “Help first, snack after.”
    `,
    `
    {hero} hizo una pose de superhéroe: manos en la cintura, barbilla arriba y capa al viento.
    {companion} se hizo una capita con una hoja y la llevaba muy orgullos{pet.o}.
    —¡Súper {companion}, a sus órdenes! —dijo {companion}, saludando.

    {companion} le preguntó a {hero} cuál era su superpoder, y {hero} dijo que, seguramente, ser amable.
    {companion} practicó cómo volar corriendo muy deprisa con los brazos estirados.
    —Los héroes no tienen que ser grandes —dijo {hero}—, solo valientes y buenos.

    {hero} ayudó a una hormiga a llevar una miga, que es justo lo que hacen los superhéroes.
    Se inventaron un lema de superhéroes: «Primero ayudar, luego merendar».
    `,
  ),
};
