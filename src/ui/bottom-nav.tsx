import { BookOpen, House, Settings, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT_PX } from '@/contract/constants';
import { cx } from './class-names';

type TabLabelKey = 'nav.home' | 'nav.create' | 'nav.library' | 'nav.settings';

const tabs: ReadonlyArray<{ to: string; labelKey: TabLabelKey; Icon: LucideIcon }> = [
  { to: '/', labelKey: 'nav.home', Icon: House },
  { to: '/create-story', labelKey: 'nav.create', Icon: Sparkles },
  { to: '/library', labelKey: 'nav.library', Icon: BookOpen },
  { to: '/settings', labelKey: 'nav.settings', Icon: Settings },
];

/** The four main tabs (P§2), fixed to the bottom edge above the home indicator. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur"
      style={{
        height: `calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))`,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      }}
    >
      <ul className="mx-auto flex h-full max-w-3xl items-stretch px-[max(0.5rem,env(safe-area-inset-left))]">
        {tabs.map(({ to, labelKey, Icon }) => (
          <li key={to} className="flex flex-1">
            {/* NavLink sets aria-current="page" on the active tab. */}
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cx(
                  'flex min-h-12 min-w-12 flex-1 flex-col items-center justify-center gap-1 rounded-2xl text-sm font-semibold transition-colors',
                  isActive ? 'text-accent' : 'text-ink-muted hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              <span>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
