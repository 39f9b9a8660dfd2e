import editor from '../i18n/strings/editor';
import { LOCALES } from '../contract/locales';

/** 'a.b.c' paths of every leaf string. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, value]];
}

describe('editor strings', () => {
  const english = leaves(editor.en);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key, each a non-empty string with the same placeholders', (locale) => {
    const own = new Map(leaves(editor[locale]));
    expect([...own.keys()].sort()).toEqual(english.map(([k]) => k).sort());
    for (const [key, text] of english) {
      const translated = own.get(key);
      expect([key, typeof translated, String(translated).length > 0]).toEqual([key, 'string', true]);
      const placeholders = (s: unknown) => (String(s).match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect([key, placeholders(translated)]).toEqual([key, placeholders(text)]);
    }
  });
});
