import {
  Compass,
  FlaskConical,
  HeartHandshake,
  Lightbulb,
  Moon,
  PawPrint,
  Shield,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORY_NAMES, normaliseTheme, type StoryThemeName } from '@/contract/story-themes';

// S§2 Categories: the theme tiles, with the category names of the spec's text resources. A category
// shows the stories of one story theme: the spec's theme mapping (S§5) turns bedtime into fantasy,
// learning into science and courage into superhero.

export const CATEGORY_IDS = CATEGORY_NAMES;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const isCategoryId = (value: string): value is CategoryId => CATEGORY_IDS.some((id) => id === value);

export const CATEGORY_ICONS: Readonly<Record<CategoryId, LucideIcon>> = {
  adventure: Compass,
  bedtime: Moon,
  learning: Lightbulb,
  fantasy: Sparkles,
  animals: PawPrint,
  science: FlaskConical,
  friendship: HeartHandshake,
  courage: Shield,
};

/** The story theme whose stories a category lists (and that Create Custom Story picks). */
export const categoryTheme = (id: CategoryId): StoryThemeName => normaliseTheme(id);
