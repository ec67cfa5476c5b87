import { useId } from 'react';
import { SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/contract/constants';
import { StoryCard } from '@/features/stories/components/story-card';
import { StoryFacts } from '@/features/stories/components/story-facts';
import { Card } from '@/ui/card';
import { LoadFailed } from '@/ui/load-failed';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { useSearchTerm } from '../hooks/use-search-term';
import { useStorySearch } from '../hooks/use-story-search';
import { SearchSuggestions } from './search-suggestions';

/** /search (S§2, S§5): the family's published stories by title or description. */
export function SearchScreen() {
  const { t } = useTranslation(['search', 'common', 'story']);
  const inputId = useId();
  const { text, setText, term, searchNow } = useSearchTerm();
  const recent = useRecentSearches();
  const search = useStorySearch(term, recent.remember);
  const short = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS;

  return (
    <>
      <PageHeader title={t('common:pages.search')} backTo="/" />
      <div role="search" className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          maxLength={SEARCH_MAX_CHARS}
          enterKeyHint="search"
          onKeyDown={(event) => {
            if (event.key === 'Enter') searchNow(text);
          }}
          className="min-h-14 w-full rounded-full border-2 border-line-strong bg-raised pr-14 pl-5 text-lg text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t('clear')}
            onClick={() => searchNow('')}
            className="absolute top-1 right-1 flex size-12 items-center justify-center rounded-full text-ink-muted hover:bg-line hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      {short && <p className="mt-2 px-5 text-sm text-ink-muted">{t('hint')}</p>}

      <div className="mt-5">
        {!search.enabled ? (
          <SearchSuggestions recent={recent.terms} onSearch={searchNow} onClearRecent={recent.clear} />
        ) : search.searching ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('results.searching')} />
          </div>
        ) : search.failed ? (
          <LoadFailed message={t('toasts.errorBody')} retryLabel={t('retry')} onRetry={search.retry} />
        ) : search.found && search.stories.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 py-10 text-center">
            <SearchX aria-hidden="true" className="size-10 text-accent" />
            <h2 className="text-xl font-bold break-words">{t('empty.title', { query: term.trim() })}</h2>
            <p className="text-ink-muted">{t('empty.body')}</p>
          </Card>
        ) : (
          <section aria-labelledby="search-results">
            <h2 id="search-results" aria-live="polite" className="mb-3 text-sm font-semibold text-ink-muted">
              {search.found ? t('results.count', { count: search.stories.length }) : t('results.label')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {search.stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story}>
                    <StoryFacts story={story} />
                  </StoryCard>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
