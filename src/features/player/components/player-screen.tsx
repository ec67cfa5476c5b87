import { useEffect, useState, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { refreshChapters, retryChapter } from '../player-controls';
import type { PlaybackStatus, PlayerSession } from '../player-types';
import { awaitsChapters, chapterPlace } from '../ready-chapters';
import { CoverArt } from './cover-art';
import { ListeningSettings } from './listening-settings';
import { PlayerTabs, type PlayerTab } from './player-tabs';
import { SeekSlider } from './seek-slider';
import { TransportControls } from './transport-controls';
import { useNightScreen } from './use-night-screen';

/** Ours: how often an open player asks for chapters narrated since the story started playing. */
const CHAPTER_REFRESH_MS = 10_000;

export interface PlayerView {
  session: PlayerSession;
  chapterId: string;
  status: PlaybackStatus;
  position: number;
  duration: number;
  errorMessage: string | null;
}

/** What the route composes into the player's Info and Chapters tabs (from other features). */
export interface PlayerPanels {
  info: ReactNode;
  chapters: ReactNode;
}

/**
 * The player (S§2): cover, chapter, progress, controls, the Info / Read / Chapters tabs (issue 15),
 * and the listening settings. In child mode, the night player (ADR 033): warm and dim, big controls,
 * and a scrubber and ±30 s that act only when held.
 */
export function PlayerScreen({
  view,
  panels,
  childMode = false,
}: {
  view: PlayerView;
  panels: PlayerPanels;
  /** The child's night player (ADR 033); parent mode keeps the usual one. */
  childMode?: boolean;
}) {
  const { t } = useTranslation('player');
  const { session, chapterId, status, position, duration, errorMessage } = view;
  const index = session.chapters.findIndex((chapter) => chapter.id === chapterId);
  const chapter = session.chapters[index];
  const title = session.storyTitle.trim() || t('untitledStory');
  // S§2 'chapter title and order': the chapter's own number, out of the story's (not the ready ones').
  const place = chapterPlace(session, chapterId);

  const [tab, setTab] = useState<PlayerTab>('read');
  useNightScreen(childMode);
  // Reading on a phone or a portrait tablet: the cover steps aside (a thumbnail beside the title), so
  // that the text is on screen with the controls.
  const reading = tab === 'read';

  // A story still being narrated: the chapters that become ready join the player (next is enabled).
  const waiting = awaitsChapters(session);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(refreshChapters, CHAPTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  return (
    <>
      <PageHeader title={title} backTo={`/story/${encodeURIComponent(session.storyId)}`} />
      {/* A landscape tablet has room for two columns: the text to read beside the cover and controls. */}
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 pb-4 lg:grid lg:max-w-none lg:grid-cols-[minmax(0,19.5rem)_minmax(0,1fr)] lg:items-start lg:gap-x-10">
        <div className="flex w-full flex-col items-center gap-6">
          <div
            className={
              reading
                ? 'flex w-full items-center gap-4 lg:flex-col lg:gap-6'
                : 'flex w-full flex-col items-center gap-6'
            }
          >
            <CoverArt title={title} coverUrl={session.coverUrl} compact={reading} dim={childMode} />
            <div className={reading ? 'min-w-0 lg:text-center' : 'text-center'}>
              <h2 className="text-2xl font-bold">{chapter?.title}</h2>
              <p className="mt-1 text-ink-muted">{t('chapterOf', place)}</p>
            </div>
          </div>
          {status === 'error' && (
            <Card role="alert" className="flex w-full flex-col items-center gap-3 text-center">
              <p className="text-lg font-semibold">{t('error.title')}</p>
              {errorMessage && <p className="text-danger-text">{errorMessage}</p>}
              <Button variant="secondary" onClick={retryChapter}>
                <RotateCcw aria-hidden="true" />
                {t('error.retry')}
              </Button>
            </Card>
          )}
          <SeekSlider position={position} duration={duration} guarded={childMode} />
          <TransportControls
            status={status}
            hasPrevious={index > 0}
            hasNext={index >= 0 && index < session.chapters.length - 1}
            childMode={childMode}
          />
        </div>
        <div className="w-full lg:sticky lg:top-4 lg:row-span-2">
          <PlayerTabs
            tab={tab}
            onTabChange={setTab}
            storyId={session.storyId}
            chapterId={chapterId}
            {...panels}
          />
        </div>
        <div className="w-full lg:col-start-1">
          <ListeningSettings large={childMode} />
        </div>
      </div>
    </>
  );
}
