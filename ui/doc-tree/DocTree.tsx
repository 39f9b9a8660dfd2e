import { useT } from '../../i18n';
import { useSiteHref } from '../shared/href';
import type { TreeNode } from './tree';
import styles from './DocTree.module.css';

interface Props {
  nodes: TreeNode[];
  productCode: string;
  /** The open article, marked and its directories opened. */
  currentId?: number;
  /** Keys of directories to open (tree.ts pathTo). */
  openKeys?: string[];
}

/**
 * The category tree (shaped by the rules in tree.ts): directories are native <details> (keyboard-operable);
 * a nested category is always open and cannot be toggled; an empty directory shows 'No content available'.
 */
export default function DocTree({ nodes, productCode, currentId, openKeys = [] }: Props) {
  const t = useT();
  const href = useSiteHref();
  const open = new Set(openKeys);

  const render = (list: TreeNode[]) => (
    <ul className={styles.list}>
      {list.map((node) => {
        if (node.placeholder) {
          return (
            <li key={node.key} className={styles.placeholder}>
              {t('docs.noContent')}
            </li>
          );
        }
        if (node.type === 'DOCUMENT') {
          return (
            <li key={node.key}>
              <a className={styles.doc} href={href(`/docs/${productCode}/${node.id}/`)} aria-current={node.id === currentId ? 'page' : undefined}>
                {node.name}
              </a>
            </li>
          );
        }
        if (node.disabled) {
          return (
            <li key={node.key} className={styles.nested} data-nested="true">
              <span className={styles.nestedName} aria-disabled="true">
                {node.name}
              </span>
              {render(node.children)}
            </li>
          );
        }
        return (
          <li key={node.key}>
            <details open={node.expanded || open.has(node.key)} data-generated={node.generated || undefined}>
              <summary className={styles.dir}>{node.name}</summary>
              {render(node.children)}
            </details>
          </li>
        );
      })}
    </ul>
  );
  return <div className={styles.tree}>{render(nodes)}</div>;
}
