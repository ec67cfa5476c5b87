import { useTranslation } from 'react-i18next';

/** Beside an action the server must do, offline: why it is disabled (issue 12). */
export function NeedsNetwork({ id }: { id: string }) {
  const { t } = useTranslation('myStories');
  return (
    <span id={id} className="text-sm text-ink-muted">
      {t('item.needsNetwork')}
    </span>
  );
}
