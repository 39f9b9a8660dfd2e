import editor from '../i18n/strings/editor';
import editorNews from '../i18n/strings/editor-news';
import editorDrafts from '../i18n/strings/editor-drafts';
import { LOCALES } from '../contract/locales';

/** 'a.b.c' paths of every leaf string. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, value]];
}

describe.each([['editor', editor], ['editorNews', editorNews], ['editorDrafts', editorDrafts]] as const)('%s strings', (_area, table) => {
  const english = leaves(table.en);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key, each a non-empty string with the same placeholders', (locale) => {
    const own = new Map(leaves(table[locale]));
    expect([...own.keys()].sort()).toEqual(english.map(([k]) => k).sort());
    for (const [key, text] of english) {
      const translated = own.get(key);
      expect([key, typeof translated, String(translated).length > 0]).toEqual([key, 'string', true]);
      const placeholders = (s: unknown) => (String(s).match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect([key, placeholders(translated)]).toEqual([key, placeholders(text)]);
    }
  });
});
