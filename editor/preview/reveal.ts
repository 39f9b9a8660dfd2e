/**
 * Opens a module's fields in the editor's form: the element carrying data-module-id (a module card) is opened if it
 * or an ancestor is a closed <details>, told so by an 'editor:reveal' event (for cards that collapse another way),
 * scrolled into view, and its first field focused. False when the form has no such module.
 */
export function revealModule(moduleId: string, root: ParentNode = document): boolean {
  const card = [...root.querySelectorAll<HTMLElement>('[data-module-id]')].find((el) => el.dataset.moduleId === moduleId);
  if (!card) return false;
  for (let el: HTMLElement | null = card; el; el = el.parentElement) if (el instanceof HTMLDetailsElement) el.open = true;
  card.dispatchEvent(new CustomEvent('editor:reveal', { bubbles: true }));
  card.scrollIntoView({ block: 'start' });
  card.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, [contenteditable="true"]')?.focus({ preventScroll: true });
  return true;
}
