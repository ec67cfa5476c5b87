/** Every frame of a story, in the order a story tells them. */

export {
  CROSSING,
  DECIDE,
  FURTHER,
  HOOK,
  HOOK_HOME,
  HOOK_LOW,
  JOURNEY,
  OPENING,
  PREPARE,
  RECAP,
  SET_OFF,
} from './begin';
export { CELEBRATE, ENDING, HOME, HOMEWARD, REACH_HEART, WAY_HOME, WIND_DOWN } from './end';
export { SITUATION_END, SITUATION_LOW, SITUATION_OPENING } from './situations';
export { AWAY_SCENES, HOME_SCENES } from './scenes';
export { CHAPTER_TITLES } from './chapter-titles';
export { PAUSE } from './pause';
export { MEET } from './meet';
export { AFTERGLOW, CALLBACKS, HEART_MOMENT, LAST_STRETCH, THANKS } from './heart';
export { EVENING, FAREWELL, LOW_COMFORT, TOMORROW } from './evening';
export { ANECDOTES } from './anecdotes';
export { TRIAL_AFTER, TRIAL_BEFORE } from './trial-frame';
