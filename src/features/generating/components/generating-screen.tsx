import { useState } from 'react';
import { Headphones, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/dialog';
import { startPlayback } from '@/features/player/player-store';
import { PageHeader } from '@/ui/page-header';
import { earlyChapters, generationProgress, queueLine } from '../generation-view';
import { useGeneration } from '../hooks/use-generation';
import { GenerationSteps } from './generation-steps';
import { ProgressBar } from './progress-bar';
import { QueueLine } from './queue-line';

/** Who listens when the parent starts listening early (the active kid profile saves the progress). */
export interface EarlyListener {
  userId: string;
  childId: string | null;
  autoplayNext: boolean;
}

interface GeneratingScreenProps {
  storyId: string;
  /** Null while the kid profiles load: the player then starts once it knows them. */
  listener?: EarlyListener | null;
  /** The story is ready (published). */
  onReady?: (story: Story) => void;
}

/** /generating/{storyId} (S§2): progress, steps, listening early, and Cancel Generation. */
export function GeneratingScreen({ storyId, listener = null, onReady }: GeneratingScreenProps) {
  const { t } = useTranslation(['create', 'common']);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { story, audio, ready, cancel, cancelling } = useGeneration(storyId, onReady);
  const progress = generationProgress({ audio, story, ready });
  const waiting = queueLine(audio, ready);
  const placeholderTitle = placeholderTitleOf(useLocation().state);
  // S§2: the story's title, or 'Creating Your Story' while there is none (or only the placeholder that
  // the writer is about to replace).
  const title = story && story.title !== placeholderTitle ? story.title : t('generating.defaultTitle');
  // Beyond the spec: the first chapter can be heard while the others are still being narrated.
  const playable = earlyChapters(audio, story?.chapters, (order) =>
    t('generating.chapterFallback', { order }),
  );
  const chapters = playable[0]?.order === 1 ? playable : [];

  const startListening = () => {
    const first = chapters[0];
    if (!first) return;
    const chapterCount = story?.chapterCount ?? chapters.length;
    const coverUrl = story?.coverImageUrl ?? null;
    // Started on the tap itself, so the browser lets it play; the player screen shows it.
    if (listener) {
      startPlayback(
        { storyId, storyTitle: title, coverUrl, chapters, chapterCount, ...listener },
        first.id,
      ).catch(() => {});
    }
    void navigate('/player', {
      state: { storyId, storyTitle: title, chapters, chapterId: first.id, chapterCount, coverUrl },
    });
  };

  return (
    <>
      <PageHeader title={title} backTo="/library" />
      <div className="mt-2 flex flex-col gap-6">
        <Card className="flex flex-col gap-4 text-center">
          {/* Drawn, not an emoji: a device without an emoji font would show an empty box. */}
          <Sparkles aria-hidden="true" className="mx-auto size-12 text-accent" />
          <p className="text-lg text-ink-muted">
            {story ? t('generating.subtitle', { count: story.chapterCount }) : t('generating.usualTime')}
          </p>
          <ProgressBar label={t('generating.progressLabel')} percent={progress.percent} />
          <div aria-live="polite" className="flex flex-col gap-1">
            {waiting && <QueueLine line={waiting} />}
            {/* A story waiting its turn says so, rather than that the narrator is getting ready. */}
            <p className="font-semibold text-ink">
              {t(`generating.audioStatus.${waiting ? 'queued' : progress.audioStatus}`)}
            </p>
            <p className="text-ink-muted">
              {t('generating.chaptersReady', {
                ready: progress.chaptersReady,
                total: progress.chaptersTotal,
              })}
            </p>
          </div>
        </Card>

        {chapters.length > 0 && !ready && (
          <Card className="flex flex-col items-center gap-3 text-center">
            <p className="text-ink">{t('generating.startListeningHint')}</p>
            <Button size="lg" onClick={startListening}>
              <Headphones aria-hidden="true" />
              {t('generating.startListening')}
            </Button>
          </Card>
        )}

        <GenerationSteps steps={progress.steps} />

        {!ready && (
          <Button variant="secondary" size="lg" disabled={cancelling} onClick={() => setConfirming(true)}>
            {t('generating.cancel')}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('generating.cancelDialog.title')}
          description={t('generating.cancelDialog.body')}
          cancelLabel={t('generating.cancelDialog.keep')}
          confirmLabel={t('generating.cancelDialog.confirm')}
          onConfirm={() => void cancel()}
          destructive
        />
      </div>
    </>
  );
}

/** The placeholder title the create screen sent for the writer to replace (navigation state). */
function placeholderTitleOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('placeholderTitle' in state)) return undefined;
  return typeof state.placeholderTitle === 'string' ? state.placeholderTitle : undefined;
}
