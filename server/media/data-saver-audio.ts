import { readWhole, type BlobStore } from '../storage/blob-store';
import { dataSaverAudioKey } from '../storage/story-files';

/**
 * The "Data saver" copy of a chapter's audio (issue 12): made from the stored MP3 the first time a
 * download asks for it, kept beside it in the store, and reused after that. An encode takes seconds, and
 * a family's two tablets may download the same story at once: while a copy is being made, every ask
 * for it waits on that one encode.
 */

export interface DataSaverAudio {
  /** The key of the copy of the audio at `audioKey`, made now if there is none. Rejects if it cannot be. */
  copyOf(audioKey: string): Promise<string>;
}

export interface DataSaverAudioDependencies {
  store: BlobStore;
  /** A whole MP3 → the smaller MP3 (off the event loop: this is seconds of CPU). */
  transcode(mp3: Uint8Array): Promise<Uint8Array>;
}

export function createDataSaverAudio({ store, transcode }: DataSaverAudioDependencies): DataSaverAudio {
  const making = new Map<string, Promise<string>>();

  async function make(audioKey: string, copyKey: string): Promise<string> {
    if (await store.stat(copyKey)) return copyKey;
    const copy = await transcode(await readWhole(store, audioKey));
    await store.put(copyKey, Buffer.from(copy.buffer, copy.byteOffset, copy.byteLength));
    // New audio or a deleted story removed the file meanwhile, and with it (too early) its copy.
    if (!(await store.stat(audioKey))) {
      await store.delete(copyKey);
      throw new Error(`${audioKey} was removed while its data-saver copy was made`);
    }
    return copyKey;
  }

  return {
    copyOf(audioKey) {
      const copyKey = dataSaverAudioKey(audioKey);
      let pending = making.get(copyKey);
      if (!pending) {
        pending = make(audioKey, copyKey).finally(() => making.delete(copyKey));
        making.set(copyKey, pending);
      }
      return pending;
    },
  };
}
