import { sectionStyles } from './Section';

export interface TagOption {
  label: string;
  tag: string;
}

/** A row of toggle buttons choosing one tag, led by an "all" button (tag ''); the pressed one is the current tag. */
export default function TagFilter({ className, label, allLabel, options, current, onChoose }: {
  className: string;
  label: string;
  allLabel: string;
  options: TagOption[];
  current: string;
  onChoose: (tag: string) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {[{ label: allLabel, tag: '' }, ...options].map((option) => (
        <button key={option.tag || 'all'} type="button" className={sectionStyles.ghost} aria-pressed={option.tag === current} onClick={() => onChoose(option.tag)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
