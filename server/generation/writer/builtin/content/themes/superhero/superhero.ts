/** Superheroes: the kindest powers — listening, helping, staying calm — and a cape that flutters. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { SUPERHERO_WANTS } from './wants';

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
  wants: SUPERHERO_WANTS,
  obstacles: [
    bi(
      `
      A tortoise had fallen onto its back and was waving its legs, unable to turn over.
      By the way lay a tortoise, upside down, rocking and rocking but never quite rolling over.

      “Help!” called the tortoise. “[[I've been like this for ages!|I've been stuck here all morning!|The sky is very boring from down here!]]”

      ?young “Super-helpers to the rescue!” said {hero}, and they gently rolled the tortoise over.
      ?old {hero} knew that a tortoise's shell is strong but its legs are delicate, so they had to be careful.

      ?old “On three, we tip it gently, from the side,” said {hero}. “One, two, three!” And over the tortoise went, right way up.

      “Thank you, heroes!” said the tortoise, and plodded [[happily away|off, very slowly and very happily|away, humming]].
      “Being a superhero,” said {hero}[[| thoughtfully| with a grin]], “is mostly about [[helping|helping people|noticing who needs help]].”
      `,
      `
      Una tortuga se había caído boca arriba y movía las patas sin poder darse la vuelta.
      Junto al camino había una tortuga panza arriba, balanceándose y balanceándose sin llegar a darse la vuelta.

      —¡Socorro! —dijo la tortuga—. [[¡Llevo así un montón de rato!|¡Llevo así toda la mañana!|¡Desde aquí el cielo es muy aburrido!]]

      ?young —¡Los superayudantes al rescate! —dijo {hero}, y le dieron la vuelta a la tortuga con cuidado.
      ?old {hero} sabía que el caparazón de una tortuga es fuerte, pero sus patas son delicadas, así que había que tener cuidado.

      ?old —A la de tres, la inclinamos despacito, por un lado —dijo {hero}—. ¡Una, dos y tres! —Y la tortuga quedó del derecho.

      —¡Gracias, superhéroes! —dijo la tortuga, y se alejó [[tan contenta, paso a paso|despacito y muy feliz|tarareando]].
      —Ser superhéroe —dijo {hero}[[| pensativamente| sonriendo]]— consiste sobre todo en [[ayudar|ayudar a los demás|fijarse en quién necesita ayuda]].
      `,
    ),
    bi(
      `
      Somewhere nearby, someone was crying: [[a small, sad sound|a tiny, lonely sound|little sniffs and sobs]].
      They heard a sniffle, and then a sob, coming from behind a bush.

      Behind the bush sat a little hedgehog, all alone, with [[tears on its nose|a wobbly lip|its prickles all droopy]].

      ?young {hero} sat down beside the hedgehog and listened, which is a very important superpower.
      ?old {hero} knew that the first thing a real hero does is not fly or zoom, but listen.

      ?old “Tell me what's wrong,” said {hero} gently, and the hedgehog explained that it had lost its way home.

      Together they found the little path to the hedgehog's home, and the hedgehog stopped crying and started smiling.
      “Super-listening,” said {companion} proudly. “[[The best power there is.|The best power of all.|Nobody ever talks about that one.]]”
      `,
      `
      Muy cerca, alguien lloraba: [[un sonido pequeño y triste|un sonidito solitario|sorbitos y sollozos]].
      Oyeron un sorbito de nariz y luego un sollozo que venía de detrás de un arbusto.

      Detrás del arbusto había un erizo pequeñito, solo, con [[lágrimas en el hocico|el labio temblando|las púas mustias]].

      ?young {hero} se sentó a su lado y lo escuchó, que es un superpoder importantísimo.
      ?old {hero} sabía que lo primero que hace un héroe de verdad no es volar ni correr, sino escuchar.

      ?old —Cuéntame qué te pasa —dijo {hero} con suavidad, y el erizo le explicó que se había perdido.

      Entre todos encontraron el caminito que llevaba a su casa, y el erizo dejó de llorar y empezó a sonreír.
      —Superescucha —dijo {companion}, muy orgullos{pet.o}—. [[El mejor poder que existe.|El mejor poder de todos.|De ese nunca habla nadie.]]
      `,
    ),
    bi(
      `
      A fallen log lay across the way, too heavy for anyone to lift alone.
      A big old log had rolled across the path, and it was much too heavy to move.

      {hero} [[tried to lift it|heaved with all {hero.his} might|pushed with a shoulder]]. {companion} [[tried to lift it|pushed too|pulled at the other end]]. It did not move [[at all|one bit|an inch]].

      ?young “Superheroes work together!” said {hero}. “Everybody, push!”
      ?old {hero} looked at the log and at everyone nearby: a badger, two rabbits and a very strong beetle.

      ?old “None of us can do it alone,” said {hero}, “but if we all push at the same end, at the same time, it will roll.”

      One, two, three, PUSH! The log rolled away, and everybody [[cheered|whooped|clapped]].
      The real superpower, {hero} thought, was [[working together|doing it together|friends]][[.|, and smiled.]]
      `,
      `
      Un tronco caído cruzaba el camino, demasiado pesado para levantarlo uno solo.
      Un tronco grande y viejo había rodado hasta el camino, y pesaba muchísimo.

      {hero} [[intentó levantarlo|tiró con todas sus fuerzas|empujó con el hombro]]. {companion} [[intentó levantarlo|empujó también|tiró del otro lado]]. No se movió [[nada|ni un poquito|ni un milímetro]].

      ?young —¡Los superhéroes trabajan en equipo! —dijo {hero}—. ¡Todos a empujar!
      ?old {hero} miró el tronco y a todos los que había cerca: un tejón, dos conejos y un escarabajo muy fuerte.

      ?old —Nadie puede hacerlo solo —dijo {hero}—, pero si empujamos todos del mismo lado y a la vez, rodará.

      ¡Una, dos, tres y a EMPUJAR! El tronco se apartó rodando, y todos [[lo celebraron|gritaron hurra|aplaudieron]].
      El verdadero superpoder, pensó {hero}, era [[trabajar juntos|hacerlo juntos|tener amigos]][[.|, y sonrió.]]
      `,
    ),
  ],
};
