/**
 * A task run again and again in the background (due schedules, lead deliveries): each run starts a delay after the last
 * one ended, so runs never overlap, on a timer that does not keep the process alive. A failed run is reported and the
 * next comes as usual; once halted, none starts and a late failure is not reported (the process is stopping).
 */
export function startPoller({ run, delayMs, immediate, failed }: {
  run: () => Promise<unknown>;
  /** Read before each wait, so a changed setting applies from the next run. */
  delayMs: () => number;
  /** The first run at once, rather than after the first wait. */
  immediate: boolean;
  failed: (error: unknown) => void;
}) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const wait = () => {
    if (stopped) return;
    timer = setTimeout(tick, delayMs());
    timer.unref();
  };
  const tick = () => {
    running = run()
      .catch((error) => {
        if (!stopped) failed(error);
      })
      .finally(wait);
  };
  if (immediate) tick();
  else wait();
  return {
    /** Starts no more runs; resolves when the run in progress (if any) has ended. */
    halt(): Promise<unknown> {
      stopped = true;
      if (timer) clearTimeout(timer);
      return running;
    },
  };
}
