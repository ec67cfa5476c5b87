import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from '../../../../server/generation/encoder/mp3-encode';
import { measureMp3 } from '../../../../server/generation/encoder/mp3-frames';
import { parseWav, toWav, WavFormatError } from '../../../../server/generation/encoder/wav';
import { tone } from './audio-analysis';

function floatStereoWav(
  left: Float32Array,
  right: Float32Array,
  sampleRate: number,
  dataSize?: number,
): Buffer {
  const data = Buffer.alloc(left.length * 8);
  left.forEach((sample, index) => {
    data.writeFloatLE(sample, index * 8);
    data.writeFloatLE(right[index] ?? 0, index * 8 + 4);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20); // IEEE float
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 8, 28);
  header.writeUInt16LE(8, 32);
  header.writeUInt16LE(32, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataSize ?? data.length, 40);
  return Buffer.concat([header, data]);
}

describe('WAV', () => {
  it('reads back what it writes', () => {
    const samples = tone(0.5, 24000);
    const audio = parseWav(toWav(samples, 24000));
    expect(audio.sampleRate).toBe(24000);
    expect(audio.samples).toEqual(samples);
  });

  it('mixes float stereo down to 16-bit mono', () => {
    const left = new Float32Array([0.5, -0.5, 1]);
    const right = new Float32Array([0.5, 0.5, 1]);
    const audio = parseWav(floatStereoWav(left, right, 44100));
    expect(audio.sampleRate).toBe(44100);
    expect([...audio.samples]).toEqual([16384, 0, 32767]);
  });

  it('reads a streamed WAV whose data size was left unknown', () => {
    const audio = parseWav(floatStereoWav(new Float32Array(100), new Float32Array(100), 24000, 0xffffffff));
    expect(audio.samples.length).toBe(100);
  });

  it('refuses what is not uncompressed WAV', () => {
    expect(() => parseWav(Buffer.from('ID3\u0004 definitely an mp3'))).toThrow(WavFormatError);
    const eightBit = toWav(tone(0.1, 8000), 8000);
    eightBit.writeUInt16LE(8, 34);
    expect(() => parseWav(eightBit)).toThrow(/unsupported WAV format 1\/8-bit/);
  });
});

describe('MP3 measurement', () => {
  it('counts the frames a decoder will play', async () => {
    const mp3 = encodeMp3(tone(2, 22050), 22050);
    const measure = measureMp3(mp3);
    expect(measure).toMatchObject({ sampleRate: 22050, channels: 1 });
    // 2 s of PCM + 1,105 samples of codec delay, rounded up to whole 576-sample frames.
    expect(measure.frames).toBe(Math.ceil((2 * 22050 + 1105) / 576));
    const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(Math.abs(measure.durationSeconds - (format.duration ?? 0))).toBeLessThan(0.03);
  });

  it('skips an ID3 tag and refuses a file without frames', () => {
    const mp3 = encodeMp3(tone(1, 24000), 24000);
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array<number>(20).fill(0xff)]);
    expect(measureMp3(Buffer.concat([id3, mp3])).frames).toBe(measureMp3(mp3).frames);
    expect(() => measureMp3(Buffer.from('not audio at all'))).toThrow(/no layer III frame/);
  });
});
