import { object, size, string } from 'superstruct';
import { visible } from '../../contract/fields';

/** The modules the home store keeps for a placement (serviceColumn, videoAdPromotion), in order. */
export const HomeModulesDetails = object({
  visible: visible(),
  belongType: size(string(), 1, 40),
});
