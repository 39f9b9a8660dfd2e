import { getIn } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { useT } from '../../i18n';
import JsonField from '../JsonField';
import { ObjectFields } from '../SchemaFields';
import { emptyValue } from '../schema-spec';
import SortableTree from '../tree/SortableTree';
import { findItem, flatten, moveItem, removeItem } from '../tree/tree-move';
import { fromTree, keysOf, newItem, syncKeys, toTree, type KeyNode, type TreeShape } from './tree-doc';
import styles from './Arrange.module.css';

/**
 * A list document edited as a tree: items labelled by their titles (in the document's language, `lang`), dragged to
 * reorder and nest, one item's generated fields at a time; JSON only behind "Advanced". What is saved is the same list,
 * checked against the same schema.
 */
export default function TreeDocField({ name, docName, shape, lang, selection, onSelect }: {
  name: string;
  docName: string;
  shape: TreeShape;
  lang?: string;
  /** The form path of the item to show first (the one chosen before a save remounted the form), and where to report the choice. */
  selection?: string | null;
  onSelect?: (path: string | null) => void;
}) {
  const t = useT();
  const form = useForm();
  const { input } = useField<unknown>(name, { subscription: { value: true } });
  const { errors, submitErrors, submitFailed } = useFormState({ subscription: { errors: true, submitErrors: true, submitFailed: true } });
  const counter = useRef(0);
  const keys = useRef<KeyNode[]>([]);
  keys.current = syncKeys(input.value, keys.current, shape, () => `item-${++counter.current}`);
  const { items, paths, values } = toTree(name, input.value, keys.current, shape);
  // undefined until the editor picks: the item chosen before, else the first one (the list arrives after the first render).
  const [selected, setSelected] = useState<string | null | undefined>(undefined);
  const initial = selection === undefined ? undefined : [...paths].find(([, path]) => path === selection)?.[0] ?? null;
  const current = selected === undefined ? initial ?? items[0]?.id ?? null : selected && paths.has(selected) ? selected : null;
  const currentPath = current ? paths.get(current)! : null;
  // Not before the list has arrived (a fresh form's first render has none), or the earlier choice would be forgotten.
  const loaded = items.length > 0;
  useEffect(() => {
    if (loaded) onSelect?.(currentPath);
  }, [loaded, currentPath, onSelect]);
  const invalid = (id: string) => {
    const path = paths.get(id)!;
    return Boolean((submitFailed && getIn(errors ?? {}, path)) || getIn(submitErrors ?? {}, path));
  };
  // After a refused save, show the first item that has a problem, so its message is on screen.
  const firstInvalid = flatten(items).find((r) => invalid(r.id))?.id;
  useEffect(() => {
    if (firstInvalid && (!current || !invalid(current))) setSelected(firstInvalid);
  }, [firstInvalid, submitFailed, submitErrors]);

  const labelOf = (id: string) => findItem(items, id)?.label || t('arrange.tree.untitled');
  const commit = (next: typeof items, select?: string | null) => {
    keys.current = keysOf(next);
    form.change(name, fromTree(next, values, shape));
    if (select !== undefined) setSelected(select);
  };
  const add = (parentId: string | null) => {
    const id = `item-${++counter.current}`;
    values.set(id, newItem(shape, emptyValue(shape.item) as Record<string, unknown>, values.values()));
    const node = { id, label: '', children: [], canHaveChildren: shape.childrenKey !== null };
    const parent = parentId ? findItem(items, parentId) : null;
    commit(moveItem([...items, node], { id, parentId, index: parent ? parent.children.length : items.length }), id);
  };

  return (
    <div lang={lang}>
      <button type="button" onClick={() => add(null)}>{t('arrange.doc.add')}</button>
      <SortableTree
        items={items}
        label={t('arrange.doc.items', { name: docName })}
        maxDepth={shape.childrenKey ? Infinity : 0}
        onChange={(next) => commit(next)}
        renderItem={(item) => (
          <span>
            <button type="button" className={styles.treeLabel} aria-pressed={item.id === current} onClick={() => setSelected(item.id)}>
              {item.label || t('arrange.tree.untitled')}
            </button>
            {invalid(item.id) ? <strong className={styles.problem}> · {t('arrange.doc.invalid')}</strong> : null}
          </span>
        )}
      />
      {current ? (
        <fieldset className={styles.itemFields} key={current}>
          <legend>{t('arrange.doc.fields', { label: labelOf(current) })}</legend>
          <ObjectFields name={paths.get(current)!} spec={shape.item} skip={shape.childrenKey ? [shape.childrenKey] : []} />
          <div className={styles.itemTools}>
            {shape.childrenKey ? <button type="button" onClick={() => add(current)}>{t('arrange.doc.addChild', { label: labelOf(current) })}</button> : null}
            <button type="button" onClick={() => commit(removeItem(items, current), null)}>{t('arrange.doc.remove', { label: labelOf(current) })}</button>
          </div>
        </fieldset>
      ) : (
        <p>{t('arrange.doc.choose')}</p>
      )}
      <details className={styles.advanced}>
        <summary>{t('arrange.doc.advanced', { name: docName })}</summary>
        <JsonField name={name} label={t('editor.field.json', { name: docName })} rows={14} />
      </details>
    </div>
  );
}
