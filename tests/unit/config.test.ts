import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { config, ConfigError, parseEnv } from '../../config';
import { SCHEMA } from '../../config/schema';

const ROOT = path.join(__dirname, '..', '..');

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('config/', () => {
  it('gives the documented defaults when nothing is set, and takes an empty value as unset', () => {
    for (const env of [{}, Object.fromEntries(Object.keys(SCHEMA).map((name) => [name, '']))]) {
      const c = parseEnv(env);
      expect(c.PORT).toBeUndefined();
      expect(c.HOST).toBe('127.0.0.1');
      expect(c.RENDER_CONCURRENCY).toBe(4);
      expect([c.PAGE_CACHE_FRESH_MS, c.PAGE_CACHE_STALE_MS, c.PAGE_CACHE_MAX_ENTRIES, c.PAGE_CACHE_MAX_MB]).toEqual([30_000, 300_000, 2_000, 64]);
      expect([c.FORM_RATE_LIMIT, c.CAPTCHA_RATE_LIMIT, c.SEARCH_RATE_LIMIT, c.DOC_PDF_RATE_LIMIT]).toEqual([10, 30, 60, 30]);
      expect(c.NO_STORE_ROUTES).toEqual(['/search/', '/free-trial/', '/contact/', '/partnership/', '/custom-solutions-free-trial/', '/preview/', '/editor/']);
      expect(c.TRUST_PROXY).toBe('');
      expect(c.SITE_CACHE).toBe('on');
      expect(c.DEV_LOGIN).toBe(false);
      expect(c.PORTAL_API_TIMEOUT_MS).toBe(20_000);
      expect(c.BUILDER_API_HOST).toBe('https://cdn.builder.io');
      expect(c.SMTP_FROM).toBe('leads@localhost');
      expect(c.LEAD_RETRY_MAX_MS).toBe(6 * 3600_000);
      expect(c.STAFF_SECRET).toBeUndefined();
    }
  });

  it('coerces numbers, flags and lists', () => {
    const c = parseEnv({ PORT: '8080', CAPTCHA_PROOF_SCALE: '0.1', DEV_LOGIN: '1', WEBHOOK_ALLOW_LOOPBACK: '0', NO_STORE_ROUTES: ' /a/ , /b/,', BUILDER_PUBLIC_KEY: ' k1 ' });
    expect([c.PORT, c.CAPTCHA_PROOF_SCALE, c.DEV_LOGIN, c.WEBHOOK_ALLOW_LOOPBACK]).toEqual([8080, 0.1, true, false]);
    expect(c.NO_STORE_ROUTES).toEqual(['/a/', '/b/']);
    expect(c.BUILDER_PUBLIC_KEY).toBe('k1');
  });

  it.each(['0', '2', ' 1 ', 'loopback', 'loopback, 10.0.0.0/8', '127.0.0.1,::1', 'uniquelocal'])('takes TRUST_PROXY=%j', (value) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value.trim());
  });

  it.each(['banana', '10.0.0.0/33', 'loopback, nowhere', '-1'])('refuses TRUST_PROXY=%j, saying what is allowed', (value) => {
    expect(problems({ TRUST_PROXY: value })).toEqual([`TRUST_PROXY=${JSON.stringify(value)} is not allowed: expected a hop count (0, 1, 2…) or a comma-separated list of proxy addresses and subnets (e.g. loopback, 10.0.0.0/8) (default: no proxy)`]);
  });

  it('masks the credentials of a refused URL (the message goes to the log)', () => {
    expect(problems({ DATABASE_URL: 'mysql://site:hunter2@db/site' })).toEqual(['DATABASE_URL="mysql://***@db/site" is not allowed: expected an absolute postgres or postgresql or socket URL']);
  });

  it('names every bad variable, its value and what is allowed', () => {
    expect(problems({ DATABASE_URL: 'mysql://db/site', PORT: '99999', RENDER_CONCURRENCY: '2.5', DEV_LOGIN: 'yes', SITE_URL: 'www.example.com', SITE_CACHE: 'none', SMTP_URL: 'http://mail', PAGE_CACHE_FRESH_MS: '-1', NO_STORE_ROUTES: 'search' })).toEqual([
      'PORT="99999" is not allowed: expected a port number from 1 to 65535',
      'DATABASE_URL="mysql://db/site" is not allowed: expected an absolute postgres or postgresql or socket URL',
      'DEV_LOGIN="yes" is not allowed: expected 1 (on) or 0 (off) (default off)',
      'NO_STORE_ROUTES="search" is not allowed: expected comma-separated path prefixes, each starting with / (default /search/,/free-trial/,/contact/,/partnership/,/custom-solutions-free-trial/,/preview/,/editor/)',
      'SITE_URL="www.example.com" is not allowed: expected an absolute http or https URL',
      'SITE_CACHE="none" is not allowed: expected one of on, off, pages-off (default on)',
      'RENDER_CONCURRENCY="2.5" is not allowed: expected an integer of at least 1 (default 4)',
      'PAGE_CACHE_FRESH_MS="-1" is not allowed: expected a number of at least 0 (default 30000)',
      'SMTP_URL="http://mail" is not allowed: expected an absolute smtp or smtps URL',
    ]);
  });

  it('parses once per process outside tests; resetConfig() reads the environment again', () => {
    const before = { NODE_ENV: process.env.NODE_ENV, RENDER_CONCURRENCY: process.env.RENDER_CONCURRENCY };
    try {
      Object.assign(process.env, { NODE_ENV: 'production', RENDER_CONCURRENCY: '6' });
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../../config')>('../../config');
        expect(fresh.config().RENDER_CONCURRENCY).toBe(6);
        process.env.RENDER_CONCURRENCY = '7';
        expect(fresh.config().RENDER_CONCURRENCY).toBe(6);
        fresh.resetConfig();
        expect(fresh.config().RENDER_CONCURRENCY).toBe(7);
      });
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('under jest, config() follows the environment between calls', () => {
    try {
      process.env.RENDER_CONCURRENCY = '3';
      expect(config().RENDER_CONCURRENCY).toBe(3);
      process.env.RENDER_CONCURRENCY = '5';
      expect(config().RENDER_CONCURRENCY).toBe(5);
    } finally {
      delete process.env.RENDER_CONCURRENCY;
    }
    expect(config().RENDER_CONCURRENCY).toBe(4);
  });

  it('every variable is in the README', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(Object.keys(SCHEMA).filter((name) => !readme.includes(name))).toEqual([]);
  });

  it('the server refuses a bad value at start: the message names it, exit code 1, nothing listens', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', TRUST_PROXY: 'banana', PORT: '3222' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TRUST_PROXY="banana" is not allowed: expected a hop count');
    expect(run.stdout).not.toContain('site ready');
  }, 70_000);
});
