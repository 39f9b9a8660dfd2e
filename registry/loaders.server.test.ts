import { newsList } from '../modules';
import { loadNewsList } from '../modules/news-list/load.server';
import { moduleLoader } from './loaders.server';

describe('moduleLoader', () => {
  it("finds the loader a declaration names in its folder's load.server.ts, once", async () => {
    const first = await moduleLoader(newsList);
    expect(first).toBe(loadNewsList);
    expect(await moduleLoader(newsList)).toBe(first);
  });

  it('has none for a type without a loader, and fails for a name its file does not export', async () => {
    expect(await moduleLoader({ ...newsList, loader: undefined })).toBeUndefined();
    const misnamed = { ...newsList, loader: 'loadNothing' as const };
    await expect(moduleLoader(misnamed)).rejects.toThrow('modules/news-list/load.server.ts exports no loadNothing');
    // Not kept: asked again, the file is looked at again (and fails the same way).
    await expect(moduleLoader(misnamed)).rejects.toThrow('exports no loadNothing');
    expect(await moduleLoader(newsList)).toBe(loadNewsList);
  });
});
