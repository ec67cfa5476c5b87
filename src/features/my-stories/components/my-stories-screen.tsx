import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { buttonClasses } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { cx } from '@/ui/class-names';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { TabPanel, Tabs } from '@/ui/tabs';
import { useOnline } from '@/lib/use-online';
import { useMyStories } from '../hooks/use-my-stories';
import { useStoryActions } from '@/features/stories/hooks/use-story-actions';
import { TABS, type Tab } from '../story-groups';
import { ArchivedItem } from './archived-item';
import { GeneratingItem } from './generating-item';
import { PublishedItem } from './published-item';
import { StoryItem } from './story-item';
import { TabEmpty } from './tab-empty';

/** /my-stories (S§2 'Your Creations'): every story of the parent under Published, Drafts, Generating, Archived. */
export function MyStoriesScreen({ parentId }: { parentId: string }) {
  const { t } = useTranslation(['myStories', 'common', 'story', 'create']);
  const { groups, failed, retry } = useMyStories(parentId);
  const actions = useStoryActions();
  const online = useOnline();
  const [tab, setTab] = useState<Tab>('published');
  const [archiving, setArchiving] = useState<Story | null>(null);

  const itemOf = (tab: Tab, story: Story) => {
    const busy = actions.busyId === story.id;
    if (tab === 'generating') return <GeneratingItem key={story.id} story={story} />;
    if (tab === 'published') {
      return (
        <PublishedItem
          key={story.id}
          story={story}
          busy={busy}
          online={online}
          onArchive={() => setArchiving(story)}
        />
      );
    }
    if (tab === 'archived') {
      return (
        <ArchivedItem
          key={story.id}
          story={story}
          busy={busy}
          online={online}
          onRetry={() => actions.retry(story.id)}
          onRestore={() => actions.restore(story.id)}
        />
      );
    }
    return <StoryItem key={story.id} story={story} />;
  };

  return (
    <>
      <PageHeader
        title={t('common:pages.myStories')}
        backTo="/"
        actions={
          // On a phone the button is its icon, so the title keeps its room.
          <Link
            to="/create-story"
            aria-label={t('newStory')}
            className={cx(buttonClasses('primary'), 'max-sm:size-12 max-sm:px-0')}
          >
            <Plus aria-hidden="true" />
            <span className="max-sm:hidden">{t('newStory')}</span>
          </Link>
        }
      />
      {/* S§2's name for the page, under the name the home tile gives the place (ADR 022). */}
      <p className="mb-4 text-ink-muted">{t('intro')}</p>
      {groups ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          label={t('tabsLabel')}
          tabs={TABS.map((value) => ({
            value,
            label: (
              <>
                {t(`tabs.${value}`)}
                <span className="rounded-full bg-canvas/40 px-2 text-sm">{groups[value].length}</span>
              </>
            ),
          }))}
        >
          {TABS.map((value) => (
            <TabPanel key={value} value={value}>
              {groups[value].length === 0 ? (
                <TabEmpty tab={value} />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {groups[value].map((story) => itemOf(value, story))}
                </ul>
              )}
            </TabPanel>
          ))}
        </Tabs>
      ) : failed ? (
        <LoadFailed message={t('toasts.loadFailed')} retryLabel={t('item.retry')} onRetry={retry} />
      ) : (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common:a11y.loading')}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      )}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('archiveDialog.title')}
        description={t('archiveDialog.body')}
        confirmLabel={t('archiveDialog.confirm')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => archiving && actions.archive(archiving.id)}
      />
    </>
  );
}
