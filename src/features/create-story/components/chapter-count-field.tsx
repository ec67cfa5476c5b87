import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAPTER_COUNT } from '@/contract/constants';
import { storyLength } from '../story-request';
import { RequiredMark } from './choice-grid';

interface ChapterCountFieldProps {
  value: number;
  onChange: (value: number) => void;
}

/** S§5: a slider from 3 to 12 chapters, step 1, with its Short/Medium/Long label. */
export function ChapterCountField({ value, onChange }: ChapterCountFieldProps) {
  const { t } = useTranslation('create');
  const id = useId();
  const lengthLabel = t(`length.${storyLength(value)}`);
  return (
    <div className="flex flex-col">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-base font-semibold text-ink">
          {t('form.chapters')}
          <RequiredMark label={t('form.required')} />
        </label>
        <span className="text-lg font-bold text-accent" aria-hidden="true">
          {value}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={CHAPTER_COUNT.min}
        max={CHAPTER_COUNT.max}
        step={1}
        value={value}
        aria-valuetext={`${t('form.chapterCount', { count: value })}, ${lengthLabel}`}
        aria-describedby={`${id}-length`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-2 h-12 w-full cursor-pointer accent-accent"
      />
      <p id={`${id}-length`} className="text-sm text-ink-muted">
        {lengthLabel}
      </p>
    </div>
  );
}
