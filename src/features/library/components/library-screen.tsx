import { useState } from 'react';
import { CloudOff, Plus, RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import { RemoveDownloadDialog } from '@/features/downloads/components/remove-download-dialog';
import { useDownloadedStories } from '@/features/downloads/use-downloads';
import { Button, buttonClasses } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { cx } from '@/ui/class-names';
import { PageHeader } from '@/ui/page-header';
import { useOnline } from '@/lib/use-online';
import { useLibrary } from '../hooks/use-library';
import { LibraryEmpty } from './library-empty';
import { LibraryFilters, type LibraryFilter } from './library-filters';
import { LibraryGrid, type LibraryStory } from './library-grid';
import { LibrarySkeleton } from './library-skeleton';

/** Remove download is a grown-up's (ADR 025): in child mode the app sends it through the parent gate. */
export interface RemoveDownloadGate {
  isParent: boolean;
  /** To the parent gate, and on to the story's page to finish removing its download. */
  ask: (storyId: string) => void;
}

/** The active kid's favourite stories (issue 15), for the Favorites filter. */
export interface LibraryFavourites {
  kidName: string;
  stories: readonly LibraryStory[];
}

interface LibraryScreenProps {
  parentId: string;
  removeGate: RemoveDownloadGate;
  /** Null without a kid profile: no Favorites filter. */
  favourites: LibraryFavourites | null;
}

/** Offline, what the library shows, and says so: the kept stories first, or only them (issue 12). */
function OfflineNote({ keptCount, onlyKept }: { keptCount: number; onlyKept: boolean }) {
  const { t } = useTranslation('library');
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {keptCount === 0
        ? t('offline.nothingKept')
        : onlyKept
          ? t('offline.showingKept')
          : t('offline.keptFirst')}
    </p>
  );
}

/**
 * /library (S§2 'My Library'): the parent's published stories, newest first. A story kept on this
 * device says so on its card, whose menu downloads or removes it; the Downloaded filter shows only
 * those, and Favorites the active kid's favourites. Offline, the kept ones come first, and when the list cannot load they are what the library
 * shows, instead of an error (issue 12).
 */
export function LibraryScreen({ parentId, removeGate, favourites }: LibraryScreenProps) {
  const { t } = useTranslation(['library', 'common']);
  const library = useLibrary(parentId);
  const online = useOnline();
  const kept = useDownloadedStories();
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const onlyKept = filter === 'downloaded';
  const favouriteStories = filter === 'favourites' ? favourites?.stories : undefined;
  const [removing, setRemoving] = useState<LibraryStory | null>(null);
  // Under "Downloaded": what plays with no network (every chapter, or some of them); a story still
  // arriving, failed or lost from the device is not counted there.
  const keptStories = kept.flatMap((view) =>
    view.story && (view.state === 'downloaded' || view.state === 'partial') ? [view.story] : [],
  );
  const keptIds = new Set(keptStories.map((story) => story.id));
  // Offline with nothing loaded (the list failed, or waits for the network): what is on the device.
  const showShelf = onlyKept || (!online && library.stories.length === 0);
  const listed = online
    ? library.stories
    : [...library.stories].sort((a, b) => Number(keptIds.has(b.id)) - Number(keptIds.has(a.id)));
  const remove = (story: LibraryStory) =>
    removeGate.isParent ? setRemoving(story) : removeGate.ask(story.id);
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
        <LibraryFilters
          filter={filter}
          onChange={setFilter}
          keptCount={keptStories.length}
          favouritesCount={favourites ? favourites.stories.length : null}
        />
        {!online && !favouriteStories && <OfflineNote keptCount={keptStories.length} onlyKept={showShelf} />}
        {favouriteStories ? (
          favouriteStories.length > 0 ? (
            <LibraryGrid stories={favouriteStories} online={online} onRemove={remove} />
          ) : (
            <p className="text-ink-muted">{t('filter.noFavourites', { name: favourites?.kidName })}</p>
          )
        ) : showShelf ? (
          keptStories.length > 0 ? (
            <LibraryGrid stories={keptStories} online={online} onRemove={remove} />
          ) : (
            onlyKept && <p className="text-ink-muted">{t('filter.none')}</p>
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
            <LibraryGrid stories={listed} online={online} onRemove={remove} />
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
      <RemoveDownloadDialog story={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
