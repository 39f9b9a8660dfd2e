/**
 * Where an uncached render's CPU goes: a V8 CPU profile (node --cpu-prof) of the site process over n renders,
 * summarised by self time per function and per package (node_modules/<name>, next's bundled server code, or our
 * own folders).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the monotonic clock V8 stamps profile samples with (microseconds), for a window of summariseProfile. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export interface ProfileSummary {
  totalMs: number;
  functions: Array<{ name: string; ms: number; share: number }>;
  packages: Array<{ name: string; ms: number; share: number }>;
}

/** Who a script URL belongs to: an npm package, Next's compiled server bundle (our pages), node itself, or a folder of ours. */
export function owner(url: string, root: string): string {
  if (!url) return '(native / GC / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = file.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (/\/\.next[^/]*\/server\//.test(file)) return 'next server bundle (our pages, modules, i18n)';
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative.split(path.sep)[0];
}

/** Self time per function and package of the samples taken within window (monotonic microseconds): the renders, not the start. */
export function summariseProfile(file: string, root: string, window: { from: number; to: number }, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= window.from && at <= window.to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    total += micros;
    const where = owner(callFrame.url, root);
    const name = `${callFrame.functionName || '(anonymous)'} ${where === '(native / GC / idle)' ? '' : `[${where}${callFrame.url && !callFrame.url.includes('/node_modules/') ? `:${callFrame.lineNumber + 1}` : ''}]`}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
    packages.set(where, (packages.get(where) ?? 0) + micros);
  }
  const rank = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, micros]) => ({ name, ms: Math.round(micros / 100) / 10, share: Math.round((micros / total) * 1000) / 10 }));
  return { totalMs: Math.round(total / 1000), functions: rank(functions), packages: rank(packages) };
}

/** The largest .cpuprofile in dir: the site's server process (npx and tsx write small ones too). */
export function largestProfile(dir: string): string | null {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f));
  return files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0] ?? null;
}
