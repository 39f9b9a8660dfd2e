import { object, optional } from 'superstruct';
import { text, url, visible } from '../../contract/fields';

/** A call-to-action band: heading, one line, one or two buttons. */
export const CtaDetails = object({
  visible: visible(),
  title: text(200),
  text: optional(text(600)),
  buttonText: text(60),
  url: url(),
  secondaryText: optional(text(60)),
  secondaryUrl: optional(url()),
});
