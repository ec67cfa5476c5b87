/** Fairy tales: kingdoms and castles, giants and fairies, and good manners that open every door. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FAIRY_TALE_WANTS } from './wants';

export const FAIRY_TALE: ThemeDef = {
  key: 'fairy-tale',
  kind: { en: 'a fairy tale', es: 'un cuento de hadas' },
  settings: ['castle', 'forest', 'meadow', 'sky'],
  companions: ['pony', 'kitten', 'rabbit', 'owl', 'unicorn', 'mouse'],
  helpers: [
    {
      name: { en: 'Queen Clementine', es: 'la reina Clementina' },
      role: noun('kind old queen', 'vieja reina bondadosa', 'f'),
    },
    {
      name: { en: 'Fairy Godmother Lark', es: 'el hada madrina Alondra' },
      role: noun('fairy godmother with wings like a butterfly', 'hada madrina con alas de mariposa', 'fa'),
    },
    {
      name: { en: 'Woodcutter Tom', es: 'el leñador Tomás' },
      role: noun('friendly woodcutter', 'leñador simpático', 'm'),
    },
  ],
  wants: FAIRY_TALE_WANTS,
  obstacles: [
    bi(
      `
      A tall goose in a little [[crown|golden crown|crooked crown]] stood guard at a gate, and would not let them by[[.|, however nicely they asked.]]
      At a little gate stood a guard goose, [[very proud|very grand|terribly important]], with a [[golden|silver|jewelled]] collar[[.|, and its beak in the air.]]

      “[[Halt!|Stop!|Not so fast!]]” honked the goose. “Only those who know the magic words may pass[[.|, and I doubt you do.]]”

      {companion} tried “[[abracadabra|hocus pocus|open sesame]]”. The goose shook its head[[.|, very slowly.]]

      ?young {hero} thought for a moment, then bowed and said, “Please may we pass? Thank you!”
      ?old {hero} thought about it. The most magic words of all are the ones we use every day.

      ?old “Please,” said {hero}, with a little bow, “may we pass? And thank you for guarding the gate so well.”

      The goose's feathers [[fluffed up with pride|puffed out proudly|stood up with pride]]. “Those are the right words,” it [[honked|said grandly|announced]], and opened the gate[[.|, with a bow.]]
      `,
      `
      Una oca muy alta con una coronita [[vigilaba una verja|guardaba una verja|custodiaba una puertecita]], y no los dejaba pasar[[.|, por mucho que lo pidieran con educación.]]
      En una verjita había una oca guardiana, [[muy orgullosa|muy estirada|importantísima]], con un collar [[dorado|plateado|lleno de joyas]][[.|, y el pico muy alto.]]

      —¡[[Alto|Quietos|No tan deprisa]]! —graznó la oca—. Solo pasa quien conoce las palabras mágicas[[.|, y dudo que vosotros las sepáis.]]

      {companion} probó con «[[abracadabra|patas de cabra|ábrete, sésamo]]». La oca negó con la cabeza[[.|, muy despacio.]]

      ?young {hero} se lo pensó un momento, hizo una reverencia y dijo: —¿Podemos pasar, por favor? ¡Gracias!
      ?old {hero} se lo pensó. Las palabras más mágicas de todas son las que usamos todos los días.

      ?old —Por favor —dijo {hero}, con una pequeña reverencia—, ¿podemos pasar? Y gracias por vigilar tan bien la verja.

      A la oca se le [[ahuecaron las plumas de orgullo|hinchó el pecho de orgullo|pusieron las plumas de punta de orgullo]]. —Esas son las palabras correctas —[[graznó|dijo muy solemne|anunció]], y abrió la verja[[.|, con una reverencia.]]
      `,
    ),
    bi(
      `
      In front of them rose a tower with a long, long spiral staircase, round and round and round[[.|, up into the clouds, nearly.]]
      The way went up a winding staircase inside an old tower, so long that they could not see the top.

      “That's a lot of stairs,” said {companion}, and [[sat down on the first one|sat down before even starting|counted the first five and gave up]].

      ?young “Let's count them together,” said {hero}. “One, two, three…”
      ?old {hero} noticed little windows every twenty steps, each one with a different view.

      ?old “Let's climb to the next window, look out, and then climb to the next one,” said {hero}. “Twenty at a time is easy.”

      Step by step, window by window, they climbed [[all the way to the top|up and up and up|higher and higher]][[.|, counting as they went.|, puffing and giggling.]]
      At the top, they were out of breath, but the view was so [[beautiful|wonderful|amazing]] that they forgot all about it[[.|, and just looked.]]
      `,
      `
      Delante de ellos se alzaba una torre con una escalera de caracol larguísima, que daba vueltas y vueltas[[.|, casi hasta las nubes.]]
      El camino subía por una escalera de caracol dentro de una torre vieja, tan larga que no se veía el final.

      —Cuántas escaleras —dijo {companion}, y [[se sentó en el primer escalón|se sentó antes de empezar|contó los cinco primeros y se rindió]].

      ?young —Vamos a contarlas juntos —dijo {hero}—. Uno, dos, tres…
      ?old {hero} se fijó en que cada veinte escalones había una ventanita, cada una con una vista distinta.

      ?old —Subamos hasta la siguiente ventana, miramos, y luego hasta la otra —dijo {hero}—. De veinte en veinte es fácil.

      Escalón a escalón, ventana a ventana, subieron [[hasta arriba del todo|más y más arriba|cada vez más alto]][[.|, contando en voz alta.|, resoplando y riéndose.]]
      Arriba estaban sin aliento, pero la vista era tan [[bonita|maravillosa|increíble]] que se les olvidó enseguida[[.|, y se quedaron mirando.]]
      `,
    ),
    bi(
      `
      The path ahead had been enchanted: every time they took a step, it [[wriggled and changed direction|twisted the other way|curled up like a cat's tail]][[.|, and giggled.]]
      Here the path kept moving, twisting this way and that, like [[a ribbon in the wind|a snake having a dream|a skipping rope]][[.|, and it would not stop.]]

      “The path is playing tricks on us,” said {companion}, [[dizzy|quite dizzy|holding {companion.his} head]].

      ?young {hero} spotted a line of white pebbles that did not move at all. “Let's follow the pebbles!”
      ?old {hero} watched carefully and noticed that the white pebbles along the edge never moved, even when the path did.

      ?old “The path can wriggle, but the pebbles stay put,” said {hero}. “We'll follow the pebbles, not the path.”

      Pebble by pebble, they walked on, and the wriggly path [[gave up and lay still|sighed and lay still|stopped wriggling at last]][[.|, a little sulky.]]
      `,
      `
      El camino estaba encantado: cada vez que daban un paso, [[se retorcía y cambiaba de dirección|se torcía hacia el otro lado|se enroscaba como la cola de un gato]][[.|, y se reía.]]
      Allí el camino no paraba de moverse, retorciéndose a un lado y a otro como [[una cinta al viento|una serpiente soñando|una comba]][[.|, y no había forma de que parara.]]

      —El camino nos está gastando bromas —dijo {companion}, [[con la cabeza dando vueltas|muy mareado de tanto giro|sujetándose la cabeza]].

      ?young {hero} vio una fila de piedrecitas blancas que no se movían nada. —¡Sigamos las piedrecitas!
      ?old {hero} observó con atención y vio que las piedrecitas blancas del borde nunca se movían, aunque el camino sí.

      ?old —El camino se retuerce, pero las piedrecitas se quedan quietas —dijo {hero}—. Seguiremos las piedrecitas, no el camino.

      Piedrecita a piedrecita, siguieron adelante, y el camino retorcido [[se cansó y se quedó quieto|suspiró y se quedó quieto|dejó de retorcerse por fin]][[.|, un poco enfurruñado.]]
      `,
    ),
  ],
};
