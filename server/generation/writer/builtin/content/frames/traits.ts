/** The trait that earns a story's ending, as the story names it. */

import { noun, type Noun } from '../../grammar/noun';
import type { Trait } from '../../story/plan';

export const TRAIT_WORDS: Record<Trait, Noun> = {
  kind: noun('kindness', 'bondad', 'f'),
  brave: noun('courage', 'valor', 'm'),
  clever: noun('a clever idea', 'idea ingeniosa', 'f'),
  ask: noun('asking for help', 'pedir ayuda', 'm'),
  patient: noun('patience', 'paciencia', 'f'),
};
