import { i18n } from '@/lib/i18n/i18n';
import { notificationAccess, showSystemNotice } from '@/lib/system-notifications';
import { noticesMilestone, noticesStoryReady } from './notification-rules';
import { preferences } from './preferences-store';

// The notices Fablecast shows on the device, written in the app's language by the page and shown
// through the service worker, whose tap handler (sw/notification-click.ts) opens `url` in the app.

const visibility = () => document.visibilityState;

/** The texts, in the 'playback' namespace (loaded with Settings; fetched here when it was not). */
async function texts() {
  await i18n.loadNamespaces('playback').catch(() => undefined);
  return i18n.getFixedT(null, 'playback');
}

/** "Your story is ready": the story finished being made while the app was in the background. */
export async function noticeStoryReady(story: { id: string; title: string }): Promise<boolean> {
  const context = { preferences: preferences(), access: notificationAccess(), visibility: visibility() };
  if (!noticesStoryReady(context)) return false;
  const t = await texts();
  return showSystemNotice({
    title: t('notices.storyReady.title'),
    body: t('notices.storyReady.body', { title: story.title }),
    tag: `story-ready:${story.id}`,
    url: `/story/${encodeURIComponent(story.id)}`,
    lang: i18n.resolvedLanguage ?? 'en',
  });
}

export interface HeardChapter {
  storyId: string;
  storyTitle: string;
  chapterTitle: string;
  /** The chapter's place in the story, and how many it has. */
  current: number;
  total: number;
  percent: number;
}

/** A chapter heard to its end, for the parent (in parent mode) while the app is in the background. */
export async function noticeMilestone(heard: HeardChapter, parentMode: boolean): Promise<boolean> {
  const context = { preferences: preferences(), access: notificationAccess(), visibility: visibility() };
  if (!noticesMilestone({ ...context, percent: heard.percent, parentMode })) return false;
  const t = await texts();
  const last = heard.current >= heard.total;
  return showSystemNotice({
    title: t(last ? 'notices.storyHeard.title' : 'notices.chapterHeard.title'),
    body: last
      ? t('notices.storyHeard.body', { story: heard.storyTitle })
      : t('notices.chapterHeard.body', {
          chapter: heard.chapterTitle,
          current: heard.current,
          total: heard.total,
          story: heard.storyTitle,
        }),
    tag: `heard:${heard.storyId}`,
    url: `/story/${encodeURIComponent(heard.storyId)}`,
    lang: i18n.resolvedLanguage ?? 'en',
  });
}
