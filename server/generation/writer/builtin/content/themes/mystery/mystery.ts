/** Mystery: clues, careful looking, and answers that always turn out to be kind ones. */

import { noun } from '../../../grammar/noun';
import { bi } from '../../../grammar/template';
import type { ThemeDef } from '../../content-types';
import { MYSTERY_WANTS } from './wants';

export const MYSTERY: ThemeDef = {
  key: 'mystery',
  kind: { en: 'a cosy mystery', es: 'un misterio muy acogedor' },
  settings: ['castle', 'garden', 'farm', 'island'],
  companions: ['puppy', 'kitten', 'owl', 'fox', 'mouse'],
  helpers: [
    {
      name: { en: 'Inspector Crumb', es: 'el inspector Miga' },
      role: noun('retired detective with a curly moustache', 'detective jubilado con un bigote rizado', 'm'),
    },
    {
      name: { en: 'Mrs Marple-Mouse', es: 'doña Ratona' },
      role: noun('very observant old mouse', 'vieja ratona muy observadora', 'f'),
    },
    {
      name: { en: 'Baker Bun', es: 'la panadera Rosca' },
      role: noun('baker who noticed everything', 'panadera que se fijaba en todo', 'f'),
    },
  ],
  wants: MYSTERY_WANTS,
  obstacles: [
    bi(
      `
      In the soft mud were footprints, and they went off in [[two different directions|two directions at once|opposite directions]][[.|, which was most unhelpful.|, as if someone were playing a trick.]]
      Two trails of [[footprints|little prints|muddy prints]] crossed in the mud, and they could only follow one[[.|, but which?]]

      “Which way did they go?” [[wondered|asked|whispered]] {companion}[[.|, sniffing the air.|, scratching {companion.his} head.]]

      ?young {hero} looked through the magnifying glass. One set of footprints had tiny crumbs beside it!
      ?old {hero} knelt down. One set of prints was deep at the toes and far apart, as if someone had been running.

      ?old “Someone in a hurry makes deep, far-apart footprints,” said {hero}. “Someone carrying something runs. We follow these.”

      They followed the right trail, and {hero} wrote it all down: “Clue: [[footprints|footprints, in a hurry|two sets of prints, one fast]].”
      `,
      `
      En el barro blando había huellas, y se iban en [[dos direcciones distintas|dos direcciones a la vez|direcciones contrarias]][[.|, lo cual no ayudaba nada.|, como si alguien les gastara una broma.]]
      Dos rastros de [[huellas|huellitas|huellas embarradas]] se cruzaban en el barro, y solo podían seguir uno[[.|, pero ¿cuál?]]

      —¿Por dónde habrán ido? —[[se preguntó|preguntó|susurró]] {companion}[[.|, olfateando el aire.|, rascándose la cabeza.]]

      ?young {hero} miró con la lupa. ¡Junto a una de las filas de huellas había miguitas!
      ?old {hero} se agachó. Unas huellas eran más hondas en la punta y estaban muy separadas, como si alguien hubiera ido corriendo.

      ?old —Quien tiene prisa deja huellas hondas y separadas —dijo {hero}—. Quien lleva algo, corre. Seguiremos estas.

      Siguieron el rastro bueno, y {hero} lo apuntó todo: «Pista: [[huellas|huellas, con prisa|dos rastros, uno rápido]]».
      `,
    ),
    bi(
      `
      Pinned to [[a post|a tree|a gate]] was a note, but the writing was very strange: all the letters were back to front[[.|, like a secret.]]
      They found a [[little piece of paper|folded scrap of paper|tiny note]] with a message on it, but nobody could read it[[.|, not even upside down.]]

      “It's [[gobbledygook|nonsense|all squiggles]],” said {companion}, turning it upside down[[.|, and then the right way up again.]]

      ?young {hero} held the note up to a puddle, and in the reflection, the words came out the right way round!
      ?old {hero} looked closely: the letters were not nonsense, they were mirror writing.

      ?old {hero} held the note over a still puddle, and in the reflection the words read clearly: “Follow the path with the white stones.”

      “[[Clever!|Brilliant!|How clever!]]” said {companion}. And they followed the white stones[[.|, one by one.]]
      `,
      `
      Clavada en [[un poste|un árbol|una verja]] había una nota, pero la letra era muy rara: todas las letras estaban del revés[[.|, como un secreto.]]
      Encontraron [[un papelito|un trocito de papel doblado|una notita]] con un mensaje, pero nadie era capaz de leerlo[[.|, ni siquiera del revés.]]

      —Esto es [[un galimatías|un lío|todo garabatos]] —dijo {companion}, poniéndolo boca abajo[[.|, y luego otra vez del derecho.]]

      ?young {hero} puso la nota sobre un charco, ¡y en el reflejo las palabras salían del derecho!
      ?old {hero} miró con atención: las letras no eran un galimatías; era escritura de espejo.

      ?old {hero} sostuvo la nota sobre un charco quieto, y en el reflejo se leía clarísimo: «Sigue el camino de las piedras blancas».

      —¡[[Qué buena idea|Genial|Qué listo]]! —dijo {companion}. Y siguieron las piedras blancas[[.|, una a una.]]
      `,
    ),
    bi(
      `
      There was a door, and it was locked, and there was no key [[anywhere|to be found|in sight]][[.|, not even a little one.]]
      A little [[green|blue|round]] door stood in the way, shut tight[[.|, with no handle at all.]]

      {companion} looked under [[the mat|a stone|the step]]. Nothing. {companion} looked under [[a flowerpot|a leaf|a bucket]]. [[Nothing.|Nothing again.|Still nothing.]]

      ?young {hero} noticed one of the stones in the wall was a different colour, and pressed it.
      ?old {hero} noticed that the grass in front of one stone in the wall was flattened, as if people often stood right there.

      ?old “People stand there a lot,” said {hero}. “That must be where the secret is.” And {hero} pressed the stone.

      With a [[click and a creak|clunk and a squeak|soft little click]], the little door swung open[[.|, as if it had been waiting.]]
      {hero} wrote in the notebook: “[[Always look for what's different.|Look for what doesn't match.|The odd one out is the clue.]]”
      `,
      `
      Había una puerta, estaba cerrada, y no había llave [[por ninguna parte|a la vista|en ningún sitio]][[.|, ni siquiera una pequeñita.]]
      Una puertecita [[verde|azul|redonda]] les cerraba el paso, bien cerrada[[.|, y sin picaporte.]]

      {companion} miró debajo [[del felpudo|de una piedra|del escalón]]. Nada. {companion} miró debajo [[de una maceta|de una hoja|de un cubo]]. [[Nada.|Nada otra vez.|Seguía sin haber nada.]]

      ?young {hero} se fijó en que una de las piedras del muro era de otro color, y la apretó.
      ?old {hero} se fijó en que la hierba delante de una de las piedras del muro estaba aplastada, como si allí se parase la gente a menudo.

      ?old —Aquí se para mucha gente —dijo {hero}—. Ahí tiene que estar el secreto. —Y apretó la piedra.

      Con un [[clic y un crujido|clonc y un chirrido|clic suavecito]], la puertecita se abrió[[.|, como si estuviera esperando.]]
      {hero} escribió en el cuaderno: «[[Busca siempre lo que es distinto.|Busca lo que no encaja.|Lo raro es la pista.]]»
      `,
    ),
  ],
};
