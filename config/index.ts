import { validate } from 'superstruct';
import { SCHEMA, type Config } from './schema';

export type { Config } from './schema';

/** A refused environment: one line per bad variable, naming it, its value and what is allowed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const NAMES = Object.keys(SCHEMA) as Array<keyof typeof SCHEMA>;
let defaults: Record<string, unknown> | undefined;

/** A refused value as the start-up message (a log line) shows it: a URL's credentials masked, so a mistyped DATABASE_URL or SMTP_URL does not print its password. Secrets accept any text, so they are never refused. */
function shown(raw: string): string {
  return JSON.stringify(raw.replace(/\/\/[^/@\s]*@/, '//***@'));
}

function check(name: keyof typeof SCHEMA, raw: string | undefined, problems: string[]): unknown {
  const { struct, allowed } = SCHEMA[name];
  const [error, value] = validate(raw, struct, { coerce: true });
  if (error) problems.push(`${name}=${shown(raw ?? '')} is not allowed: expected ${allowed}`);
  return value;
}

/** Reads and checks the variables of SCHEMA in env. Empty values count as unset. */
export function parseEnv(env: Record<string, string | undefined>): Config {
  // The defaults are worked out once: a parse then only checks the variables that are set.
  defaults ??= Object.fromEntries(NAMES.map((name) => [name, check(name, undefined, [])]));
  const values: Record<string, unknown> = { ...defaults };
  const problems: string[] = [];
  for (const name of NAMES) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') values[name] = check(name, raw, problems);
  }
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(values) as Config;
}

let parsed: { config: Config; fingerprint: string } | null = null;
// Decided once: reading process.env costs microseconds, and config() is called on every request.
const rereadEachCall = process.env.NODE_ENV === 'test';

/**
 * The settings of this process, parsed once. Under jest (NODE_ENV=test) the environment is compared on every call
 * and parsed again when it changed, because tests change variables between cases. Throws a ConfigError on a bad value.
 */
export function config(): Config {
  if (parsed && !rereadEachCall) return parsed.config;
  const env = process.env;
  const fingerprint = NAMES.map((name) => env[name] ?? '').join('\0');
  if (parsed?.fingerprint !== fingerprint) parsed = { config: parseEnv(env), fingerprint };
  return parsed.config;
}

/** For tests and tools (bench/) that change the environment after the first read: the next config() reads it again. */
export function resetConfig(): void {
  parsed = null;
}

/** The server's first step: a bad environment stops it with the reason, before it opens the store or listens. */
export function configOrExit(): Config {
  try {
    return config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[config] ${error.message}\nSee README "Configuration".`);
    process.exit(1);
  }
}

/**
 * NODE_ENV as Next sets it when the start did not (development with --dev, else production), set earlier: React's
 * server builds pick their production or development build from it when first required (server/fizz-node-build.ts
 * requires them before Next does).
 */
export function defaultNodeEnv(dev: boolean): void {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= dev ? 'development' : 'production';
}
