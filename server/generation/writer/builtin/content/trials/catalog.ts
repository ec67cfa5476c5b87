/**
 * Trials any story can meet, each only where the place holds what it needs. The place's and the
 * theme's own trials come first (see story/plan.ts); these fill the rest.
 */

import { DARK, HEIGHT, WATER } from './crossings';
import { FORK, KEEPER, SLEEPER, STUCK } from './meetings';
import { SHOOTING_STARS, SIGNAL } from './space';
import type { TrialDef } from './trial';
import { FOG, RAIN, SNOW, WIND } from './weather';

export type { TrialDef } from './trial';

export const TRIALS: readonly TrialDef[] = [
  WATER,
  HEIGHT,
  DARK,
  WIND,
  FOG,
  RAIN,
  SNOW,
  STUCK,
  FORK,
  KEEPER,
  SLEEPER,
  SIGNAL,
  SHOOTING_STARS,
];
