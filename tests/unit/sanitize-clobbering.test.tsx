// DOMPurify on the test's window, as isomorphic-dompurify's browser build does: its node build loads jsdom, which
// jest cannot require.
jest.mock('isomorphic-dompurify', () => jest.requireActual('dompurify'));

import { sanitizeHtml } from '../../contract/sanitize';
import { CLOBBER_CORPUS, CLOBBERED_PROPS, PAGE_IDS } from '../e2e/support/clobber-corpus';

const own = (target: object, prop: string) => (target as Record<string, unknown>)[prop];

describe('the rich-text sanitiser against DOM clobbering', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(CLOBBER_CORPUS.map((html) => [html]))('gives every id and name of %s the user-content- prefix', (html) => {
    const clean = sanitizeHtml(html);
    const box = document.createElement('div');
    box.innerHTML = clean;
    for (const el of box.querySelectorAll('[id], [name]')) {
      for (const attr of ['id', 'name']) {
        const value = el.getAttribute(attr);
        if (value !== null) expect(value).toMatch(/^user-content-/);
      }
    }
  });

  it('leaves the page ids, window and document untouched when the whole corpus is in the page', () => {
    const before = new Map(CLOBBERED_PROPS.map((p) => [p, [own(window, p), own(document, p)]]));
    const data = document.createElement('script');
    data.id = '__NEXT_DATA__';
    data.type = 'application/json';
    data.textContent = '{"page":"/"}';
    // The content comes first in the body, before the page's own data script, as in the page.
    document.body.innerHTML = `<main>${sanitizeHtml(CLOBBER_CORPUS.join('\n'))}</main>`;
    document.body.append(data);
    expect(document.getElementById('__NEXT_DATA__')).toBe(data);
    for (const id of PAGE_IDS.filter((id) => id !== '__NEXT_DATA__')) expect(document.getElementById(id)).toBeNull();
    expect(document.getElementsByName('cookie')).toHaveLength(0);
    expect(own(window, '__clobber')).toBeUndefined();
    const changed = [...before].filter(([p, [win, doc]]) => own(window, p) !== win || own(document, p) !== doc).map(([p]) => p);
    expect(changed).toEqual([]);
    expect(document.querySelectorAll('main form, main input, main iframe, main object, main embed')).toHaveLength(0);
  });

  it('keeps in-page links working: a heading id and the link to it both get the prefix', () => {
    document.body.innerHTML = sanitizeHtml('<h2 id="setup">Set up</h2><p><a href="#setup">setup</a> <a href="/docs/#x">other page</a> <a href="#">top</a></p>');
    const [toHeading, otherPage, top] = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(toHeading).toBe('#user-content-setup');
    expect(document.getElementById(toHeading!.slice(1))?.textContent).toBe('Set up');
    expect(otherPage).toBe('/docs/#x');
    expect(top).toBe('#');
  });
});
