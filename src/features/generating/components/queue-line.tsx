import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QueueLine as Line } from '../generation-view';

/** "2 stories ahead of yours · about 3 minutes": the story waits for its turn (ADR 042). */
export function QueueLine({ line }: { line: Line }) {
  const { t } = useTranslation('create');
  const place =
    line.ahead === 0 ? t('generating.queue.next') : t('generating.queue.ahead', { count: line.ahead });
  const wait =
    line.minutes === null
      ? null
      : line.minutes === 0
        ? t('generating.queue.underAMinute')
        : t('generating.queue.minutes', { count: line.minutes });
  return (
    <p className="text-center font-semibold text-ink">
      <Users aria-hidden="true" className="mr-2 inline-block size-5 align-[-0.25em] text-accent" />
      {place}
      {wait && (
        <>
          {' · '}
          {/* "about 8 minutes" never breaks across lines on a phone. */}
          <span className="whitespace-nowrap">{wait}</span>
        </>
      )}
    </p>
  );
}
