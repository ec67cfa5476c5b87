import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/child';
import { cx } from '@/ui/class-names';
import { KidAvatar } from '@/ui/kid-avatar';

interface ListenerSwitcherProps {
  profiles: readonly Child[];
  activeId: string | null;
  /** Each child's progress through this story, in percent. */
  percentOf: (childId: string) => number;
  onSelect: (childId: string) => void;
}

/** S§2 'Listening as:': who listens (and whose progress shows); only with more than one kid profile. */
export function ListenerSwitcher({ profiles, activeId, percentOf, onSelect }: ListenerSwitcherProps) {
  const { t } = useTranslation('story');
  if (profiles.length < 2) return null;
  return (
    <section aria-labelledby="listening-as" className="flex flex-col gap-2">
      <h2 id="listening-as" className="font-semibold text-ink-muted">
        {t('listener.label')}
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
                <KidAvatar avatar={profile.avatar} size={32} />
                <span>{profile.name}</span>
                <span className="text-sm font-normal">
                  {t('hero.percent', { percent: percentOf(profile.id) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
