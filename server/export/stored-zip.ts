/**
 * A ZIP archive of "stored" (uncompressed) entries, written as a stream: MP3 does not compress, so
 * deflate would spend CPU for nothing, and a stored entry is just a header and the bytes. Each entry's
 * data is read only when its turn comes, so at most one file is in memory. Names are UTF-8 (general
 * purpose flag bit 11), which every current unzip reads. An entry whose data turns out to be gone is
 * left out: its header has not been written yet. No ZIP64: an archive stays under 4 GiB and
 * 65,535 entries (a story is at most 12 chapters of a few megabytes), and the writer refuses more.
 *
 * Layout (APPNOTE.TXT 6.3): for each entry a local file header (30 bytes + name) and the data; then the
 * central directory (46 bytes + name per entry); then the end of central directory record (22 bytes).
 */

export interface ZipEntry {
  /** The path inside the archive, `/`-separated. */
  name: string;
  modifiedAt: Date;
  /** The entry's bytes; undefined leaves the entry out (its file went away before its turn came). */
  read(): Promise<Buffer | undefined>;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: the version a reader needs for these entries (and the one we claim to be made by, MS-DOS). */
const VERSION = 20;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const MAX_32 = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (ISO-HDLC, the polynomial of ZIP, gzip and PNG). */
export function crc32(data: Uint8Array): number {
  let crc = 0xffff_ffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffff_ffff) >>> 0;
}

/** MS-DOS date and time (two-second steps, years 1980–2107), in UTC: ZIP has no time zone. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  date: number;
  time: number;
  offset: number;
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.size, 18); // compressed size: stored, so the same
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28); // no extra field
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(STORED, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field and comment lengths, disk number, internal and external attributes: all zero.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  record.writeUInt16LE(count, 8); // entries on this disk (disk numbers stay 0)
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/** The archive's bytes, chunk by chunk; pipe them to a response with `Readable.from`. */
export async function* storedZip(entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  if (entries.length > MAX_ENTRIES)
    throw new Error(`A ZIP without ZIP64 holds at most ${MAX_ENTRIES} entries`);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = await entry.read();
    if (data === undefined) continue;
    const record: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      crc: crc32(data),
      size: data.length,
      offset,
      ...dosDateTime(entry.modifiedAt),
    };
    const header = localHeader(record);
    offset += header.length + data.length;
    if (offset > MAX_32) throw new Error('A ZIP without ZIP64 stays under 4 GiB');
    written.push(record);
    yield header;
    yield data;
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}
