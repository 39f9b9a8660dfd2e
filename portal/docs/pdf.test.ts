import { htmlBlocks } from './pdf';

/** An article's blocks, one `kind: text` string each: its PDF layout at a glance. */
const layout = (html: string) => htmlBlocks(html).map((block) => `${block.kind}: ${block.text}`);

describe('htmlBlocks (PDF layout of an article)', () => {
  it('reads headings, paragraphs, list items, code and table rows in order, entities decoded', () => {
    const html = '<h2 id="a">Overview</h2><p>Fish &amp; <b>chips</b></p><ol><li>One</li><li><p>Two</p></li></ol>'
      + '<pre><code>a &lt; b\nline 2</code></pre><table><tr><th>Name</th><th>Type</th></tr><tr><td>x</td><td>string</td></tr></table>';
    expect(layout(html)).toEqual([
      'heading: Overview', 'paragraph: Fish & chips', 'item: One', 'item: Two', 'code: a < b\nline 2', 'row: Name  |  Type', 'row: x  |  string',
    ]);
  });

  it('drops empty blocks and text outside blocks', () => {
    expect(layout('loose text<p> </p><div>div text</div><p>kept</p>')).toEqual(['paragraph: kept']);
  });

  it('copes with unclosed and malformed tags', () => {
    expect(layout('<p>open<p a<p>')).toEqual([]);
    expect(layout('<p>one</p><p>two')).toEqual(['paragraph: one']);
    expect(layout('<'.repeat(50_000) + '<p>end</p>')).toEqual(['paragraph: end']);
  });
});

describe('htmlBlocks on hostile input', () => {
  // The old tag regex split a run of letters between tag name and attributes every possible way: seconds for this.
  it('reads `<a` and 200k letters in one linear pass', () => {
    expect(layout('<p>before</p><a' + 'b'.repeat(200_000))).toEqual(['paragraph: before']);
    expect(layout('<a' + 'b'.repeat(200_000) + ' href="x">')).toEqual([]);
  });
});
