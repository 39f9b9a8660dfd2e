import axe from 'axe-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '../../i18n';
import { closestCenter, type ClientRect, type DroppableContainer } from '@dnd-kit/core';
import SortableTree, { nearestRow } from './SortableTree';
import type { CanDrop, TreeItem, TreeMove } from './tree-move';
import { announced, layOutTreeRows, pressKey } from './test-support';

const node = (id: string, label: string, children: TreeItem[] = []): TreeItem => ({ id, label, children });
const start = (): TreeItem[] => [node('p', 'Products', [node('cdn', 'CDN'), node('waf', 'WAF')]), node('s', 'Solutions'), node('c', 'Contact')];
const shape = (items: TreeItem[]): string => items.map((i) => i.id + (i.children.length ? `(${shape(i.children)})` : '')).join(',');

beforeAll(layOutTreeRows);

function Harness({ moves, locale = 'en', canDrop }: { moves: TreeMove[]; locale?: 'en' | 'ja'; canDrop?: CanDrop }) {
  const [items, setItems] = useState(start);
  return (
    <I18nProvider locale={locale}>
      <SortableTree items={items} label="Menu" onChange={setItems} onMove={(m) => moves.push(m)} canDrop={canDrop} />
      <output data-testid="shape">{shape(items)}</output>
    </I18nProvider>
  );
}

const press = pressKey;
const live = announced;

/** Renders the harness; returns the list its moves are pushed to. */
function renderTree(props: { locale?: 'en' | 'ja'; canDrop?: CanDrop } = {}) {
  const moves: TreeMove[] = [];
  render(<Harness moves={moves} {...props} />);
  return moves;
}

/** Focuses the drag handle named `name` and presses `codes` on it in turn; returns the handle. */
async function operate(name: string, ...codes: string[]) {
  const handle = screen.getByRole('button', { name });
  handle.focus();
  for (const code of codes) await press(handle, code);
  return handle;
}

/** The tree as the harness prints it: ids in order, children in brackets. */
const shown = () => screen.getByTestId('shape');

describe('SortableTree', () => {
  it('labels the list and each handle by its item, and says how to operate it', () => {
    renderTree();
    const list = screen.getByRole('list', { name: 'Menu' });
    const handle = within(list).getByRole('button', { name: 'Move CDN' });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable item');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(/Space or Enter/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness moves={[]} />);
    // jsdom has no layout: colour contrast is left to the browser tests.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('moves by keyboard: picks up, moves down, nests under the item above, drops, announcing each step', async () => {
    const moves = renderTree();
    const handle = await operate('Move Contact', 'Space');
    expect(live()).toContain('Picked up Contact, position 3 of 3 at the top level.');
    await press(handle, 'ArrowRight');
    expect(live()).toContain('Contact would go to position 1 of 1 under Solutions.');
    await press(handle, 'Space');
    expect(live()).toContain('Dropped Contact at position 1 of 1 under Solutions.');
    expect(shown()).toHaveTextContent('p(cdn,waf),s(c)');
    expect(moves).toEqual([{ id: 'c', parentId: 's', index: 0 }]);
  });

  it('marks the list data-drag="ready" once a picked-up row takes arrow keys, and clears it on the drop', async () => {
    renderTree();
    const list = screen.getByRole('list', { name: 'Menu' });
    expect(list).not.toHaveAttribute('data-drag');
    const handle = await operate('Move Contact', 'Space');
    await waitFor(() => expect(list).toHaveAttribute('data-drag', 'ready'));
    await press(handle, 'ArrowUp');
    expect(live()).toContain('Contact would go to position 2 of 3 at the top level.');
    await press(handle, 'Space');
    await waitFor(() => expect(list).not.toHaveAttribute('data-drag'));
  });

  it('moves up past a sibling by keyboard and un-nests with arrow left', async () => {
    const moves = renderTree();
    await operate('Move WAF', 'Enter', 'ArrowUp', 'Enter');
    expect(shown()).toHaveTextContent('p(waf,cdn),s,c');
    await operate('Move CDN', 'Space', 'ArrowLeft', 'Space');
    expect(shown()).toHaveTextContent('p(waf),cdn,s,c');
    expect(moves).toEqual([{ id: 'waf', parentId: 'p', index: 0 }, { id: 'cdn', parentId: null, index: 1 }]);
  });

  it('cancels with Escape, leaving the tree as it was, and announces in the editor language', async () => {
    const moves = renderTree({ locale: 'ja' });
    await operate('Contact を移動', 'Space', 'ArrowUp', 'Escape');
    expect(live()).toContain('Contact の移動を取り消しました。最上位の 3 件中 3 番目のままです。');
    expect(shown()).toHaveTextContent('p(cdn,waf),s,c');
    expect(moves).toEqual([]);
  });

  it('lets canDrop refuse a place: the row says so, the drop is announced as refused and nothing moves', async () => {
    const asked: Array<[string, string | null]> = [];
    // Only Products holds items; Contact may not go under Solutions.
    const canDrop: CanDrop = (item, parent) => {
      asked.push([item.id, parent?.id ?? null]);
      return parent === null || parent.id === 'p';
    };
    const moves = renderTree({ canDrop });
    const handle = await operate('Move Contact', 'Space', 'ArrowRight');
    expect(live()).toContain('Contact cannot go to position 1 of 1 under Solutions.');
    expect(handle.closest('li')).toHaveTextContent('cannot go here');
    await press(handle, 'Space');
    expect(live()).toContain('Contact cannot go to position 1 of 1 under Solutions. Nothing moved: it stays at position 3 of 3 at the top level.');
    expect(shown()).toHaveTextContent('p(cdn,waf),s,c');
    expect(moves).toEqual([]);
    expect(asked).toContainEqual(['c', 's']);
    expect(screen.getByRole('button', { name: 'Move Contact' }).closest('li')).not.toHaveTextContent('cannot go here');

    // A place it allows still moves: Contact one up, at the top level.
    await operate('Move Contact', 'Space', 'ArrowUp', 'Space');
    expect(shown()).toHaveTextContent('p(cdn,waf),c,s');
    expect(moves).toEqual([{ id: 'c', parentId: null, index: 1 }]);
  });
});

test('the row a dragged row is over is the nearest up and down, whatever its indentation', () => {
  const rect = (left: number, top: number): ClientRect => ({ left, top, width: 200, height: 30, right: left + 200, bottom: top + 30 });
  // A deep row, and below it a top-level row; the dragged row sits on the second but indented as deep as the first.
  const droppableRects = new Map([['deep', rect(96, 0)], ['top', rect(0, 36)]]);
  const droppableContainers = [...droppableRects.keys()].map((id) => ({ id }) as DroppableContainer);
  const args = { active: null as never, collisionRect: rect(96, 36), droppableRects, droppableContainers, pointerCoordinates: null };
  expect(closestCenter(args)[0].id).toBe('deep');
  expect(nearestRow(args)[0].id).toBe('top');
  // A pointer (not a key) is followed rather than the dragged row, whose label may wrap as it moves.
  expect(nearestRow({ ...args, collisionRect: rect(96, 0), pointerCoordinates: { x: 300, y: 50 } })[0].id).toBe('top');
});
