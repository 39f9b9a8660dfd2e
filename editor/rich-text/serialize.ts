import { $isCodeNode } from '@lexical/code';
import { $isLinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, type ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $isTableCellNode, $isTableNode, $isTableRowNode } from '@lexical/table';
import { $getRoot, $isElementNode, $isLineBreakNode, $isParagraphNode, $isTextNode, type LexicalNode, type TextFormatType } from 'lexical';
import { sanitizeHtml } from '../../contract/sanitize';
import { isAllowedUrl } from '../../contract/sanitize-policy';
import { $isImageNode } from './ImageNode';

/** Text formats and their tags, innermost first: `<strong><em>x</em></strong>`, always in this order. */
const FORMATS: Array<[TextFormatType, string]> = [
  ['code', 'code'], ['superscript', 'sup'], ['subscript', 'sub'], ['strikethrough', 's'], ['underline', 'u'], ['italic', 'em'], ['bold', 'strong'],
];

function appendInline(node: LexicalNode, parent: Node, doc: Document): void {
  if ($isTextNode(node)) {
    let out: Node = doc.createTextNode(node.getTextContent());
    for (const [format, tag] of FORMATS) {
      if (!node.hasFormat(format)) continue;
      const wrapper = doc.createElement(tag);
      wrapper.appendChild(out);
      out = wrapper;
    }
    parent.appendChild(out);
  } else if ($isLineBreakNode(node)) {
    parent.appendChild(doc.createElement('br'));
  } else if ($isImageNode(node)) {
    const img = doc.createElement('img');
    img.setAttribute('src', node.getSrc());
    img.setAttribute('alt', node.getAlt());
    parent.appendChild(img);
  } else if ($isLinkNode(node) && isAllowedUrl(node.getURL())) {
    const a = doc.createElement('a');
    a.setAttribute('href', node.getURL());
    if (node.getTitle()) a.setAttribute('title', node.getTitle() as string);
    for (const child of node.getChildren()) appendInline(child, a, doc);
    parent.appendChild(a);
  } else if ($isElementNode(node)) {
    // A link to a scheme the sanitiser drops, or an inline node of no tag of ours: its text only.
    for (const child of node.getChildren()) appendInline(child, parent, doc);
  } else {
    parent.appendChild(doc.createTextNode(node.getTextContent()));
  }
}

function element(doc: Document, tag: string, inline: LexicalNode[]): HTMLElement {
  const el = doc.createElement(tag);
  for (const child of inline) appendInline(child, el, doc);
  return el;
}

/** Nested lists are items of their own in Lexical; in HTML they belong to the item before them. */
function listElement(list: ListNode, doc: Document): HTMLElement {
  const ordered = list.getListType() === 'number';
  const el = doc.createElement(ordered ? 'ol' : 'ul');
  if (ordered && list.getStart() !== 1) el.setAttribute('start', String(list.getStart()));
  let last: HTMLElement | null = null;
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    const children = item.getChildren();
    if (children.length === 1 && $isListNode(children[0])) {
      if (!last) last = el.appendChild(doc.createElement('li'));
      last.appendChild(listElement(children[0], doc));
      continue;
    }
    const li = doc.createElement('li');
    for (const child of children) {
      if ($isListNode(child)) li.appendChild(listElement(child, doc));
      else appendInline(child, li, doc);
    }
    last = el.appendChild(li);
  }
  return el;
}

function appendBlock(node: LexicalNode, parent: Node, doc: Document): void {
  if ($isHeadingNode(node)) parent.appendChild(element(doc, node.getTag(), node.getChildren()));
  else if ($isQuoteNode(node)) parent.appendChild(element(doc, 'blockquote', node.getChildren()));
  else if ($isListNode(node)) parent.appendChild(listElement(node, doc));
  else if ($isCodeNode(node)) {
    const pre = doc.createElement('pre');
    pre.appendChild(doc.createElement('code')).textContent = node.getTextContent();
    parent.appendChild(pre);
  } else if ($isTableNode(node)) {
    const table = doc.createElement('table');
    const body = table.appendChild(doc.createElement('tbody'));
    for (const row of node.getChildren()) {
      if (!$isTableRowNode(row)) continue;
      const tr = body.appendChild(doc.createElement('tr'));
      for (const cell of row.getChildren()) {
        if (!$isTableCellNode(cell)) continue;
        const td = tr.appendChild(doc.createElement(cell.hasHeader() ? 'th' : 'td'));
        if (cell.getColSpan() > 1) td.setAttribute('colspan', String(cell.getColSpan()));
        if (cell.getRowSpan() > 1) td.setAttribute('rowspan', String(cell.getRowSpan()));
        const blocks = cell.getChildren();
        // A cell of one paragraph is written as its text, as people write tables by hand.
        if (blocks.length === 1 && $isParagraphNode(blocks[0])) for (const child of blocks[0].getChildren()) appendInline(child, td, doc);
        else for (const block of blocks) appendBlock(block, td, doc);
      }
    }
    parent.appendChild(table);
  } else if ($isElementNode(node) && !node.isInline()) parent.appendChild(element(doc, 'p', node.getChildren()));
  else parent.appendChild(element(doc, 'p', [node]));
}

/**
 * The editor's content as HTML (call inside a read or update): only tags and attributes of the editor's own
 * nodes, no ids, names, classes or styles, then passed through the site's sanitiser itself, so what is saved is
 * exactly what the site keeps and sanitising it again changes nothing. An editor holding nothing gives ''.
 */
export function $editorHtml(): string {
  const root = $getRoot();
  const blocks = root.getChildren();
  if (blocks.length <= 1 && root.getTextContent().trim() === '' && !blocks.some((b) => $isElementNode(b) && b.getChildren().some((c) => !$isTextNode(c) && !$isLineBreakNode(c)))) return '';
  const doc = document.implementation.createHTMLDocument('');
  const container = doc.createElement('div');
  for (const block of blocks) appendBlock(block, container, doc);
  return sanitizeHtml(container.innerHTML);
}
