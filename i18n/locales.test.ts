import { detectLocale, localePath, serviceLanguage, splitLocale } from '../contract/locales';
import { translator } from './index';

describe('locales: prefixes, detection, service language', () => {
  it('splits the locale prefix off a path', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/blog/')).toEqual({ locale: 'en', path: '/blog/' });
    expect(splitLocale('/ja')).toEqual({ locale: 'ja', path: '/' });
    expect(splitLocale('/cn/blog/x/')).toEqual({ locale: 'cn', path: '/blog/x/' });
    expect(splitLocale('/korea/')).toEqual({ locale: 'en', path: '/korea/' });
  });

  it('builds the same page in another locale', () => {
    expect(localePath('en', '/blog/')).toBe('/blog/');
    expect(localePath('ko', '/blog/')).toBe('/ko/blog/');
    expect(localePath('cn', '/')).toBe('/cn');
  });

  it('detects the root locale by cookie first, then Accept-Language, then English', () => {
    expect(detectLocale('ko', 'ja-JP,ja;q=0.9')).toBe('ko');
    expect(detectLocale('xx', 'ja-JP,ja;q=0.9')).toBe('ja');
    expect(detectLocale(undefined, 'en-US;q=0.5,zh-TW;q=0.8')).toBe('cn');
    expect(detectLocale(undefined, 'fr-FR,de;q=0.8')).toBe('en');
    expect(detectLocale(undefined, undefined)).toBe('en');
  });

  it('uses en as the service language for English and zh-cn otherwise', () => {
    expect(serviceLanguage('en')).toBe('en');
    expect(['cn', 'ja', 'ko'].map((l) => serviceLanguage(l as 'cn'))).toEqual(['zh-cn', 'zh-cn', 'zh-cn']);
  });

  it('translates with the spec wording and falls back to English', () => {
    expect(translator('en')('error.notFoundTitle')).toBe("Oops! That page can't be found");
    expect(translator('ko')('shell.preview')).toBe('미리보기 모드입니다');
    // @ts-expect-error: not a key of the tables, which typecheck refuses; at run time it shows as itself.
    expect(translator('ja')('no.such.key')).toBe('no.such.key');
  });
});
