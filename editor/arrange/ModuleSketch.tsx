import type { ModuleDeclaration } from '../../contract/modules';
import { describeStruct } from '../schema-spec';

const W = 96;
const ROW = 14;
const GAP = 3;

/** One block of a sketch row (see ModuleDeclaration.sketch for the letters), drawn in its cell. */
function Block({ kind, x, y, w }: { kind: string; x: number; y: number; w: number }) {
  const h = ROW - GAP;
  switch (kind) {
    case 'H':
      return <rect x={x} y={y + 2} width={w * 0.7} height={h - 4} rx={1} fill="#1d2433" />;
    case 'B':
      return <rect x={x + w * 0.1} y={y + 2} width={w * 0.8} height={h - 4} rx={3} fill="#2f6fde" />;
    case 'I':
    case 'V':
    case 'M':
      return (
        <g>
          <rect x={x} y={y} width={w} height={h} rx={1} fill="#c9d3e3" />
          {kind === 'V' ? <path d={`M${x + w / 2 - 3} ${y + 2} l7 ${h / 2 - 2} l-7 ${h / 2 - 2} z`} fill="#1d2433" /> : null}
          {kind === 'M' ? [0.2, 0.45, 0.7].map((f) => <circle key={f} cx={x + w * f} cy={y + h * (f < 0.5 ? 0.4 : 0.65)} r={1.6} fill="#a4141b" />) : null}
        </g>
      );
    case 'C':
      return <rect x={x + 0.5} y={y + 0.5} width={w - 1} height={h - 1} rx={2} fill="#fff" stroke="#9aa3b2" />;
    case 'o':
      return <circle cx={x + w / 2} cy={y + h / 2} r={Math.min(3, h / 2)} fill="#9aa3b2" />;
    case 'N':
      return <text x={x + w / 2} y={y + h - 1} textAnchor="middle" fontSize={h} fontWeight={700} fill="#1d2433">9</text>;
    case 'F':
      return <rect x={x + 0.5} y={y + 1.5} width={w - 1} height={h - 3} rx={1} fill="#fff" stroke="#5b6475" />;
    default:
      return <rect x={x} y={y + h / 2 - 1.5} width={w} height={3} rx={1} fill="#9aa3b2" />;
  }
}

/** The rows a declaration sketches, or, for a type without a sketch, a heading and a line per field (up to four). */
export function sketchRows(declaration: ModuleDeclaration | undefined): readonly string[] {
  if (!declaration) return ['t'];
  if (declaration.sketch?.length) return declaration.sketch;
  const spec = describeStruct(declaration.schema);
  const fields = spec.kind === 'object' ? spec.fields.filter((f) => f.name !== 'visible').length : 1;
  return ['H', ...Array.from({ length: Math.max(1, Math.min(4, fields)) }, () => 't')];
}

/** A tiny picture of a module type's layout, for the picker; decorative (the label and description say it in words). */
export default function ModuleSketch({ declaration }: { declaration: ModuleDeclaration | undefined }) {
  const rows = sketchRows(declaration);
  const height = rows.length * ROW + GAP;
  return (
    <svg viewBox={`0 0 ${W} ${height}`} width={W} height={height} aria-hidden="true" focusable="false" data-sketch={rows.join('|')}>
      <rect x={0} y={0} width={W} height={height} rx={3} fill="#f6f7f9" stroke="#d5d9e0" />
      {rows.map((row, r) => {
        const cell = (W - 2 * GAP - (row.length - 1) * GAP) / row.length;
        return [...row].map((kind, i) => <Block key={`${r}-${i}`} kind={kind} x={GAP + i * (cell + GAP)} y={GAP + r * ROW} w={cell} />);
      })}
    </svg>
  );
}
