import { randomBytes } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, storedZip, type ZipEntry } from '../../../server/export/stored-zip';
import { readZip } from '../helpers/zip-reader';

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storedZip(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const entry = (name: string, data: Buffer, modifiedAt = new Date('2025-06-07T08:09:10Z')): ZipEntry => ({
  name,
  modifiedAt,
  read: async () => data,
});

describe('CRC-32', () => {
  it('gives the check value of the standard, and agrees with zlib', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
    for (const size of [1, 7, 1000, 65_537]) {
      const data = randomBytes(size);
      expect(crc32(data)).toBe(zlibCrc32(data));
    }
  });
});

describe('stored ZIP', () => {
  it('is an empty archive of one end record when there is nothing in it', async () => {
    const zip = await zipOf([]);
    expect(zip).toHaveLength(22);
    expect(readZip(zip)).toEqual([]);
  });

  it('holds every entry byte for byte, stored, with its name in UTF-8 and its time', async () => {
    const audio = randomBytes(200_000);
    const zip = await zipOf([
      entry('story.txt', Buffer.from('El dragón\n', 'utf8')),
      entry('01 - La canción del niño.mp3', audio, new Date('2024-12-31T23:59:58Z')),
      entry('empty.txt', Buffer.alloc(0)),
    ]);

    const entries = readZip(zip);
    expect(entries.map((read) => read.name)).toEqual([
      'story.txt',
      '01 - La canción del niño.mp3',
      'empty.txt',
    ]);
    expect(entries[0]?.data.toString('utf8')).toBe('El dragón\n');
    expect(entries[1]?.data.equals(audio)).toBe(true);
    expect(entries[2]?.data).toHaveLength(0);
    for (const read of entries) {
      expect(read.method).toBe(0);
      expect(read.flags & 0x0800).toBe(0x0800);
    }
    expect(entries[0]?.modifiedAt.toISOString()).toBe('2025-06-07T08:09:10.000Z');
    expect(entries[1]?.modifiedAt.toISOString()).toBe('2024-12-31T23:59:58.000Z');
    // Headers and data, nothing more: 30 + name per local entry, 46 + name per central entry, 22 at the end.
    const names = entries.reduce((total, read) => total + Buffer.byteLength(read.name), 0);
    const data = entries.reduce((total, read) => total + read.data.length, 0);
    expect(zip.length).toBe(30 * 3 + 46 * 3 + 2 * names + data + 22);
  });

  it('leaves out an entry whose data is gone when its turn comes', async () => {
    const gone: ZipEntry = { name: 'gone.mp3', modifiedAt: new Date(), read: async () => undefined };
    const zip = await zipOf([entry('a.txt', Buffer.from('a')), gone, entry('b.txt', Buffer.from('b'))]);

    expect(readZip(zip).map((read) => read.name)).toEqual(['a.txt', 'b.txt']);
  });

  it('reads each entry only when its turn comes', async () => {
    const reads: string[] = [];
    const lazy = (name: string): ZipEntry => ({
      name,
      modifiedAt: new Date(),
      read: async () => {
        reads.push(name);
        return Buffer.from(name);
      },
    });
    const chunks = storedZip([lazy('a'), lazy('b')]);
    await chunks.next();
    expect(reads).toEqual(['a']);
    for await (const _chunk of chunks);
    expect(reads).toEqual(['a', 'b']);
  });
});
