import { discardWrites, enqueueWrite } from '@/lib/outbox/app-outbox';
import { trackBody, type AnalyticsSender } from './analytics-event';

// The sender, loaded only once analytics may run (P§7: "loaded lazily"). Events go through the sync
// queue, keyed by their id, so one sent twice (a retry, two tabs) is stored once by the server.

export const ANALYTICS_OUTBOX_KIND = 'analytics';

export function createSender(): AnalyticsSender {
  return {
    send: (event, context) =>
      enqueueWrite({
        id: event.id,
        kind: ANALYTICS_OUTBOX_KIND,
        method: 'POST',
        path: '/analytics/track',
        body: trackBody(event, context, navigator.userAgent),
      }),
    teardown: () => discardWrites(ANALYTICS_OUTBOX_KIND),
  };
}
