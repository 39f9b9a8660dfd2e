import { boolean, object, optional, size, string } from 'superstruct';

export const QuoteDetails = object({
  visible: optional(boolean()),
  text: size(string(), 1, 500),
  author: optional(size(string(), 0, 100)),
});
