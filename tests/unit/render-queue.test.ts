import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRenderQueue, renderConcurrency } from '../../server/render-queue';

const request = (destroyed = false) => ({ destroyed }) as IncomingMessage;
const response = () => Object.assign(new EventEmitter(), { closed: false }) as unknown as ServerResponse;

/** A render that records when it starts and finishes only when the test releases it. */
function controlledRender(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, run: async () => { log.push(`start ${name}`); await done; log.push(`end ${name}`); } };
}

const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('render queue', () => {
  it('runs at most `limit` renders at once and starts the waiting ones in arrival order', async () => {
    const admit = createRenderQueue(2);
    const log: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => controlledRender(log, name));
    const all = renders.map((r) => admit(request(), response(), r.run));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    renders[1].release();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    renders[0].release();
    await settle();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    renders[2].release();
    renders[3].release();
    await Promise.all(all);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('skips a queued request whose visitor hung up, and frees its slot for the next', async () => {
    const admit = createRenderQueue(1);
    const log: string[] = [];
    const first = controlledRender(log, 'first');
    const gone = controlledRender(log, 'gone');
    const next = controlledRender(log, 'next');
    const hungUp = request();
    const all = [admit(request(), response(), first.run), admit(hungUp, response(), gone.run), admit(request(), response(), next.run)];
    await settle();
    (hungUp as { destroyed: boolean }).destroyed = true;
    first.release();
    next.release();
    await Promise.all(all);
    expect(log).toEqual(['start first', 'end first', 'start next', 'end next']);
  });

  it('keeps serving after a render throws', async () => {
    const admit = createRenderQueue(1);
    await expect(admit(request(), response(), async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    let ran = false;
    await admit(request(), response(), async () => { ran = true; });
    expect(ran).toBe(true);
  });

  it('frees the slot when the response closes, even if the render never settles', async () => {
    const admit = createRenderQueue(1);
    const stuck = response();
    void admit(request(), stuck, () => new Promise<void>(() => undefined));
    let ran = false;
    const next = admit(request(), response(), async () => { ran = true; });
    await settle();
    expect(ran).toBe(false);
    stuck.emit('close');
    await next;
    expect(ran).toBe(true);
  });

  it('reads RENDER_CONCURRENCY (default 4) and refuses anything but a positive integer, naming the variable', () => {
    const before = process.env.RENDER_CONCURRENCY;
    try {
      for (const [value, expected] of [['8', 8], ['', 4]] as const) {
        process.env.RENDER_CONCURRENCY = value;
        expect(renderConcurrency()).toBe(expected);
      }
      for (const value of ['0', 'x', '2.5']) {
        process.env.RENDER_CONCURRENCY = value;
        expect(() => renderConcurrency()).toThrow(`RENDER_CONCURRENCY="${value}" is not allowed: expected an integer of at least 1`);
      }
    } finally {
      if (before === undefined) delete process.env.RENDER_CONCURRENCY;
      else process.env.RENDER_CONCURRENCY = before;
    }
  });
});
