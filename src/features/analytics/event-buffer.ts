import { ANALYTICS_BUFFER_MAX, ANALYTICS_BUFFER_TRIM_TO } from '@/contract/constants';

// Events held back while they may not be sent (child mode, no consent). P§9: at most 1000; past that,
// only the latest 500 are kept.

export interface EventBuffer<T> {
  push: (event: T) => void;
  /** Hands over every buffered event, oldest first, and empties the buffer. */
  drain: () => T[];
  clear: () => void;
  readonly size: number;
}

export function createEventBuffer<T>(
  max = ANALYTICS_BUFFER_MAX,
  trimTo = ANALYTICS_BUFFER_TRIM_TO,
): EventBuffer<T> {
  let events: T[] = [];
  return {
    push(event) {
      events.push(event);
      if (events.length > max) events = events.slice(-trimTo);
    },
    drain() {
      const drained = events;
      events = [];
      return drained;
    },
    clear() {
      events = [];
    },
    get size() {
      return events.length;
    },
  };
}
