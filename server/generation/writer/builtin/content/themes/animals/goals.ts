/** Animal quests: a lost duckling, a bear who slept too long, a baby bird afraid to fly. */

import { noun } from '../../../grammar/noun';
import { script } from '../../../grammar/template';
import type { GoalDef } from '../../content-types';

export const ANIMALS_GOALS: readonly GoalDef[] = [
  {
    object: noun('lost duckling', 'patito perdido', 'm'),
    token: noun('feather from Mother Duck', 'pluma de mamá pata', 'f'),
    handsOver: true,
    quest: {
      en: 'find a lost duckling and bring it back to Mother Duck',
      es: 'encontrar a un patito perdido y devolvérselo a mamá pata',
    },
    incite: script(
      `
      “Mother Duck is in such a state,” said {helper}. “Her smallest duckling has wandered off.”
      “The little one was chasing a butterfly, and now it's somewhere in {place}.”
      “Take this feather from Mother Duck,” said {helper}. “When the duckling sees it, it will know you're a friend.”
      Far away, they could hear Mother Duck calling: quack, quack, quack.
      `,
      `
      —Mamá pata está preocupadísima —dijo {helper}—. Su patito más pequeño se ha perdido.
      —El pequeñín iba persiguiendo una mariposa, y ahora está en algún lugar {place.del}.
      —Llevaos esta pluma de mamá pata —dijo {helper}—. Cuando el patito la vea, sabrá que sois amigos.
      A lo lejos se oía a mamá pata llamando: cua, cua, cua.
      `,
    ),
    found: script(
      `
      And there, hiding under a big leaf, was the lost duckling, fluffy and yellow and trembling.
      “Peep,” said the duckling, very quietly.
      {hero} held out the feather, and the duckling waddled straight over and snuggled against it.
      `,
      `
      Y allí, escondido debajo de una hoja grande, estaba el patito perdido, amarillo, esponjoso y temblando.
      —Pío —dijo el patito, muy bajito.
      {hero} le enseñó la pluma, y el patito fue derechito hacia ella y se acurrucó a su lado.
      `,
    ),
    fixed: script(
      `
      {hero} called out as loudly as possible: “Mother Duck! We've found your little one!”
      Quack, quack, QUACK! Here came Mother Duck, half running and half flying.
      The duckling tumbled into her wings, and she tucked it in tight and would not let go.
      “Thank you, thank you,” said Mother Duck, over and over, with happy tears in her eyes.
      `,
      `
      {hero} llamó con todas sus fuerzas: —¡Mamá pata! ¡Hemos encontrado a tu pequeño!
      ¡Cua, cua, CUA! Allí llegó mamá pata, medio corriendo y medio volando.
      El patito se metió bajo sus alas, y ella lo arropó y no lo soltó en un buen rato.
      —Gracias, gracias —decía mamá pata una y otra vez, con lágrimas de alegría.
      `,
    ),
  },
  {
    object: noun('sleepy old bear', 'viejo oso dormilón', 'm'),
    token: noun('little jar of honey', 'tarrito de miel', 'm'),
    handsOver: true,
    quest: {
      en: 'wake the sleepy old bear in time for the spring party',
      es: 'despertar al viejo oso dormilón a tiempo para la fiesta de la primavera',
    },
    incite: script(
      `
      “Spring is here, but the old bear is still fast asleep,” said {helper}.
      “He always plays the fiddle at the spring party. Without him, nobody can dance.”
      “We've tried everything: shouting, singing, even tickling,” said {helper}. “He just snores.”
      “But there is one thing no bear can resist,” said {helper}, and held up a little jar of honey.
      `,
      `
      —Ya ha llegado la primavera, pero el viejo oso sigue dormido como un tronco —dijo {helper}.
      —Siempre toca el violín en la fiesta de la primavera. Sin él, nadie puede bailar.
      —Lo hemos intentado todo: gritar, cantar y hasta hacerle cosquillas —dijo {helper}—. Pero él solo ronca.
      —Aunque hay una cosa que ningún oso puede resistir —dijo {helper}, y levantó un tarrito de miel.
      `,
    ),
    found: script(
      `
      And there he was, the sleepy old bear, curled up like a big brown cushion.
      Snore… whistle… snore… whistle. The leaves above him fluttered every time he breathed out.
      {companion} giggled, and then quickly covered {companion.s} mouth.
      `,
      `
      Y allí estaba el viejo oso dormilón, hecho una bola como un cojín grande y marrón.
      Ronquido… silbidito… ronquido… silbidito. Las hojas se movían cada vez que soltaba el aire.
      A {companion} se le escapó una risita, y enseguida se tapó la boca.
      `,
    ),
    fixed: script(
      `
      {hero} opened the little jar of honey and held it close to the bear's nose.
      The nose twitched. Then it twitched again. Then one big brown eye opened.
      “Is that… honey?” rumbled the bear, sitting up and stretching with an enormous yawn.
      “It's spring,” said {hero}, “and everyone is waiting for you to play.” The bear laughed a big, warm laugh and fetched his fiddle.
      `,
      `
      {hero} abrió el tarrito de miel y lo acercó a la nariz del oso.
      La nariz se movió. Luego se movió otra vez. Luego se abrió un ojo grande y marrón.
      —¿Eso es… miel? —gruñó el oso, incorporándose y estirándose con un bostezo enorme.
      —Ya es primavera —dijo {hero}— y todos te están esperando para que toques. El oso soltó una carcajada grande y cálida y fue a por su violín.
      `,
    ),
  },
  {
    object: noun('little bird who would not fly', 'pajarito que no se atrevía a volar', 'm'),
    token: noun('bag of seeds', 'bolsita de semillas', 'f'),
    handsOver: true,
    quest: {
      en: 'help a little bird find the courage to fly',
      es: 'ayudar a un pajarito a encontrar el valor para volar',
    },
    incite: script(
      `
      “All the little birds have learned to fly, except one,” said {helper}.
      “The smallest one is too scared. It sits on its branch in {place} and won't even try.”
      “Maybe a new friend could help,” said {helper}, and gave {hero} a little bag of seeds.
      {hero} knew exactly how it feels to be scared of trying something new.
      `,
      `
      —Todos los pajaritos han aprendido a volar menos uno —dijo {helper}.
      —El más pequeño tiene miedo. Se queda en su rama, en {place}, y ni siquiera lo intenta.
      —A lo mejor un amigo nuevo le puede ayudar —dijo {helper}, y le dio a {hero} una bolsita de semillas.
      {hero} sabía muy bien lo que se siente cuando da miedo probar algo nuevo.
      `,
    ),
    found: script(
      `
      And there, on a low branch, sat the little bird, all fluffed up and worried.
      “Everyone else can fly,” said the little bird. “But what if I fall?”
      {hero} sat down underneath and scattered a few seeds on the ground.
      `,
      `
      Y allí, en una rama bajita, estaba el pajarito, con las plumas ahuecadas y cara de preocupación.
      —Todos los demás saben volar —dijo el pajarito—. Pero ¿y si me caigo?
      {hero} se sentó debajo y esparció unas pocas semillas por el suelo.
      `,
    ),
    fixed: script(
      `
      “I was scared the first time I rode a bike,” said {hero}. “Everyone is scared the first time.”
      “Just try one little hop,” said {companion}. “We'll be right here.”
      The little bird took a deep breath, spread its wings, and hopped… and flapped… and flew!
      It flew round and round their heads, singing, “I'm flying! I'm really flying!”
      `,
      `
      —A mí me daba miedo la primera vez que monté en bici —dijo {hero}—. A todo el mundo le da miedo la primera vez.
      —Prueba con un saltito nada más —dijo {companion}—. Estaremos aquí mismo.
      El pajarito respiró hondo, abrió las alas y saltó… y aleteó… ¡y voló!
      Dio vueltas y más vueltas alrededor de sus cabezas, cantando: —¡Estoy volando! ¡Estoy volando de verdad!
      `,
    ),
  },
];
