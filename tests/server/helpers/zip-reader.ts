import { crc32 } from 'node:zlib';

/**
 * A minimal ZIP reader for tests, written from the format (APPNOTE.TXT), not from the writer: it finds
 * the end record, walks the central directory, and checks every entry's local header, sizes and CRC
 * against its data, throwing at the first thing a real unzip would stumble on. Stored entries only.
 */

export interface ReadEntry {
  name: string;
  data: Buffer;
  flags: number;
  method: number;
  modifiedAt: Date;
}

function fail(message: string): never {
  throw new Error(`not a valid ZIP: ${message}`);
}

function dosDate(date: number, time: number): Date {
  return new Date(
    Date.UTC(
      1980 + (date >> 9),
      ((date >> 5) & 0x0f) - 1,
      date & 0x1f,
      time >> 11,
      (time >> 5) & 0x3f,
      (time & 0x1f) * 2,
    ),
  );
}

export function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22;
  if (end < 0 || zip.readUInt32LE(end) !== 0x06054b50) fail('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  if (zip.readUInt16LE(end + 8) !== count) fail('entries on this disk differ from the total');
  const directorySize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (at + directorySize !== end) fail('the central directory does not end where the end record starts');

  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) fail(`central header ${index} has no signature`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const [time, date] = [zip.readUInt16LE(at + 12), zip.readUInt16LE(at + 14)];
    const crc = zip.readUInt32LE(at + 16);
    const [compressed, size] = [zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((offset) =>
      zip.readUInt16LE(at + offset),
    );
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + (nameLength ?? 0)).toString('utf8');
    at += 46 + (nameLength ?? 0) + (extraLength ?? 0) + (commentLength ?? 0);

    if (zip.readUInt32LE(localAt) !== 0x04034b50) fail(`${name}: no local header signature`);
    const local = {
      flags: zip.readUInt16LE(localAt + 6),
      method: zip.readUInt16LE(localAt + 8),
      crc: zip.readUInt32LE(localAt + 14),
      compressed: zip.readUInt32LE(localAt + 18),
      size: zip.readUInt32LE(localAt + 22),
      nameLength: zip.readUInt16LE(localAt + 26),
      extraLength: zip.readUInt16LE(localAt + 28),
    };
    const localName = zip.subarray(localAt + 30, localAt + 30 + local.nameLength).toString('utf8');
    if (localName !== name) fail(`${name}: the local header names ${localName}`);
    if (
      local.crc !== crc ||
      local.size !== size ||
      local.compressed !== compressed ||
      local.flags !== flags
    ) {
      fail(`${name}: the local and central headers disagree`);
    }
    if (method !== 0 || compressed !== size) fail(`${name}: not stored`);
    const start = localAt + 30 + local.nameLength + local.extraLength;
    const data = zip.subarray(start, start + size);
    if (data.length !== size) fail(`${name}: data cut short`);
    if (crc32(data) !== crc) fail(`${name}: CRC mismatch`);
    entries.push({ name, data: Buffer.from(data), flags, method, modifiedAt: dosDate(date, time) });
  }
  if (at !== end) fail('bytes between the central directory and the end record');
  return entries;
}
