import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FavouriteStory } from '@/contract/favourites';
import { CoverThumbnail } from '@/ui/cover-thumbnail';

interface FavouritesShelfProps {
  kidName: string;
  stories: readonly FavouriteStory[];
}

/**
 * Home's 'Favorites' shelf (issue 15): the active kid's favourite stories, the most recently marked
 * first, one tap from their pages. Nothing shows while the kid has none.
 */
export function FavouritesShelf({ kidName, stories }: FavouritesShelfProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Heart aria-hidden="true" className="size-5 fill-accent text-accent" />
        {t('favourites.heading', { name: kidName })}
      </h2>
      {/* One row that scrolls sideways: a long shelf never pushes the tiles off the screen. */}
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {stories.map((story) => (
          <li key={story.id} className="w-32 shrink-0 snap-start sm:w-36">
            <Link
              to={`/story/${encodeURIComponent(story.id)}`}
              className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-2 transition-colors hover:border-line-strong hover:bg-raised"
            >
              <CoverThumbnail
                title={story.title}
                src={story.coverImageUrl}
                className="aspect-square w-full text-4xl"
              />
              <span className="line-clamp-2 px-1 pb-1 font-semibold break-words text-ink">{story.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
