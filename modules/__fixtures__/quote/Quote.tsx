import type { Infer } from 'superstruct';
import type { ModuleProps } from '../../../registry/types';
import type { QuoteDetails } from './schema';

export default function Quote({ details }: ModuleProps<Infer<typeof QuoteDetails>>) {
  return (
    <blockquote>
      <p>{details.text}</p>
      {details.author ? <footer>{details.author}</footer> : null}
    </blockquote>
  );
}
