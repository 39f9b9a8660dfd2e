import { editorApi } from '../api-client';
import type { ApiClient } from '../api-client/client';
import { previewUrl } from './paths';

/**
 * Shows what `save` leaves stored in a new tab, in staff preview mode with a fresh token. The tab opens at once, inside
 * the click (browsers block a window opened after an await), and closes again when there is nothing to show or a step
 * fails; the failure is thrown on for the screen to report.
 */
export async function openPreviewTab(api: ApiClient, target: { lang: string; path: string }, save: () => Promise<unknown>): Promise<void> {
  const win = window.open('', '_blank');
  try {
    if (!(await save())) return void win?.close();
    const { token } = await editorApi.previewToken(api);
    const url = previewUrl(target.lang, target.path, token);
    if (!win) return void (window.location.href = url);
    win.opener = null;
    win.location.href = url;
  } catch (error) {
    win?.close();
    throw error;
  }
}
