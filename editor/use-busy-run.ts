import { useState } from 'react';

/**
 * A form's busy flag around its actions (preview, publish, delete): on while one runs, so its buttons are off; a
 * failure goes to `fail`. The action is called before the first await, so a tab it opens still opens within the click.
 */
export function useBusyRun(fail: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
