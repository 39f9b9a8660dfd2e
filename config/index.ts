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

/** Reads and checks the variables of SCHEMA in env. Empty values count as unset. */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, { struct, allowed }] of Object.entries(SCHEMA)) {
    const raw = env[name] === '' ? undefined : env[name];
    const [error, value] = validate(raw, struct as never, { coerce: true });
    if (error) problems.push(`${name}=${JSON.stringify(raw)} is not allowed: expected ${allowed}`);
    else values[name] = value;
  }
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(values) as Config;
}

let parsed: Config | null = null;

/**
 * The settings of this process, parsed once. Under jest (NODE_ENV=test) the environment is read again on every call,
 * because tests change variables between cases. Throws a ConfigError on a bad value.
 */
export function config(): Config {
  if (parsed && process.env.NODE_ENV !== 'test') return parsed;
  return (parsed = parseEnv(process.env));
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
