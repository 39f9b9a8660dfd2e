import rosetta from 'rosetta';
import { catalogues } from './catalogues';
import { LOCALES, messagesFor, translator, type Messages, type MessageKey } from './index';

/** Every leaf key path of a strings table: 'shell.cookies.title', … */
function keyPaths(table: Messages, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const allKeys = [...new Set(LOCALES.flatMap((locale) => catalogues.flatMap((c) => keyPaths(c[locale]))))] as MessageKey[];

describe('messagesFor: the one language a page hands to the browser', () => {
  it.each(LOCALES)('%s: a translator on those strings alone says what the server says, key for key (English filled in)', (locale) => {
    const browser = rosetta<Messages>();
    browser.set(locale, messagesFor(locale));
    const server = translator(locale);
    const differing = allKeys.filter((key) => (browser.t(key, { status: 500, message: 'x' }, locale) || key) !== server(key, { status: 500, message: 'x' }));
    expect(differing).toEqual([]);
  });

  it('leaves out the namespaces asked for (the editor strings stay off site pages)', () => {
    const site = messagesFor('ko', ['editor']);
    expect(site.editor).toBeUndefined();
    expect(site.shell).toBeDefined();
    expect(messagesFor('ko').editor).toBeDefined();
  });

  it('holds no other language: none of the Korean strings (those not the same in English) is in the Japanese ones', () => {
    const ja = JSON.stringify(messagesFor('ja'));
    const korean = allKeys.map((key) => translator('ko')(key)).filter((text) => /[\uac00-\ud7af]/.test(text));
    expect(korean.length).toBeGreaterThan(0);
    expect(korean.filter((text) => ja.includes(text))).toEqual([]);
  });
});
