import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('stores files in DATA_DIR/files unless STORAGE_DRIVER=s3, which reads the S3 variables', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'fs' });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'sounds-prod',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'sounds-prod',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
    // No keys: the SDK's own credential chain (an instance role).
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-west-1' }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        endpoint: undefined,
        region: 'eu-west-1',
        bucket: 'b-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  it('names what STORAGE_DRIVER=s3 lacks or gets wrong', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_DRIVER: 'nfs' })).toEqual(['STORAGE_DRIVER must be fs or s3']);
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET is required when STORAGE_DRIVER=s3',
    ]);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'ftp://x' })).toEqual([
      'S3_ENDPOINT must be an http:// or https:// URL',
    ]);
  });

  it('defaults to port 3000, all interfaces and ./data with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      nodeEnv: 'production',
      logLevel: 'info',
    });
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/sb',
      DATABASE_URL: 'postgres://u:p@db:5432/soundboard',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/sb',
      databaseUrl: 'postgres://u:p@db:5432/soundboard',
    });
  });

  it('defaults the public URL to localhost on PORT, with verification off and no proxy trusted', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({
      publicUrl: 'http://localhost:8080',
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Soundboard <no-reply@localhost>',
      trustProxy: false,
    });
  });

  it('reads PUBLIC_URL (origin only), AUTH_SECRET, SMTP_URL, MAIL_FROM and TRUST_PROXY', () => {
    const secret = 's'.repeat(32);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://sb.example/',
        AUTH_SECRET: secret,
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        TRUST_PROXY: 'true',
      }),
    ).toMatchObject({
      publicUrl: 'https://sb.example',
      authSecret: secret,
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Soundboard <no-reply@sb.example>',
      trustProxy: true,
    });
    expect(loadConfig({ MAIL_FROM: 'Boards <boards@x.example>' }).mailFrom).toBe(
      'Boards <boards@x.example>',
    );
  });

  it('reads TRUST_PROXY as a number of proxies in front (issue 31)', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(ConfigError);
  });

  it('names bad auth and mail variables', () => {
    let error: unknown;
    try {
      loadConfig({
        PUBLIC_URL: 'ftp://x',
        AUTH_SECRET: 'short',
        SMTP_URL: 'http://x',
        TRUST_PROXY: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PUBLIC_URL must be an http:\/\/ or https:\/\/ URL$/m);
    expect(problems).toMatch(/^AUTH_SECRET must be at least 32 characters$/m);
    expect(problems).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/m);
    expect(problems).toMatch(
      /^TRUST_PROXY must be true, false or the number of proxies in front \(0–10\)$/m,
    );
  });

  it('keeps URL ingest off loopback unless INGEST_ALLOW_LOOPBACK is set (test-only)', () => {
    expect(loadConfig({}).ingestAllowLoopback).toBe(false);
    expect(loadConfig({ INGEST_ALLOW_LOOPBACK: 'true' }).ingestAllowLoopback).toBe(true);
    expect(() => loadConfig({ INGEST_ALLOW_LOOPBACK: 'yes' })).toThrow(
      /INGEST_ALLOW_LOOPBACK must be true or false/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT /m);
    expect(problems).toMatch(/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/m);
    expect(problems).toMatch(/^LOG_LEVEL /m);
  });

  it('reads the GIF search settings; no key by default, the base URL overridable', () => {
    const off = loadConfig({}).giphy;
    expect(off.apiKey).toBeUndefined();
    expect(off.apiBase).toMatch(/^https:\/\//);
    expect(off.rateLimitMax).toBe(60);
    const on = loadConfig({
      GIPHY_API_KEY: 'k',
      GIPHY_API_BASE: 'http://127.0.0.1:4000/v1/gifs/',
      GIF_RATE_LIMIT_MAX: '5',
    }).giphy;
    expect(on).toEqual({
      apiKey: 'k',
      apiBase: 'http://127.0.0.1:4000/v1/gifs',
      rateLimitMax: 5,
      allowLoopback: false,
    });
    // Test-only: GIF media from loopback (the browser tests' fake GIPHY); off unless set.
    expect(loadConfig({ GIF_MEDIA_ALLOW_LOOPBACK: 'true' }).giphy.allowLoopback).toBe(true);
    expect(() => loadConfig({ GIPHY_API_BASE: 'ftp://x' })).toThrow(/GIPHY_API_BASE/);
  });
});
