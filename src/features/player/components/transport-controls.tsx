import type { ReactNode } from 'react';
import { LoaderCircle, Pause, Play, RotateCcw, RotateCw, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SKIP_SECONDS } from '@/contract/constants';
import { Button } from '@/ui/button';
import { cx } from '@/ui/class-names';
import { nextChapter, previousChapter, skipBy } from '../player-controls';
import { togglePlayback } from '../player-store';
import type { PlaybackStatus } from '../player-types';
import { HoldButton } from './hold-button';
import { useBriefHint } from './use-hold';

interface TransportControlsProps {
  status: PlaybackStatus;
  hasPrevious: boolean;
  hasNext: boolean;
  /**
   * The child's night player (ADR 033): previous, play/pause and next big on one row; ±30 s below,
   * acting only when held.
   */
  childMode?: boolean;
}

/** Previous, back 30 s, play/pause, forward 30 s, next (S§2); the ends disable previous and next. */
export function TransportControls({
  status,
  hasPrevious,
  hasNext,
  childMode = false,
}: TransportControlsProps) {
  const { t } = useTranslation('player');
  const [hint, setHint] = useBriefHint<'holdToSkip'>();
  const chapterButton = childMode ? 'size-18 [&_svg]:size-9' : undefined;
  const step = (label: string, enabled: boolean, onClick: () => void, icon: ReactNode) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      disabled={!enabled}
      onClick={onClick}
      className={chapterButton}
    >
      {icon}
    </Button>
  );
  const previous = step(
    t('controls.previous'),
    hasPrevious,
    previousChapter,
    <SkipBack aria-hidden="true" />,
  );
  const next = step(t('controls.next'), hasNext, nextChapter, <SkipForward aria-hidden="true" />);
  const play = <PlayButton status={status} large={childMode} />;

  if (!childMode) {
    return (
      <div
        role="group"
        aria-label={t('controls.label')}
        className="flex items-center justify-center gap-2 sm:gap-4"
      >
        {previous}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('controls.skipBack')}
          onClick={() => skipBy(-SKIP_SECONDS)}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
        {play}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('controls.skipForward')}
          onClick={() => skipBy(SKIP_SECONDS)}
        >
          <RotateCw aria-hidden="true" />
        </Button>
        {next}
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('controls.label')} className="flex w-full flex-col items-center gap-2">
      <div className="flex items-center justify-center gap-6 sm:gap-10">
        {previous}
        {play}
        {next}
      </div>
      <div className="flex w-full items-center justify-between gap-2 px-2">
        <HoldButton
          label={t('controls.skipBack')}
          onHold={() => skipBy(-SKIP_SECONDS)}
          onTapped={() => setHint('holdToSkip')}
        >
          <RotateCcw aria-hidden="true" />
        </HoldButton>
        <p aria-live="polite" className="min-h-6 text-center text-ink">
          {hint && t(`controls.${hint}`)}
        </p>
        <HoldButton
          label={t('controls.skipForward')}
          onHold={() => skipBy(SKIP_SECONDS)}
          onTapped={() => setHint('holdToSkip')}
        >
          <RotateCw aria-hidden="true" />
        </HoldButton>
      </div>
    </div>
  );
}

function PlayButton({ status, large }: { status: PlaybackStatus; large: boolean }) {
  const { t } = useTranslation('player');
  const loading = status === 'loading';
  const playing = status === 'playing';
  const playLabel = loading ? t('controls.loading') : playing ? t('controls.pause') : t('controls.play');
  return (
    <Button
      size="icon"
      aria-label={playLabel}
      aria-busy={loading}
      // Also while loading: a tap then cancels the start (an auto-advance the child did not want).
      onClick={togglePlayback}
      className={cx(
        'aria-busy:cursor-progress',
        large ? 'size-24 [&_svg]:size-11' : 'size-20 [&_svg]:size-9',
      )}
    >
      {loading ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : playing ? (
        <Pause aria-hidden="true" fill="currentColor" />
      ) : (
        <Play aria-hidden="true" fill="currentColor" className="translate-x-0.5" />
      )}
    </Button>
  );
}
