import { act, fireEvent } from '@testing-library/react';

/** jsdom lays nothing out: give each tree row a 40px-high box in list order so dnd-kit's keyboard sensor finds neighbours. */
export function layOutTreeRows() {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-tree-id]');
    const rows = row ? [...document.querySelectorAll('[data-tree-id]')] : [];
    const top = row ? rows.indexOf(row) * 40 : 0;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 40, width: 300, height: 40, toJSON: () => ({}) } as DOMRect;
  });
}

/** A key press on a drag handle, then a turn of the event loop (dnd-kit's keyboard sensor attaches its listeners in a timeout). */
export async function pressKey(target: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code });
    await new Promise((r) => setTimeout(r, 0));
  });
}

/** What dnd-kit's live regions say now. */
export const announced = () => [...document.querySelectorAll('[aria-live]')].map((n) => n.textContent).join(' ');
