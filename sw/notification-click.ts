/// <reference lib="webworker" />
import { SW_OPEN_URL_MESSAGE_TYPE } from '../src/contract/constants';

// A tap on one of Fablecast's notices ("Your story is ready"): the app comes to the front at the
// notice's page. An open window is focused and asked to go there itself (a navigation inside the app,
// so a story playing in it goes on); with none open, a new one opens at that page.

/** The page a notice opens: a path of this app from its data, or home for anything else. */
export function noticeUrl(data: unknown, origin: string): string {
  const asked =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  try {
    const url = new URL(asked, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

type WindowList = Pick<Clients, 'matchAll' | 'openWindow'>;

/** Brings the app to `url`: the first open window of this origin, or a new one. */
export async function openFromNotice(clients: WindowList, url: string, origin: string): Promise<void> {
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const page = windows.find((client) => new URL(client.url).origin === origin);
  if (!page) {
    await clients.openWindow(url);
    return;
  }
  try {
    await page.focus();
  } catch {
    // Focus is the browser's to refuse; the page still goes to the story.
  }
  page.postMessage({ type: SW_OPEN_URL_MESSAGE_TYPE, url });
}
