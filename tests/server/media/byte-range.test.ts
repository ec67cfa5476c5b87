import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../../server/media/byte-range';

describe('parseByteRange', () => {
  const size = 1000;

  it('serves the whole file without a header or with one it cannot use', () => {
    expect(parseByteRange(undefined, size)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1,5-9', size)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-9', size)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=-', size)).toEqual({ kind: 'whole' });
  });

  it('reads a closed range, an open range and a suffix range', () => {
    expect(parseByteRange('bytes=100-199', size)).toEqual({ kind: 'partial', start: 100, end: 199 });
    expect(parseByteRange('bytes=900-', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('clamps an end past the file to its last byte', () => {
    expect(parseByteRange('bytes=990-5000', size)).toEqual({ kind: 'partial', start: 990, end: 999 });
  });

  it('refuses a range that starts past the end, or ends before it starts', () => {
    expect(parseByteRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=1010-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=500-100', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
  });
});
