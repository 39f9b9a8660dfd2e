import { memoiseSanitiser } from './sanitize-memo';

describe('the sanitiser memo', () => {
  it('sanitises each distinct text once, answers repeats (also concurrent ones) with the same result', async () => {
    const seen: string[] = [];
    const sanitise = memoiseSanitiser(async (html) => (seen.push(html), html.replace(/<script>.*?<\/script>/g, '')));
    const [a, b] = await Promise.all([sanitise('<p>a</p><script>x</script>'), sanitise('<p>a</p><script>x</script>')]);
    expect([a, b]).toEqual(['<p>a</p>', '<p>a</p>']);
    expect(await sanitise('<p>a</p><script>x</script>')).toBe('<p>a</p>');
    expect(await sanitise('<p>b</p>')).toBe('<p>b</p>');
    expect(seen).toEqual(['<p>a</p><script>x</script>', '<p>b</p>']);
  });

  it('keeps no failure: the next call for the same text tries again', async () => {
    let calls = 0;
    const sanitise = memoiseSanitiser(async (html) => {
      if (++calls === 1) throw new Error('worker gone');
      return html;
    });
    await expect(sanitise('<p>x</p>')).rejects.toThrow('worker gone');
    expect(await sanitise('<p>x</p>')).toBe('<p>x</p>');
    expect(calls).toBe(2);
  });
});
