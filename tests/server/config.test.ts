import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from '../../server/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fablecast-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      STORY_WRITER: 'builtin',
      NARRATOR: 'espeak',
      STATIC_DIR: path.resolve('dist'),
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('defaults the accounts settings: password policy, Google endpoints, no trusted proxy', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config.GOOGLE_ISSUER).toBeUndefined();
    expect(config.PASSWORD_MAX_LENGTH).toBeUndefined();
    expect(config).toMatchObject({
      TRUST_PROXY: false,
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      PASSWORD_MIN_LENGTH: 6,
      PASSWORD_REQUIRE_LOWERCASE: false,
      PASSWORD_REQUIRE_UPPERCASE: false,
      PASSWORD_REQUIRE_NUMERIC: false,
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: false,
    });
  });

  it('reads the password policy', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PASSWORD_MIN_LENGTH: '12',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'false',
    });

    expect(config).toMatchObject({
      PASSWORD_MIN_LENGTH: 12,
      PASSWORD_MAX_LENGTH: 64,
      PASSWORD_REQUIRE_UPPERCASE: true,
      PASSWORD_REQUIRE_NUMERIC: false,
    });
  });

  it('names bad password settings', () => {
    expect(
      problemsOf({ DATA_DIR: dataDir, PASSWORD_MIN_LENGTH: '0', PASSWORD_REQUIRE_UPPERCASE: 'yes' }),
    ).toEqual([
      'PASSWORD_MIN_LENGTH: must be a whole number between 1 and 1024 (got "0")',
      'PASSWORD_REQUIRE_UPPERCASE: must be true or false (got "yes")',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, PASSWORD_MIN_LENGTH: '10', PASSWORD_MAX_LENGTH: '8' })).toEqual([
      'PASSWORD_MAX_LENGTH: must not be less than PASSWORD_MIN_LENGTH (10)',
    ]);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3'])('refuses TRUST_PROXY=%s', (value) => {
    expect(problemsOf({ DATA_DIR: dataDir, TRUST_PROXY: value })).toEqual([
      `TRUST_PROXY: must be true, false, a hop count, or comma-separated IP addresses or CIDRs (got "${value}")`,
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '  ' });

    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the variable, the rule and the value in the message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  PORT: must be a whole number between 1 and 65535 (got "abc")',
    );
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir,
      PORT: '70000',
      DATABASE_URL: 'mysql://localhost/fablecast',
      JWT_SECRET: 'too-short',
      PUBLIC_URL: 'stories.example.com',
      LOG_LEVEL: 'chatty',
      STORY_WRITER: 'gpt',
      NARRATOR: 'robot',
      PAYMENT_LINK_WEEKLY: 'not a url',
    });

    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'STORY_WRITER',
      'NARRATOR',
      'PAYMENT_LINK_WEEKLY',
    ]);
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")',
    );
  });

  it('never echoes a secret', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir,
      JWT_SECRET: 'hunter2',
      DATABASE_URL: 'mysql://u:pw@h/db',
    });

    expect(problems.join('\n')).not.toMatch(/hunter2|pw@h/);
  });

  it('requires an OpenAI endpoint and models when a generator uses openai', () => {
    expect(problemsOf({ DATA_DIR: dataDir, STORY_WRITER: 'openai', NARRATOR: 'openai' })).toEqual([
      'OPENAI_BASE_URL: must be set when STORY_WRITER or NARRATOR is openai (e.g. https://api.openai.com/v1)',
      'OPENAI_MODEL: must be set when STORY_WRITER is openai (e.g. gpt-4o-mini)',
      'OPENAI_TTS_MODEL: must be set when NARRATOR is openai (e.g. tts-1)',
    ]);
    const local = loadConfig({
      DATA_DIR: dataDir,
      STORY_WRITER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
    });

    expect(local).toMatchObject({ STORY_WRITER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1' });
    expect(local.OPENAI_API_KEY).toBeUndefined();
  });

  it('keeps media in DATA_DIR unless told to use a bucket, and a bucket store needs its bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ BLOB_STORE: 'fs', S3_REGION: 'us-east-1' });
    expect(problemsOf({ DATA_DIR: dataDir, BLOB_STORE: 's3' })).toEqual([
      'S3_BUCKET: must be set when BLOB_STORE is s3 (e.g. fablecast-media)',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, BLOB_STORE: 'gcs' })).toEqual([
      'BLOB_STORE: must be one of fs, s3 (got "gcs")',
    ]);
    expect(
      problemsOf({
        DATA_DIR: dataDir,
        BLOB_STORE: 's3',
        S3_BUCKET: 'media',
        S3_SECRET_ACCESS_KEY: 'hunter2',
      }),
    ).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']);

    const minio = loadConfig({
      DATA_DIR: dataDir,
      BLOB_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio).toMatchObject({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true });
  });

  it('accepts PostgreSQL URLs', () => {
    for (const url of ['postgres://app:pw@db:5432/fablecast', 'postgresql://localhost/fablecast']) {
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });

  it('generates the JWT secret once, keeps it owner-only in DATA_DIR and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');

    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(first.JWT_SECRET_SOURCE).toBe('data-dir');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.JWT_SECRET);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });

    expect(config).toMatchObject({ JWT_SECRET: secret, JWT_SECRET_SOURCE: 'env' });
    await expect(stat(path.join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('lets 5 stories wait per address unless told otherwise, and refuses a cap that is not a whole number', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).MAX_QUEUED_PER_ADDRESS).toBe(5);
    expect(loadConfig({ DATA_DIR: dataDir, MAX_QUEUED_PER_ADDRESS: '30' }).MAX_QUEUED_PER_ADDRESS).toBe(30);
    expect(() => loadConfig({ DATA_DIR: dataDir, MAX_QUEUED_PER_ADDRESS: '0' })).toThrow(
      'MAX_QUEUED_PER_ADDRESS: must be a whole number between 1 and 10000 (got "0")',
    );
  });

  it("keeps the narrator's threads 10 idle minutes unless told otherwise, and refuses 0 or a fraction", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).NARRATOR_IDLE_MINUTES).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir, NARRATOR_IDLE_MINUTES: '120' }).NARRATOR_IDLE_MINUTES).toBe(120);
    expect(() => loadConfig({ DATA_DIR: dataDir, NARRATOR_IDLE_MINUTES: '0' })).toThrow(
      'NARRATOR_IDLE_MINUTES: must be a whole number between 1 and 1440 (got "0")',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, NARRATOR_IDLE_MINUTES: '2.5' })).toThrow(
      /NARRATOR_IDLE_MINUTES: must be a whole number/,
    );
  });

  it('documents exactly the variables it reads', () => {
    const everything = {
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://localhost/fablecast',
      JWT_SECRET: 'y'.repeat(32),
      PUBLIC_URL: 'https://stories.example.com',
      LOG_LEVEL: 'warn',
      STORY_WRITER: 'openai',
      NARRATOR: 'openai',
      NARRATOR_IDLE_MINUTES: '30',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TTS_MODEL: 'tts-1',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      PASSWORD_MIN_LENGTH: '8',
      PASSWORD_MAX_LENGTH: '128',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
      PAYMENT_LINK_WEEKLY: 'https://pay.example.com/weekly',
      PAYMENT_LINK_MONTHLY: 'https://pay.example.com/monthly',
      SUPPORT_EMAIL: 'help@example.com',
      STATIC_DIR: dataDir,
      BLOB_STORE: 's3',
      S3_BUCKET: 'fablecast-media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      GENERATION_WORKER: 'off',
      MAX_QUEUED_PER_ADDRESS: '8',
    };
    const config = loadConfig(everything);

    expect(configVariables.map((variable) => variable.name).sort()).toEqual(Object.keys(everything).sort());
    for (const name of Object.keys(everything)) expect(config).toHaveProperty(name);
    for (const variable of configVariables) {
      expect(variable.description.length).toBeGreaterThan(10);
      expect(variable.default.length).toBeGreaterThan(0);
    }
  });
});
