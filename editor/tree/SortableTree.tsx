import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDndContext,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '../../i18n';
import { dropAllowed, findItem, flatten, moveItem, project, type CanDrop, type FlatItem, type TreeItem, type TreeMove } from './tree-move';
import styles from './SortableTree.module.css';

export type { CanDrop, TreeItem, TreeMove } from './tree-move';

export interface SortableTreeProps {
  items: TreeItem[];
  /** The accessible name of the list (what it holds). */
  label: string;
  /** The tree after a move (the caller keeps it: the component is controlled). */
  onChange?: (items: TreeItem[]) => void;
  /** The move just made: the item, its new parent (null: top level) and its index among its new siblings. */
  onMove?: (move: TreeMove) => void;
  /** What a row shows beside its handle (default: the label). */
  renderItem?: (item: TreeItem, row: { depth: number }) => ReactNode;
  /** The deepest level an item may go to (0: a flat list). */
  maxDepth?: number;
  /** Pixels per level of nesting: the indentation, and how far right a pointer drags to nest. */
  indent?: number;
  /** The caller's placement rules: a place it refuses is shown and announced as such, and a drop there moves nothing. */
  canDrop?: CanDrop;
  /** No row can be picked up (a move is being stored: the next one must be planned on the tree that comes back). */
  disabled?: boolean;
}

/** Arrow right / left move the dragged row one level in or out; up and down go to the neighbouring rows. */
const treeCoordinates = (indent: number): KeyboardCoordinateGetter => (event, args) => {
  const { x, y } = args.currentCoordinates;
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    return { x: x + (event.code === 'ArrowRight' ? indent : -indent), y };
  }
  return sortableKeyboardCoordinates(event, args);
};

/**
 * The row whose middle is nearest the pointer (by keyboard: the dragged row's middle), measured up and down only. The
 * dragged row's indentation follows its projected depth, which moves it across and can wrap its label; measured from
 * the dragged row across as well (dnd-kit's closestCenter), that changed which row it was over, which changed the
 * depth again, and a still pointer flickered between two places.
 */
export const nearestRow: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers, pointerCoordinates }) => {
  const at = pointerCoordinates?.y ?? collisionRect.top + collisionRect.height / 2;
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, data: { droppableContainer: container, value: Math.abs(rect.top + rect.height / 2 - at) } }] : [];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/**
 * A row, indented by its depth. The dragged row keeps its own indentation and is shown at its projected depth by a
 * sideways shift: a changed margin would move the row itself, which dnd-kit takes off the drag's distance, and the
 * depth read from that distance would then flip back and forth under a still pointer.
 */
function Row({ row, indent, shift, dragging, refused, handleLabel, roleDescription, levelText, children }: {
  row: FlatItem; indent: number; shift: number; dragging: boolean; refused: string; handleLabel: string; roleDescription: string; levelText: string; children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: row.id, attributes: { roleDescription } });
  const moved = transform && dragging ? { ...transform, x: shift } : transform;
  const style: CSSProperties = { transform: CSS.Translate.toString(moved), transition, marginLeft: `${row.depth * indent}px` };
  return (
    <li ref={setNodeRef} style={style} className={[styles.row, dragging && styles.dragging, refused && styles.refused].filter(Boolean).join(' ')} data-tree-id={row.id}>
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={handleLabel}>
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.content}>
        {levelText ? <span className={styles.visuallyHidden}>{levelText}</span> : null}
        {children}
        {refused ? <strong className={styles.refusedText}>{refused}</strong> : null}
      </div>
    </li>
  );
}

/**
 * Reports when a picked-up row takes arrow keys: dnd-kit adds its key listener a task after the pick-up and measures
 * the rows on a later render, and a key pressed before both is lost (anything typing faster than a person waits).
 */
function DragReady({ onChange }: { onChange: (ready: boolean) => void }) {
  const { active, activeNodeRect, droppableRects } = useDndContext();
  const ready = Boolean(active && activeNodeRect && droppableRects.size > 0);
  useEffect(() => {
    if (!ready) return onChange(false);
    // Queued after dnd-kit's own timer (set at the pick-up), so its listener is there when this fires.
    const timer = setTimeout(() => onChange(true));
    return () => clearTimeout(timer);
  }, [ready, onChange]);
  return null;
}

/**
 * A tree whose items are dragged to reorder and to nest or un-nest, by pointer or by keyboard (dnd-kit's keyboard
 * sensor: Space or Enter picks up, arrows move, Space or Enter drops, Escape cancels), each step announced in the
 * editor's language through dnd-kit's live region. Children of the dragged item travel with it.
 */
export default function SortableTree({ items, label, onChange, onMove, renderItem, maxDepth = Infinity, indent = 24, canDrop, disabled = false }: SortableTreeProps) {
  const t = useT();
  const dndId = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragReady, setDragReady] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeCoordinates(indent) }),
  );
  // The dragged item's descendants leave the list while it moves: they go where it goes.
  const rows = useMemo(() => {
    const all = flatten(items);
    if (!activeId) return all;
    const hidden = new Set(flatten(findItem(items, activeId)?.children ?? []).map((r) => r.id));
    return all.filter((r) => !hidden.has(r.id));
  }, [items, activeId]);
  const projection = activeId && overId ? project(rows, activeId, overId, Math.round(offset / indent), maxDepth) : null;
  const allowed = (id: string, landing: { parentId: string | null; index: number }) => dropAllowed(items, { id, ...landing }, canDrop);
  const refused = activeId && projection ? !allowed(activeId, projection) : false;

  // Announcements read the latest drag state through a ref: dnd-kit calls them from its own monitor.
  const latest = useRef({ rows, offset: 0, lastPlace: '' });
  latest.current.rows = rows;
  const nameOf = (id: UniqueIdentifier | null) => {
    const item = id === null ? undefined : findItem(items, String(id));
    return item?.label || t('arrange.tree.untitled');
  };
  const placeText = (parentId: string | null, index: number, count: number) =>
    parentId === null
      ? t('arrange.tree.top', { position: index + 1, count })
      : t('arrange.tree.under', { position: index + 1, count, parent: nameOf(parentId) });
  /** Where the dragged item would land, in words, and whether the caller's rules allow it there. */
  const projectedPlace = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const { rows: current, offset: dx } = latest.current;
    const landing = over === undefined ? null : project(current, String(active), String(over), Math.round(dx / indent), maxDepth);
    if (!landing) return { place: '', ok: false };
    const siblings = current.filter((r) => r.parentId === landing.parentId && r.depth === landing.depth && r.id !== String(active)).length;
    return { place: placeText(landing.parentId, landing.index, siblings + 1), ok: allowed(String(active), landing) };
  };
  const startPlace = (id: UniqueIdentifier) => {
    const row = flatten(items).find((r) => r.id === String(id));
    return row ? placeText(row.parentId, row.index, row.count) : '';
  };
  const moving = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const { place, ok } = projectedPlace(active, over);
    const text = place && t(ok ? 'arrange.tree.moved' : 'arrange.tree.refused', { label: nameOf(active), place });
    return changed(text);
  };
  const changed = (text: string) => {
    if (!text || text === latest.current.lastPlace) return undefined;
    latest.current.lastPlace = text;
    return text;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const row = latest.current.rows.find((r) => r.id === String(active.id));
      const place = row ? placeText(row.parentId, row.index, row.count) : '';
      // Staying where it is needs no announcement after "picked up".
      latest.current.lastPlace = t('arrange.tree.moved', { label: nameOf(active.id), place });
      return t('arrange.tree.pickedUp', { label: nameOf(active.id), place });
    },
    onDragMove: ({ active, over }) => moving(active.id, over?.id),
    onDragOver: ({ active, over }) => moving(active.id, over?.id),
    onDragEnd: ({ active, over }) => {
      const { place, ok } = projectedPlace(active.id, over?.id);
      return ok
        ? t('arrange.tree.dropped', { label: nameOf(active.id), place })
        : t('arrange.tree.refusedDrop', { label: nameOf(active.id), place, start: startPlace(active.id) });
    },
    onDragCancel: ({ active }) => t('arrange.tree.cancelled', { label: nameOf(active.id), place: startPlace(active.id) }),
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffset(0);
    // latest.current keeps the last offset: the drop announcement, which runs after this, reads it.
  };
  const drop = ({ active, over, delta }: DragEndEvent) => {
    const landing = over ? project(rows, String(active.id), String(over.id), Math.round(delta.x / indent), maxDepth) : null;
    reset();
    if (!landing || !allowed(String(active.id), landing)) return;
    const move = { id: String(active.id), parentId: landing.parentId, index: landing.index };
    const before = flatten(items).find((r) => r.id === move.id);
    if (before && before.parentId === move.parentId && before.index === move.index) return;
    const next = moveItem(items, move, canDrop);
    if (next === items) return;
    onMove?.(move);
    onChange?.(next);
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={nearestRow}
      // Up and down only: the drag's sideways distance is the nesting depth, which a sideways scroll would change.
      autoScroll={{ threshold: { x: 0, y: 0.2 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('arrange.tree.instructions') } }}
      onDragStart={({ active }) => {
        setActiveId(String(active.id));
        setOverId(String(active.id));
        latest.current.offset = 0;
      }}
      onDragMove={({ delta }) => {
        latest.current.offset = delta.x;
        setOffset(delta.x);
      }}
      onDragOver={({ over }) => setOverId(over ? String(over.id) : null)}
      onDragEnd={drop}
      onDragCancel={reset}
    >
      <DragReady onChange={setDragReady} />
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={styles.tree} data-drag={dragReady ? 'ready' : undefined}>
          {rows.map((row) => {
            const dragging = row.id === activeId;
            const depth = dragging && projection ? projection.depth : row.depth;
            const name = row.item.label || t('arrange.tree.untitled');
            return (
              <Row
                key={row.id}
                row={row}
                indent={indent}
                shift={(depth - row.depth) * indent}
                dragging={dragging}
                refused={dragging && refused ? t('arrange.tree.notHere') : ''}
                handleLabel={t('arrange.tree.handle', { label: name })}
                roleDescription={t('arrange.tree.roleDescription')}
                levelText={maxDepth > 0 ? t('arrange.tree.level', { level: depth + 1 }) : ''}
              >
                {renderItem ? renderItem(row.item, { depth }) : <span className={styles.label}>{name}</span>}
              </Row>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
