import { KeptUntilChange } from './kept-until-change';
import { emitContentChange } from './editor/events';

const change = () => emitContentChange({ kind: 'news', type: 'BLOG', code: 'a', lang: 'EN_US', path: '/blog/a/' });

describe('KeptUntilChange', () => {
  const store = {};
  let ttl = 60_000;
  let computed = 0;
  const kept = new KeptUntilChange<number>(() => ttl, (n) => n >= 10);
  const answer = (n: number) => async () => {
    computed += 1;
    return n;
  };
  beforeEach(() => {
    computed = 0;
    ttl = 60_000;
    change();
  });

  it('keeps an answer worth keeping until content changes, per key and per store', async () => {
    expect(await kept.get(store, 'a', answer(10))).toBe(10);
    expect(await kept.get(store, 'a', answer(11))).toBe(10);
    expect(await kept.get(store, 'b', answer(12))).toBe(12);
    expect(await kept.get({}, 'a', answer(13))).toBe(13);
    expect(computed).toBe(3);
    change();
    expect(await kept.get(store, 'a', answer(14))).toBe(14);
  });

  it('recomputes answers not worth keeping, and kept ones after the time limit', async () => {
    expect(await kept.get(store, 'small', answer(1))).toBe(1);
    expect(await kept.get(store, 'small', answer(2))).toBe(2);
    await kept.get(store, 'large', answer(20));
    ttl = -1;
    expect(await kept.get(store, 'large', answer(21))).toBe(21);
  });

  it('does not keep an answer past a change that landed while it was computed', async () => {
    const during = async () => {
      change();
      return 30;
    };
    expect(await kept.get(store, 'c', during)).toBe(30);
    expect(await kept.get(store, 'c', answer(31))).toBe(31);
    expect(await kept.get(store, 'c', answer(32))).toBe(31);
  });
});
