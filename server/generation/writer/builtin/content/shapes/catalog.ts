/** Every kind of story the writer can tell. */

import type { ShapeDef, ShapeKey } from '../content-types';
import { LOST_THING, WAY_HOME } from './finding';
import { GIFT, NEW_FRIEND, SLEEPLESS, WELCOME } from './hearts';
import { DELIVERY, LOST_ONE, MEND } from './helping';
import { BRAVE, CONTEST, MYSTERY } from './puzzles';

export const SHAPES: Record<ShapeKey, ShapeDef> = {
  'lost-thing': LOST_THING,
  'lost-one': LOST_ONE,
  delivery: DELIVERY,
  mend: MEND,
  mystery: MYSTERY,
  brave: BRAVE,
  'new-friend': NEW_FRIEND,
  gift: GIFT,
  contest: CONTEST,
  'way-home': WAY_HOME,
  sleepless: SLEEPLESS,
  welcome: WELCOME,
};
