import { htmlBlocks } from './pdf';

describe('htmlBlocks (PDF layout of an article)', () => {
  it('reads headings, paragraphs, list items, code and table rows in order, entities decoded', () => {
    const html = '<h2 id="a">Overview</h2><p>Fish &amp; <b>chips</b></p><ol><li>One</li><li><p>Two</p></li></ol>'
      + '<pre><code>a &lt; b\nline 2</code></pre><table><tr><th>Name</th><th>Type</th></tr><tr><td>x</td><td>string</td></tr></table>';
    expect(htmlBlocks(html)).toEqual([
      { kind: 'heading', text: 'Overview' },
      { kind: 'paragraph', text: 'Fish & chips' },
      { kind: 'item', text: 'One' },
      { kind: 'item', text: 'Two' },
      { kind: 'code', text: 'a < b\nline 2' },
      { kind: 'row', text: 'Name  |  Type' },
      { kind: 'row', text: 'x  |  string' },
    ]);
  });

  it('drops empty blocks and text outside blocks', () => {
    expect(htmlBlocks('loose text<p> </p><div>div text</div><p>kept</p>')).toEqual([{ kind: 'paragraph', text: 'kept' }]);
  });

  it('copes with unclosed and malformed tags', () => {
    expect(htmlBlocks('<p>open<p a<p>')).toEqual([]);
    expect(htmlBlocks('<p>one</p><p>two')).toEqual([{ kind: 'paragraph', text: 'one' }]);
    expect(htmlBlocks('<'.repeat(50_000) + '<p>end</p>')).toEqual([{ kind: 'paragraph', text: 'end' }]);
  });
});

describe('htmlBlocks on hostile input', () => {
  // The old tag regex split a run of letters between tag name and attributes every possible way: seconds for this.
  it('reads `<a` and 200k letters in one linear pass', () => {
    expect(htmlBlocks('<p>before</p><a' + 'b'.repeat(200_000))).toEqual([{ kind: 'paragraph', text: 'before' }]);
    expect(htmlBlocks('<a' + 'b'.repeat(200_000) + ' href="x">')).toEqual([]);
  });
});
