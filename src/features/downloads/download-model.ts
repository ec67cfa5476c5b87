import type { Story } from '@/contract/story';

// What the app knows of the stories kept on this device (issue 12, DESIGN decision 12). The shapes
// here are shared by the download engine (Dexie, fetch, verify), the service worker that answers
// /media from IndexedDB, and the screens that show downloads. Two tiny functions and no imports:
// importing this file costs next to nothing on the first load.

/** The two encodings a parent can keep (Settings › Audio). "data-saver" is a smaller MP3. */
export type DownloadQuality = 'standard' | 'data-saver';

/** A chapter on this device, or on its way. */
export type ChapterDownloadState =
  | 'none' // not on the device
  | 'queued'
  | 'downloading'
  | 'verifying' // every byte arrived; checking the byte count and the checksum
  | 'downloaded' // verified and stored: plays with no network
  | 'needs-download' // Dexie said downloaded, but the bytes are gone (evicted, cleared) or broken
  | 'failed';

/** Why a download stopped, for a clear message. */
export type DownloadErrorCode =
  | 'QUOTA_EXCEEDED' // not enough space: `neededBytes` says how much more is needed
  | 'NETWORK' // gave up after its retries; resumes from the last byte when asked again
  | 'CHECKSUM' // the bytes did not match twice in a row
  | 'NOT_FOUND' // the story or chapter is gone from the server
  | 'NOT_READY'; // the chapter has no audio yet

export interface ChapterDownloadView {
  chapterId: string;
  state: ChapterDownloadState;
  bytesDone: number;
  bytesTotal: number;
}

/** One story as the screens see it, for the signed-in account only. */
export interface StoryDownloadView {
  storyId: string;
  /**
   * none: nothing kept. partial: some chapters kept, nothing running. downloading: running (queued
   * chapters included). downloaded: every narrated chapter kept and verified. needs-download: a kept
   * chapter went missing. failed: the last attempt stopped with `error`.
   */
  state: 'none' | 'partial' | 'downloading' | 'downloaded' | 'needs-download' | 'failed';
  bytesDone: number;
  bytesTotal: number;
  /** 0–100, never decreasing while one download runs. */
  percent: number;
  chapters: Record<string, ChapterDownloadView>;
  /** Why the last attempt stopped. For QUOTA_EXCEEDED: what the story still needs, and what is free. */
  error?: { code: DownloadErrorCode; neededBytes?: number; freeBytes?: number };
  /** Bytes kept on the device for this story (audio and metadata). */
  sizeBytes: number;
  quality: DownloadQuality;
  /** The story as it was kept: the screens show it offline. */
  story?: Story;
  downloadedAt?: string;
}

/** Nothing known of a story on this device. */
export function emptyDownloadView(storyId: string): StoryDownloadView {
  return {
    storyId,
    state: 'none',
    bytesDone: 0,
    bytesTotal: 0,
    percent: 0,
    chapters: {},
    sizeBytes: 0,
    quality: 'standard',
  };
}

/** The /media key of a media URL: its path after `/media/`, without the signature. */
export function mediaKeyOf(url: string): string | null {
  const path = new URL(url, 'http://device.invalid').pathname;
  return path.startsWith('/media/') ? decodeURIComponent(path.slice('/media/'.length)) : null;
}
