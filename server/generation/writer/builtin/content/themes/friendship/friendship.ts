/** Friendship: sharing, saying sorry, waiting for someone shy, and being a good friend on the way. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { FRIENDSHIP_WANTS } from './wants';

export const FRIENDSHIP: ThemeDef = {
  key: 'friendship',
  kind: { en: 'a story about friendship', es: 'una historia de amistad' },
  settings: ['meadow', 'garden', 'lake', 'farm', 'beach'],
  companions: ['puppy', 'rabbit', 'duckling', 'hedgehog', 'mouse', 'pony'],
  helpers: [
    {
      name: { en: 'Mrs Tuttle', es: 'doña Tórtola' },
      role: noun('kind old goose', 'vieja oca bondadosa', 'f'),
    },
    {
      name: { en: 'Grandpa Bramwell', es: 'el abuelo Bartolo' },
      role: noun('cheerful old mole', 'viejo topo alegre', 'm'),
    },
    {
      name: { en: 'Aunt Pippa', es: 'la tía Rosalía' },
      role: noun('friendly hare', 'liebre simpática', 'f'),
    },
  ],
  wants: FRIENDSHIP_WANTS,
  obstacles: [
    bi(
      `
      Right there, {hero} and {companion} had a little argument about [[which way to go|which path was best|who knew the way]][[.|, the silly kind.]]
      Suddenly, {hero} wanted to go left, and {companion} wanted to go right, and neither would budge[[.|, not one step.]]

      {hero} said “Left!” and {companion} said “Right!”, [[over and over again|louder and louder|again and again]][[.|, like two cuckoo clocks.]]
      Soon they were both cross, and they sat down back to back, [[not talking|arms folded|not looking at each other]][[.|, for a long minute.]]

      It was very quiet. It was [[not a nice kind of quiet|the wrong kind of quiet|a lonely sort of quiet]].

      ?young After a while, {hero} peeked round. {companion} was peeking round too.
      ?old After a while, {hero} thought about how it felt to be cross with your best friend, and decided it felt horrible.

      ?old “I'm sorry,” said {hero}. “I was so busy being right that I forgot to listen.”

      “Sorry,” said {companion} at the very same moment, and they both [[laughed|burst out laughing|giggled]][[.|, and hugged.]]
      They looked at the way together, properly this time, and chose it together[[.|, which felt much better.]]
      `,
      `
      Allí mismo, {hero} y {companion} discutieron un poquito por [[ver qué camino tomar|ver qué camino era mejor|ver quién sabía el camino]][[.|, de esas discusiones tontas.]]
      De repente, {hero} quería ir a la izquierda, y {companion} a la derecha, y ninguno cedía[[.|, ni un paso.]]

      {hero} decía «¡izquierda!», y {companion} decía «¡derecha!», [[una y otra vez|cada vez más fuerte|sin parar]][[.|, como dos relojes de cuco.]]
      Enseguida se enfadaron, y se sentaron espalda con espalda, [[sin hablarse|con los brazos cruzados|sin mirarse]][[.|, durante un minuto muy largo.]]

      Todo estaba muy callado. Y [[no era un silencio bonito|era un silencio feo|era un silencio muy solitario]].

      ?young Al cabo de un rato, {hero} echó un vistazo por encima del hombro. {companion} también estaba mirando.
      ?old Al cabo de un rato, {hero} pensó en lo que se siente al enfadarse con tu mejor amigo, y decidió que era horrible.

      ?old —Lo siento —dijo {hero}—. Tenía tantas ganas de llevar razón que me olvidé de escuchar.

      —Perdona —dijo {companion} justo en el mismo momento, y se echaron a reír a la vez[[.|, y se abrazaron.]]
      Miraron el camino juntos, esta vez con calma, y lo eligieron juntos[[.|, y así fue mucho mejor.]]
      `,
    ),
    bi(
      `
      A big goose was standing in the middle of the way, honking crossly at [[everyone|everything|the clouds]][[.|, with its wings out wide.]]
      The way was blocked by a grumpy goose, who flapped and hissed and would not let anyone by.

      “Honk! My path! [[Go away!|Shoo!|Off you go!]]” said the goose[[.|, stamping a foot.]]
      {companion} took one look at the goose and hid behind {hero}[[.|, trembling.|, peeping out.]]

      ?young {hero} noticed the goose looked hungry, and shared some snack crumbs.
      ?old {hero} noticed that behind the goose, there was a nest with three eggs in it.

      ?old “You're not being grumpy,” said {hero} softly. “You're guarding your eggs. We'll walk round, far away from them.”

      The goose stopped hissing and tilted its head[[.|, listening.|, surprised.]]
      “Well,” said the goose, “that's very [[thoughtful|kind|nice of you]].” And it stepped aside with a polite little honk[[.|, almost a smile.]]
      `,
      `
      En mitad del camino había una oca enorme que graznaba enfadada a [[todo el que pasaba|todo lo que se movía|las nubes]][[.|, con las alas abiertas.]]
      El camino estaba cortado por una oca gruñona que aleteaba, bufaba y no dejaba pasar a nadie.

      —¡Cuac! ¡Mi camino! ¡[[Fuera|Largo|Marchaos]]! —dijo la oca[[.|, dando una patadita en el suelo.]]
      {companion} miró a la oca y se escondió detrás de {hero}[[.|, temblando.|, asomando solo la nariz.]]

      ?young {hero} vio que la oca tenía cara de hambre, y compartió con ella unas migas de la merienda.
      ?old {hero} se fijó en que, detrás de la oca, había un nido con tres huevos.

      ?old —No estás de mal humor —dijo {hero} con suavidad—. Estás cuidando tus huevos. Daremos la vuelta, bien lejos de ellos.

      La oca dejó de bufar y ladeó la cabeza[[.|, escuchando.|, sorprendida.]]
      —Vaya —dijo la oca—, qué considerados. —Y se apartó con un graznido muy educado.
      `,
    ),
    bi(
      `
      {companion} had run too far ahead, and now {companion} was sitting on a stone, looking very small and tired.
      Suddenly, {companion} stopped walking and sat down with a sad little sigh.

      “My legs are all worn out,” said {companion}[[| in a small voice| with a sniff]]. “And I miss home[[.|, a bit.|, and my bed.]]”

      ?young {hero} sat down too, and gave {companion} a big, long cuddle.
      ?old {hero} knew that being a good friend sometimes means slowing down for someone else.

      ?old “We'll rest as long as you like,” said {hero}. “There's no hurry. I'll wait with you.”

      They sat together [[until {companion} felt better|for a while, quietly|and shared a biscuit]][[.|, and then it was all right again.]]
      ?carriable Then {hero} carried {companion} for a little while, and {companion} said it was the best ride ever.
      `,
      `
      {companion} se había adelantado demasiado, y ahora estaba sentad{pet.o} en una piedra, muy cansad{pet.o} y muy chiquitit{pet.o}.
      De repente, {companion} dejó de andar y se sentó con un suspiro triste.

      —Tengo las patas agotadas —dijo {companion}[[| con una vocecita| sorbiendo por la nariz]]—. Y echo de menos la casa[[.|, un poquito.|, y mi camita.]]

      ?young {hero} también se sentó y le dio a {companion} un abrazo enorme y larguísimo.
      ?old {hero} sabía que ser buen amigo a veces consiste en ir más despacio por otro.

      ?old —Descansaremos todo lo que quieras —dijo {hero}—. No hay prisa. Me quedo contigo.

      Se quedaron allí, muy cerca, [[hasta que {companion} se sintió mejor|un ratito, en silencio|y compartieron una galleta]][[.|, y luego todo fue bien otra vez.]]
      ?carriable Luego {hero} llevó a {companion} en brazos un ratito, y {companion} dijo que era el mejor paseo del mundo.
      `,
    ),
  ],
};
