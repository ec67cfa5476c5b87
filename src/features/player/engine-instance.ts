import { createMilestoneTracker } from '@/features/analytics/milestones';
import { preferences } from '@/features/settings/preferences-store';
import { decodeSleepSetting, initialSleepSetting } from '@/contract/sleep-timer';
import { getChapterProgress } from '@/lib/api/progress-api';
import { isNarrating, playableChapters } from '@/contract/audio-status';
import { getChapterAudio, refreshChapterAudioUrl } from '@/features/stories/api/chapter-audio';
import { getStoryOrKept, keptChapterAudio } from '@/features/downloads/story-offline';
import { i18n } from '@/lib/i18n/i18n';
import type { OutboxEntry } from '@/lib/outbox/outbox-row';
import { setUpdateBlocker } from '@/lib/sw-registration';
import { notify } from '@/ui/toast';
import { createAudioEngine } from './audio-engine';
import { createChapterSource } from './chapter-source';
import { connectMediaSession } from './media-session';
import { writeSavedPlayback } from './player-presence';
import { announceListeningMilestone, usePlayerStore } from './player-store';
import type { PlayerState } from './player-types';
import { rememberedSleepSetting, rememberSleepSetting } from './sleep-memory';

// The app's one audio engine, created the first time something plays (player-store.ts loads this
// module with import()).

declare global {
  interface Window {
    /**
     * The player's audio element, read-only, for the end-to-end tests and the playback benchmark
     * (scripts/bench/playback.ts), which listen to its events. The app never reads it.
     */
    __fablecastAudio?: HTMLAudioElement;
  }
}

// The engine's texts are in the 'player' namespace, which loads with the player screen; a play started
// from another screen needs them too.
void i18n.loadNamespaces('player').catch(() => undefined);

// The sync queue carries Dexie, so it is not part of this module; but it is fetched as soon as the engine
// is, so that a save when the page is hidden early in a visit does not wait for a download (P§7).
const loadOutbox = () => import('@/lib/outbox/app-outbox');
loadOutbox().catch((error: unknown) => console.warn('Player: the sync queue could not load.', error));

const milestones = createMilestoneTracker();

// A chapter kept on the device plays from it, online and offline, through the same kind of /media URL
// the network gives: the service worker answers it from IndexedDB (ADR 024). It is checked to be whole
// before it is offered (an evicted file goes to the network instead); offline, a chapter not kept says
// so at once.
const isOnline = () => navigator.onLine !== false;
const chapterSource = createChapterSource({ kept: keptChapterAudio, fetch: getChapterAudio, isOnline });

export const engine = createAudioEngine({
  store: usePlayerStore,
  createAudio: () => {
    const audio = new Audio();
    audio.crossOrigin = 'anonymous';
    window.__fablecastAudio = audio;
    return audio;
  },
  getChapterAudio: chapterSource,
  refreshChapterAudioUrl,
  getChapterProgress,
  getReadyChapters: async (storyId) => {
    const story = await getStoryOrKept(storyId);
    return {
      chapters: playableChapters(story.chapters ?? []),
      chapterCount: story.chapterCount,
      narrating: isNarrating(story),
    };
  },
  enqueueWrite: (entry: OutboxEntry) => loadOutbox().then((outbox) => outbox.enqueueWrite(entry)),
  onListened: (storyId, chapterId, percent) => {
    const reached = milestones.observe(storyId, chapterId, percent);
    if (reached.length === 0) return;
    const { session } = usePlayerStore.getState();
    if (session?.storyId === storyId) {
      for (const milestone of reached) announceListeningMilestone({ session, chapterId, percent: milestone });
    }
    // Consent and child mode are the analytics module's business: it buffers or sends (P§4).
    void import('@/features/analytics/analytics').then(({ analytics }) => {
      for (const milestone of reached) {
        analytics.track('listening_milestone', { storyId, chapterId, percent: milestone });
      }
    });
  },
  notify,
  text: (key) => i18n.t(key, { ns: 'player' }),
  connectMediaSession,
  isOnline,
  rememberSleepSetting: (childId, setting) => rememberSleepSetting(childId, setting),
  initialSleepSetting: (childId) =>
    initialSleepSetting(
      rememberedSleepSetting(childId),
      decodeSleepSetting(preferences().audio.sleepTimerDefault) ?? null,
    ),
  preferences: () => {
    const { autoplayNext, backgroundPlayback, audio } = preferences();
    return {
      autoplayNext,
      backgroundPlayback,
      defaultVolume: audio.defaultVolume,
      defaultSpeed: audio.defaultSpeed,
    };
  },
});

// A service worker update waits while audio plays or is about to (a chapter loading to play: the start,
// an auto-advance, a renewed URL) (DESIGN decision 13).
setUpdateBlocker(() => engine.isBusy());

// Whatever was listened to is saved when the page goes away or out of sight (P§7); out of sight, the
// story also pauses unless background playback is on (ADR 028).
window.addEventListener('pagehide', () => engine.flush());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') engine.hidden();
  else engine.visible();
});

/** Ours: the position kept for the next visit is written again after this many seconds of change. */
const SAVED_POSITION_STEP_S = 5;

// The story in the player is kept on the device, so the mini-player comes back after a reload, paused
// at the same place (player-presence.ts). Written when the story, chapter or status changes, and every
// few seconds of position; forgotten when the player stops (sign-out, the story deleted).
let savedPosition = -Infinity;
function keepForNextVisit(state: PlayerState, previous: PlayerState): void {
  const { session, chapterId, position, duration, status } = state;
  if (session === null || chapterId === null) {
    if (previous.session !== null) writeSavedPlayback(null);
    return;
  }
  const changed =
    session !== previous.session || chapterId !== previous.chapterId || status !== previous.status;
  if (!changed && Math.abs(position - savedPosition) < SAVED_POSITION_STEP_S) return;
  savedPosition = position;
  writeSavedPlayback({ session, chapterId, position, duration });
}
usePlayerStore.subscribe(keepForNextVisit);
