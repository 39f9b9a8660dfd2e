import { API_BASE, type ApiClient } from './client';

/** Leads inbox calls (portal/routes/leads.ts): staff sessions of the admin or sales role. */

import type { DeliveryState, Lead, LeadDelivery } from '../contract/api-types';
export type { DeliveryState, LeadDelivery };

export interface LeadFilter {
  form?: string;
  language?: string;
  from?: string;
  to?: string;
  state?: string;
  q?: string;
}

/** A list row: the lead without its full details. */
export type LeadRow = Omit<Lead, 'detail'>;

export interface LeadPage {
  total: number;
  pageIndex: number;
  pageSize: number;
  rows: LeadRow[];
  counts: Array<{ day: string; form: string; count: number }>;
}

export type LeadDetail = Lead & { deliveries: LeadDelivery[] };

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
