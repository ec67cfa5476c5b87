import { getPriority, setPriority } from 'node:os';

/**
 * The nice value generation runs at (ADR 044): narration and encoding take whatever CPU is idle, and
 * give way to API requests when both want it. At 10 the scheduler weighs an API thread about 9× a
 * generation thread, so a busy narrator no longer adds hundreds of milliseconds to a parent's tap.
 */
export const GENERATION_NICE = 10;

/**
 * Lowers the CPU priority of the calling thread. On Linux the nice value belongs to the thread, so a
 * narrator's or encoder's worker thread lowers itself and leaves the API's event loop at full weight;
 * threads it starts later inherit the value. Never raises a priority an operator lowered further
 * (`nice -n 15 npm start`), and a platform that refuses changes nothing: it only costs fairness.
 */
export function lowerThreadPriority(nice: number = GENERATION_NICE): number {
  try {
    const current = getPriority(0);
    if (current < nice) setPriority(0, nice);
    return getPriority(0);
  } catch {
    return Number.NaN;
  }
}
