import type { ApiClient } from './client';
import { API_BASE } from '../contract/api-types';
import type { Lang } from '../contract/langs';
import type { MediaItem, MediaUse } from '../contract/media';

export type { MediaItem, MediaUse };

/** Editor calls of the media library (portal/routes/media.ts). Silent: the screen shows failures next to what failed. */

const silent = { silent: true };

export const editorMediaApi = {
  list: (api: ApiClient) => api.get<MediaItem[]>('/editor/media', undefined, silent),
  item: (api: ApiClient, id: number) => api.get<MediaItem & { uses: MediaUse[] }>(`/editor/media/${id}`, undefined, silent),
  setAlt: (api: ApiClient, id: number, alt: Partial<Record<Lang, string>>) => api.post<MediaItem>(`/editor/media/${id}/alt`, { alt }, silent),
  remove: (api: ApiClient, id: number) => api.post<null>(`/editor/media/${id}/delete`, {}, silent),
};

/**
 * Uploads one file with XMLHttpRequest, whose upload events report progress (fetch has none for request bodies).
 * Resolves with the stored item; rejects with the server's message (or onError's text when there is none).
 */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/editor/media?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let envelope: { code?: string; message?: string; data?: unknown } | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = null;
      }
      if (xhr.status === 200 && envelope?.code === '0') return resolve(envelope.data as MediaItem);
      reject(new Error(envelope?.message || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}
