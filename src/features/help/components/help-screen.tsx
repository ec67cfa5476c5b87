import { useTranslation } from 'react-i18next';
import { useSearchParam } from '@/lib/use-search-param';
import { PageHeader } from '@/ui/page-header';
import { TabPanel, Tabs } from '@/ui/tabs';
import { ContactPanel } from './contact-panel';
import { FaqList } from './faq-list';
import { GuideCards } from './guide-cards';

const TABS = ['faq', 'guides', 'contact'] as const;
type HelpTab = (typeof TABS)[number];

const isHelpTab = (value: string | null): value is HelpTab => TABS.some((tab) => tab === value);

/**
 * /help (S§2): the FAQ, the guides and the contact form as tabs. The tab is in the address
 * (`?tab=contact`), so "Contact Support" elsewhere can open it directly and Back returns to it.
 */
export function HelpScreen({ backTo }: { backTo: string }) {
  const { t } = useTranslation(['common', 'help']);
  const [tab, choose] = useSearchParam('tab');
  const current: HelpTab = isHelpTab(tab) ? tab : 'faq';

  return (
    <>
      <PageHeader title={t('pages.help')} backTo={backTo} />
      <p className="mb-4 text-ink-muted">{t('help:intro')}</p>
      <Tabs
        value={current}
        onValueChange={choose}
        label={t('help:tabs.label')}
        tabs={TABS.map((value) => ({ value, label: t(`help:tabs.${value}`) }))}
      >
        <TabPanel value="faq">
          <FaqList />
        </TabPanel>
        <TabPanel value="guides">
          <GuideCards />
        </TabPanel>
        {/* Kept while another tab is read, so a half-written message is not lost. */}
        <TabPanel value="contact" keepMounted>
          <ContactPanel />
        </TabPanel>
      </Tabs>
    </>
  );
}
