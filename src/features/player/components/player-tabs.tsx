import type { ReactNode } from 'react';
import { BookOpen, Info, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '@/ui/tabs';
import { ReadTab } from './read-tab';

const PLAYER_TABS = ['info', 'read', 'chapters'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];
const isPlayerTab = (value: string): value is PlayerTab => PLAYER_TABS.some((tab) => tab === value);

interface PlayerTabsProps {
  tab: PlayerTab;
  onTabChange: (tab: PlayerTab) => void;
  storyId: string;
  chapterId: string;
  /** The story's description (the route composes it). */
  info: ReactNode;
  /** The story's chapters with the listener's progress (the route composes it). */
  chapters: ReactNode;
}

/** The player's tabs (S§2, made real by issue 15): Info, Read along, Chapters. Read comes first to mind. */
export function PlayerTabs({ tab, onTabChange, storyId, chapterId, info, chapters }: PlayerTabsProps) {
  const { t } = useTranslation('player');
  const tabs = [
    { value: 'info', label: <TabLabel icon={<Info aria-hidden="true" />} text={t('tabs.info')} /> },
    { value: 'read', label: <TabLabel icon={<BookOpen aria-hidden="true" />} text={t('tabs.read')} /> },
    {
      value: 'chapters',
      label: <TabLabel icon={<ListOrdered aria-hidden="true" />} text={t('tabs.chapters')} />,
    },
  ] as const;
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isPlayerTab(value)) onTabChange(value);
      }}
      label={t('tabs.label')}
      tabs={tabs}
      className="w-full"
    >
      <TabPanel value="info">{info}</TabPanel>
      <TabPanel value="read">
        <ReadTab storyId={storyId} chapterId={chapterId} />
      </TabPanel>
      <TabPanel value="chapters">{chapters}</TabPanel>
    </Tabs>
  );
}

function TabLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      <span className="[&>svg]:size-5">{icon}</span>
      {text}
    </>
  );
}
