import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { ImageNode } from './ImageNode';

/**
 * Every node the rich-text field knows. Pasted or loaded HTML becomes these or plain text: anything else (divs,
 * spans, frames, forms) is dropped and its text kept, so the field can only ever write what serialize.ts writes.
 */
export const EDITOR_NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, TableNode, TableRowNode, TableCellNode, CodeNode, CodeHighlightNode, ImageNode];
