import { encodeMp3 } from './mp3-encode';
import { measureMp3 } from './mp3-frames';
import type { Mp3Tasks } from './mp3-tasks';
import { serveTasks } from './serve-tasks';

serveTasks<Mp3Tasks>({
  encode: ({ samples, sampleRate }) => {
    const mp3 = encodeMp3(samples, sampleRate);
    return { result: { mp3, measure: measureMp3(mp3) }, transfer: [mp3.buffer] };
  },
});
