import { LoaderCircle, Pause, Play, RotateCcw, RotateCw, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SKIP_SECONDS } from '@/contract/constants';
import { Button } from '@/ui/button';
import { nextChapter, previousChapter, skipBy } from '../player-controls';
import { togglePlayback } from '../player-store';
import type { PlaybackStatus } from '../player-types';

interface TransportControlsProps {
  status: PlaybackStatus;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Previous, back 30 s, play/pause, forward 30 s, next (S§2); the ends disable previous and next. */
export function TransportControls({ status, hasPrevious, hasNext }: TransportControlsProps) {
  const { t } = useTranslation('player');
  const loading = status === 'loading';
  const playing = status === 'playing';
  const playLabel = loading ? t('controls.loading') : playing ? t('controls.pause') : t('controls.play');

  return (
    <div
      role="group"
      aria-label={t('controls.label')}
      className="flex items-center justify-center gap-2 sm:gap-4"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.previous')}
        disabled={!hasPrevious}
        onClick={previousChapter}
      >
        <SkipBack aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.skipBack')}
        onClick={() => skipBy(-SKIP_SECONDS)}
      >
        <RotateCcw aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        aria-label={playLabel}
        aria-busy={loading}
        // Also while loading: a tap then cancels the start (an auto-advance the child did not want).
        onClick={togglePlayback}
        className="size-20 aria-busy:cursor-progress [&_svg]:size-9"
      >
        {loading ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : playing ? (
          <Pause aria-hidden="true" fill="currentColor" />
        ) : (
          <Play aria-hidden="true" fill="currentColor" className="translate-x-0.5" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.skipForward')}
        onClick={() => skipBy(SKIP_SECONDS)}
      >
        <RotateCw aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.next')}
        disabled={!hasNext}
        onClick={nextChapter}
      >
        <SkipForward aria-hidden="true" />
      </Button>
    </div>
  );
}
