import { useId, useState } from 'react';
import { ChevronDown, Feather, Leaf, RefreshCw, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RewriteInstruction } from '@/contract/chapter-rewrite';
import type { Chapter } from '@/contract/story';
import { Button } from '@/ui/button';
import { Menu, type MenuItem } from '@/ui/menu';
import type { ChapterRewriting } from './use-chapter-rewrite';

interface ChapterPreviewProps {
  chapter: Chapter;
  rewriting: ChapterRewriting;
  /** Offline the menu is disabled; the page says once, under its actions, that they need the network. */
  online: boolean;
}

const ICONS: Record<RewriteInstruction, typeof Leaf> = { gentler: Leaf, shorter: Scissors, again: RefreshCw };
const INSTRUCTIONS: readonly RewriteInstruction[] = ['gentler', 'shorter', 'again'];

/** "Rewriting… 30 %", with a bar, while this chapter is written and narrated again. */
function RewriteProgress({ title, progress }: { title: string; progress: number }) {
  const { t } = useTranslation('story');
  const labelId = useId();
  return (
    <div role="status" className="flex flex-col gap-1 rounded-2xl bg-raised px-4 py-3">
      <div className="flex justify-between gap-3 font-semibold">
        <span id={labelId}>{t('rewrite.rewriting')}</span>
        <span>{t('hero.percent', { percent: progress })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuetext={t('rewrite.progressLabel', { title, percent: progress })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-ink-muted">{t('rewrite.stillPlays')}</p>
    </div>
  );
}

/**
 * A grown-up's look at one chapter (issue 15): its text, folded away until asked for, and "Rewrite" —
 * gentler, shorter, or another version. While it is rewritten the chapter says so and plays as it was.
 */
export function ChapterPreview({ chapter, rewriting, online }: ChapterPreviewProps) {
  const { t } = useTranslation('story');
  const [open, setOpen] = useState(false);
  const textId = useId();
  const { active, failed } = rewriting;
  const mine = active?.chapterId === chapter.id;
  const other = active !== null && !mine;
  const items: MenuItem[] = INSTRUCTIONS.map((instruction) => {
    const Icon = ICONS[instruction];
    return {
      label: t(`rewrite.${instruction}`),
      detail: t(`rewrite.${instruction}Detail`),
      icon: <Icon aria-hidden="true" />,
      onSelect: () => rewriting.start(chapter.id, instruction),
    };
  });
  return (
    <div className="flex basis-full flex-col gap-3 border-t border-line pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={textId}
          aria-label={t(open ? 'rewrite.hideText' : 'rewrite.showText', { title: chapter.title })}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
          {t(open ? 'rewrite.hide' : 'rewrite.show')}
        </Button>
        <Menu
          label={t('rewrite.menu', { title: chapter.title })}
          trigger={
            <>
              <Feather aria-hidden="true" />
              {t('rewrite.open')}
            </>
          }
          disabled={!online || active !== null || rewriting.starting || chapter.status !== 'ready'}
          items={items}
        />
        {other && <span className="text-sm text-ink-muted">{t('rewrite.otherChapter')}</span>}
      </div>
      {mine && <RewriteProgress title={chapter.title} progress={active.progress} />}
      {failed?.chapterId === chapter.id && !active && (
        <p role="alert" className="rounded-2xl border border-line-strong px-4 py-3">
          {failed.failure === 'unsafe' ? t('rewrite.failedUnsafe') : t('rewrite.failedOther')}
        </p>
      )}
      <div id={textId} hidden={!open} className="flex flex-col gap-3 font-story text-lg leading-relaxed">
        {chapter.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
