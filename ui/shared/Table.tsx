import type { ReactNode } from 'react';

/**
 * A table with one row of column headings (scope="col", so a screen reader names each cell's column); the rows are
 * the caller's. The editor's lists and the API directory use it.
 */
export default function Table({ className, headings, children }: { className?: string; headings: ReactNode[]; children: ReactNode }) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {headings.map((heading, i) => <th scope="col" key={i}>{heading}</th>)}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
