import { isAllowedUrl } from '../../contract/sanitize-policy';

/**
 * Pasted HTML (Word, Google Docs, web pages) reduced before the editor reads it. The editor's own nodes and the
 * sanitiser drop every tag and attribute they do not know; this step keeps what those would lose or misread:
 * Word's lists (paragraphs styled mso-list, with typed-out bullets), bold and italic given as styles, and Google
 * Docs' non-bold <b> wrapper. Comments, Office XML, styles and scripts go.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  removeComments(body);
  // Page furniture and controls of a copied web page, and what only runs or embeds: gone with their text.
  for (const el of Array.from(body.querySelectorAll('style, script, meta, link, title, xml, template, noscript, nav, aside, form, button, input, select, textarea, iframe, object, embed, svg, canvas, video, audio, br.Apple-interchange-newline'))) el.remove();
  // Pictures the site cannot show (Word's file:/// clips, data: URLs).
  for (const img of Array.from(body.querySelectorAll('img'))) if (!isAllowedUrl(img.getAttribute('src') ?? '')) img.remove();
  // Office's <o:p> paragraph marks hold only a non-breaking space.
  for (const el of Array.from(body.getElementsByTagName('*'))) if (el.tagName.toLowerCase().includes(':')) el.remove();
  wordLists(doc);
  for (const el of Array.from(body.querySelectorAll('[style]'))) styledEmphasis(doc, el);
  for (const el of Array.from(body.querySelectorAll('b, strong'))) if (/font-weight:\s*(normal|[1-5]00)\b/i.test(el.getAttribute('style') ?? '')) unwrap(el);
  // Google Docs puts each list item's text in a paragraph of its own.
  for (const p of Array.from(body.querySelectorAll('li > p'))) unwrap(p);
  // Styling wrappers hold nothing the site keeps once their emphasis is moved out; unwrapped, their spaces stay.
  for (const el of Array.from(body.querySelectorAll('span, font'))) unwrap(el);
  // Word's empty spacer paragraphs.
  for (const p of Array.from(body.querySelectorAll('p, div'))) if (!p.textContent?.replace(/\u00a0/g, ' ').trim() && !p.querySelector('img, table')) p.remove();
  return body.innerHTML;
}

function removeComments(root: Node): void {
  const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

const style = (el: Element) => el.getAttribute('style') ?? '';

/** A span styled bold or italic (Google Docs, web pages) becomes <strong> / <em>, which the sanitiser keeps. */
function styledEmphasis(doc: Document, el: Element): void {
  const tag = el.tagName.toLowerCase();
  if (/^(h[1-6]|b|strong|th)$/.test(tag)) return;
  const wraps: string[] = [];
  if (/font-weight:\s*(bold|[6-9]00)\b/i.test(style(el))) wraps.push('strong');
  if (/font-style:\s*italic\b/i.test(style(el))) wraps.push('em');
  for (const wrap of wraps) {
    const inner = doc.createElement(wrap);
    inner.append(...Array.from(el.childNodes));
    el.appendChild(inner);
  }
}

const LIST_PARAGRAPH = /mso-list:\s*l\d+\s+level(\d+)/i;
/** A typed-out marker of a numbered item: "1.", "a)", "iv." */
const NUMBERED = /^\(?[0-9a-z]{1,4}[.)]/i;

/**
 * Word writes a list as paragraphs styled `mso-list:l0 level1 lfo1`, each starting with its bullet or number in a
 * span styled `mso-list:Ignore`. Consecutive ones become one <ul>/<ol>, nested by level, without the typed markers.
 */
function wordLists(doc: Document): void {
  const stack: Element[] = [];
  for (const p of Array.from(doc.body.querySelectorAll('p'))) {
    const level = Number(LIST_PARAGRAPH.exec(style(p))?.[1] ?? 0);
    if (!level) continue;
    const markers = Array.from(p.querySelectorAll('[style]')).filter((el) => /mso-list:\s*ignore/i.test(style(el)));
    const marker = markers.map((m) => m.textContent ?? '').join('').replace(/\s+/g, '');
    for (const m of markers) m.remove();
    // Item paragraphs already moved leave the list right before the next one of the same run.
    if (!stack.length || p.previousElementSibling !== stack[0]) stack.length = 0;
    while (stack.length > level) stack.pop();
    while (stack.length < level) {
      const list = doc.createElement(NUMBERED.test(marker) ? 'ol' : 'ul');
      const parent = stack[stack.length - 1];
      if (!parent) p.before(list);
      else (parent.lastElementChild ?? parent.appendChild(doc.createElement('li'))).appendChild(list);
      stack.push(list);
    }
    const li = doc.createElement('li');
    li.append(...Array.from(p.childNodes));
    stack[stack.length - 1].appendChild(li);
    p.remove();
  }
}
