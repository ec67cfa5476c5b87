import { RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { Button, buttonClasses } from '@/ui/button';
import { StoryDescriptionCard } from './story-description-card';

interface StoryAboutProps {
  story: Story;
  regeneration: { running: boolean; progress: number; disabled: boolean };
  onRegenerate: () => void;
  onDelete: () => void;
}

/** The reason the server's actions are disabled offline; the header's Share points to it too. */
export const NEEDS_NETWORK_ID = 'story-needs-network';

/** S§2 'About This Story', then the actions: Create Similar, Regenerate Audio (S§4), Delete Story. */
export function StoryAbout({ story, regeneration, onRegenerate, onDelete }: StoryAboutProps) {
  const { t } = useTranslation('story');
  // Offline these need the server: shown, disabled, with the reason (issue 12).
  const online = useOnline();
  const reason = online ? undefined : NEEDS_NETWORK_ID;
  return (
    <>
      <StoryDescriptionCard description={story.description ?? ''} />
      <section aria-label={t('manage.label')} className="flex flex-col gap-3">
        {online ? (
          <Link
            to="/create-story"
            state={{ theme: story.theme, ageGroup: story.ageGroup }}
            className={buttonClasses('secondary')}
          >
            <Sparkles aria-hidden="true" />
            {t('manage.createSimilar')}
          </Link>
        ) : (
          <Button variant="secondary" disabled aria-describedby={reason}>
            <Sparkles aria-hidden="true" />
            {t('manage.createSimilar')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={regeneration.disabled || !online}
          aria-describedby={reason}
          onClick={onRegenerate}
        >
          <RefreshCw aria-hidden="true" className={regeneration.running ? 'animate-spin' : undefined} />
          {regeneration.running ? t('regenerate.running') : t('manage.regenerate')}
        </Button>
        {regeneration.running && (
          <div>
            <div className="flex justify-between text-sm text-ink-muted">
              <span id="regeneration-label">{t('regenerate.progressLabel')}</span>
              <span>{t('hero.percent', { percent: regeneration.progress })}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="regeneration-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={regeneration.progress}
              className="mt-1 h-2 overflow-hidden rounded-full bg-raised"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${regeneration.progress}%` }}
              />
            </div>
          </div>
        )}
        <Button variant="destructive" disabled={!online} aria-describedby={reason} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {t('manage.delete')}
        </Button>
        {!online && (
          <p id={NEEDS_NETWORK_ID} className="text-sm text-ink-muted">
            {t('manage.needsNetwork')}
          </p>
        )}
      </section>
    </>
  );
}
