import { DownloadCloud, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** Which stories the library shows: all, only those kept on this device, or the kid's favourites. */
export type LibraryFilter = 'all' | 'downloaded' | 'favourites';

interface LibraryFiltersProps {
  filter: LibraryFilter;
  onChange: (filter: LibraryFilter) => void;
  keptCount: number;
  /** The active kid's favourites; null without a kid profile. */
  favouritesCount: number | null;
}

function Count({ value }: { value: number }) {
  return <span className="rounded-full bg-canvas/40 px-2 text-sm">{value}</span>;
}

/**
 * The library's filter chips, each once it has something to show (or is on): Downloaded and the
 * active kid's Favorites (issue 15). One at a time; a second tap shows every story again.
 */
export function LibraryFilters({ filter, onChange, keptCount, favouritesCount }: LibraryFiltersProps) {
  const { t } = useTranslation('library');
  const toggle = (chosen: LibraryFilter) => onChange(filter === chosen ? 'all' : chosen);
  const showKept = keptCount > 0 || filter === 'downloaded';
  const showFavourites = favouritesCount !== null && (favouritesCount > 0 || filter === 'favourites');
  if (!showKept && !showFavourites) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {showFavourites && (
        <Button
          variant={filter === 'favourites' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'favourites'}
          onClick={() => toggle('favourites')}
        >
          <Heart aria-hidden="true" />
          {t('filter.favourites')}
          <Count value={favouritesCount} />
        </Button>
      )}
      {showKept && (
        <Button
          variant={filter === 'downloaded' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'downloaded'}
          onClick={() => toggle('downloaded')}
        >
          <DownloadCloud aria-hidden="true" />
          {t('filter.downloaded')}
          <Count value={keptCount} />
        </Button>
      )}
    </div>
  );
}
