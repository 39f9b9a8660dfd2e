import { serviceLanguage, type Locale } from '../contract/locales';
import { BRAND } from '../contract/brand';
import type { MessageKey } from '../i18n/catalogues';

/** Envelope codes: '0' success, 33922001 not found, 33924001 login required, 33923005 network problem. */
export const API_CODE = { OK: '0', NOT_FOUND: '33922001', LOGIN_REQUIRED: '33924001', NETWORK: '33923005' } as const;

/** What the site does about a failed call. */
export type FailureKind = 'notFound' | 'login' | 'redirectHome' | 'errorPage' | 'message';

/** A failed portal call, classified by what the site does about it. */
export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    readonly code: string,
    /** i18n key of the user message, or null when `serverMessage` is to be shown as it is. */
    readonly messageKey: MessageKey | null,
    readonly serverMessage: string,
    readonly field?: string,
  ) {
    super(serverMessage || messageKey || 'request failed');
  }
}

export interface RawFailure {
  status: number;
  code?: string;
  message?: string;
  field?: string;
  timedOut?: boolean;
}

/** Classifies a failure: envelope codes first, then HTTP status, then the timeout rule. */
export function classify(f: RawFailure): ApiFailure {
  const code = f.code ?? '';
  const message = f.message ?? '';
  const make = (kind: FailureKind, status: number, key: MessageKey | null) => new ApiFailure(kind, status, code, key, message, f.field);
  if (f.timedOut || /timeout/i.test(message)) return make('message', f.status || 408, 'error.timeout');
  if (code === API_CODE.LOGIN_REQUIRED) return make('login', f.status, null);
  if (code === API_CODE.NOT_FOUND && (f.status === 200 || f.status === 404)) return make('notFound', 404, 'error.notFoundDetail');
  if (code === API_CODE.NETWORK || code === API_CODE.NOT_FOUND) return make('message', f.status, 'error.network');
  switch (f.status) {
    case 401:
      return make('message', 401, 'error.unauthorized');
    case 403:
    case 404:
    case 405:
    case 500:
      return make('errorPage', f.status, null);
    case 417:
      return make('redirectHome', 417, null);
    case 200:
      return make('message', 200, message ? null : 'error.requestFailed');
    default:
      if (f.status === 0) return make('message', 0, 'error.network');
      return make('message', f.status, message ? null : 'error.somethingWrong');
  }
}

/** Console single-sign-on address with the return URL (a ticket and service redirect); SSO_URL overrides the default. */
export function loginUrl(locale: Locale, returnUrl: string): string {
  const base = process.env.NEXT_PUBLIC_SSO_URL || `${BRAND.consoleUrl}sso/login`;
  const url = new URL(base, 'http://localhost');
  url.searchParams.set('lang', serviceLanguage(locale));
  url.searchParams.set('service', returnUrl);
  return base.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}
