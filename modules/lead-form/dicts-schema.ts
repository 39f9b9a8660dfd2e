import { array, lazy, object, optional, record, size, string, type Struct } from 'superstruct';
import type { DictOption } from '../../contract/api-types';
import { text } from '../../contract/fields';

/** An option of GET /dicts/{category} (a form stores its code); productInterest options carry sub-options. */
export const DictOptionSchema: Struct<DictOption, unknown> = object({
  code: size(string(), 1, 100),
  name: text(200),
  children: optional(array(lazy(() => DictOptionSchema))),
});

export const DictOptions = array(DictOptionSchema);

/** The 'dicts' site document: category (industry, employees, blogTag…) -> its options. */
export const DictsDoc = record(size(string(), 1, 100), DictOptions);
