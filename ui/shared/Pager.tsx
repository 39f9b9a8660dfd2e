import type { ReactNode } from 'react';

/** A step button's visible content, and its accessible name where the content is only a symbol. */
interface Step {
  content: ReactNode;
  label?: string;
}

/**
 * Previous, one button per position, next: a carousel's slides or a list's pages. Each position is named for
 * assistive technology (`itemLabel` of its 1-based number) and the current one carries `aria-current` (`currentAs`:
 * a list's pages are "page", a slide only "true": a position is where one is, not a toggle) and `numbered` shows
 * the number. A carousel goes round (`wrap`); a list's steps are disabled at its ends.
 */
export default function Pager(props: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  previous: Step;
  next: Step;
  itemLabel: (n: number) => string;
  currentAs: 'page' | 'true';
  numbered?: boolean;
  wrap?: boolean;
  stepClassName: string;
  itemClassName: string;
}) {
  const { count, current, onSelect, wrap = false } = props;
  const step = ({ content, label }: Step, by: -1 | 1) => (
    <button
      type="button"
      className={props.stepClassName}
      aria-label={label}
      disabled={!wrap && (current + by < 0 || current + by >= count)}
      onClick={() => onSelect(wrap ? (current + by + count) % count : current + by)}
    >
      {content}
    </button>
  );
  return (
    <>
      {step(props.previous, -1)}
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={props.itemClassName}
          aria-label={props.itemLabel(index + 1)}
          aria-current={index === current ? props.currentAs : undefined}
          onClick={() => onSelect(index)}
        >
          {props.numbered ? index + 1 : null}
        </button>
      ))}
      {step(props.next, 1)}
    </>
  );
}
