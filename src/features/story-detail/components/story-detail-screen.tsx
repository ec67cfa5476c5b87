import { DEFAULT_AUTOPLAY_NEXT } from '@/contract/constants';
import { useEffect, useState } from 'react';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { playableChapters } from '@/contract/audio-status';
import type { Chapter, Story } from '@/contract/story';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page-header';
import { ProfileSwitcher } from '@/ui/profile-switcher';
import { notify } from '@/ui/toast';
import { useStoryActions } from '@/features/stories/hooks/use-story-actions';
import { useAudioRegeneration } from '../hooks/use-audio-regeneration';
import { useDeleteStory } from '../hooks/use-delete-story';
import { isStoryNotFound, useStory } from '../hooks/use-story';
import { useStoryProgress } from '../hooks/use-story-progress';
import { ShareDialog } from '../share/share-dialog';
import type { GrownUpAction, GrownUpGate, ListenerProfiles, StoryFavourites } from '../story-detail-api';
import { detailStatus } from '../story-format';
import {
  chapterPercent,
  chapterToPlay,
  groupByChild,
  hasListened,
  isChapterCompleted,
  listenCount,
  storyProgressPercent,
} from '@/features/stories/story-progress';
import { useOnStoryPlayerChange, useStoryPlayback } from '../use-story-playback';
import { ChapterDownload } from '@/features/downloads/components/chapter-download';
import { StoryDownloadButton, StoryDownloadPanel } from '@/features/downloads/components/story-download';
import { RemoveDownloadDialog } from '@/features/downloads/components/remove-download-dialog';
import { useStoryDownload } from '@/features/downloads/use-downloads';
import { useOnline } from '@/lib/use-online';
import { ChapterPreview } from '../rewrite/chapter-preview';
import { useChapterRewrite } from '../rewrite/use-chapter-rewrite';
import { useKeptChaptersFresh } from '../rewrite/use-kept-chapters-fresh';
import { ChapterList, type ChapterAvailability } from './chapter-list';
import { GenerationStatusCard } from './generation-status-card';
import { ListenActions } from './listen-actions';
import { NEEDS_NETWORK_ID, StoryAbout } from './story-about';
import { StoryHero } from './story-hero';
import { StoryNotFound } from './story-not-found';
import { StorySeries } from './story-series';
import { StorySkeleton } from './story-skeleton';

const byOrder = (a: Chapter, b: Chapter) => a.order - b.order;

/** The grown-up actions that ask once more in a dialog; the others run at once. */
type AtOnceAction = 'retry' | 'restore' | 'sequel';
type DialogAction = Exclude<GrownUpAction, AtOnceAction>;
const isDialogAction = (action: GrownUpAction): action is DialogAction =>
  action !== 'retry' && action !== 'restore' && action !== 'sequel';

interface StoryDetailScreenProps {
  storyId: string;
  userId: string;
  listener: ListenerProfiles;
  grownUp: GrownUpGate;
  favourites: StoryFavourites | null;
}

function LoadedStory({
  story,
  userId,
  listener,
  grownUp,
  favourites,
}: Omit<StoryDetailScreenProps, 'storyId'> & { story: Story }) {
  const { t } = useTranslation(['story', 'common']);
  const progress = useStoryProgress(userId, story.id);
  const { profiles = [], activeProfile, selectProfile } = listener;
  const regeneration = useAudioRegeneration(story.id, story.status === 'published');
  const deletion = useDeleteStory(story.id);
  const actions = useStoryActions();
  const [confirming, setConfirming] = useState<DialogAction | null>(() =>
    grownUp.isParent && grownUp.pending !== null && isDialogAction(grownUp.pending) ? grownUp.pending : null,
  );

  const byChild = groupByChild(progress.data ?? []);
  const recordsOf = (childId: string | undefined) => (childId ? (byChild.get(childId) ?? []) : []);
  const records = recordsOf(activeProfile?.id);
  const chapters = [...(story.chapters ?? [])].sort(byOrder);
  const playable = playableChapters(chapters);
  const finishedAll =
    playable.length > 0 && playable.every((chapter) => isChapterCompleted(chapter, records));
  const status = detailStatus(story);
  const { refetch: refetchProgress } = progress;
  useOnStoryPlayerChange(story.id, () => void refetchProgress());
  const playback = useStoryPlayback(story, {
    userId,
    childId: activeProfile?.id ?? null,
    // S§9: autoplay next is on unless the child's preference turns it off.
    autoplayNext: activeProfile?.preferences.autoplayNext ?? DEFAULT_AUTOPLAY_NEXT,
  });
  const regenerateDisabled = status === 'GENERATING' || regeneration.running;
  const kept = useStoryDownload(story.id);
  const online = useOnline();
  // A grown-up reads each chapter and may have one rewritten (ADR 035); a device that kept the story
  // fetches a changed chapter again.
  const rewriting = useChapterRewrite(story, grownUp.isParent && story.status === 'published');
  useKeptChaptersFresh(story, kept.state, online);
  const availabilityOf = (chapter: Chapter): ChapterAvailability => {
    const state = kept.chapters[chapter.id]?.state;
    if (state === 'downloaded') return 'kept';
    // Offline, a chapter the device lost cannot play either: it says so, with no play button to fail.
    if (!online) return 'unavailable';
    return state === 'needs-download' ? 'needs-download' : null;
  };
  // Offline, the play button starts only what the device holds: a story not downloaded cannot start.
  const listenable = online
    ? playable
    : playable.filter((chapter) => kept.chapters[chapter.id]?.state === 'downloaded');
  const next = chapterToPlay(listenable, records) ?? null;

  // Try again resumes the failed or cancelled generation (ADR 019); Restore brings an archived story
  // back to the library; Another adventure makes the series' next story. None asks twice: the gate
  // already asked who is there.
  const runAtOnce = (action: AtOnceAction) => actions[action](story.id);
  const perform = (action: GrownUpAction) => {
    if (isDialogAction(action)) setConfirming(action);
    else runAtOnce(action);
  };
  // Grown-up actions: in child mode, the parent gate first, then back here to finish what was asked.
  const grownUpAction = (action: GrownUpAction) => {
    if (grownUp.isParent) perform(action);
    else grownUp.ask(action);
  };
  // Back from the gate with an action to finish: its dialog opens (above) or it runs, once.
  const { pending, isParent, clearPending } = grownUp;
  useEffect(() => {
    if (pending === null || !isParent) return;
    clearPending();
    if (!isDialogAction(pending)) runAtOnce(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the way back from the gate
  }, [pending, isParent, clearPending]);

  return (
    <>
      <PageHeader
        title={t('common:pages.storyDetail')}
        backTo="/library"
        actions={
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('header.share')}
            disabled={status === 'GENERATING' || !online}
            aria-describedby={online ? undefined : NEEDS_NETWORK_ID}
            onClick={() => grownUpAction('share')}
          >
            <Share2 aria-hidden="true" />
          </Button>
        }
      />
      <div className="flex flex-col gap-6 pb-6">
        <StoryHero
          story={story}
          progressPercent={storyProgressPercent(chapters, records)}
          listens={listenCount(records)}
        />
        {/* S§2 'Listening as:', with each child's progress through this story. */}
        <ProfileSwitcher
          label={t('listener.label')}
          profiles={profiles}
          activeId={activeProfile?.id ?? null}
          detailOf={(childId) =>
            t('hero.percent', { percent: storyProgressPercent(chapters, recordsOf(childId)) })
          }
          onSelect={selectProfile}
        />
        <ListenActions
          favourite={
            favourites && {
              on: favourites.isFavourite(story.id),
              toggle: () => favourites.set(story, !favourites.isFavourite(story.id)),
            }
          }
          next={next}
          resume={hasListened(records) && !finishedAll}
          onPlay={playback.play}
          current={playback.currentChapter}
          onResume={playback.resumeCurrent}
          download={<StoryDownloadButton story={story} online={online} />}
        />
        <StoryDownloadPanel story={story} online={online} onRemove={() => grownUpAction('remove-download')} />
        <GenerationStatusCard
          status={status}
          failureReason={story.failureReason}
          onRetry={() => grownUpAction('retry')}
          retryDisabled={actions.busyId === story.id}
          onRestore={() => grownUpAction('restore')}
          online={online}
        />
        <ChapterList
          chapters={chapters}
          percentOf={(chapter) => chapterPercent(chapter, records)}
          currentId={playback.currentChapter?.id ?? null}
          onPlay={playback.play}
          availabilityOf={availabilityOf}
          downloadOf={(chapter) => <ChapterDownload story={story} chapter={chapter} online={online} />}
          detailOf={
            grownUp.isParent && story.status === 'published'
              ? (chapter) => <ChapterPreview chapter={chapter} rewriting={rewriting} online={online} />
              : undefined
          }
        />
        <StorySeries
          story={story}
          online={online}
          busy={actions.busyId === story.id}
          onSequel={() => grownUpAction('sequel')}
        />
        <StoryAbout
          story={story}
          regeneration={{ ...regeneration, disabled: regenerateDisabled }}
          onRegenerate={() => grownUpAction('regenerate')}
          onDelete={() => grownUpAction('delete')}
        />
      </div>
      {confirming === 'share' && <ShareDialog story={story} onClose={() => setConfirming(null)} />}
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t('delete.title')}
        description={t('delete.body', { title: story.title })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => deletion.mutate()}
        destructive
      />
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => setConfirming(open ? 'regenerate' : null)}
        title={t('regenerate.title')}
        description={t('regenerate.body')}
        confirmLabel={t('regenerate.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={regeneration.start}
      />
      <RemoveDownloadDialog
        story={confirming === 'remove-download' ? story : null}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** /story/{storyId} (S§2 "Story detail"). */
export function StoryDetailScreen({
  storyId,
  userId,
  listener,
  grownUp,
  favourites,
}: StoryDetailScreenProps) {
  const { t } = useTranslation(['story', 'common', 'errors']);
  const navigate = useNavigate();
  const { data: story, error } = useStory(storyId);
  const failed = !story && error !== null && !isStoryNotFound(error);

  // S§8 story load: 'Error' / 'Failed to load story. Please try again.', then back to the library.
  useEffect(() => {
    if (!failed) return;
    notify.error(t('load.errorTitle'), { description: t('load.errorBody') });
    void navigate('/library', { replace: true });
  }, [failed, navigate, t]);

  if (story?.status === 'generating') {
    return <Navigate to={`/story-generating/${encodeURIComponent(story.id)}`} replace />;
  }
  if (story) {
    return (
      <LoadedStory
        story={story}
        userId={userId}
        listener={listener}
        grownUp={grownUp}
        favourites={favourites}
      />
    );
  }
  return (
    <>
      <PageHeader title={t('common:pages.storyDetail')} backTo="/library" />
      {error && isStoryNotFound(error) ? <StoryNotFound /> : <StorySkeleton />}
    </>
  );
}
