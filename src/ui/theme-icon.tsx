import {
  Castle,
  Compass,
  FlaskConical,
  HeartHandshake,
  House,
  PawPrint,
  Search,
  TreeDeciduous,
  WandSparkles,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { StoryThemeName } from '@/contract/story-themes';

// One drawn picture per story theme (S§3), so no screen depends on the device's emoji font.
const THEME_ICONS: Readonly<Record<StoryThemeName, LucideIcon>> = {
  adventure: Compass,
  fantasy: WandSparkles,
  friendship: HeartHandshake,
  animals: PawPrint,
  science: FlaskConical,
  mystery: Search,
  'fairy-tale': Castle,
  superhero: Zap,
  nature: TreeDeciduous,
  family: House,
};

/** The theme's picture; decorative (the theme's name is always written beside it). */
export function ThemeIcon({ theme, ...props }: { theme: StoryThemeName } & LucideProps) {
  const Icon = THEME_ICONS[theme];
  return <Icon aria-hidden="true" {...props} />;
}
