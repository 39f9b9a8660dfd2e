import { useMemo } from 'react';
import useSWR from 'swr';
import { ApiFailure, createApiClient, editorApi, type ApiClient } from '../api-client';

/** The editor's API client. The editor UI is English-first; content languages are chosen per page, not by this. */
export function useEditorApi(): ApiClient {
  return useMemo(() => createApiClient({ locale: 'en' }), []);
}

/** The signed-in staff member; `signedOut` once the API says there is no live session. */
export function useStaff() {
  const api = useEditorApi();
  const me = useSWR('editor/me', () => editorApi.me(api), { shouldRetryOnError: false, revalidateOnFocus: false });
  const signedOut = me.error instanceof ApiFailure && me.error.status === 401;
  return { staff: me.data?.staff ?? null, signedOut, loading: !me.data && !me.error, error: signedOut ? null : me.error, mutate: me.mutate };
}

/** The text to show for a failed editor call: the API's own message when it sent one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiFailure) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

export const isConflict = (error: unknown) => error instanceof ApiFailure && error.status === 409;
export const isSignedOut = (error: unknown) => error instanceof ApiFailure && error.status === 401;
