import { APP_NAME, SKIP_SECONDS } from '@/contract/constants';

// The lock screen, headset and car controls (Media Session API), for browsers that have it.

export interface NowPlaying {
  chapterTitle: string;
  storyTitle: string;
  coverUrl: string | null;
}

export interface RemoteHandlers {
  play: () => void;
  pause: () => void;
  stop: () => void;
  previous: () => void;
  next: () => void;
  seekBy: (seconds: number) => void;
  seekTo: (seconds: number) => void;
}

export interface MediaSessionPort {
  show: (nowPlaying: NowPlaying | null) => void;
  setPlaying: (playing: boolean) => void;
  setPosition: (position: number, duration: number, playbackRate: number) => void;
  /** Offers previous / next only where there is a chapter to go to (S§2: disabled at the ends). */
  setTrackControls: (hasPrevious: boolean, hasNext: boolean) => void;
}

/** The lock screen's picture when the story has no cover: the app's icon (public/icons). */
export const APP_ARTWORK: MediaImage[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];

/** Ours: the story's drawn cover (600 × 600, ADR 021), with its type so a lock screen can pick it. */
const COVER_SIZE = '600x600';
const COVER_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The cover the app shows, as lock-screen artwork: its size and type (from the URL's extension). */
export function coverArtwork(coverUrl: string): MediaImage[] {
  const path = coverUrl.split(/[?#]/)[0] ?? '';
  const type = COVER_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  return [{ src: coverUrl, sizes: type === 'image/svg+xml' ? 'any' : COVER_SIZE, ...(type && { type }) }];
}

const noMediaSession: MediaSessionPort = {
  show: () => {},
  setPlaying: () => {},
  setPosition: () => {},
  setTrackControls: () => {},
};

/** Binds the handlers to `navigator.mediaSession`; a port that does nothing where there is none. */
export function connectMediaSession(handlers: RemoteHandlers): MediaSessionPort {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return noMediaSession;
  const session = navigator.mediaSession;
  const bind = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action; the others still work.
    }
  };
  bind('play', handlers.play);
  bind('pause', handlers.pause);
  bind('stop', handlers.stop);
  // The lock screen's and the car's seeking work in every mode: they are a grown-up's controls (a
  // locked screen, a dashboard), unlike the child's on-screen scrubber (ADR 033; offline checklist 28).
  bind('seekbackward', (details) => handlers.seekBy(-(details.seekOffset ?? SKIP_SECONDS)));
  bind('seekforward', (details) => handlers.seekBy(details.seekOffset ?? SKIP_SECONDS));
  bind('seekto', (details) => {
    if (details.seekTime !== undefined) handlers.seekTo(details.seekTime);
  });

  return {
    show(nowPlaying) {
      if (typeof MediaMetadata === 'undefined') return;
      session.metadata = nowPlaying
        ? new MediaMetadata({
            title: nowPlaying.chapterTitle,
            artist: nowPlaying.storyTitle,
            album: APP_NAME,
            artwork: nowPlaying.coverUrl ? coverArtwork(nowPlaying.coverUrl) : APP_ARTWORK,
          })
        : null;
    },
    setPlaying(playing) {
      session.playbackState = playing ? 'playing' : 'paused';
    },
    setPosition(position, duration, playbackRate) {
      if (typeof session.setPositionState !== 'function') return;
      if (!(Number.isFinite(duration) && duration > 0)) return;
      try {
        session.setPositionState({
          duration,
          playbackRate,
          position: Math.min(Math.max(0, position), duration),
        });
      } catch {
        // An inconsistent state (e.g. mid-seek) is skipped; the next update corrects it.
      }
    },
    setTrackControls(hasPrevious, hasNext) {
      // A null handler takes the button away (or greys it out) on the lock screen.
      bind('previoustrack', hasPrevious ? handlers.previous : null);
      bind('nexttrack', hasNext ? handlers.next : null);
    },
  };
}
