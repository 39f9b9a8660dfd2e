/** A module's section in the rendered page (registry/RenderModules.tsx): `<section id="module-<id>" data-module=type>`. */
const SECTION = 'section[data-module][id^="module-"]';
const OUTLINE = '2px solid #2563eb';

const sectionOf = (target: EventTarget | null): HTMLElement | null =>
  target && typeof (target as Element).closest === 'function' ? (target as Element).closest<HTMLElement>(SECTION) : null;

/**
 * Wires a preview frame's document (same origin: the editor reads it directly, no script runs in the site page for
 * this): hovering a module outlines it, clicking one selects it by its module id. Links and forms in the preview do
 * not navigate or post, so the frame stays on the page being edited.
 */
export function wirePreviewDocument(doc: Document, onSelect: (moduleId: string) => void): void {
  let outlined: HTMLElement | null = null;
  const outline = (section: HTMLElement | null) => {
    if (section === outlined) return;
    if (outlined) {
      outlined.style.outline = '';
      outlined.style.cursor = '';
    }
    outlined = section;
    if (section) {
      section.style.outline = OUTLINE;
      section.style.outlineOffset = '-2px';
      section.style.cursor = 'pointer';
    }
  };
  doc.addEventListener('mouseover', (event) => outline(sectionOf(event.target)));
  doc.documentElement.addEventListener('mouseleave', () => outline(null));
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (typeof target?.closest === 'function' && target.closest('a[href], button[type="submit"]')) event.preventDefault();
      const section = sectionOf(target);
      if (section) onSelect(section.id.slice('module-'.length));
    },
    true,
  );
  doc.addEventListener('submit', (event) => event.preventDefault(), true);
}
