import { $createCodeNode, $isCodeNode } from '@lexical/code';
import { $isLinkNode, $toggleLink } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import {
  $createParagraphNode, $getRoot, $getSelection, $insertNodes, $isRangeSelection, $setSelection, FORMAT_TEXT_COMMAND,
  type BaseSelection, type LexicalNode,
} from 'lexical';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { $createImageNode } from './ImageNode';
import InsertForm from './InsertForm';
import { $applyLink } from './link';
import styles from './RichText.module.css';

type Block = 'paragraph' | 'h2' | 'h3' | 'h4' | 'bullet' | 'number' | 'code' | 'other';
interface State { block: Block; bold: boolean; italic: boolean; link: string | null }

function $blockOf(node: LexicalNode): Block {
  let top: LexicalNode | null = node;
  for (let n: LexicalNode | null = node; n; n = n.getParent()) {
    if ($isListNode(n)) return n.getListType() === 'number' ? 'number' : 'bullet';
    if (n.getParent() && !n.getParent()!.getParent()) top = n;
  }
  if ($isHeadingNode(top)) return (['h2', 'h3', 'h4'] as const).find((tag) => tag === top.getTag()) ?? 'other';
  if ($isCodeNode(top)) return 'code';
  return top?.getType() === 'paragraph' ? 'paragraph' : 'other';
}

function $state(): State {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { block: 'other', bold: false, italic: false, link: null };
  const node = selection.anchor.getNode();
  const parent = node.getParent();
  const link = $isLinkNode(parent) ? parent : $isLinkNode(node) ? node : null;
  return { block: $blockOf(node), bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link: link ? link.getURL() : null };
}

/** The editor's selection, or its end when it has none (focus left for the toolbar before anything was selected). */
function $selection(): BaseSelection | null {
  return $getSelection() ?? ($getRoot().selectEnd(), $getSelection());
}

/**
 * The formatting toolbar: one tab stop, arrow keys (Home, End) move between its buttons, as the ARIA toolbar
 * pattern has it. Link and Image open a small form under it; Escape or Cancel closes it and returns to the text.
 */
export default function Toolbar({ label }: { label: string }) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<State>({ block: 'paragraph', bold: false, italic: false, link: null });
  const [form, setForm] = useState<null | 'link' | 'image'>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const saved = useRef<BaseSelection | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => editor.registerUpdateListener(({ editorState }) => setState(editorState.read($state))), [editor]);

  const blockType = (block: Block, create: () => Parameters<typeof $setBlocksType>[1] extends () => infer T ? T : never) =>
    editor.update(() => {
      const selection = $selection();
      if (state.block === 'bullet' || state.block === 'number') editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      $setBlocksType(selection, state.block === block ? $createParagraphNode : create);
    });
  const list = (type: 'bullet' | 'number') => {
    editor.update(() => void $selection());
    editor.dispatchCommand(state.block === type ? REMOVE_LIST_COMMAND : type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };
  const openForm = (which: 'link' | 'image') => {
    editor.getEditorState().read(() => {
      saved.current = $getSelection()?.clone() ?? null;
    });
    setForm(which);
  };
  /** Runs `change` on the selection saved when the form opened, then gives the text its focus back. */
  const onSaved = (change: () => void) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      else $selection();
      change();
    });
    setForm(null);
    editor.focus();
  };

  const buttons: Array<{ key: string; text: string; pressed?: boolean; run: () => void }> = [
    { key: 'paragraph', text: t('richTextEditor.paragraph'), pressed: state.block === 'paragraph', run: () => blockType('paragraph', $createParagraphNode) },
    ...(['h2', 'h3', 'h4'] as const).map((tag) => ({
      key: tag, text: t('richTextEditor.heading', { level: tag.slice(1) }), pressed: state.block === tag, run: () => blockType(tag, () => $createHeadingNode(tag)),
    })),
    { key: 'bold', text: t('richTextEditor.bold'), pressed: state.bold, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    { key: 'italic', text: t('richTextEditor.italic'), pressed: state.italic, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
    { key: 'bullet', text: t('richTextEditor.bulleted'), pressed: state.block === 'bullet', run: () => list('bullet') },
    { key: 'number', text: t('richTextEditor.numbered'), pressed: state.block === 'number', run: () => list('number') },
    { key: 'link', text: t('richTextEditor.link'), pressed: Boolean(state.link), run: () => openForm('link') },
    { key: 'image', text: t('richTextEditor.image'), run: () => openForm('image') },
    {
      key: 'table', text: t('richTextEditor.table'), run: () => {
        editor.update(() => void $selection());
        editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: '3', columns: '3', includeHeaders: { rows: true, columns: false } });
      },
    },
    { key: 'code', text: t('richTextEditor.code'), pressed: state.block === 'code', run: () => blockType('code', () => $createCodeNode()) },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: buttons.length - 1 };
    if (!(event.key in moves) || !(event.target instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const next = (moves[event.key] + buttons.length) % buttons.length;
    setFocusIndex(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <>
      <div ref={bar} role="toolbar" aria-label={t('richTextEditor.toolbar', { label })} className={styles.toolbar} onKeyDown={onKeyDown}>
        {buttons.map((b, index) => (
          <button
            key={b.key}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={b.pressed === undefined ? undefined : b.pressed}
            onMouseDown={(e) => e.preventDefault() /* keeps the text's selection */}
            onFocus={() => setFocusIndex(index)}
            onClick={b.run}
          >
            {b.text}
          </button>
        ))}
      </div>
      {form === 'link' ? (
        <InsertForm
          fields={[{ name: 'url', label: t('richTextEditor.linkUrl'), value: state.link ?? 'https://', url: true }]}
          submit={t('richTextEditor.applyLink')}
          remove={state.link ? { text: t('richTextEditor.removeLink'), run: () => onSaved(() => $toggleLink(null)) } : undefined}
          onSubmit={({ url }) => onSaved(() => $applyLink(url))}
          onCancel={() => { setForm(null); editor.focus(); }}
        />
      ) : null}
      {form === 'image' ? (
        <InsertForm
          fields={[{ name: 'src', label: t('richTextEditor.imageUrl'), value: 'https://', url: true }, { name: 'alt', label: t('richTextEditor.imageAlt'), value: '', required: true }]}
          submit={t('richTextEditor.insertImage')}
          onSubmit={({ src, alt }) => onSaved(() => $insertNodes([$createImageNode(src, alt)]))}
          onCancel={() => { setForm(null); editor.focus(); }}
        />
      ) : null}
    </>
  );
}
