import { useId } from 'react';
import { cx } from './class-names';
import { KidAvatar } from './kid-avatar';

interface SwitcherProfile {
  id: string;
  name: string;
  avatar: string;
}

interface ProfileSwitcherProps {
  /** The visible heading, already translated ("Listening as:"). */
  label: string;
  profiles: readonly SwitcherProfile[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** A short line after a profile's name, already translated (its progress, say). */
  detailOf?: (id: string) => string;
}

/** Which kid profile is listening (and whose progress shows); only with more than one profile. */
export function ProfileSwitcher({ label, profiles, activeId, onSelect, detailOf }: ProfileSwitcherProps) {
  const headingId = useId();
  if (profiles.length < 2) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold text-ink-muted">
        {label}
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
                  'inline-flex min-h-12 items-center gap-2 rounded-full border py-1 pr-4 pl-1.5 font-semibold transition-colors',
                  active
                    ? 'border-accent bg-accent text-on-accent'
                    : 'border-line-strong bg-raised text-ink hover:bg-line',
                )}
              >
                <KidAvatar avatar={profile.avatar} size={32} />
                <span>{profile.name}</span>
                {detailOf && <span className="text-sm font-normal">{detailOf(profile.id)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
