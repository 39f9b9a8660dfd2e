import { $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { sanitizeHtml } from '../../contract/sanitize';

/** HTML as the editor's nodes: sanitised first (as the site would), then read by the nodes' own importers. */
export function $nodesFromHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return $generateNodesFromDOM(editor, dom);
}

/** Replaces the editor's content with this HTML; loose text and inline nodes are gathered into paragraphs. */
export function $setHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $nodesFromHtml(editor, html)) {
    const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (block) {
      root.append(node);
      paragraph = null;
    } else {
      if (!paragraph) root.append((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
