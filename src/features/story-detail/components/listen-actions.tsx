import { useId, type ReactNode } from 'react';
import { Heart, Play, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SLEEP_TIMER_MINUTES } from '@/contract/constants';
import { Button } from '@/ui/button';
import { notify } from '@/ui/toast';
import { useSleepTimerToggle } from '../use-story-playback';

/** The Favorite action for the active kid; null when there is no kid profile to keep it for. */
export interface FavouriteAction {
  on: boolean;
  toggle: () => void;
}

interface ListenActionsProps {
  favourite: FavouriteAction | null;
  /** The chapter the play button starts, with its title; null when no chapter can be played yet. */
  next: { id: string; title: string } | null;
  /**
   * Whether the listener has started the story and not finished it ('Continue from …' rather than
   * 'Start Story').
   */
  resume: boolean;
  onPlay: (chapterId: string) => void;
  /** The chapter of this story the player holds: the play button goes on with it (`onResume`). */
  current: { id: string; title: string } | null;
  onResume: () => void;
  /** S§2's Download: the story page passes the download's own button (offline listening). */
  download?: ReactNode;
}

/** S§2: the play button (start or resume), then Favorite, Timer and Download. */
export function ListenActions({
  favourite,
  next,
  resume,
  onPlay,
  current,
  onResume,
  download,
}: ListenActionsProps) {
  const { t } = useTranslation('story');
  const noKidNote = useId();
  const sleepTimer = useSleepTimerToggle();
  const toggleSleepTimer = () => {
    if (sleepTimer.toggle()) {
      notify.info(t('actions.timerOn', { count: SLEEP_TIMER_MINUTES.default }), {
        description: t('actions.timerOnDescription'),
      });
    } else {
      notify.info(t('actions.timerOff'));
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {current ? (
        <Button size="lg" onClick={onResume}>
          <Play aria-hidden="true" />
          {t('play.continueFrom', { chapter: current.title })}
        </Button>
      ) : (
        <Button size="lg" disabled={!next} onClick={() => next && onPlay(next.id)}>
          <Play aria-hidden="true" />
          {next && resume ? t('play.continueFrom', { chapter: next.title }) : t('play.start')}
        </Button>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 [&>:nth-child(3)]:col-span-2 sm:[&>:nth-child(3)]:col-span-1">
        <Button
          variant="secondary"
          aria-pressed={favourite?.on ?? false}
          aria-describedby={favourite ? undefined : noKidNote}
          disabled={!favourite}
          onClick={favourite?.toggle}
        >
          <Heart aria-hidden="true" className={favourite?.on ? 'fill-accent text-accent' : undefined} />
          {t('actions.favorite')}
        </Button>
        <Button variant="secondary" aria-pressed={sleepTimer.on} onClick={toggleSleepTimer}>
          <Timer aria-hidden="true" />
          {t('actions.timer')}
        </Button>
        {download}
      </div>
      {!favourite && (
        <p id={noKidNote} className="text-sm text-ink-muted">
          {t('favourite.needsKid')}
        </p>
      )}
    </div>
  );
}
