import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { $getRoot, $getSelection, $insertNodes, COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import { useEffect, useRef } from 'react';
import { isAllowedUrl } from '../../contract/sanitize-policy';
import { cleanPastedHtml } from './clean-paste';
import { $nodesFromHtml, $setHtml } from './load-html';
import { EDITOR_NODES } from './nodes';
import { $editorHtml } from './serialize';
import Toolbar from './Toolbar';
import styles from './RichText.module.css';

export interface RichTextFieldProps {
  /** The id of the element naming the field (its label); the toolbar and the editable region are named after it. */
  labelId: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Called once on opening when the editor would write `value` differently (markup it does not keep). */
  onWouldChange?: () => void;
  describedBy?: string;
  invalid?: boolean;
}

/** Office and web HTML on the clipboard is cleaned before the editor reads it; plain text goes Lexical's own way. */
function PasteCleaning() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : '';
          if (!html) return false;
          event.preventDefault();
          editor.update(() => {
            if (!$getSelection()) $getRoot().selectEnd();
            $insertNodes($nodesFromHtml(editor, cleanPastedHtml(html)));
          });
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

/** Tells the field once, on opening, whether the stored HTML comes back unchanged from the editor. */
function ChangeCheck({ value, onWouldChange }: { value: string; onWouldChange?: () => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!onWouldChange || !value.trim()) return;
    const html = editor.getEditorState().read(() => $editorHtml());
    if (html !== value) onWouldChange();
    // Only the value the editor opened with counts.
  }, [editor]);
  return null;
}

/**
 * A rich-text editor (Lexical) of an HTML string: headings, bold and italic, lists, links, images by URL, tables and
 * code blocks. What it writes is what serialize.ts builds from its nodes, run through the site's sanitiser.
 */
export default function RichTextField({ labelId, label, value, onChange, onBlur, onWouldChange, describedBy, invalid }: RichTextFieldProps) {
  const last = useRef(value);
  const initialConfig = {
    namespace: 'cms-html',
    nodes: EDITOR_NODES,
    theme: { text: { bold: styles.bold, italic: styles.italic }, code: styles.code, table: styles.table, tableCell: styles.cell, tableCellHeader: styles.cell },
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: Parameters<typeof $setHtml>[0]) => $setHtml(editor, value),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={styles.box}>
        <Toolbar label={label} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className={styles.content}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-multiline
              role="textbox"
              onBlur={onBlur}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedUrl} />
      <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} />
      <PasteCleaning />
      <ChangeCheck value={value} onWouldChange={onWouldChange} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(state) => {
          const html = state.read(() => $editorHtml());
          if (html === last.current) return;
          last.current = html;
          onChange(html);
        }}
      />
    </LexicalComposer>
  );
}
