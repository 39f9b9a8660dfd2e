import { carryQuery } from './carry-query';
import { isChunkLoadError, isSlowConnection } from './useNavigationBehaviours';
import { alternateLinks } from '../page-head/PageHead';

describe('carryQuery', () => {
  it('carries rsr and bd_vid to the next page', () => {
    expect(carryQuery('/blog/', '?rsr=ads&bd_vid=42&other=1')).toBe('/blog/?rsr=ads&bd_vid=42');
    expect(carryQuery('/blog/?page=2#top', '?rsr=ads')).toBe('/blog/?page=2&rsr=ads#top');
  });

  it('carries ispreview and pretoken only as a pair', () => {
    expect(carryQuery('/a/', '?ispreview=true&pretoken=abc')).toBe('/a/?ispreview=true&pretoken=abc');
    // Either one alone is not carried.
    for (const search of ['?ispreview=true', '?pretoken=abc']) expect(carryQuery('/a/', search)).toBe('/a/');
  });

  it('keeps values the next url sets itself and leaves other sites alone', () => {
    expect(carryQuery('/a/?rsr=mine', '?rsr=old')).toBe('/a/?rsr=mine');
    for (const otherSite of ['https://other.example/', '//other.example/']) expect(carryQuery(otherSite, '?rsr=x')).toBe(otherSite);
  });
});

describe('navigation conditions', () => {
  it('treats 2g and Save-Data as slow connections', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('alternateLinks', () => {
  it('lists the page in all four locales plus x-default', () => {
    expect(alternateLinks('https://www.example.com', '/blog/')).toEqual([
      { hrefLang: 'en', href: 'https://www.example.com/blog/' },
      { hrefLang: 'zh-CN', href: 'https://www.example.com/cn/blog/' },
      { hrefLang: 'ja', href: 'https://www.example.com/ja/blog/' },
      { hrefLang: 'ko', href: 'https://www.example.com/ko/blog/' },
      { hrefLang: 'x-default', href: 'https://www.example.com/blog/' },
    ]);
  });
});
