import { enums, object, optional } from 'superstruct';
import { text, visible } from '../../contract/fields';
import { FORM_NAMES } from '../../contract/forms';

/** Details of the leadForm module: which form to show, with an optional heading and intro from the CMS. */
export const LeadFormDetails = object({
  visible: visible(),
  form: enums(FORM_NAMES),
  title: optional(text(200)),
  intro: optional(text(1000)),
});
