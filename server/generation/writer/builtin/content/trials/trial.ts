import type { Bi, Block } from '../../grammar/template';

/**
 * A trial on the way: what goes wrong, how the friends first try, and how the hero gets past it (a
 * line per trait: ?kind ?brave ?clever ?ask ?patient). `needs` names what the place must have
 * (water, height, dark, air, plants, birds, wind, rain, snow, fog, space, carriable).
 */
export interface TrialDef {
  readonly key: string;
  readonly needs: readonly string[];
  readonly block: Bi<Block>;
}
