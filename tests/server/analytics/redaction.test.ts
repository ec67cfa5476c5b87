import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_LIMITS,
  isPersonalKey,
  mayTrack,
  passesLuhn,
  redactText,
  REDACTED,
  sanitizeProperties,
  stripStack,
} from '../../../src/contract/analytics';

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chars = (alphabet: string, min: number, max: number) =>
    Array.from({ length: int(min, max) }, () => pick([...alphabet])).join('');
  return { int, pick, chars };
}
type Random = ReturnType<typeof seeded>;

const lower = 'abcdefghijklmnopqrstuvwxyz';
const digits = '0123456789';
const words = [
  'the',
  'fox',
  'story',
  'listen',
  'moon',
  'dragon',
  'played',
  'chapter',
  'sleepy',
  'owl',
  'river',
];

function luhnCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error('unreachable');
}

const generators: Record<keyof typeof REDACTED, ((random: Random) => string) | undefined> = {
  email: (r) =>
    `${r.chars(lower + digits, 1, 6)}${r.pick(['', '.', '_', '+', '-'])}${r.chars(lower + digits, 1, 6)}@${r.chars(lower, 2, 8)}${r.pick(['', `-${r.chars(lower, 1, 4)}`])}.${r.pick(['', `${r.chars(lower, 2, 5)}.`])}${r.chars(lower, 2, 6)}`,
  phone: (r) => {
    const [a, b, c] = [r.chars(digits, 3, 3), r.chars(digits, 3, 3), r.chars(digits, 4, 4)];
    return r.pick([
      `+1 ${a} ${b} ${c}`,
      `(${a}) ${b}-${c}`,
      `${a}-${b}-${c}`,
      `${a}.${b}.${c}`,
      `${a}${b}${c}`,
      `+44 20 ${r.chars(digits, 4, 4)} ${r.chars(digits, 4, 4)}`,
      `+33${r.chars(digits, 9, 9)}`,
    ]);
  },
  ip: (r) => {
    if (r.int(0, 1) === 0) return Array.from({ length: 4 }, () => r.int(0, 255)).join('.');
    const group = () => r.chars('0123456789abcdef', 1, 4);
    if (r.int(0, 1) === 0) return Array.from({ length: 8 }, group).join(':');
    const left = r.int(1, 3);
    const right = r.int(1, 6 - left);
    return `${Array.from({ length: left }, group).join(':')}::${Array.from({ length: right }, group).join(':')}`;
  },
  card: (r) => {
    const body = `${r.pick(['4', '51', '37', '6011'])}${r.chars(digits, 12, 12)}`.slice(
      0,
      r.pick([12, 14, 15]),
    );
    const number = body + luhnCheckDigit(body);
    if (number.length !== 16 || r.int(0, 1) === 0) return number;
    const separator = r.pick([' ', '-']);
    return number.match(/\d{4}/g)?.join(separator) ?? number;
  },
  ssn: (r) => `${r.int(100, 899)}-${r.chars(digits, 2, 2)}-${r.chars(digits, 4, 4)}`,
  secret: undefined,
};

const kinds = Object.keys(REDACTED).filter(
  (kind) => generators[kind as keyof typeof REDACTED],
) as (keyof typeof REDACTED)[];

function sentence(random: Random, adjacent: boolean) {
  const planted: { kind: keyof typeof REDACTED; value: string }[] = [];
  const parts: string[] = [];
  for (let index = 0; index < random.int(1, 6); index += 1) {
    parts.push(...Array.from({ length: adjacent ? 0 : random.int(1, 3) }, () => random.pick(words)));
    const kind = random.pick(kinds);
    const value = generators[kind]?.(random) ?? '';
    planted.push({ kind, value });
    parts.push(random.pick(['', '(', '"']) + value + random.pick(['', ',', '.', ')', ';']));
  }
  parts.push(random.pick(words));
  return { text: parts.join(' '), planted };
}

describe('redactText over generated text', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: every planted value is replaced by its marker', (seed) => {
    const random = seeded(seed);
    for (let round = 0; round < 250; round += 1) {
      const { text, planted } = sentence(random, false);
      const redacted = redactText(text);
      const context = `seed ${seed} round ${round}: ${text} → ${redacted}`;
      expect(redacted, context).not.toMatch(/\d/);
      for (const { value } of planted) expect(redacted.includes(value), context).toBe(false);
      for (const kind of kinds) {
        const expected = planted.filter((item) => item.kind === kind).length;
        expect(redacted.split(REDACTED[kind]).length - 1, `${kind} in ${context}`).toBe(expected);
      }
    }
  });

  it.each([11, 12, 13, 14])('seed %i: values written side by side leave no trace either', (seed) => {
    const random = seeded(seed);
    for (let round = 0; round < 250; round += 1) {
      const { text, planted } = sentence(random, true);
      const redacted = redactText(text);
      const context = `seed ${seed} round ${round}: ${text} → ${redacted}`;
      expect(redacted, context).not.toMatch(/\d/);
      for (const { value } of planted) expect(redacted.includes(value), context).toBe(false);
    }
  });
});

describe('redactText examples', () => {
  it.each([
    ['write to ann.lee+kids@mail.example.co.uk today', 'write to [REDACTED_EMAIL] today'],
    ['from 10.0.0.1 and fe80::1ff:fe23:4567:890a', 'from [REDACTED_IP] and [REDACTED_IP]'],
    ['card 4111-1111-1111-1111 exp', 'card [REDACTED_CARD] exp'],
    ['ssn 078-05-1120.', 'ssn [REDACTED_SSN].'],
    ['call (415) 555-0132 now', 'call [REDACTED_PHONE] now'],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it.each([
    'chapter 3 of 12 at 12:30:45',
    'played 2025-11-21T17:49:39.123Z',
    'ratio 3.14159 and version 1.2.3',
    'order 4111111111111112 fails Luhn',
    'count 123456',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('sanitizeProperties', () => {
  it.each([
    'email',
    'userEmail',
    'childName',
    'NAME',
    'phone_number',
    'homeAddress',
    'clientIp',
    'password',
    'apiSecret',
    'accessToken',
    'apiKey',
    'ssn',
    'creditLimit',
    'cardLast4',
    'birthday',
    'gender',
    'userId',
    'dob',
    'zip',
    'Post-Code',
    'lat',
    'lng',
    'location',
    'utm_source',
    'referrer',
    'gclid',
    'city',
    'country',
  ])('drops the key %s', (key) => {
    expect(isPersonalKey(key)).toBe(true);
    expect(sanitizeProperties({ [key]: 'value', theme: 'animals' })).toEqual({ theme: 'animals' });
  });

  it.each(['theme', 'storyId', 'chapter', 'durationSeconds', 'completed', 'childId', 'voice'])(
    'keeps the key %s',
    (key) => {
      expect(isPersonalKey(key)).toBe(false);
    },
  );

  it('walks nested objects and arrays, drops what is not JSON, and cuts what is too big', () => {
    const result = sanitizeProperties({
      nested: { inner: { contact: 'mail bob@example.com', user_name: 'Bob' } },
      list: ['call 415-555-0132', 3, true, null, { token: 'x', fine: 'yes' }],
      fn: () => 1,
      notANumber: Number.NaN,
      date: new Date(0),
      text: 'y'.repeat(ANALYTICS_LIMITS.maxStringLength + 10),
      many: Array.from({ length: 80 }, (_value, index) => index),
    });
    expect(result).toEqual({
      nested: { inner: { contact: 'mail [REDACTED_EMAIL]' } },
      list: ['call [REDACTED_PHONE]', 3, true, null, { fine: 'yes' }],
      text: 'y'.repeat(ANALYTICS_LIMITS.maxStringLength),
      many: Array.from({ length: ANALYTICS_LIMITS.maxArrayItems }, (_value, index) => index),
    });
    const wide = Object.fromEntries(Array.from({ length: 70 }, (_value, index) => [`k${index}`, index]));
    expect(Object.keys(sanitizeProperties(wide))).toHaveLength(ANALYTICS_LIMITS.maxKeys);
  });

  it('never writes to a prototype and answers {} for anything but an object', () => {
    const hostile: unknown = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "ok": 1}');
    const result = sanitizeProperties(hostile);
    expect(result).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const value of [null, 'text', 3, ['a'], undefined]) expect(sanitizeProperties(value)).toEqual({});
  });
});

describe('stripStack', () => {
  it('keeps file names and lines but not paths, URLs or secrets', () => {
    const stack = [
      'Error: failed for ann@example.com with token=abc123def',
      '    at load (https://app.fablecast.example/assets/index-4f3a.js:1:2345)',
      '    at read (/home/alex/projects/fablecast/src/lib/api.ts:10:5)',
      '    at C:\\Users\\alex\\app\\main.js:3:1',
      '    Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      '    at file:///Users/alex/app/sw.js:7:9',
    ].join('\n');
    const stripped = stripStack(stack);

    expect(stripped).toContain('index-4f3a.js:1:2345');
    expect(stripped).toContain('api.ts:10:5');
    expect(stripped).toContain('main.js:3:1');
    expect(stripped).toContain('sw.js:7:9');
    for (const gone of [
      'alex',
      'https://',
      'fablecast.example',
      'abc123def',
      'eyJ',
      'ann@example.com',
      'Users',
    ])
      expect(stripped).not.toContain(gone);
    expect(stripped).toContain(REDACTED.secret);
    expect(stripStack('x'.repeat(10_000)).length).toBeLessThanOrEqual(ANALYTICS_LIMITS.maxStackLength);
  });
});

describe('mayTrack', () => {
  it('allows only consent on and child mode off', () => {
    expect(mayTrack({ analyticsConsent: true, childMode: false })).toBe(true);
    expect(mayTrack({ analyticsConsent: true, childMode: true })).toBe(false);
    expect(mayTrack({ analyticsConsent: false, childMode: false })).toBe(false);
  });
});

describe('redactText and record ids', () => {
  it('keeps story and chapter ids whole, and still redacts a phone number beside them', () => {
    const storyId = '3f2a9c41-4000-8000-1234-567890123456';
    const chapterId = '0b7e2d10-5555-4123-9876-415555013200';
    expect(redactText(storyId)).toBe(storyId);
    expect(redactText(`${storyId}/${chapterId}`)).toBe(`${storyId}/${chapterId}`);
    expect(redactText(`story ${storyId} call 415 555 0132`)).toBe(`story ${storyId} call ${REDACTED.phone}`);
  });
});
