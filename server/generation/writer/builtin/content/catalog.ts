/** Every theme and every place the built-in writer knows. */

import type { Theme } from '../../types';
import type { SettingDef, SettingKey, ThemeDef } from './content-types';
import { BEACH } from './settings/beach';
import { CASTLE } from './settings/castle';
import { FARM } from './settings/farm';
import { FOREST } from './settings/forest';
import { GARDEN } from './settings/garden';
import { ISLAND } from './settings/island';
import { JUNGLE } from './settings/jungle';
import { LAKE } from './settings/lake';
import { MEADOW } from './settings/meadow';
import { MOON } from './settings/moon';
import { MOUNTAIN } from './settings/mountain';
import { SKY } from './settings/sky';
import { ADVENTURE } from './themes/adventure/adventure';
import { ANIMALS } from './themes/animals/animals';
import { FAIRY_TALE } from './themes/fairy-tale/fairy-tale';
import { FAMILY } from './themes/family/family';
import { FANTASY } from './themes/fantasy/fantasy';
import { FRIENDSHIP } from './themes/friendship/friendship';
import { MYSTERY } from './themes/mystery/mystery';
import { NATURE } from './themes/nature/nature';
import { SCIENCE } from './themes/science/science';
import { SUPERHERO } from './themes/superhero/superhero';

export const THEMES: Record<Theme, ThemeDef> = {
  adventure: ADVENTURE,
  fantasy: FANTASY,
  friendship: FRIENDSHIP,
  animals: ANIMALS,
  science: SCIENCE,
  mystery: MYSTERY,
  'fairy-tale': FAIRY_TALE,
  superhero: SUPERHERO,
  nature: NATURE,
  family: FAMILY,
};

export const SETTINGS: Record<SettingKey, SettingDef> = {
  forest: FOREST,
  beach: BEACH,
  castle: CASTLE,
  mountain: MOUNTAIN,
  farm: FARM,
  garden: GARDEN,
  lake: LAKE,
  jungle: JUNGLE,
  moon: MOON,
  island: ISLAND,
  meadow: MEADOW,
  sky: SKY,
};
