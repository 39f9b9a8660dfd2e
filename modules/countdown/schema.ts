import { object, optional, refine, string } from 'superstruct';
import { text, visible } from '../../contract/fields';

const isoTime = () => refine(string(), 'isoTime', (value) => !Number.isNaN(Date.parse(value)) || 'must be a date-time');

/** Event countdown: days, hours, minutes and seconds until `target`, then the ended message. */
export const CountdownDetails = object({
  visible: visible(),
  title: optional(text(200)),
  target: isoTime(),
});
