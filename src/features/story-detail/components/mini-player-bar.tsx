import { Maximize2, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

interface MiniPlayerBarProps {
  chapterTitle: string;
  isPlaying: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** S§2 mini-player bar: shown while a chapter of this story is in the player. */
export function MiniPlayerBar({ chapterTitle, isPlaying, onToggle, onOpen }: MiniPlayerBarProps) {
  const { t } = useTranslation('story');
  return (
    <section
      aria-label={t('miniPlayer.label')}
      className="sticky bottom-24 z-10 flex items-center gap-3 rounded-card border border-line-strong bg-raised p-3 shadow-xl"
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-muted">{t('miniPlayer.nowPlaying')}</p>
        <p className="truncate font-semibold">{chapterTitle}</p>
      </div>
      <Button
        size="icon"
        aria-label={isPlaying ? t('miniPlayer.pause') : t('miniPlayer.play')}
        onClick={onToggle}
      >
        {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <Button variant="secondary" size="icon" aria-label={t('miniPlayer.open')} onClick={onOpen}>
        <Maximize2 aria-hidden="true" />
      </Button>
    </section>
  );
}
