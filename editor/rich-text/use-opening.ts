import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What the rich-text editor opens with, and when it opens again. The editor reads its value once, on opening. The
 * form hands back each value the editor sent a render or more later, when the editor may have moved on (a link just
 * applied): those are never loaded again. A value the editor never sent came from outside (kept work restored, a
 * list item above removed): the editor opens again with it, a new `key` for React.
 */
export function useOpening(current: string) {
  const [opening, setOpening] = useState({ key: 0, value: current });
  // What the editor opened with and has sent since, oldest first; the form hands them back in that order.
  const own = useRef<string[]>([current]);
  useEffect(() => {
    const at = own.current.indexOf(current);
    if (at >= 0) {
      // Anything sent before this value has already come back.
      own.current = own.current.slice(at);
      return;
    }
    own.current = [current];
    setOpening((o) => ({ key: o.key + 1, value: current }));
  }, [current]);
  const sent = useCallback((html: string) => {
    own.current.push(html);
  }, []);
  return { ...opening, sent };
}
