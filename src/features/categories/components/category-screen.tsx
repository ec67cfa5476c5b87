import { useEffect } from 'react';
import { CircleHelp, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StoryCard } from '@/features/stories/components/story-card';
import { StoryFacts } from '@/features/stories/components/story-facts';
import { useStoryPages } from '@/features/stories/hooks/use-story-pages';
import { descriptionPreview } from '@/features/stories/story-format';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { notify } from '@/ui/toast';
import { CATEGORY_ICONS, categoryTheme, isCategoryId, type CategoryId } from '../categories';

/** /categories/{categoryId} (S§2): the family's published stories of the category's theme. */
export function CategoryScreen({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation(['categories', 'common']);
  if (!isCategoryId(categoryId)) {
    return (
      <>
        <PageHeader title={t('common:pages.category')} backTo="/categories" />
        <Card className="mt-2 flex flex-col items-center gap-4 py-10 text-center">
          <CircleHelp aria-hidden="true" className="size-10 text-accent" />
          <h2 className="text-xl font-bold">{t('notFound.title')}</h2>
          <p className="text-ink-muted">{t('notFound.body')}</p>
          <Link to="/categories" className={buttonClasses('secondary')}>
            {t('notFound.back')}
          </Link>
        </Card>
      </>
    );
  }
  return <Category id={categoryId} />;
}

function Category({ id }: { id: CategoryId }) {
  const { t } = useTranslation(['categories', 'common', 'story']);
  const theme = categoryTheme(id);
  const name = t(`names.${id}`);
  const Icon = CATEGORY_ICONS[id];
  const pages = useStoryPages({ theme, status: 'published', sortBy: 'createdAt', sortOrder: 'desc' });
  const failedAt = pages.isError && !pages.data ? pages.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(t('toasts.loadFailed'), { id: 'category-load' });
  }, [failedAt, t]);

  const loadMore = async () => {
    const result = await pages.fetchNextPage();
    if (result.isFetchNextPageError) notify.error(t('toasts.loadFailed'), { id: 'category-load' });
  };

  return (
    <>
      <PageHeader title={name} backTo="/categories" />
      <div className="flex flex-col gap-5 pb-4">
        <Card className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-raised text-accent">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <p className="flex-1 text-lg text-ink-muted">{t(`blurbs.${id}`)}</p>
          <Link to="/create-story" state={{ theme }} className={buttonClasses('primary')}>
            <Sparkles aria-hidden="true" />
            {t('createCustom')}
          </Link>
        </Card>

        <section aria-labelledby="category-stories" className="flex flex-col gap-3">
          <h2 id="category-stories" className="text-xl font-bold">
            {t('storiesLabel')}
          </h2>
          {pages.isPending ? (
            <div role="status" className="grid gap-3 sm:grid-cols-2">
              <span className="sr-only">{t('common:a11y.loading')}</span>
              <Skeleton className="h-32" />
              <Skeleton className="h-32" />
            </div>
          ) : pages.stories.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 py-8 text-center">
              <p className="text-lg font-semibold">{t('empty.title', { name })}</p>
              <p className="text-ink-muted">{pages.isError ? t('toasts.loadFailed') : t('empty.body')}</p>
            </Card>
          ) : (
            <ul aria-labelledby="category-stories" className="grid gap-3 sm:grid-cols-2">
              {pages.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story}>
                    {story.description && (
                      <p className="text-sm break-words text-ink-muted">
                        {descriptionPreview(story.description)}
                      </p>
                    )}
                    <StoryFacts story={story} />
                  </StoryCard>
                </li>
              ))}
            </ul>
          )}
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={pages.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {t('loadMore')}
            </Button>
          )}
        </section>
      </div>
    </>
  );
}
