import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { config } from '../../config';

let cached: { url: string; transport: Transporter } | null = null;

/** E-mail per lead is on only when SMTP_URL is set (smtp:// or smtps://, credentials in the URL). */
export const mailEnabled = () => Boolean(config().SMTP_URL);

function transport(timeoutMs: number): Transporter {
  const url = config().SMTP_URL ?? '';
  if (cached?.url !== url) {
    cached = { url, transport: nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as never) };
  }
  return cached.transport;
}

export interface LeadMail {
  to: string;
  form: string;
  idempotencyKey: string;
  lines: Array<[string, string]>;
}

/** A plain-text message; its Message-ID derives from the lead's key, so a mail system can drop a repeat. */
export async function sendLeadMail(mail: LeadMail, timeoutMs: number): Promise<void> {
  const text = mail.lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  await transport(timeoutMs).sendMail({
    from: config().SMTP_FROM,
    to: mail.to,
    subject: `New lead: ${mail.form}`,
    text,
    messageId: `<${mail.idempotencyKey}@leads.edgenova>`,
  });
}
