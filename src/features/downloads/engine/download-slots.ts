// Chapters download a few at a time across every story (two: a family's connection stays usable
// for the rest of the app), first asked, first served. A task whose download is cancelled while it
// waits leaves the line at once.

export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];

  function take(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal.reason);
      };
      waiting.push(turn);
      signal.addEventListener('abort', leave, { once: true });
    });
  }

  function give(): void {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }

  return {
    async run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> {
      await take(signal);
      try {
        return await task();
      } finally {
        give();
      }
    },
  };
}
