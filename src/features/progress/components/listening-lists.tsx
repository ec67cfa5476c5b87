import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StoryCard } from '@/features/stories/components/story-card';
import { formatChapterDuration } from '@/features/stories/story-format';
import { Meter } from '@/ui/meter';
import type { StoryListeningEntry } from '../child-activity';

/** S§2 'Continue Listening': each story started, where the child is (m:ss of m:ss) and a bar. */
export function ContinueListening({ entries }: { entries: readonly StoryListeningEntry[] }) {
  const { t } = useTranslation('progress');
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="continue-listening" className="flex flex-col gap-3">
      <h2 id="continue-listening" className="text-xl font-bold">
        {t('continue.heading')}
      </h2>
      <ul aria-labelledby="continue-listening" className="grid gap-3 sm:grid-cols-2">
        {entries.map(({ story, resume }) => {
          const position = resume ? formatChapterDuration(resume.position) : '';
          const duration = resume ? formatChapterDuration(resume.duration) : '';
          return (
            <li key={story.id}>
              <StoryCard story={story}>
                {resume && (
                  <div className="mt-auto flex flex-col gap-1.5">
                    <p className="text-sm break-words text-ink-muted">
                      {t('continue.chapter', { order: resume.chapter.order, title: resume.chapter.title })}
                    </p>
                    <p className="text-sm font-semibold text-ink">
                      {t('continue.time', { position, duration })}
                    </p>
                    <Meter
                      label={t('continue.progressLabel', { title: story.title })}
                      percent={(resume.position / resume.duration) * 100}
                      valueText={t('continue.timeText', { position, duration })}
                    />
                  </div>
                )}
              </StoryCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** S§2 'Completed Stories': a Done badge and the minutes listened. */
export function CompletedStories({ entries }: { entries: readonly StoryListeningEntry[] }) {
  const { t } = useTranslation('progress');
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="completed-stories" className="flex flex-col gap-3">
      <h2 id="completed-stories" className="text-xl font-bold">
        {t('completed.heading')}
      </h2>
      <ul aria-labelledby="completed-stories" className="grid gap-3 sm:grid-cols-2">
        {entries.map(({ story, seconds }) => (
          <li key={story.id}>
            <StoryCard story={story}>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <span className="inline-flex items-center gap-1 rounded-full border border-emerald-400 bg-emerald-950 px-3 py-1 text-sm font-semibold text-emerald-200">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  {t('completed.done')}
                </span>
                <span className="text-sm text-ink-muted">
                  {t('completed.minutes', { count: Math.floor(seconds / 60) })}
                </span>
              </div>
            </StoryCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
