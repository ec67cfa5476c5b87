import { useId, useState } from 'react';
import { Check, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/class-names';
import { KidAvatar } from '@/ui/kid-avatar';
import { Skeleton } from '@/ui/skeleton';
import { useActiveProfile } from '../hooks/use-active-profile';
import { ChildSheet } from './child-sheet';

type SheetState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; child: Child };

/** Settings → Children Profiles (S§2): the profiles, the active one, and a sheet to add or edit one. */
export function ChildrenSection({ parentId }: { parentId: string | undefined }) {
  const { t } = useTranslation('profiles');
  const titleId = useId();
  const { profiles, activeProfile, selectProfile, isError } = useActiveProfile(parentId);
  const [sheet, setSheet] = useState<SheetState>({ mode: 'closed' });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t('section.title')}
        </h2>
        {parentId && (
          <Button variant="secondary" onClick={() => setSheet({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            {t('section.add')}
          </Button>
        )}
      </div>
      <p className="mt-1 text-ink-muted">{parentId ? t('section.description') : t('section.signedOut')}</p>
      {parentId && !profiles && !isError && <Skeleton className="mt-4 h-16" />}
      {profiles?.length === 0 && <p className="mt-4 text-ink-muted">{t('section.empty')}</p>}
      {profiles && profiles.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3">
          {profiles.map((child) => {
            const isActive = child.id === activeProfile?.id;
            return (
              <li
                key={child.id}
                className={cx(
                  'flex items-center gap-3 rounded-2xl border-2 bg-raised p-3',
                  isActive ? 'border-accent' : 'border-line',
                )}
              >
                <button
                  type="button"
                  aria-pressed={isActive}
                  aria-label={t('section.makeActive', { name: child.name })}
                  onClick={() => selectProfile(child.id)}
                  className="flex shrink-0 rounded-full"
                >
                  <KidAvatar avatar={child.avatar} size={48} />
                </button>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/child-profile/${child.id}`}
                    className="font-semibold break-words text-ink hover:underline"
                  >
                    {child.name}
                  </Link>
                  <p className="text-sm text-ink-muted">{t('section.ageShort', { count: child.age })}</p>
                </div>
                {isActive && (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
                    <Check aria-hidden="true" className="size-4" />
                    {t('section.active')}
                  </span>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('section.edit', { name: child.name })}
                  onClick={() => setSheet({ mode: 'edit', child })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {parentId && sheet.mode !== 'closed' && (
        <ChildSheet
          parentId={parentId}
          child={sheet.mode === 'edit' ? sheet.child : undefined}
          onClose={() => setSheet({ mode: 'closed' })}
        />
      )}
    </Card>
  );
}
