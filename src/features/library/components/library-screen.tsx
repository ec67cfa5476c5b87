import { useState } from 'react';
import { CloudOff, DownloadCloud, Plus, RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import type { Story } from '@/contract/story';
import { Button, buttonClasses } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { cx } from '@/ui/class-names';
import { PageHeader } from '@/ui/page-header';
import { useDownloadedStories } from '@/features/downloads/use-downloads';
import { useOnline } from '@/lib/use-online';
import { useLibrary } from '../hooks/use-library';
import { LibraryCard } from './library-card';
import { LibraryEmpty } from './library-empty';
import { LibrarySkeleton } from './library-skeleton';

interface LibraryScreenProps {
  parentId: string;
}

function DownloadedBadge() {
  const { t } = useTranslation('library');
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-raised px-2 py-0.5 font-semibold text-ink">
      <DownloadCloud aria-hidden="true" className="size-4" />
      {t('card.downloaded')}
    </span>
  );
}

function StoryGrid({ stories, isKept }: { stories: Story[]; isKept: (id: string) => boolean }) {
  const { t } = useTranslation('library');
  return (
    <>
      <h2 id="library-list" className="sr-only">
        {t('listLabel')}
      </h2>
      <ul aria-labelledby="library-list" className="grid gap-3 sm:grid-cols-2">
        {stories.map((story) => (
          <li key={story.id}>
            <LibraryCard story={story} badge={isKept(story.id) ? <DownloadedBadge /> : undefined} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /library (S§2 'My Library'): the parent's published stories, newest first. The stories kept on this
 * device carry a badge and have a shelf of their own (the Downloaded filter); offline, the kept ones
 * come first, and when the list cannot load at all the shelf is what the library shows (issue 12).
 */
export function LibraryScreen({ parentId }: LibraryScreenProps) {
  const { t } = useTranslation(['library', 'common']);
  const library = useLibrary(parentId);
  const online = useOnline();
  const kept = useDownloadedStories();
  const [onlyKept, setOnlyKept] = useState(false);
  const keptStories = kept.flatMap((view) => (view.story ? [view.story] : []));
  const keptIds = new Set(kept.map((view) => view.storyId));
  const isKept = (id: string) => keptIds.has(id);
  const showShelf = onlyKept || (library.failed && keptStories.length > 0);
  const listed = online
    ? library.stories
    : [...library.stories].sort((a, b) => Number(isKept(b.id)) - Number(isKept(a.id)));
  return (
    <>
      <PageHeader
        title={t('common:pages.library')}
        backTo="/"
        actions={
          <>
            <Link to="/search" aria-label={t('search')} className={buttonClasses('secondary', 'icon')}>
              <Search aria-hidden="true" />
            </Link>
            <Button
              variant="secondary"
              size="icon"
              aria-label={library.refreshing ? t('refreshing') : t('refresh')}
              aria-busy={library.refreshing}
              disabled={library.refreshing || library.loading}
              onClick={() => void library.refresh()}
            >
              <RefreshCw aria-hidden="true" className={cx(library.refreshing && 'animate-spin')} />
            </Button>
          </>
        }
      />
      <div className="mt-2 flex flex-col gap-4 pb-20">
        {(keptStories.length > 0 || onlyKept) && (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant={onlyKept ? 'primary' : 'secondary'}
              aria-pressed={onlyKept}
              onClick={() => setOnlyKept((on) => !on)}
            >
              <DownloadCloud aria-hidden="true" />
              {t('filter.downloaded', { count: keptStories.length })}
            </Button>
          </div>
        )}
        {!online && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            {keptStories.length > 0 ? t('offline.showingKept') : t('offline.nothingKept')}
          </p>
        )}
        {showShelf ? (
          keptStories.length === 0 ? (
            <p className="text-ink-muted">{t('filter.none')}</p>
          ) : (
            <StoryGrid stories={keptStories} isKept={isKept} />
          )
        ) : library.loading ? (
          <LibrarySkeleton />
        ) : library.failed ? (
          <LoadFailed
            title={t('error.title')}
            message={t('toasts.loadFailed')}
            retryLabel={t('error.retry')}
            onRetry={library.retry}
          />
        ) : library.stories.length === 0 ? (
          <LibraryEmpty />
        ) : (
          <>
            <StoryGrid stories={listed} isKept={isKept} />
            {library.hasMore && (
              <Button
                variant="secondary"
                className="self-center"
                disabled={library.loadingMore}
                aria-busy={library.loadingMore}
                onClick={() => void library.loadMore()}
              >
                {library.loadingMore ? t('loadingMore') : t('loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
      <Link
        to="/create-story"
        aria-label={t('add')}
        className={cx(buttonClasses('primary', 'icon'), 'fixed z-20 size-16 shadow-xl [&_svg]:size-7')}
        // Above the bottom navigation, lined up with the page's right edge on a wide screen; the list
        // ends with room for it, so it never covers the last card.
        style={{
          bottom: `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + 1rem)`,
          right: 'max(1rem, calc((100vw - 48rem) / 2 + 1rem))',
        }}
      >
        <Plus aria-hidden="true" />
      </Link>
    </>
  );
}
