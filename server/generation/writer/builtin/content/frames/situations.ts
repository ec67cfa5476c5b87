/**
 * What a parent's situation (shy at a new school, afraid of the dark, a new baby, moving house) adds
 * to a story: it is there at the start, it is part of the low point, and the ending speaks to it.
 */

import { bi } from '../../grammar/template';

export const SITUATION_OPENING = bi(
  `
  ?new-school Tomorrow was {hero.s} first day at the new school, and {hero} felt shy just thinking about it.
  ?shy {hero} was the kind of child who knew lots of things to say, and found it hard to say any of them out loud.
  ?dark {hero} did not like the dark very much; it was full of shapes that were probably nothing, and probably was not quite enough.
  ?baby Soon there would be a new baby in the house, and everyone kept saying how exciting it was, and {hero} was not sure yet.
  ?moving The house was full of boxes, because in a week they were moving house, and {hero} did not want to leave a single corner behind.
  `,
  `
  ?new-school Mañana era el primer día de {hero} en el cole nuevo, y solo de pensarlo le daba vergüenza.
  ?shy {hero} sabía muchísimas cosas que decir, pero le costaba un montón decirlas en voz alta.
  ?dark A {hero} no le gustaba mucho la oscuridad: estaba llena de formas que seguramente no eran nada, y «seguramente» no bastaba.
  ?baby Dentro de poco llegaría un bebé a casa, y todo el mundo decía que era emocionante, pero {hero} aún no lo tenía claro.
  ?moving La casa estaba llena de cajas, porque en una semana se iban a mudar, y {hero} no quería dejarse ni un rincón.
  `,
);

export const SITUATION_LOW = bi(
  `
  ?new-school It was the same feeling as thinking about the new school: a small cold knot right in the middle of {hero}.
  ?shy {hero} wanted to say something, and the words stuck, the way they always did.
  ?dark And now it was getting dark, properly dark, and {hero} felt the old fear creep up, step by step.
  ?baby {hero} thought of the new baby, who would not know anything at all about the world, and felt very small too.
  ?moving {hero} thought of the boxes at home, and of saying goodbye, and felt the whole day grow heavy.
  `,
  `
  ?new-school Era la misma sensación que al pensar en el cole nuevo: un nudito frío justo en medio de la tripa.
  ?shy {hero} quería decir algo, y las palabras se le quedaron atascadas, como siempre.
  ?dark Y ahora estaba oscureciendo, oscureciendo de verdad, y {hero} sintió cómo el miedo de siempre subía, paso a paso.
  ?baby {hero} pensó en el bebé, que no sabría nada de nada del mundo, y el mundo le pareció enorme.
  ?moving {hero} pensó en las cajas de casa, y en las despedidas, y todo el día se le hizo pesado.
  `,
);

export const SITUATION_END = bi(
  `
  ?new-school “Tomorrow, at the new school,” said {hero}, “I'll say hello first. I've said hello to stranger things than children.”
  ?shy {hero} had said hello to a stranger today, out loud, and nothing terrible had happened. Quite the opposite.
  ?dark {hero} looked at the dark corner of the room, and it was just a corner, with a sleepy {kind} nearby to guard it.
  ?baby {hero} decided to tell the whole story to the new baby one day. Babies, after all, need someone to show them the way.
  ?moving “When we move,” said {hero}, “we'll take this with us: not in a box, just in here.” And {hero} tapped the place where hearts go.
  `,
  `
  ?new-school —Mañana, en el cole nuevo —dijo {hero}—, seré quien salude primero. He saludado a cosas mucho más raras que otros niños.
  ?shy Hoy {hero} había saludado en voz alta a alguien que no conocía, y no había pasado nada malo. Todo lo contrario.
  ?dark {hero} miró el rincón oscuro del cuarto, y no era más que un rincón, con {companion} cerca, medio dormid{pet.o}, para vigilarlo.
  ?baby {hero} decidió que algún día le contaría toda la historia al bebé. Al fin y al cabo, los bebés necesitan a alguien que les enseñe el camino.
  ?moving —Cuando nos mudemos —dijo {hero}—, esto nos lo llevamos: no en una caja, sino aquí dentro. —Y se dio unos toquecitos donde vive el corazón.
  `,
);
