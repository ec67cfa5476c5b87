/**
 * A gentler idea to offer with every refusal, by what was refused: the parent gets something to write
 * instead, not only a "no". The same text always gets the same suggestion.
 */

import type { UnsafeCategory } from './word-lists';

export interface Message {
  readonly en: string;
  readonly es: string;
}

export type RefusedCategory = UnsafeCategory | 'personal-data';

const SUGGESTIONS: Record<RefusedCategory, readonly Message[]> = {
  violence: [
    { en: 'How about a dragon who learns to share?', es: '¿Qué tal un dragón que aprende a compartir?' },
    {
      en: 'How about a knight who makes friends with the dragon instead?',
      es: '¿Qué tal un caballero que se hace amigo del dragón?',
    },
    {
      en: 'How about two friends who fall out and make up again?',
      es: '¿Qué tal dos amigos que se enfadan y hacen las paces?',
    },
  ],
  weapons: [
    {
      en: 'How about a pirate who finds treasure with a map and a compass?',
      es: '¿Qué tal un pirata que encuentra un tesoro con un mapa y una brújula?',
    },
    {
      en: 'How about a knight who would rather paint than fight?',
      es: '¿Qué tal un caballero que prefiere pintar a pelear?',
    },
  ],
  sexual: [
    {
      en: 'How about a prince and a princess who build a kite together?',
      es: '¿Qué tal un príncipe y una princesa que construyen juntos una cometa?',
    },
    {
      en: 'How about a royal ball where the animals teach everyone to dance?',
      es: '¿Qué tal un baile en palacio donde los animales enseñan a bailar a todos?',
    },
  ],
  drugs: [
    {
      en: 'How about a bear who makes the best hot chocolate in the forest?',
      es: '¿Qué tal un oso que hace el mejor chocolate caliente del bosque?',
    },
    {
      en: 'How about a pirate party with lemonade and cake?',
      es: '¿Qué tal una fiesta pirata con limonada y tarta?',
    },
  ],
  hate: [
    {
      en: 'How about friends who are very different and find out how much they have in common?',
      es: '¿Qué tal unos amigos muy distintos que descubren todo lo que tienen en común?',
    },
    {
      en: 'How about a new girl at school who teaches everyone a game from her country?',
      es: '¿Qué tal una niña nueva en el cole que enseña a todos un juego de su país?',
    },
  ],
  profanity: [
    {
      en: 'How about a grumpy dragon who says “fiddlesticks!” when things go wrong?',
      es: '¿Qué tal un dragón gruñón que dice «¡recórcholis!» cuando algo sale mal?',
    },
  ],
  horror: [
    {
      en: 'How about a friendly ghost who is afraid of the dark?',
      es: '¿Qué tal un fantasma simpático que tiene miedo a la oscuridad?',
    },
    {
      en: 'How about a spooky-but-silly night at the museum?',
      es: '¿Qué tal una noche en el museo que da un poquito de miedo y mucha risa?',
    },
  ],
  'self-harm': [
    {
      en: 'How about a little bear who gets a big, warm hug?',
      es: '¿Qué tal un osito que recibe un abrazo muy grande y calentito?',
    },
  ],
  'personal-data': [
    {
      en: 'How about just a first name and a favourite place, like “Lucía at the beach”?',
      es: '¿Qué tal solo un nombre y un lugar favorito, como «Lucía en la playa»?',
    },
  ],
};

/** One of the category's suggestions, always the same for the same text. */
export function suggestionFor(category: RefusedCategory, text: string): Message {
  const choices = SUGGESTIONS[category];
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return choices[hash % choices.length] as Message;
}
