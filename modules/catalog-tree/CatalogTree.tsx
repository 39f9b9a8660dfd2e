import type { Infer } from 'superstruct';
import type { TreeNode } from '../../api-client/content';
import type { ModuleProps } from '../../registry/types';
import { useSiteHref } from '../../ui/shared/href';
import Section from '../../ui/shared/Section';
import type { CatalogTreeData } from './load.server';
import type { CatalogTreeDetails } from './schema';
import styles from './CatalogTree.module.css';

function Nodes({ nodes, depth }: { nodes: TreeNode[]; depth: number }) {
  const href = useSiteHref();
  return (
    <ul className={depth === 0 ? styles.top : styles.nested}>
      {nodes.map((node, index) => (
        <li key={node.id ?? `${node.name}-${index}`} className={node.classify ? styles.group : styles.node}>
          {node.classify ? (
            <span className={styles.groupName}>{node.name}</span>
          ) : node.url ? (
            <a className={depth === 0 ? styles.topLink : undefined} href={href(node.url)}>
              {node.defaultIcon && depth === 0 ? <img src={node.defaultIcon} alt="" width={28} height={28} /> : null}
              {node.name}
            </a>
          ) : (
            node.name
          )}
          {node.children?.length ? <Nodes nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Products or solutions overview: top nodes as cards, classify groups as sub-headings, leaves as links. */
export default function CatalogTree({ details, data }: ModuleProps<Infer<typeof CatalogTreeDetails>, CatalogTreeData | null>) {
  return (
    <Section title={details.title} intro={details.intro}>
      <Nodes nodes={data?.tree ?? []} depth={0} />
    </Section>
  );
}
