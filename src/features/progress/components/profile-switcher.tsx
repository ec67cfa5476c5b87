import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { cx } from '@/ui/class-names';

interface ProfileSwitcherProps {
  profiles: readonly Child[];
  activeId: string;
  onSelect: (childId: string) => void;
}

/** Whose progress shows (the active kid profile); only with more than one profile. */
export function ProfileSwitcher({ profiles, activeId, onSelect }: ProfileSwitcherProps) {
  const { t } = useTranslation('progress');
  if (profiles.length < 2) return null;
  return (
    <section aria-labelledby="progress-listener" className="flex flex-col gap-2">
      <h2 id="progress-listener" className="font-semibold text-ink-muted">
        {t('listener')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {profiles.map((profile) => {
          const active = profile.id === activeId;
          return (
            <li key={profile.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(profile.id)}
                className={cx(
                  'inline-flex min-h-12 items-center gap-2 rounded-full border px-4 font-semibold transition-colors',
                  active
                    ? 'border-accent bg-accent text-on-accent'
                    : 'border-line-strong bg-raised text-ink hover:bg-line',
                )}
              >
                {!/^https?:/.test(profile.avatar) && <span aria-hidden="true">{profile.avatar}</span>}
                {profile.name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
