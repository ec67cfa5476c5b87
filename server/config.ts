import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { readOrCreateSecret } from './secret-file';

/**
 * Configuration comes only from environment variables, parsed once at boot. A bad value stops the server
 * with a message naming every bad variable at once, so a typo never becomes a surprise at runtime.
 * An empty value (`FOO=` in a compose file) counts as unset.
 */

export interface ConfigVariable {
  readonly name: string;
  /** What happens when it is unset, in words for the README table. */
  readonly default: string;
  readonly description: string;
  /** Secrets (and URLs that may hold a password) are never echoed back in error messages. */
  readonly secret?: boolean;
}

export const configVariables = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Directory for the embedded database, the generated JWT secret and audio files.',
  },
  {
    name: 'DATABASE_URL',
    default: 'unset: embedded PGlite in DATA_DIR/pglite',
    description: 'A postgres:// or postgresql:// URL to use PostgreSQL instead of the embedded database.',
    secret: true,
  },
  {
    name: 'JWT_SECRET',
    default: 'unset: generated once and kept in DATA_DIR/jwt-secret',
    description:
      'Secret that signs access tokens, at least 32 characters. Set it when running several servers.',
    secret: true,
  },
  {
    name: 'PUBLIC_URL',
    default: 'unset',
    description: 'The URL users reach the app at; an https URL turns on HSTS.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'STORY_WRITER', default: 'builtin', description: 'builtin (offline story engine) or openai.' },
  { name: 'NARRATOR', default: 'espeak', description: 'espeak (offline voice) or openai.' },
  {
    name: 'NARRATOR_IDLE_MINUTES',
    default: '10',
    description:
      "Minutes the narrator's threads stay after their last chapter before they end and free their memory (≈ 200 MB); the next story then starts them again, unwarmed (ADR 040). Raise it on a server that narrates all day.",
  },
  {
    name: 'OPENAI_BASE_URL',
    default: 'unset',
    description:
      'Base URL of an OpenAI-compatible API (OpenAI, Ollama, vLLM, Kokoro); required when STORY_WRITER or NARRATOR is openai.',
  },
  {
    name: 'OPENAI_API_KEY',
    default: 'unset',
    description: 'API key sent to OPENAI_BASE_URL; local servers often need none.',
    secret: true,
  },
  {
    name: 'OPENAI_MODEL',
    default: 'unset',
    description: 'Chat model that writes stories; required when STORY_WRITER is openai.',
  },
  {
    name: 'OPENAI_TTS_MODEL',
    default: 'unset',
    description: 'Speech model that narrates chapters; required when NARRATOR is openai.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Whether to believe X-Forwarded-For: true (any proxy), a hop count, or comma-separated proxy addresses/CIDRs. Set it only behind a reverse proxy, or per-IP rate limits see the proxy, not the client.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: 'unset: Google sign-in off',
    description: 'OAuth client id that Google ID tokens must be issued for.',
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com (also accounts.google.com)',
    description: 'Issuer that Google ID tokens must carry; change it only to test against another provider.',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    description: 'Where the keys that sign Google ID tokens are published.',
  },
  {
    name: 'PASSWORD_MIN_LENGTH',
    default: '6',
    description: 'Fewest characters a password may have (published to the sign-up form too).',
  },
  {
    name: 'PASSWORD_MAX_LENGTH',
    default: 'unset: no maximum',
    description: 'Most characters a password may have; longer ones are refused, never truncated.',
  },
  {
    name: 'PASSWORD_REQUIRE_LOWERCASE',
    default: 'false',
    description: 'true: a password needs a lower-case letter.',
  },
  {
    name: 'PASSWORD_REQUIRE_UPPERCASE',
    default: 'false',
    description: 'true: a password needs an upper-case letter.',
  },
  {
    name: 'PASSWORD_REQUIRE_NUMERIC',
    default: 'false',
    description: 'true: a password needs a digit.',
  },
  {
    name: 'PASSWORD_REQUIRE_NON_ALPHANUMERIC',
    default: 'false',
    description: 'true: a password needs a character that is neither a letter nor a digit.',
  },
  {
    name: 'PAYMENT_LINK_WEEKLY',
    default: 'unset: a demo subscription kept on the device',
    description:
      'Hosted payment page for the weekly plan (set its success URL to PUBLIC_URL/thank-you); unset, Subscribe starts a demo subscription that charges nothing.',
  },
  {
    name: 'PAYMENT_LINK_MONTHLY',
    default: 'unset: a demo subscription kept on the device',
    description:
      'Hosted payment page for the monthly plan (set its success URL to PUBLIC_URL/thank-you); unset, Subscribe starts a demo subscription that charges nothing.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'unset: the Help page says no address is set',
    description:
      'Where parents write for help: Help › Contact opens their email app addressed to it (GET /api/v1/support).',
  },
  // Fair generation queue (issue 16 e, ADR 042)
  {
    name: 'MAX_QUEUED_PER_ADDRESS',
    default: '5',
    description:
      'Most stories (and rewrites) that may wait in the generation queue from one client address; the next is refused with 429 ADDRESS_QUEUE_FULL. Raise it for a school or library behind one address.',
  },
  { name: 'STATIC_DIR', default: './dist', description: 'The built app (vite build output) to serve.' },
  // Media on shared storage (ADR 038).
  {
    name: 'BLOB_STORE',
    default: 'fs',
    description: 'Where audio and covers live: fs (DATA_DIR/files) or s3 (an S3-compatible bucket).',
  },
  { name: 'S3_BUCKET', default: 'unset', description: 'Bucket for media; required when BLOB_STORE is s3.' },
  {
    name: 'S3_ENDPOINT',
    default: 'unset: AWS',
    description: 'URL of an S3-compatible service (MinIO, Garage, R2); unset means AWS S3 itself.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket.' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: 'unset: the AWS SDK’s own chain (environment, profile, instance role)',
    description: 'Access key for the bucket; set it together with S3_SECRET_ACCESS_KEY.',
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: 'unset',
    description: 'Secret key for the bucket; set it together with S3_ACCESS_KEY_ID.',
    secret: true,
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true: address the bucket as ENDPOINT/bucket (MinIO, Garage and most self-hosted services).',
  },
  // Several processes (ADR 041).
  {
    name: 'GENERATION_WORKER',
    default: 'embedded',
    description:
      'embedded: this API process also writes and narrates stories; off: it leaves them to `npm run worker` processes on the same PostgreSQL.',
  },
] as const satisfies readonly ConfigVariable[];

export type ConfigVariableName = (typeof configVariables)[number]['name'];
type RawVariables = Partial<Record<ConfigVariableName, string>>;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z
  .string()
  .default('8080')
  .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
    error: 'must be a whole number between 1 and 65535',
  })
  .transform(Number);

const directory = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => path.resolve(value));

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('false')
  .transform((value) => value === 'true');

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `must be a whole number between ${min} and ${max}`,
    })
    .transform(Number);

/** Fastify's `trustProxy`: a boolean, a hop count, or the addresses (CIDRs) of the proxies to believe. */
const trustProxy = z
  .string()
  .default('false')
  .refine((value) => /^(true|false|\d{1,2})$/.test(value) || value.split(',').every(isAddressOrCidr), {
    error: 'must be true, false, a hop count, or comma-separated IP addresses or CIDRs',
  })
  .transform((value): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback);

const configSchema = z.object({
  PORT: port,
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: directory('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: oneOf(logLevels, 'info'),
  STORY_WRITER: oneOf(['builtin', 'openai'], 'builtin'),
  NARRATOR: oneOf(['espeak', 'openai'], 'espeak'),
  NARRATOR_IDLE_MINUTES: wholeNumber(1, 1440).default(10),
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  OPENAI_TTS_MODEL: z.string().optional(),
  TRUST_PROXY: trustProxy,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUER: z.string().optional(),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  PASSWORD_MIN_LENGTH: wholeNumber(1, 1024).default(6),
  PASSWORD_MAX_LENGTH: wholeNumber(1, 1_000_000).optional(),
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_NUMERIC: flag,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag,
  PAYMENT_LINK_WEEKLY: httpUrl.optional(),
  PAYMENT_LINK_MONTHLY: httpUrl.optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address, e.g. help@example.com' }).optional(),
  STATIC_DIR: directory('./dist'),
  BLOB_STORE: oneOf(['fs', 's3'], 'fs'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  GENERATION_WORKER: oneOf(['embedded', 'off'], 'embedded'),
  MAX_QUEUED_PER_ADDRESS: wholeNumber(1, 10_000).default(5),
} satisfies Record<ConfigVariableName, z.ZodType>);

export type Config = Omit<z.output<typeof configSchema>, 'JWT_SECRET'> & {
  readonly JWT_SECRET: string;
  /** A secret kept in DATA_DIR is per machine: several servers sharing one PostgreSQL need JWT_SECRET. */
  readonly JWT_SECRET_SOURCE: 'env' | 'data-dir';
};

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(['Invalid configuration:', ...problems.map((problem) => `  ${problem}`)].join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Rules between variables, checked on the raw values so they are reported even when others are bad. */
function dependencyProblems(raw: RawVariables): string[] {
  const problems: string[] = [];
  if ((raw.STORY_WRITER === 'openai' || raw.NARRATOR === 'openai') && raw.OPENAI_BASE_URL === undefined) {
    problems.push(
      'OPENAI_BASE_URL: must be set when STORY_WRITER or NARRATOR is openai (e.g. https://api.openai.com/v1)',
    );
  }
  if (raw.STORY_WRITER === 'openai' && raw.OPENAI_MODEL === undefined) {
    problems.push('OPENAI_MODEL: must be set when STORY_WRITER is openai (e.g. gpt-4o-mini)');
  }
  if (raw.NARRATOR === 'openai' && raw.OPENAI_TTS_MODEL === undefined) {
    problems.push('OPENAI_TTS_MODEL: must be set when NARRATOR is openai (e.g. tts-1)');
  }
  const minLength = Number(raw.PASSWORD_MIN_LENGTH ?? '6');
  const maxLength = Number(raw.PASSWORD_MAX_LENGTH);
  if (raw.PASSWORD_MAX_LENGTH !== undefined && maxLength < minLength) {
    problems.push(`PASSWORD_MAX_LENGTH: must not be less than PASSWORD_MIN_LENGTH (${minLength})`);
  }
  return [...problems, ...blobStoreProblems(raw)];
}

function blobStoreProblems(raw: RawVariables): string[] {
  const problems: string[] = [];
  if (raw.BLOB_STORE === 's3' && raw.S3_BUCKET === undefined) {
    problems.push('S3_BUCKET: must be set when BLOB_STORE is s3 (e.g. fablecast-media)');
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

function readVariables(env: Readonly<Record<string, string | undefined>>): RawVariables {
  const raw: RawVariables = {};
  for (const { name } of configVariables) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  return raw;
}

function describeIssue(issue: z.core.$ZodIssue, raw: RawVariables): string {
  const variable = configVariables.find((candidate) => candidate.name === issue.path[0]);
  if (!variable) return issue.message;
  const value = raw[variable.name];
  const shown = value !== undefined && !('secret' in variable) ? ` (got ${JSON.stringify(value)})` : '';
  return `${variable.name}: ${issue.message}${shown}`;
}

/** Parses the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const raw = readVariables(env);
  const result = configSchema.safeParse(raw);
  const problems = [
    ...(result.error?.issues.map((issue) => describeIssue(issue, raw)) ?? []),
    ...dependencyProblems(raw),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);

  const { JWT_SECRET, ...config } = result.data;
  if (JWT_SECRET !== undefined) return { ...config, JWT_SECRET, JWT_SECRET_SOURCE: 'env' };
  try {
    const secret = readOrCreateSecret(path.join(config.DATA_DIR, 'jwt-secret'));
    return { ...config, JWT_SECRET: secret, JWT_SECRET_SOURCE: 'data-dir' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      `JWT_SECRET: not set, and no generated secret could be kept in DATA_DIR (${reason})`,
    ]);
  }
}
