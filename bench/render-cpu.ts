/**
 * CPU time per uncached render: the site's whole process group (npx, tsx, node and its PGlite thread) is read from
 * /proc before and after n sequential requests of one page. CPU time, not latency, so a busy machine changes it
 * little; requests go one at a time so that nothing else runs in the site meanwhile.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU milliseconds of every process in process group pgid. */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may hold spaces): state ppid pgrp … utime (14th) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function get(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Milliseconds of CPU per render of url (after warmUp renders that are not counted), and the status it answered: the
 * first that was not 200, so that one bad answer among many is not hidden by later ones.
 */
export async function renderCpuMs(pgid: number, url: string, renders: number, warmUp = 10): Promise<{ ms: number; status: number }> {
  let status = 200;
  const answer = async () => {
    const got = await get(url);
    if (status === 200) status = got;
  };
  for (let i = 0; i < warmUp; i++) await answer();
  // A warm-up alone reads no CPU figure.
  if (renders <= 0) return { ms: 0, status };
  const before = groupCpuMs(pgid);
  for (let i = 0; i < renders; i++) await answer();
  return { ms: (groupCpuMs(pgid) - before) / renders, status };
}
