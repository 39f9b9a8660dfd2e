import proxyAddr from 'proxy-addr';
import { array, boolean, coerce, defaulted, enums, integer, max, min, number, optional, pattern, refine, string, type Struct } from 'superstruct';

/**
 * Building blocks of the environment schema. Each setting pairs a superstruct struct (which coerces the variable's
 * string and applies the default) with the words an operator reads when the value is refused.
 */
export interface Setting<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value type is carried by `type`.
  struct: Struct<any, any>;
  allowed: string;
  /** Only for typing the parsed result. */
  type?: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Setting.struct
const setting = <T>(struct: Struct<any, any>, allowed: string): Setting<T> => ({ struct, allowed });
const shown = (fallback: unknown) => (Array.isArray(fallback) ? fallback.join(',') : String(fallback));

const toNumber = (s: string) => (s.trim() === '' ? NaN : Number(s));
const numberFrom = <T extends number>(struct: Struct<T, null>) => coerce(struct, string(), toNumber);

/** An integer of at least `least`. */
export function count(fallback: number, least?: number): Setting<number>;
export function count(fallback: undefined): Setting<number | undefined>;
export function count(fallback: number | undefined, least = 1) {
  const struct = numberFrom(min(integer(), least));
  const allowed = `an integer of at least ${least}`;
  return fallback === undefined ? setting(optional(struct), allowed) : setting(defaulted(struct, fallback), `${allowed} (default ${fallback})`);
}

/** A number (milliseconds, seconds, a factor) of at least `least`; above it when `exclusive`. */
export function amount(fallback: number, least = 0, exclusive = false): Setting<number> {
  const bounded = exclusive ? refine(number(), 'positive', (n) => n > least) : min(number(), least);
  return setting(defaulted(numberFrom(bounded), fallback), `a number ${exclusive ? 'above' : 'of at least'} ${least} (default ${fallback})`);
}

export const port = (): Setting<number | undefined> => setting(optional(numberFrom(max(min(integer(), 1), 65535))), 'a port number from 1 to 65535');

export const text = (): Setting<string | undefined> => setting(optional(string()), 'any text');
export const textOr = (fallback: string): Setting<string> => setting(defaulted(string(), fallback), `any text (default ${fallback})`);

/** An absolute URL with one of the given schemes. */
export function url(schemes: string[], fallback: string): Setting<string>;
export function url(schemes: string[]): Setting<string | undefined>;
export function url(schemes: string[], fallback?: string) {
  const struct = refine(string(), 'url', (s) => {
    try {
      return schemes.includes(new URL(s).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  });
  const allowed = `an absolute ${schemes.join(' or ')} URL${fallback ? ` (default ${fallback})` : ''}`;
  return setting(fallback ? defaulted(struct, fallback) : optional(struct), allowed);
}

/** `1` on, `0` off; unset is off. */
export const flag = (): Setting<boolean> => setting(defaulted(coerce(boolean(), enums(['0', '1']), (s) => s === '1'), false), '1 (on) or 0 (off) (default off)');

export function oneOf<const T extends string>(values: readonly T[], fallback: T): Setting<T>;
export function oneOf<const T extends string>(values: readonly T[]): Setting<T | undefined>;
export function oneOf<const T extends string>(values: readonly T[], fallback?: T) {
  const allowed = `one of ${values.join(', ')}${fallback ? ` (default ${fallback})` : ''}`;
  return setting(fallback ? defaulted(enums(values), fallback) : optional(enums(values)), allowed);
}

/** An HTTP token (a header name or a method). */
export const token = (fallback: string): Setting<string> => setting(defaulted(pattern(string(), /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/), fallback), `an HTTP token such as ${fallback} (default ${fallback})`);

/** A comma-separated list of path prefixes, each starting with `/`. */
export const pathList = (fallback: string[]): Setting<string[]> =>
  setting(
    defaulted(coerce(array(pattern(string(), /^\//)), string(), (s) => s.split(',').map((p) => p.trim()).filter(Boolean)), fallback),
    `comma-separated path prefixes, each starting with / (default ${shown(fallback)})`,
  );

/** TRUST_PROXY: a hop count, or a list of proxy addresses, subnets and proxy-addr names (loopback, linklocal, uniquelocal). */
export const trustProxy = (): Setting<string> =>
  setting(
    defaulted(
      coerce(
        refine(string(), 'trust', (s) => {
          if (s === '' || /^\d+$/.test(s)) return true;
          try {
            proxyAddr.compile(s.split(',').map((p) => p.trim()).filter(Boolean));
            return true;
          } catch {
            return false;
          }
        }),
        string(),
        (s) => s.trim(),
      ),
      '',
    ),
    'a hop count (0, 1, 2…) or a comma-separated list of proxy addresses and subnets (e.g. loopback, 10.0.0.0/8) (default: no proxy)',
  );

/** A Builder.io public API key; surrounding spaces are ignored. */
export const builderKey = (): Setting<string | undefined> =>
  setting(optional(coerce(pattern(string(), /^[A-Za-z0-9_-]{1,128}$/), string(), (s) => s.trim())), 'a Builder public API key (letters, digits, _ and -, at most 128)');
