import { wirePreviewDocument } from './frame-events';
import { revealModule } from './reveal';

/** What the editor does with a preview frame's document: outline on hover, select on click, never navigate. */
function previewDocument() {
  const doc = document.implementation.createHTMLDocument('preview');
  doc.body.innerHTML = `<main>
    <div><section id="module-hero-1" data-module="banner"><h2>Hero</h2><a href="/ja/products/">Products</a></section></div>
    <nav><a href="#module-cta-2">CTA</a></nav>
    <div><section id="module-cta-2" data-module="cta"><p>Call</p></section></div>
  </main>`;
  return doc;
}

test('hovering outlines the module under the pointer and clicking selects it without following its link', () => {
  const doc = previewDocument();
  const selected: string[] = [];
  wirePreviewDocument(doc, (id) => selected.push(id));
  const hero = doc.getElementById('module-hero-1')!;
  const cta = doc.getElementById('module-cta-2')!;

  doc.querySelector('h2')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  expect(hero.style.outline).toContain('solid');
  cta.querySelector('p')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  expect(hero.style.outline).toBe('');
  expect(cta.style.outline).toContain('solid');

  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  doc.querySelector('a[href="/ja/products/"]')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(selected).toEqual(['hero-1']);
  // Outside any module (the in-page navigation): nothing is selected, and the link still does not navigate.
  const navClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  doc.querySelector('nav a')!.dispatchEvent(navClick);
  expect(navClick.defaultPrevented).toBe(true);
  expect(selected).toEqual(['hero-1']);
});

test("revealing a module opens its card and focuses its first field; an unknown id changes nothing", () => {
  document.body.innerHTML = `<details><summary>Modules</summary>
    <fieldset data-module-id="a"><button type="button">Up</button><input id="name-a"></fieldset>
    <fieldset data-module-id="b&quot;x"><textarea id="text-b"></textarea></fieldset></details>`;
  Element.prototype.scrollIntoView = jest.fn();
  const events: string[] = [];
  document.addEventListener('editor:reveal', (e) => events.push((e.target as HTMLElement).dataset.moduleId!));
  expect(revealModule('nope')).toBe(false);
  expect(document.querySelector('details')!.open).toBe(false);
  expect(revealModule('b"x')).toBe(true);
  expect(document.querySelector('details')!.open).toBe(true);
  expect(document.activeElement?.id).toBe('text-b');
  expect(events).toEqual(['b"x']);
});
