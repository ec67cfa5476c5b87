/** Friendship quests: a shy badger to invite, two old friends to reconcile, the perfect present. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const FRIENDSHIP_GOALS: readonly GoalDef[] = [
  {
    object: noun('shy little badger', 'tejoncito tímido', 'm'),
    token: noun('picnic invitation', 'invitación para el pícnic', 'f'),
    quest: {
      en: 'find the shy little badger and invite it to the big picnic',
      es: 'encontrar al tejoncito tímido e invitarlo al gran pícnic',
    },
    incite: script(
      `
      “Tomorrow is the big picnic,” said {helper}, “and everyone is invited.”
      “But there is a shy little badger who lives in {place}, and nobody has ever asked it to play.”
      “I've written an invitation,” said {helper}, “but I'm far too slow to take it. Will you?”
      {hero} thought how sad it must be to never be asked, and said yes at once.
      `,
      `
      —Mañana es el gran pícnic —dijo {helper}—, y está invitado todo el mundo.
      —Pero en {place} vive un tejoncito muy tímido, y nadie lo ha invitado nunca a jugar.
      —He escrito una invitación —dijo {helper}—, pero yo soy demasiado lent{role.o} para llevarla. ¿Lo harás tú?
      {hero} pensó en lo triste que debe de ser que nunca te inviten, y dijo que sí enseguida.
      `,
    ),
    found: script(
      `
      And there, peeping out from behind a root, was the shy little badger.
      It had a striped face and worried eyes, and it did not come any closer.
      {hero} sat down quietly, not too near, and waited.
      `,
      `
      Y allí, asomándose por detrás de una raíz, estaba el tejoncito tímido.
      Tenía la cara a rayas y los ojos preocupados, y no se acercaba.
      {hero} se sentó sin hacer ruido, no demasiado cerca, y esperó.
      `,
    ),
    fixed: script(
      `
      “This is for you,” said {hero}, and held out the invitation.
      The little badger read it once, then twice, and then its whole face lit up.
      “Nobody has ever invited me anywhere,” it said in a tiny voice. “Can I really come?”
      “Of course,” said {hero}. “You can sit next to us.” And the little badger did a happy little shuffle.
      `,
      `
      —Esto es para ti —dijo {hero}, y le tendió la invitación.
      El tejoncito la leyó una vez, y luego otra, y se le iluminó toda la cara.
      —Nunca nadie me había invitado a nada —dijo con una vocecita—. ¿De verdad puedo ir?
      —Claro que sí —dijo {hero}—. Puedes sentarte a nuestro lado. Y el tejoncito dio unos saltitos de alegría.
      `,
    ),
  },
  {
    object: noun('old tortoise on the hill', 'vieja tortuga de la colina', 'f'),
    token: noun('folded letter', 'carta doblada', 'f'),
    quest: {
      en: 'take a letter to the old tortoise and help two old friends make up',
      es: 'llevar una carta a la vieja tortuga y ayudar a dos viejos amigos a hacer las paces',
    },
    incite: script(
      `
      “A long time ago, I had a silly quarrel with my oldest friend,” said {helper} quietly.
      “It was about who had the biggest umbrella. Can you imagine?”
      “We haven't spoken since. My friend, the old tortoise, lives in {place}.”
      “I've written a letter to say sorry,” said {helper}. “Will you take it?”
      `,
      `
      —Hace mucho tiempo, me peleé por una tontería con mi amiga más antigua —dijo {helper} en voz baja.
      —Fue por ver quién tenía el paraguas más grande. ¿Te lo imaginas?
      —Desde entonces no nos hablamos. Mi amiga, la vieja tortuga, vive en {place}.
      —He escrito una carta para pedirle perdón —dijo {helper}—. ¿Se la llevarás?
      `,
    ),
    found: script(
      `
      And there, sitting in the sun, was the old tortoise on the hill.
      The tortoise was looking at an old, faded drawing of two friends under one big umbrella.
      “I miss my friend,” said the tortoise, to nobody in particular.
      `,
      `
      Y allí, sentada al sol, estaba la vieja tortuga de la colina.
      La tortuga miraba un dibujo viejo y descolorido de dos amigos bajo un paraguas enorme.
      —Echo de menos a mi amig{role.o} —dijo la tortuga, a nadie en particular.
      `,
    ),
    fixed: script(
      `
      {hero} gave the tortoise the letter, and the tortoise read it slowly, very slowly, the way tortoises do.
      Then the tortoise smiled a long, wrinkly smile.
      “Tell my friend I'm sorry too,” said the tortoise. “And that we can share my umbrella.”
      {hero} felt warm all over. Two old friends were friends again.
      `,
      `
      {hero} le dio la carta a la tortuga, y la tortuga la leyó despacio, muy despacio, como leen las tortugas.
      Luego sonrió con una sonrisa larga y llena de arrugas.
      —Dile a mi amig{role.o} que yo también lo siento —dijo la tortuga—. Y que podemos compartir mi paraguas.
      {hero} sintió un calorcito por todo el cuerpo. Dos viejos amigos volvían a ser amigos.
      `,
    ),
  },
  {
    object: noun('perfect present', 'regalo perfecto', 'm'),
    token: noun('list of favourite things', 'lista de cosas favoritas', 'f'),
    quest: {
      en: 'find the perfect present for a friend who has a birthday tomorrow',
      es: 'encontrar el regalo perfecto para alguien que cumple años mañana',
    },
    incite: script(
      `
      “Tomorrow is the birthday of my dearest friend,” said {helper}, “and I have no present.”
      “I've made a list of my friend's favourite things: things that are round, things that are shiny, and things that make you smile.”
      “They say the perfect present is waiting somewhere in {place},” said {helper}.
      {companion} loved presents, even other people's presents, and said yes straight away.
      `,
      `
      —Mañana es el cumpleaños de alguien a quien quiero muchísimo —dijo {helper}—, y no tengo regalo.
      —He hecho una lista de sus cosas favoritas: cosas redondas, cosas que brillan y cosas que hacen sonreír.
      —Dicen que el regalo perfecto espera en algún lugar {place.del} —dijo {helper}.
      A {companion} le encantaban los regalos, incluso los de los demás, y dijo que sí enseguida.
      `,
    ),
    found: script(
      `
      And there it was: a smooth, round stone that sparkled when the light touched it.
      It was round. It was shiny. And when {hero} held it up, everybody smiled.
      “It's the perfect present,” whispered {companion}. “It's got everything on the list.”
      `,
      `
      Y allí estaba: una piedra lisa y redonda que brillaba cuando le daba la luz.
      Era redonda. Brillaba. Y cuando {hero} la levantó, todos sonrieron.
      —Es el regalo perfecto —susurró {companion}—. Tiene todo lo de la lista.
      `,
    ),
    fixed: script(
      `
      They wrapped the stone in a big green leaf and tied it with a stem of grass.
      {hero} added a drawing of everyone holding hands, just to make it even better.
      “A present is best when it's chosen with love,” said {hero}.
      The perfect present was ready, and it had been the most wonderful thing to look for.
      `,
      `
      Envolvieron la piedra en una hoja grande y verde y la ataron con un tallito de hierba.
      {hero} añadió un dibujo de todos dándose la mano, para que fuera todavía mejor.
      —Un regalo es mejor cuando se elige con cariño —dijo {hero}.
      El regalo perfecto estaba listo, y buscarlo había sido lo más bonito de todo.
      `,
    ),
  },
];
