import { API_BASE, type ApiClient } from './client';

/** Leads inbox calls (portal/routes/leads.ts): staff sessions of the admin or sales role. */

export type DeliveryState = 'pending' | 'delivered' | 'dead' | 'none';

export interface LeadFilter {
  form?: string;
  language?: string;
  from?: string;
  to?: string;
  state?: string;
  q?: string;
}

export interface LeadRow {
  id: number;
  form: string;
  lang: string;
  receivedAt: string;
  email: string;
  company: string;
  name: string;
  state: DeliveryState;
}

export interface LeadPage {
  total: number;
  pageIndex: number;
  pageSize: number;
  rows: LeadRow[];
  counts: Array<{ day: string; form: string; count: number }>;
}

export interface LeadDelivery {
  channel: 'webhook' | 'email';
  target: string;
  state: 'pending' | 'delivered' | 'dead';
  attempts: number;
  lastError: string;
  nextAttemptAt: string;
  deliveredAt: string | null;
}

export interface LeadDetail extends LeadRow {
  detail: Record<string, unknown>;
  deliveries: LeadDelivery[];
}

export interface LeadDestination {
  form: string;
  webhookUrl: string;
  emailTo: string;
  signingSecret: string;
  updatedBy: string;
  updatedAt: string | null;
}

const silent = { silent: true };
const present = (filter: LeadFilter) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as Record<string, string>;

export const leadsApi = {
  list: (api: ApiClient, filter: LeadFilter, pageIndex: number) => api.get<LeadPage>('/editor/leads', { ...present(filter), pageIndex }, silent),
  detail: (api: ApiClient, id: number) => api.get<LeadDetail>(`/editor/leads/${id}`, undefined, silent),
  redeliver: (api: ApiClient, id: number) => api.post<{ restarted: number }>(`/editor/leads/${id}/redeliver`, {}, silent),
  erase: (api: ApiClient, email: string) => api.post<{ erased: number }>('/editor/leads/erase', { email }, silent),
  destinations: (api: ApiClient) => api.get<LeadDestination[]>('/editor/lead-forms', undefined, silent),
  saveDestination: (api: ApiClient, form: string, target: { webhookUrl: string; emailTo: string }) =>
    api.post<LeadDestination>(`/editor/lead-forms/${encodeURIComponent(form)}`, { ...target }, silent),
  /** Same-origin address of the CSV download of the filtered list (the session cookie goes with it). */
  exportHref: (filter: LeadFilter) => `${API_BASE}/editor/leads/export?${new URLSearchParams(present(filter))}`,
};
