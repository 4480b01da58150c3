import { existsSync, readFileSync } from 'node:fs';

/** The processes whose parent is `pid` (Linux's /proc; none elsewhere), read while that parent lives. */
export function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
