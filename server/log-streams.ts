/**
 * Keeps the server serving, and idle, when whatever reads its logs goes away (a closed pipe: a log shipper restarted,
 * `npm start | tee` stopped, a test runner gone). Node reports the failed write as an 'error' on process.stdout or
 * stderr; unhandled, that becomes an uncaught exception, which Next's handler logs to the same closed stream, which
 * fails again: a loop that kept a core busy for good. A closed log stream is dropped; any other stream error is still
 * thrown.
 */
export function ignoreClosedLogStreams(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
