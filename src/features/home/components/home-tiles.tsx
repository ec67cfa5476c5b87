import {
  BookOpen,
  ChartLine,
  LayoutGrid,
  Library,
  UserPen,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type TileKey = 'createStory' | 'library' | 'editProfile' | 'categories' | 'myStories' | 'progress';

// The six tiles of the home screen, in the spec's order (P§2).
const tiles: ReadonlyArray<{ key: TileKey; to: string; Icon: LucideIcon }> = [
  { key: 'createStory', to: '/create-story', Icon: WandSparkles },
  { key: 'library', to: '/library', Icon: Library },
  { key: 'editProfile', to: '/child-profile/active', Icon: UserPen },
  { key: 'categories', to: '/categories', Icon: LayoutGrid },
  { key: 'myStories', to: '/my-stories', Icon: BookOpen },
  { key: 'progress', to: '/progress', Icon: ChartLine },
];

export function HomeTiles() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-tiles-title" className="mt-4">
      <h2 id="home-tiles-title" className="sr-only">
        {t('tilesLabel')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full min-h-32 flex-col items-center justify-center gap-3 rounded-card border border-line bg-surface p-4 text-center text-lg font-semibold text-ink transition-colors hover:border-line-strong hover:bg-raised"
            >
              <span className="flex size-14 items-center justify-center rounded-full bg-raised text-accent">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              {t(`tiles.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
