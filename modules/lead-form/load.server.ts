import { is, type Infer } from 'superstruct';
import { getCountries, getDict, type Country, type DictOption } from '../../api-client';
import type { ModuleLoader } from '../../registry/types';
import type { LeadFormDetails } from './schema';
import { DictOptions } from './dicts-schema';
import { FIELDS, type FieldSpec } from '../../contract/form-fields';
import { FORMS } from '../../contract/forms';

export interface LeadFormData {
  /** Options per dicts category the form's selects use (industry, bands, partner types, products of interest). */
  options: Record<string, DictOption[]>;
  /** Countries for the country select; empty when the list could not be loaded (the field becomes a text box). */
  countries: Country[];
}

/** Loads the form's option lists on the server so the form renders complete; a failed list never hides the form. */
export const loadLeadForm: ModuleLoader<Infer<typeof LeadFormDetails>, LeadFormData> = async (details, { api }) => {
  const specs = FORMS[details.form].fields.map(([name]) => FIELDS[name] as FieldSpec);
  const categories = [...new Set(specs.map((s) => s.dict).filter((d): d is string => Boolean(d)))];
  const [lists, countries] = await Promise.all([
    // A list not of the dicts shape (written around the editor's checks) reads as empty, like a missing one.
    Promise.all(categories.map((c) => getDict(api, c).then((list) => (is(list, DictOptions) ? list : []), () => []))),
    specs.some((s) => s.kind === 'country') ? getCountries(api).catch(() => []) : Promise.resolve([]),
  ]);
  return { data: { options: Object.fromEntries(categories.map((c, i) => [c, lists[i]])), countries } };
};
