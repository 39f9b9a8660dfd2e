import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $toggleLink } from '@lexical/link';
import { $getRoot, $getSelection, createEditor, type TextNode } from 'lexical';
import { useState } from 'react';
import { sanitizeHtml } from '../../contract/sanitize';
import { I18nProvider } from '../../i18n';
import { cleanPastedHtml } from './clean-paste';
import { $applyLink } from './link';
import { $setHtml } from './load-html';
import { EDITOR_NODES } from './nodes';
import RichTextField from './RichTextField';
import { $editorHtml } from './serialize';

/** A native button's keyboard activation (Enter, Space) is a click; jsdom does not synthesise it. */
const press = async (button: HTMLElement) => {
  button.focus();
  await act(async () => fireEvent.click(button));
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** HTML loaded into the editor's nodes and written out again, as the field does. */
function throughEditor(html: string): string {
  const editor = createEditor({ nodes: EDITOR_NODES, onError: (e) => { throw e; } });
  editor.update(() => $setHtml(editor, html), { discrete: true });
  return editor.getEditorState().read(() => $editorHtml());
}
// jsdom lays nothing out; Lexical measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) });
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('what the rich-text field writes', () => {
  it.each([
    ['headings and emphasis', '<h2>Plans</h2><h3>Edge <em>and</em> origin</h3><p>Plain, <strong>bold</strong>, <em>italic</em> and <strong><em>both</em></strong>.</p>'],
    ['lists, nested and numbered', '<ul><li>One</li><li>Two<ul><li>Two and a half</li></ul></li></ul><ol start="3"><li>Third</li><li>Fourth</li></ol>'],
    ['links the sanitiser keeps', '<p>See <a href="https://example.com/a?b=1&amp;c=2">the guide</a>, <a href="/docs/">the docs</a>, <a href="mailto:sales@example.com">mail</a> or <a href="tel:+6512345678" title="Sales line">call</a>.</p>'],
    ['images', '<p><img src="https://cdn.example.com/map.png" alt="Network map"></p><p><img src="/images/logo.svg" alt=""></p>'],
    ['tables', '<table><tbody><tr><th>Region</th><th>PoPs</th></tr><tr><td>Europe</td><td><p>42</p><p>and growing</p></td></tr></tbody></table>'],
    ['code blocks', '<pre><code>const a = 1 &lt; 2 &amp;&amp; b;\n\tcall();</code></pre><p>Inline <code>npm test</code> too.</p>'],
  ])('round-trips %s unchanged through the editor and the sanitiser', (_, html) => {
    expect(throughEditor(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('never writes ids, names, classes, styles, scripts or links to schemes the sanitiser drops', () => {
    const out = throughEditor('<h2 id="__next" class="x" style="color:red">T</h2><p name="cookie" onclick="x()">a <a href="javascript:alert(1)">b</a> <a href="data:text/html,x">c</a> <a href="#setup">d</a></p><script>alert(1)</script><img src="x" onerror="alert(1)" alt="">');
    expect(out).toBe('<h2>T</h2><p>a b c <a href="#user-content-setup">d</a></p><p><img src="x" alt=""></p>');
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('writes nothing for an empty editor', () => {
    expect(throughEditor('')).toBe('');
    expect(throughEditor('<p></p>')).toBe('');
  });
});

describe('paste cleaning', () => {
  it('reduces a Word document to headings, emphasis, links, lists (by level) and a table, dropping local pictures', () => {
    const out = throughEditor(cleanPastedHtml(fixture('word.html')));
    expect(out).toBe(
      '<h2>Edge caching in practice</h2><p>Our network keeps <strong>popular objects</strong> close to <em>viewers</em>, see <a href="https://www.example.com/cdn/">the CDN guide</a>.</p>'
      + '<ul><li>Lower latency<ul><li>Fewer round trips</li></ul></li><li>Less origin load</li></ul><ol><li>Sign in</li><li>Add a domain</li></ol>'
      + '<table><tbody><tr><td><strong>Region</strong></td><td><strong>PoPs</strong></td></tr><tr><td>Europe</td><td>42</td></tr></tbody></table>',
    );
  });

  it('keeps Google Docs bold and italic given as styles, without bolding the whole paste', () => {
    expect(throughEditor(cleanPastedHtml(fixture('google-docs.html')))).toBe(
      '<h3>Release notes</h3><p>The <strong>WAF</strong><em> now blocks</em> more bots.</p><ul><li>Rules update hourly</li><li><a href="https://docs.example.com/waf/">Read the docs</a></li></ul>',
    );
  });

  it('reduces a web page to its content: no navigation, scripts, handlers, frames, forms, classes or clobbering names', () => {
    expect(throughEditor(cleanPastedHtml(fixture('web-page.html')))).toBe(
      '<h1>Why edge compute?</h1><p><strong>Short answer:</strong> it runs near users.</p><p>Try the demo or <a href="https://example.com/start">start here</a>.</p>'
      + '<ol><li>Deploy</li><li>Measure</li></ol><p><img src="https://cdn.example.com/edge.png" alt="Edge diagram"></p><p>Edge diagram</p><pre><code>const answer = 42;</code></pre>',
    );
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <I18nProvider locale="en">
      <span id="body-label">Body</span>
      <RichTextField labelId="body-label" label="Body" value={initial} onChange={setHtml} />
      <output data-testid="html">{html}</output>
    </I18nProvider>
  );
}

describe('the rich-text field', () => {
  it('is a labelled text box with a labelled toolbar of labelled buttons, one tab stop, arrows moving along it', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Body' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Paragraph', 'Heading 2', 'Heading 3', 'Heading 4', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Image', 'Table', 'Code block']);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1], { key: 'End' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    fireEvent.keyDown(buttons[buttons.length - 1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('turns the text into a heading and a list from the keyboard, and writes that HTML', async () => {
    render(<Harness initial="<p>Intro</p>" />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    await act(async () => box.focus());
    const heading = screen.getByRole('button', { name: 'Heading 2' });
    await press(heading);
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<h2>Intro</h2>'));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await press(heading); // pressed again: back to a paragraph
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p>Intro</p>'));
    await press(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<ul><li>Intro</li></ul>'));
  });

  it('links only to addresses the sanitiser keeps, saying why it refuses one', async () => {
    render(<Harness initial="<p>Docs</p>" />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    await act(async () => {
      box.focus();
      // The word selected, as a reader's Shift+End would.
      const range = document.createRange();
      range.selectNodeContents(box.querySelector('p')!);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await press(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    type(address, 'javascript:alert(1)');
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('This address is not allowed');
    expect(screen.getByTestId('html').textContent).toBe('<p>Docs</p>');
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    await press(screen.getByRole('button', { name: 'Link' }));
    type(screen.getByRole('textbox', { name: 'Link address' }), 'https://example.com/docs/');
    await act(async () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Link address' }), { key: 'Enter' }));
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<p><a href="https://example.com/docs/">Docs</a></p>'));
  });

  it('inserts an image by URL with its text alternative', async () => {
    render(<Harness initial="<p>Map</p>" />);
    await act(async () => screen.getByRole('textbox', { name: 'Body' }).focus());
    await press(screen.getByRole('button', { name: 'Image' }));
    type(screen.getByRole('textbox', { name: 'Image address' }), 'https://cdn.example.com/map.png');
    await press(screen.getByRole('button', { name: 'Insert image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Describe the image');
    type(screen.getByRole('textbox', { name: 'Text alternative (what the image shows)' }), 'Network map');
    await press(screen.getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toMatch(/<img src="https:\/\/cdn\.example\.com\/map\.png" alt="Network map">/));
  });

  it('cleans HTML pasted from Word before it reaches the text', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    await act(async () => box.focus());
    const clipboardData = { getData: (type: string) => (type === 'text/html' ? fixture('word.html') : 'plain'), types: ['text/html', 'text/plain'] };
    await act(async () => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.assign(event, { clipboardData });
      box.dispatchEvent(event);
    });
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<ul><li>Lower latency<ul><li>Fewer round trips</li></ul></li>'));
    const html = screen.getByTestId('html').textContent ?? '';
    expect(html).not.toMatch(/mso|class=|style=|<span|<!--|file:/);
  });
});

describe('applying a link', () => {
  /** 'Read the guide' with 'guide' selected as Shift+Left selects it (backward), linked, then `key` typed. */
  function linkThenType(link: (url: string) => void, key: string) {
    const editor = createEditor({ nodes: EDITOR_NODES, onError: (e) => { throw e; } });
    editor.update(() => {
      $setHtml(editor, '<p>Read the guide</p>');
      const text = $getRoot().getFirstDescendant() as TextNode;
      text.select(14, 9);
      link('https://example.com/guide/');
      $getSelection()!.insertText(key);
    }, { discrete: true });
    return editor.getEditorState().read(() => $editorHtml());
  }

  it('leaves the caret after the linked word, so the next key adds to the text instead of replacing the word', () => {
    expect(linkThenType($applyLink, '!')).toBe('<p>Read the <a href="https://example.com/guide/">guide</a>!</p>');
    // What the editor did before: the linked word stayed selected and the key replaced it.
    expect(linkThenType($toggleLink, '!')).not.toContain('guide');
  });
});
