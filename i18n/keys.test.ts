import type { Translation } from './keys';
import { translator, type MessageKey } from './index';

/**
 * Type-level checks (tsc runs over this file): each `@ts-expect-error` fails the typecheck if the line under it
 * stops being an error, so a wrong key, or a language missing or adding a key, keeps failing to compile.
 */
const en = { area: { title: 'Title', nested: { a: 'A' } } };

const wrongKey = () => {
  const t = translator('en');
  // @ts-expect-error: no such key in the English table.
  t('shell.nope');
  // @ts-expect-error: a namespace is not a string.
  t('shell.cookies');
  return t('shell.cookies.title');
};

// @ts-expect-error: a language missing a key.
const missing = { area: { title: 'Titel', nested: {} } } satisfies Translation<typeof en>;
// @ts-expect-error: a language with a key English does not have.
const extra = { area: { title: 'Titel', nested: { a: 'A', b: 'B' } } } satisfies Translation<typeof en>;
// An empty string is allowed: it shows the English text.
const fallback = { area: { title: '', nested: { a: 'A' } } } satisfies Translation<typeof en>;

describe('typed translation keys', () => {
  it('a key the types accept translates; the checks above are compile-time', () => {
    expect(wrongKey()).toBe('We value your privacy');
    const key: MessageKey = 'error.notFoundTitle';
    expect(translator('en')(key)).toBe("Oops! That page can't be found");
    expect([missing, extra, fallback].length).toBe(3);
  });
});
