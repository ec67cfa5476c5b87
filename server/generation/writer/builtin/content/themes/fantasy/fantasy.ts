/** Fantasy: gentle magic, kind creatures and spells that are broken by good manners. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FANTASY_GOALS } from './goals';

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
  goals: FANTASY_GOALS,
  obstacles: [
    bi(
      `
      On a little stone bridge sat a troll, big and lumpy and very grumpy.
      Sitting in the middle of the way was a grumpy troll with mossy hair and enormous feet.

      “Nobody passes,” grumbled the troll, folding huge arms.
      “Go away,” said the troll. “I'm in a bad mood.”

      {companion} hid behind {hero}, trembling a little.

      ?young {hero} smiled at the troll and said, “Good morning! I like your hair.”
      ?old {hero} noticed that the troll's tummy was rumbling, and that there were crumbs of nothing at all on the troll's plate.

      ?old “I think you're not grumpy, just hungry,” said {hero}, and held out the snacks.

      The troll blinked. Nobody had been kind to the troll for a very long time.
      The troll's face went pink, then crinkly, then broke into a great big smile.

      “Well, that's different,” said the troll. “Off you go, and come back to visit!”
      `,
      `
      En un puentecito de piedra estaba sentado un trol, grandote, lleno de bultos y muy gruñón.
      En mitad del camino había un trol gruñón, con el pelo de musgo y unos pies enormes.

      —Por aquí no pasa nadie —refunfuñó el trol, cruzando unos brazos enormes.
      —Marchaos —dijo el trol—. Estoy de mal humor.

      {companion} se escondió detrás de {hero}, temblando un poquito.

      ?young {hero} le sonrió al trol y le dijo: —¡Buenos días! Qué pelo tan bonito tienes.
      ?old {hero} se fijó en que al trol le sonaban las tripas, y en que su plato estaba vacío, sin una miga.

      ?old —Creo que no estás de mal humor, sino que tienes hambre —dijo {hero}, y le ofreció la merienda.

      El trol parpadeó. Hacía muchísimo tiempo que nadie era amable con él.
      La cara del trol se puso rosa, luego se arrugó y, al final, se le escapó una sonrisa enorme.

      —Bueno, eso cambia las cosas —dijo el trol—. ¡Pasad, y volved a visitarme!
      `,
    ),
    bi(
      `
      The way went through a field of sleepy flowers, nodding their heavy purple heads.
      Ahead lay a meadow of dozy poppies that made everyone who passed feel very, very sleepy.

      {companion} yawned. {hero} yawned. Their eyes began to close.
      “Maybe just a little nap,” mumbled {companion}, sitting down.

      ?young “No napping yet!” said {hero}, and started to sing a loud, bouncy song to stay awake.
      ?old {hero} noticed that the sleepy dust drifted from the flowers with the breeze, all in one direction.

      ?old “If we walk into the wind, the dust will blow behind us,” said {hero}, and led the way around.

      Singing and stamping, they marched through, wide awake.
      On the other side, the air was fresh, and they were not sleepy at all.
      `,
      `
      El camino cruzaba un campo de flores dormilonas que cabeceaban con sus pesadas cabezas moradas.
      Delante había una pradera de amapolas soñolientas que daban muchísimo sueño a todo el que pasaba.

      {companion} bostezó. {hero} bostezó. Se les empezaban a cerrar los ojos.
      —A lo mejor una siestecita cortita —murmuró {companion}, sentándose.

      ?young —¡Todavía no toca siesta! —dijo {hero}, y se puso a cantar una canción alegre y muy fuerte para no dormirse.
      ?old {hero} se fijó en que el polvito del sueño salía de las flores con la brisa, siempre hacia el mismo lado.

      ?old —Si caminamos contra el viento, el polvo se quedará detrás —dijo {hero}, y los guió rodeando el campo.

      Cantando y dando pisotones, lo cruzaron bien despiertos.
      Al otro lado, el aire era fresco, y ya no tenían nada de sueño.
      `,
    ),
    bi(
      `
      In front of them was a wide gap, and across it floated a row of little clouds, like stepping stones.
      The only way across was a path of tiny floating clouds, bobbing up and down.

      {companion} put a foot on the first cloud. It went squish, and held.
      But the clouds kept drifting apart, and the gaps between them grew wider.

      ?young {hero} blew gently, and the clouds floated back together.
      ?old {hero} watched carefully and saw that the clouds drifted together each time the breeze paused.

      ?old “We jump when the wind is quiet,” said {hero}. “Wait for it… now!”

      Squish, squish, squish, they bounced across, giggling all the way.
      They landed on the other side, and the little clouds floated off, as if waving goodbye.
      `,
      `
      Delante había un hueco muy ancho, y encima flotaba una fila de nubecitas, como piedras para cruzar un río.
      La única manera de pasar era un camino de nubes diminutas que subían y bajaban.

      {companion} puso una pata en la primera nube. Hizo chof, y aguantó.
      Pero las nubes se iban separando, y los huecos entre ellas eran cada vez más grandes.

      ?young {hero} sopló suavecito, y las nubes volvieron a juntarse.
      ?old {hero} observó con atención y vio que las nubes se juntaban cada vez que la brisa se calmaba.

      ?old —Saltamos cuando pare el viento —dijo {hero}—. Espera… ¡ahora!

      Chof, chof, chof, cruzaron dando botes y riéndose todo el rato.
      Aterrizaron al otro lado, y las nubecitas se alejaron flotando, como si dijeran adiós.
      `,
    ),
  ],
  turns: [
    bi(
      `
      In the middle of {heart} stood a little silver gate, and it would not open.
      On the gate, letters glowed: “Only a kind heart may open me.”

      {hero} pushed, but nothing happened.

      ?young {hero} thought about it, and then said softly, “Please, little gate. We want to help.”
      ?old {hero} thought about it. A kind heart does not push; a kind heart asks.

      ?old “Please,” said {hero}, gently. “We have come to help, not to take.”

      The letters sparkled, and the little gate swung open all by itself.
      `,
      `
      En medio {heart.del} había una cancela de plata, pequeñita, que no se abría.
      En la cancela brillaban unas letras: «Solo un corazón amable puede abrirme».

      {hero} empujó, pero no pasó nada.

      ?young {hero} se lo pensó y luego dijo bajito: —Por favor, puertecita. Queremos ayudar.
      ?old {hero} se lo pensó. Un corazón amable no empuja; un corazón amable pide.

      ?old —Por favor —dijo {hero}, con suavidad—. Hemos venido a ayudar, no a llevarnos nada.

      Las letras chisporrotearon, y la cancela se abrió ella solita.
      `,
    ),
    bi(
      `
      {token} began to glow in {hero.s} hand, brighter and brighter.

      Everything around them shimmered, like the air on a hot day.
      “It's magic,” whispered {companion}. “Real magic.”

      ?young “Let's follow the light,” said {hero}.
      ?old {hero} noticed that the glow grew brighter when they turned one way and dimmer when they turned the other.

      ?old “It's like a game of hot and cold,” said {hero}. “Warmer… warmer…”

      They followed the glow, step by step, until it was almost too bright to look at.
      `,
      `
      {token} empezó a brillar en la mano de {hero}, cada vez más.

      Todo a su alrededor relucía, como el aire en un día de mucho calor.
      —Es magia —susurró {companion}—. Magia de verdad.

      ?young —Vamos a seguir la luz —dijo {hero}.
      ?old {hero} se dio cuenta de que el brillo aumentaba al girar hacia un lado y se apagaba al girar hacia el otro.

      ?old —Es como jugar a frío o caliente —dijo {hero}—. Caliente… más caliente…

      Siguieron el brillo, paso a paso, hasta que casi no se podía mirar de tanta luz.
      `,
    ),
  ],
  steps: bi(
    `
    A trail of tiny sparkles glittered on the ground, leading onward.
    {token} gave a little tinkle, as if to say: yes, this way.

    A flower turned its face to them and nodded, which flowers do not usually do.
    Tiny lights danced between the trees, showing the path.

    {hero} found a silver thread caught on a thorn: a sign of magic nearby.

    A friendly breeze whispered their names, very softly.

    The sparkles were thicker now, like glittering snow.

    {token} was glowing brightly. They were very close.
    `,
    `
    Un rastro de chispitas brillaba en el suelo, señalando el camino.
    {token} tintineó un poquito, como diciendo: sí, por aquí.

    Una flor se giró hacia ellos y asintió, cosa que las flores no suelen hacer.
    Unas lucecitas bailaban entre los árboles, mostrando el camino.

    {hero} encontró un hilo de plata enganchado en una espina: una señal de que había magia cerca.

    Una brisa amable susurró sus nombres, muy bajito.

    Ahora había más chispitas, como nieve brillante.

    {token} brillaba muchísimo. Estaban muy cerca.
    `,
  ),
  flavour: bi(
    `
    {hero} picked up a straight little stick and waved it like a wand.
    {companion} tried a magic spell: “Abracadabra, biscuits!” No biscuits appeared.
    A ring of white mushrooms stood in the grass. “A fairy ring,” whispered {hero}.

    Somewhere, very faintly, tiny bells were ringing.
    For a moment, the air smelled of cinnamon and starlight.
    A dandelion clock floated by, and {hero} made a wish on it.

    “Do you believe in magic?” asked {companion}.

    “I think magic believes in us,” said {hero}.
    `,
    `
    {hero} cogió un palito recto y lo agitó como una varita.
    {companion} probó un hechizo: «¡Abracadabra, galletas!». Pero no apareció ninguna galleta.
    En la hierba había un corro de setas blancas. —Un corro de hadas —susurró {hero}.

    En algún lugar, muy bajito, sonaban unas campanillas diminutas.
    Por un momento, el aire olió a canela y a luz de estrellas.
    Pasó flotando un vilano de diente de león, y {hero} pidió un deseo.

    —¿Tú crees en la magia? —preguntó {companion}.

    —Yo creo que la magia cree en nosotros —dijo {hero}.
    `,
  ),
};
