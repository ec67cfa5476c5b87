/** Fantasy: gentle magic, kind creatures and spells that are broken by good manners. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FANTASY_WANTS } from './wants';

export const FANTASY: ThemeDef = {
  key: 'fantasy',
  kind: { en: 'a magical tale', es: 'un cuento mágico' },
  settings: ['sky', 'castle', 'forest', 'moon'],
  companions: ['dragon', 'owl', 'rabbit', 'kitten', 'unicorn'],
  helpers: [
    {
      name: { en: 'Wizard Pimm', es: 'el mago Pim' },
      role: noun('kind old wizard', 'viejo mago bondadoso', 'm'),
    },
    {
      name: { en: 'Fairy Bluebell', es: 'el hada Campanilla' },
      role: noun('tiny fairy', 'hada chiquitita', 'fa'),
    },
    {
      name: { en: 'Old Ember', es: 'el viejo Ascuas' },
      role: noun('gentle old dragon', 'viejo dragón bondadoso', 'm'),
    },
  ],
  wants: FANTASY_WANTS,
  obstacles: [
    bi(
      `
      On a little stone bridge sat a troll, [[big and lumpy and very grumpy|huge and hairy and extremely grumpy|lumpy and mossy and in a very bad mood]][[.|, picking at a toenail.]]
      Sitting in the middle of the way was a grumpy troll with [[mossy hair and enormous feet|a nose like a potato|ears like two teacups]][[.|, and a frown as big as a bucket.]]

      “Nobody passes,” [[grumbled|growled|rumbled]] the troll, folding huge arms[[.|, like two tree trunks.]]
      “Go away,” said the troll. “[[I'm in a bad mood.|I'm grumpy today.|I'm having a very bad day.]]”

      {companion} hid behind {hero}, [[trembling a little|peeping out|trying to look small]].

      ?young {hero} smiled at the troll and said, “Good morning! I like your hair.”
      ?old {hero} noticed that the troll's tummy was rumbling, and that there were crumbs of nothing at all on the troll's plate.

      ?old “I think you're not grumpy, just hungry,” said {hero}, and held out the snacks.

      The troll blinked. Nobody had been kind to the troll for [[a very long time|years and years|as long as it could remember]].
      The troll's face went pink, then crinkly, then broke into [[a great big smile|an enormous grin|the widest smile]][[.|, with only three teeth in it.]]

      “Well, that's different,” said the troll. “[[Off you go, and come back to visit!|On you go, and do come back!|Go on through, and visit me again!]]”
      `,
      `
      En un puentecito de piedra estaba sentado un trol, [[grandote, lleno de bultos y muy gruñón|enorme, peludo y gruñonísimo|lleno de musgo y de malísimo humor]][[.|, rascándose un pie.]]
      En mitad del camino había un trol gruñón, con [[el pelo de musgo y unos pies enormes|una nariz como una patata|unas orejas como dos tazas de té]][[.|, y el ceño del tamaño de un cubo.]]

      —Por aquí no pasa nadie —[[refunfuñó|gruñó|rezongó]] el trol, cruzando unos brazos enormes[[.|, como dos troncos.]]
      —Marchaos —dijo el trol—. [[Estoy de mal humor.|Hoy estoy gruñón.|Estoy teniendo un día malísimo.]]

      {companion} se escondió detrás de {hero}, [[temblando un poquito|asomando solo la nariz|intentando parecer muy pequeñ{pet.o}]].

      ?young {hero} le sonrió al trol y le dijo: —¡Buenos días! Qué pelo tan bonito tienes.
      ?old {hero} se fijó en que al trol le sonaban las tripas, y en que su plato estaba vacío, sin una miga.

      ?old —Creo que no estás de mal humor, sino que tienes hambre —dijo {hero}, y le ofreció la merienda.

      El trol parpadeó. Hacía [[muchísimo tiempo|años y años|tanto que ni se acordaba]] que nadie era amable con él.
      La cara del trol se puso rosa, luego se arrugó y, al final, se le escapó [[una sonrisa enorme|una sonrisa de oreja a oreja|la sonrisa más grande]][[.|, con solo tres dientes.]]

      —Bueno, eso cambia las cosas —dijo el trol—. [[¡Pasad, y volved a visitarme!|¡Adelante, y volved pronto!|¡Pasad, pasad, y venid a verme otro día!]]
      `,
    ),
    bi(
      `
      The way went through a field of sleepy flowers, nodding their heavy purple heads.
      Ahead lay a meadow of dozy poppies that made everyone who passed feel very, very sleepy.

      {companion} [[yawned|gave a huge yawn]]. {hero} [[yawned|yawned too]]. Their eyes began to [[close|droop|feel heavy]].
      “Maybe just a [[little nap|tiny nap|quick snooze]],” mumbled {companion}, sitting down[[.|, very slowly.]]

      ?young “No napping yet!” said {hero}, and started to sing a loud, bouncy song to stay awake.
      ?old {hero} noticed that the sleepy dust drifted from the flowers with the breeze, all in one direction.

      ?old “If we walk into the wind, the dust will blow behind us,” said {hero}, and led the way around.

      Singing and stamping, they marched through, [[wide awake|eyes wide open|as awake as owls at midnight]].
      On the other side, the air was fresh, and they were not sleepy [[at all|one bit|any more]][[.|, and laughed about it.]]
      `,
      `
      El camino cruzaba un campo de flores dormilonas que cabeceaban con sus pesadas cabezas moradas.
      Delante había una pradera de amapolas soñolientas que daban muchísimo sueño a todo el que pasaba.

      {companion} [[bostezó|soltó un bostezo enorme]]. {hero} [[bostezó|bostezó también]]. Se les empezaban a [[cerrar los ojos|caer los párpados|poner los ojos pesados]].
      —A lo mejor [[una siestecita cortita|una siestecita de nada|una cabezadita]] —murmuró {companion}, sentándose[[.|, muy despacio.]]

      ?young —¡Todavía no toca siesta! —dijo {hero}, y se puso a cantar una canción alegre y muy fuerte para no dormirse.
      ?old {hero} se fijó en que el polvito del sueño salía de las flores con la brisa, siempre hacia el mismo lado.

      ?old —Si caminamos contra el viento, el polvo se quedará detrás —dijo {hero}, y los guió rodeando el campo.

      Cantando y dando pisotones, lo cruzaron [[bien despiertos|con los ojos como platos|más despiertos que un búho a medianoche]].
      Al otro lado, el aire era fresco, y ya no tenían [[nada de sueño|ni pizca de sueño|sueño ninguno]][[.|, y se rieron de ello.]]
      `,
    ),
    bi(
      `
      In front of them was a wide gap, and across it floated a row of little clouds, like stepping stones.
      The only way across was a path of tiny floating clouds, bobbing up and down.

      {companion} put a foot on the first cloud. It went [[squish|squidge|poof]], and held[[.|, just.]]
      But the clouds kept drifting apart, and the gaps between them grew wider.

      ?young {hero} blew gently, and the clouds floated back together.
      ?old {hero} watched carefully and saw that the clouds drifted together each time the breeze paused.

      ?old “We jump when the wind is quiet,” said {hero}. “Wait for it… now!”

      [[Squish, squish, squish|Boing, boing, boing|Squidge, squidge, squidge]], they bounced across, giggling all the way.
      They landed on the other side, and the little clouds floated off, as if [[waving goodbye|saying well done|they had enjoyed it too]].
      `,
      `
      Delante había un hueco muy ancho, y encima flotaba una fila de nubecitas, como piedras para cruzar un río.
      La única manera de pasar era un camino de nubes diminutas que subían y bajaban.

      {companion} puso una pata en la primera nube. Hizo [[chof|plof|puf]], y aguantó[[.|, por los pelos.]]
      Pero las nubes se iban separando, y los huecos entre ellas eran cada vez más grandes.

      ?young {hero} sopló suavecito, y las nubes volvieron a juntarse.
      ?old {hero} observó con atención y vio que las nubes se juntaban cada vez que la brisa se calmaba.

      ?old —Saltamos cuando pare el viento —dijo {hero}—. Espera… ¡ahora!

      [[Chof, chof, chof|Boing, boing, boing|Plof, plof, plof]], cruzaron dando botes y riéndose todo el rato.
      Aterrizaron al otro lado, y las nubecitas se alejaron flotando, como si [[dijeran adiós|dijeran muy bien|también se lo hubieran pasado bien]].
      `,
    ),
  ],
};
