import { array, min, number, object, optional, size } from 'superstruct';
import { text, visible } from '../../contract/fields';

/** A regional network page: cities with points of presence, local ISP partners, local scrubbing capacity. */
export const RegionDetailDetails = object({
  visible: visible(),
  cities: size(array(object({ city: text(80), country: text(80) })), 1, 200),
  ispText: text(1500),
  scrubbingTbps: min(number(), 0),
  scrubbingText: text(1500),
});
