import type { FieldName, MessageKey } from './form-fields';

/** The site's lead forms; the leadForm module's `form` detail picks one. */
export const FORM_NAMES = ['free-trial', 'custom-solutions', 'contact', 'partner', 'esa-trial', 'vpn-promo'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export interface FormDefinition {
  /** Fields in display order, each required ('*') or optional (website and phone differ from form to form). */
  fields: Array<[FieldName, 'required' | 'optional']>;
  /** Locale-free path of the thank-you page shown after a stored submission. */
  thankYou: string;
  /** The agreement message this form uses (three wordings: tick, check, confirm the terms). */
  agreementMessage: MessageKey;
  /** i18n key (under forms.note) of the line shown above the fields, e.g. the trial terms. */
  note?: 'freeTrial' | 'esaTrial' | 'vpnPromo';
}

const R = 'required' as const;
const O = 'optional' as const;
/** The free trial and the custom-solutions request share the trial's note, thank-you page and agreement text. */
const PRODUCT_TRIAL = { note: 'freeTrial', thankYou: '/trial-thank-you/', agreementMessage: 'agreement' } as const;

export const FORMS: Record<FormName, FormDefinition> = {
  'free-trial': {
    ...PRODUCT_TRIAL,
    fields: [['products', R], ['firstName', R], ['lastName', R], ['email', R], ['company', R], ['phone', O], ['country', R], ['region', O],
      ['industry', R], ['jobTitle', R], ['website', O], ['comments', O], ['agreement', R]],
  },
  'custom-solutions': {
    ...PRODUCT_TRIAL,
    fields: [['products', R], ['firstName', R], ['lastName', R], ['email', R], ['company', R], ['phone', R], ['country', R], ['region', O],
      ['industry', R], ['jobTitle', R], ['website', R], ['comments', R], ['agreement', R]],
  },
  contact: {
    thankYou: '/contact-thank-you/',
    agreementMessage: 'agreement',
    fields: [['firstName', R], ['lastName', R], ['email', R], ['company', R], ['phoneOrTelegram', O], ['country', R], ['region', O],
      ['industry', R], ['jobTitle', O], ['comments', O], ['agreement', R]],
  },
  partner: {
    thankYou: '/thank-you-partnership/',
    agreementMessage: 'agreementCheck',
    fields: [['firstName', R], ['lastName', R], ['company', R], ['email', R], ['phone', R], ['country', R], ['region', O], ['industry', R],
      ['jobTitle', R], ['website', R], ['annualRevenue', R], ['employees', R], ['salesReps', R], ['partnerType', R], ['partnerTier', O],
      ['businessModel', R], ['businessAddress', O], ['comments', O], ['agreement', R]],
  },
  'esa-trial': {
    note: 'esaTrial',
    thankYou: '/trial-thank-you/',
    agreementMessage: 'agreement',
    fields: [['firstName', R], ['lastName', R], ['email', R], ['company', R], ['phone', O], ['country', R], ['region', O], ['industry', R],
      ['jobTitle', R], ['employees', R], ['comments', O], ['agreement', R]],
  },
  'vpn-promo': {
    note: 'vpnPromo',
    thankYou: '/lp-thank-you/',
    agreementMessage: 'confirmTerms',
    fields: [['firstName', R], ['lastName', R], ['email', R], ['company', R], ['phoneOrTelegram', O], ['country', R], ['jobTitle', R],
      ['employees', O], ['website', O], ['comments', O], ['agreement', R]],
  },
};
