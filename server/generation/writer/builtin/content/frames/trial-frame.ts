/** Around every trial: the moment before (seeing the trouble) and the moment after (relief, and on). */

import { bi } from '../../grammar/template';

export const TRIAL_BEFORE = bi(
  `
  At {station}, {hero} slowed down. Something about the place said: be careful here.
  {companion} stopped short at {station}, which meant trouble ahead.
  ?old {hero} had a feeling about {station} before anything happened at all, and the feeling was right.
  ?young “Uh-oh,” said {companion}, at {station}. And uh-oh was exactly the word for it.
  ?big “I'd like to go on record,” said {companion}, at {station}, “as saying I have a bad feeling about this.”
  `,
  `
  Junto {station.al}, {hero} aflojó el paso. Algo en aquel sitio decía: cuidado aquí.
  {companion} se paró en seco junto {station.al}, y eso quería decir problemas.
  ?old {hero} tuvo un presentimiento junto {station.al} antes de que pasara nada, y acertó.
  ?young —Ay, ay —dijo {companion}, junto {station.al}. Y «ay, ay» era justo la palabra.
  ?big —Que conste en acta —dijo {companion}, junto {station.al}— que esto me da mala espina.
  `,
);

export const TRIAL_AFTER = bi(
  `
  {companion} let out a long breath. “Well,” {companion} said, “that's {station} done.”
  They looked back at {station} and could hardly believe they had got past it.
  ?toddler Done! Done! All done! Hooray for {hero}!
  ?young {companion} gave {hero} a high five, or as near to one as {companion} could manage.
  ?old “I didn't think we'd manage that,” admitted {companion}. “Neither did I,” said {hero}, “but I didn't tell you.”
  ?big “Put that in the book,” said {companion}. “What book?” said {hero}. “The book of things we did,” said {companion}. “It's getting quite long.”

  ?kind {hero} thought that being kind had turned out to be the quickest way through, which nobody had mentioned.
  ?brave {hero.s} knees were still wobbly, but {hero} felt taller than before.
  ?clever {hero} tucked the idea away in a pocket of the mind, in case it was needed again.
  ?ask {hero} thought how strange it was that asking had felt so hard and turned out so easy.
  ?patient {hero} noticed that waiting had not been wasted time at all; it had been the answer arriving.
  ?old It was not the last trouble of the day, {hero} suspected; but it had taught {hero.him} something for the next one.
  ?young And on they went, a little braver than before.
  `,
  `
  {companion} soltó un suspiro muy largo. —Bueno —dijo—, {station} ya está.
  Miraron atrás, hacia {station}, y casi no se podían creer que lo hubieran conseguido.
  ?toddler ¡Hecho! ¡Hecho! ¡Todo hecho! ¡Hurra por {hero}!
  ?young {companion} chocó la mano con {hero}, o lo más parecido que pudo.
  ?old —No pensaba que lo fuéramos a conseguir —reconoció {companion}. —Yo tampoco —dijo {hero}—, pero no te lo dije.
  ?big —Apúntalo en el libro —dijo {companion}. —¿Qué libro? —dijo {hero}. —El libro de las cosas que hemos hecho —dijo {companion}—. Ya va siendo bastante gordo.

  ?kind {hero} pensó que ser amable había resultado ser el camino más corto, y eso no se lo había dicho nadie.
  ?brave A {hero} aún le temblaban las rodillas, pero se sentía más grande que antes.
  ?clever {hero} se guardó la idea en un bolsillo de la cabeza, por si volvía a hacer falta.
  ?ask {hero} pensó qué raro era que pedir ayuda costara tanto y luego resultara tan fácil.
  ?patient {hero} se dio cuenta de que esperar no había sido perder el tiempo: había sido la respuesta llegando.
  ?old Aquel no iba a ser el último lío del día, sospechaba {hero}; pero le había enseñado algo para el siguiente.
  ?young Y siguieron adelante, un poco más valientes que antes.
  `,
);
