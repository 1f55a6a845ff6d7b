// Cold production build of a Docusaurus site: wall time and peak memory.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';

const GNU_TIME = '/usr/bin/time';

/** Sums the resident memory (kB) of a process tree from /proc; 0 when unavailable. */
function treeRssKb(rootPid) {
  try {
    const children = (pid) => {
      try {
        return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    };
    let total = 0;
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop();
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += match ? Number(match[1]) : 0;
      stack.push(...children(pid));
    }
    return total;
  } catch {
    return 0;
  }
}

/**
 * rm -rf build .docusaurus, then `docusaurus build` with the persistent Rspack cache off (it lives in
 * node_modules/.cache, shared with everyone else's builds, so "cold" must not read or write it).
 * Peak memory: GNU time's maximum resident set size (the largest single process) when available,
 * and the polled peak of the whole process tree (workers included) in any case.
 */
export async function coldBuild(siteDir, {log} = {}) {
  rmSync(join(siteDir, 'build'), {recursive: true, force: true});
  rmSync(join(siteDir, '.docusaurus'), {recursive: true, force: true});
  const docusaurus = join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const useTime = existsSync(GNU_TIME);
  const [cmd, args] = useTime
    ? [GNU_TIME, ['-v', process.execPath, docusaurus, 'build']]
    : [process.execPath, [docusaurus, 'build']];
  const start = performance.now();
  const child = spawn(cmd, args, {
    cwd: siteDir,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NODE_ENV: 'production', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let treePeakKb = 0;
  const poll = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(child.pid))), 250);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(poll);
  const seconds = (performance.now() - start) / 1000;
  log?.(output);
  if (code !== 0) throw new Error(`docusaurus build failed in ${siteDir} (exit ${code}):\n${output.slice(-4000)}`);
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  return {
    seconds,
    peakRssMb: maxRss ? Number(maxRss[1]) / 1024 : null,
    treePeakRssMb: treePeakKb / 1024,
    warnings: (output.match(/\[WARNING\]/g) ?? []).length,
  };
}
