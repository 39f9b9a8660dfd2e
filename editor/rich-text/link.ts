import { $toggleLink } from '@lexical/link';
import { $getSelection, $isRangeSelection } from 'lexical';

/**
 * Links the selected text and puts the caret after it. Left selected, the linked words go with the next key that
 * replaces a selection: Enter or a letter typed on, or one pressed before the editor has seen the caret move (End).
 */
export function $applyLink(url: string): void {
  $toggleLink(url);
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || selection.isCollapsed()) return;
  const { key, offset, type } = selection.isBackward() ? selection.anchor : selection.focus;
  selection.anchor.set(key, offset, type);
  selection.focus.set(key, offset, type);
}
