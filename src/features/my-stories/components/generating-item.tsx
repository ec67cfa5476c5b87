import { useTranslation } from 'react-i18next';
import type { Story } from '@/contract/story';
import { Meter } from '@/ui/meter';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { StoryItem } from './story-item';

/** A story being generated: how far it is, live; it opens the generating screen. */
export function GeneratingItem({ story }: { story: Story }) {
  const { t } = useTranslation('myStories');
  const audio = useGenerationProgress(story.id);
  const ready = audio?.chaptersReady ?? story.audioTotals.ready;
  const total = audio?.totalChapters ?? story.audioTotals.total;
  const percent = audio?.progress ?? story.audioProgress;
  return (
    <StoryItem story={story} to={`/generating/${encodeURIComponent(story.id)}`}>
      <div aria-live="polite" className="mt-1 flex flex-col gap-1.5">
        <p className="text-sm font-semibold text-ink">
          {ready === 0 ? t('item.starting') : t('item.chaptersReady', { ready, total })}
          <span className="ml-2 font-normal text-ink-muted">{percent}%</span>
        </p>
        <Meter label={t('item.progressLabel', { title: story.title })} percent={percent} />
      </div>
    </StoryItem>
  );
}
