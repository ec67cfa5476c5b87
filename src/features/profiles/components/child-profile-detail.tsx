import { CheckCircle2, Clock, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { RECENT_ACTIVITY_LIMIT } from '@/contract/constants';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { KidAvatar } from '@/ui/kid-avatar';
import { themeName } from '@/lib/i18n/theme-name';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <li className="flex flex-col items-center rounded-card border border-line bg-surface p-4 text-center">
      <span className="text-3xl font-bold text-ink">{value}</span>
      <span className="text-ink-muted">{label}</span>
    </li>
  );
}

function Preference({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-line py-3 last:border-b-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** /child-profile/{id} (P§2): who the child is, their listening numbers, preferences and recent stories. */
export interface ChildActivityView {
  minutes: number;
  completed: number;
  stories: number;
  mostListenedTheme: string | null;
  recent: Array<{ storyId: string; title: string; completed: boolean }>;
}

export function ChildProfileDetail({ child, activity }: { child: Child; activity: ChildActivityView }) {
  const { t } = useTranslation('profiles');
  const { preferences } = child;
  const onOff = (on: boolean) => (on ? t('detail.on') : t('detail.off'));
  const themes = preferences.favoriteThemes.map((theme) => themeName(theme)).join(', ');
  const recent = activity.recent.slice(0, RECENT_ACTIVITY_LIMIT);

  return (
    <div className="mt-4 flex flex-col gap-4">
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <KidAvatar avatar={child.avatar} size={80} />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold break-words">{child.name}</h2>
          <p className="text-ink-muted">{t('detail.age', { count: child.age })}</p>
        </div>
        <Link to={`/child-profile/${child.id}/edit`} className={buttonClasses('secondary')}>
          <Pencil aria-hidden="true" />
          {t('detail.edit')}
        </Link>
      </Card>

      <section aria-label={t('detail.statsLabel')}>
        <ul className="grid grid-cols-3 gap-3">
          <Stat label={t('detail.minutes')} value={activity.minutes} />
          <Stat label={t('detail.completed')} value={activity.completed} />
          <Stat label={t('detail.stories')} value={activity.stories} />
        </ul>
      </section>

      <Card>
        <h2 className="text-xl font-bold">{t('detail.preferences')}</h2>
        <dl className="mt-2">
          {/* As the parent wrote them, in whatever language they wrote them. */}
          <Preference label={t('detail.interests')} value={child.interests || t('detail.noneYet')} />
          <Preference label={t('detail.favoriteThemes')} value={themes || t('detail.noneYet')} />
          <Preference
            label={t('detail.mostListenedTheme')}
            value={activity.mostListenedTheme ? themeName(activity.mostListenedTheme) : t('detail.noneYet')}
          />
          <Preference
            label={t('detail.preferredDuration')}
            value={t('detail.durationMinutes', { count: preferences.preferredDuration })}
          />
          <Preference label={t('detail.soundEffects')} value={onOff(preferences.soundEffectsEnabled)} />
          <Preference label={t('detail.autoplayNext')} value={onOff(preferences.autoplayNext)} />
        </dl>
      </Card>

      <Card>
        <h2 className="text-xl font-bold">{t('detail.recentActivity')}</h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('detail.noActivity')}</p>
        ) : (
          <ul className="mt-2 flex flex-col">
            {recent.map((story) => (
              <li
                key={story.storyId}
                className="flex items-center justify-between gap-3 border-b border-line py-3 last:border-b-0"
              >
                <Link
                  to={`/story/${story.storyId}`}
                  className="min-w-0 font-semibold break-words text-ink hover:underline"
                >
                  {story.title}
                </Link>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-ink-muted">
                  {story.completed ? (
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                  ) : (
                    <Clock aria-hidden="true" className="size-4" />
                  )}
                  {story.completed ? t('detail.statusCompleted') : t('detail.statusInProgress')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
