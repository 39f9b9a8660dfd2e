import crypto from 'node:crypto';
import { object, size, string } from 'superstruct';
import { ApiError, CODE, type Ctx, type Router } from '../http';
import { assertBody } from '../validate';
import { FORM_NAMES } from '../../contract/forms';
import { LEAD_ROLES } from '../staff/accounts';
import type { StaffSession } from '../staff/session';
import { deliveryConfig } from '../leads/config';
import { leadsCsv } from '../leads/csv';
import { dailyCounts, leadDetail, listLeads, parseFilter } from '../leads/inbox';
import { redeliver } from '../leads/outbox';
import { eraseByEmail } from '../leads/privacy';
import { UrlRefused } from '../leads/url-policy';
import { checkWebhookTarget } from '../leads/webhook';
import { requireStaff } from './editor';

const EXPORT_MAX_ROWS = 50_000;
const EraseBody = object({ email: size(string(), 3, 200) });
const DestinationBody = object({ webhookUrl: size(string(), 0, 2048), emailTo: size(string(), 0, 200) });

/** A staff session whose role may see personal data (admin, sales): 401 without a session, 403 for other roles. */
export async function requireLeadsAccess(ctx: Ctx): Promise<StaffSession> {
  const staff = await requireStaff(ctx);
  if (!LEAD_ROLES.includes(staff.role)) throw new ApiError(403, CODE.FORBIDDEN, `leads hold personal data: this needs the ${LEAD_ROLES.join(' or ')} role; you are ${staff.role}`);
  return staff;
}

function leadId(ctx: Ctx): number {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput('id', 'must be a positive whole number');
  return id;
}

function formParam(ctx: Ctx): string {
  const form = ctx.params.form;
  if (!(FORM_NAMES as readonly string[]).includes(form)) throw ApiError.notFound(`form ${form.slice(0, 50)}`);
  return form;
}

async function destinations(ctx: Ctx) {
  const rows = await ctx.store.query<{ form: string; webhook_url: string; email_to: string; signing_secret: string; updated_by: string; updated_at: Date | string }>('SELECT * FROM lead_destinations');
  return FORM_NAMES.map((form) => {
    const row = rows.find((r) => r.form === form);
    return { form, webhookUrl: row?.webhook_url ?? '', emailTo: row?.email_to ?? '', signingSecret: row?.signing_secret ?? '', updatedBy: row?.updated_by ?? '', updatedAt: row ? new Date(row.updated_at).toISOString() : null };
  });
}

/** The leads inbox, CSV export, deliver again, erasure, and each form's delivery targets (editor API, staff sessions). */
export function registerLeads(router: Router) {
  router.get('/editor/leads', async (ctx) => {
    await requireLeadsAccess(ctx);
    const filter = parseFilter(ctx.query);
    const pageSize = Math.min(Math.max(Number(ctx.query.get('pageSize')) || 25, 1), 100);
    const pageIndex = Math.min(Math.max(Math.floor(Number(ctx.query.get('pageIndex')) || 0), 0), 100_000);
    const [page, counts] = await Promise.all([listLeads(ctx.store, filter, pageSize, pageIndex * pageSize), dailyCounts(ctx.store, filter)]);
    return { total: page.total, pageIndex, pageSize, rows: page.rows.map(({ detail: _detail, ...row }) => row), counts };
  });

  // A file download, not an envelope: the browser follows a link here with the session cookie.
  router.get('/editor/leads/export', async (ctx) => {
    await requireLeadsAccess(ctx);
    const { rows } = await listLeads(ctx.store, parseFilter(ctx.query), EXPORT_MAX_ROWS);
    const body = Buffer.from(leadsCsv(rows), 'utf8');
    ctx.res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'content-length': body.length,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    ctx.res.end(body);
    return null;
  });

  router.get('/editor/leads/:id', async (ctx) => {
    await requireLeadsAccess(ctx);
    return leadDetail(ctx.store, leadId(ctx));
  });

  router.post('/editor/leads/:id/redeliver', async (ctx) => {
    await requireLeadsAccess(ctx);
    const id = leadId(ctx);
    await leadDetail(ctx.store, id);
    const restarted = await redeliver(ctx.store, id);
    if (!restarted) throw new ApiError(409, CODE.CONFLICT, 'this lead has no failed delivery to start again');
    return { restarted };
  });

  router.post('/editor/leads/erase', async (ctx) => {
    const staff = await requireLeadsAccess(ctx);
    const { email } = assertBody(EraseBody, ctx.body);
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) throw ApiError.badInput('email', 'is not an email address');
    return eraseByEmail(ctx.store, staff, email);
  });

  router.get('/editor/lead-forms', async (ctx) => {
    await requireStaff(ctx, 'admin');
    return destinations(ctx);
  });

  router.post('/editor/lead-forms/:form', async (ctx) => {
    const staff = await requireStaff(ctx, 'admin');
    const form = formParam(ctx);
    const body = assertBody(DestinationBody, ctx.body);
    const webhookUrl = body.webhookUrl.trim();
    const emailTo = body.emailTo.trim();
    if (emailTo && !/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(emailTo)) throw ApiError.badInput('emailTo', 'is not an email address');
    if (webhookUrl) {
      try {
        await checkWebhookTarget(webhookUrl, Math.min(deliveryConfig().timeoutMs, 5_000));
      } catch (error) {
        if (error instanceof UrlRefused) throw ApiError.badInput('webhookUrl', error.message);
        throw error;
      }
    }
    await ctx.store.query(
      `INSERT INTO lead_destinations (form, webhook_url, email_to, signing_secret, updated_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (form) DO UPDATE SET webhook_url = EXCLUDED.webhook_url, email_to = EXCLUDED.email_to, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [form, webhookUrl, emailTo, crypto.randomBytes(32).toString('base64url'), staff.email],
    );
    return (await destinations(ctx)).find((d) => d.form === form);
  });
}
