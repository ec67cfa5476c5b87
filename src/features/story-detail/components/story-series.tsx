import { ChevronLeft, ChevronRight, Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/class-names';
import { NEEDS_NETWORK_ID } from './story-about';

interface StorySeriesProps {
  story: Story;
  online: boolean;
  busy: boolean;
  /** "Another adventure with {hero} and {companion}": a grown-up's action (it makes a story). */
  onSequel: () => void;
}

const linkTo = (id: string) => `/story/${encodeURIComponent(id)}`;

/**
 * A story's series: which part it is, the stories just before and after it, and for a finished story
 * with no next one yet, "Another adventure with {hero} and {companion}".
 */
export function StorySeries({ story, online, busy, onSequel }: StorySeriesProps) {
  const { t } = useTranslation('story');
  const series = story.series;
  const canContinue = story.status === 'published' && !series?.next && story.cast;
  if (!series?.previous && !series?.next && !canContinue) return null;
  return (
    <Card role="region" aria-labelledby="story-series-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Library aria-hidden="true" className="h-5 w-5 text-ink-muted" />
        <h2 id="story-series-title" className="text-lg font-bold">
          {series && (series.previous || series.next)
            ? t('series.part', { part: series.part })
            : t('series.title')}
        </h2>
      </div>
      {series?.previous && (
        <Link
          to={linkTo(series.previous.id)}
          className={cx(buttonClasses('secondary'), 'justify-start rounded-2xl py-2 text-left')}
        >
          <ChevronLeft aria-hidden="true" />
          <span>
            <span className="block text-sm text-ink-muted">{t('series.previous')}</span>
            {series.previous.title}
          </span>
        </Link>
      )}
      {series?.next && (
        <Link
          to={linkTo(series.next.id)}
          className={cx(buttonClasses('secondary'), 'justify-start rounded-2xl py-2 text-left')}
        >
          <ChevronRight aria-hidden="true" />
          <span>
            <span className="block text-sm text-ink-muted">{t('series.next')}</span>
            {series.next.title}
          </span>
        </Link>
      )}
      {canContinue && story.cast && (
        <Button
          variant="primary"
          onClick={onSequel}
          disabled={!online || busy}
          aria-describedby={online ? undefined : NEEDS_NETWORK_ID}
        >
          {t('series.another', { hero: story.cast.hero, companion: story.cast.companion })}
        </Button>
      )}
    </Card>
  );
}
