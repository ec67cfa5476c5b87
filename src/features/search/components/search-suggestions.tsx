import { useState } from 'react';
import { Clock, Trash2, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TabPanel, Tabs } from '@/ui/tabs';

/** S§2 Popular chips, in the spec's order; each searches its name in the reader's language. */
const POPULAR = ['dragons', 'princess', 'animals', 'space', 'ocean', 'dinosaurs'] as const;

const chipClasses =
  'inline-flex min-h-12 items-center gap-2 rounded-full border border-line-strong bg-raised px-4 font-semibold text-ink transition-colors hover:bg-line';

interface SearchSuggestionsProps {
  recent: readonly string[];
  onSearch: (term: string) => void;
  onClearRecent: () => void;
}

/** S§2: tabs Recent (this device's last searches) and Popular (ready-made searches). */
export function SearchSuggestions({ recent, onSearch, onClearRecent }: SearchSuggestionsProps) {
  const { t } = useTranslation('search');
  const [tab, setTab] = useState(recent.length > 0 ? 'recent' : 'popular');
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label={t('tabsLabel')}
      tabs={[
        { value: 'recent', label: t('tabs.recent') },
        { value: 'popular', label: t('tabs.popular') },
      ]}
    >
      <TabPanel value="recent">
        {recent.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">{t('recent.empty')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <ul aria-label={t('recent.label')} className="flex flex-col gap-2">
              {recent.map((term) => (
                <li key={term}>
                  <button
                    type="button"
                    aria-label={t('recent.run', { term })}
                    onClick={() => onSearch(term)}
                    className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-left text-lg text-ink transition-colors hover:bg-raised"
                  >
                    <Clock aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                    <span className="min-w-0 break-words">{term}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Button variant="ghost" className="self-start" onClick={onClearRecent}>
              <Trash2 aria-hidden="true" />
              {t('recent.clear')}
            </Button>
          </div>
        )}
      </TabPanel>
      <TabPanel value="popular">
        <ul aria-label={t('popular.label')} className="flex flex-wrap gap-2">
          {POPULAR.map((key) => (
            <li key={key}>
              <button type="button" className={chipClasses} onClick={() => onSearch(t(`popular.${key}`))}>
                <TrendingUp aria-hidden="true" className="size-5 text-accent" />
                {t(`popular.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </TabPanel>
    </Tabs>
  );
}
