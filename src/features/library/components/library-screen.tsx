import type { ReactNode } from 'react';
import { Plus, RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import type { Story } from '@/contract/story';
import { Button, buttonClasses } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { cx } from '@/ui/class-names';
import { PageHeader } from '@/ui/page-header';
import { useLibrary } from '../hooks/use-library';
import { LibraryCard } from './library-card';
import { LibraryEmpty } from './library-empty';
import { LibrarySkeleton } from './library-skeleton';

interface LibraryScreenProps {
  parentId: string;
  /** A badge for a story's card (the downloads feature marks the stories kept on this device). */
  badgeFor?: (story: Story) => ReactNode;
}

/** /library (S§2 'My Library'): the parent's published stories, newest first. */
export function LibraryScreen({ parentId, badgeFor }: LibraryScreenProps) {
  const { t } = useTranslation(['library', 'common']);
  const library = useLibrary(parentId);
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
        {library.loading ? (
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
            <h2 id="library-list" className="sr-only">
              {t('listLabel')}
            </h2>
            <ul aria-labelledby="library-list" className="grid gap-3 sm:grid-cols-2">
              {library.stories.map((story) => (
                <li key={story.id}>
                  <LibraryCard story={story} badge={badgeFor?.(story)} />
                </li>
              ))}
            </ul>
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
