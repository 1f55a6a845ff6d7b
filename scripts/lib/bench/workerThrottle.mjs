// CPU throttling for Web Worker threads, which DevTools' throttling leaves at full speed.
//
// Emulation.setCPUThrottlingRate slows only a page's main thread (Chromium's ThreadCPUThrottler
// suspends that one thread), and worker targets refuse it ("only supported for pages"). To measure
// a worker design honestly at 4x, the bench moves the browser's dedicated-worker threads into a
// Linux cgroup (v1 cpu controller) capped at 1/rate of a core: a CPU-bound worker then runs about
// `rate` times slower, as the main thread does. This needs a writable /sys/fs/cgroup/cpu (root on
// Linux); elsewhere the caller reports the worker as unthrottled.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const CPU_CGROUP = '/sys/fs/cgroup/cpu';
/** CFS period: short, so a throttled thread alternates run and wait in small slices. */
const PERIOD_US = 10_000;

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Process ids of `rootPid` and all its descendants. */
function processTree(rootPid) {
  const pids = [];
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    pids.push(pid);
    const children = read(`/proc/${pid}/task/${pid}/children`).trim();
    if (children) stack.push(...children.split(/\s+/).map(Number));
  }
  return pids;
}

/** Thread ids of Chromium's dedicated-worker threads under `rootPid` (thread name "DedicatedWorker thread"). */
export function dedicatedWorkerThreads(rootPid) {
  const tids = [];
  for (const pid of processTree(rootPid)) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      if (read(`/proc/${pid}/task/${tid}/comm`).startsWith('DedicatedWorker')) tids.push(Number(tid));
    }
  }
  return tids;
}

/**
 * A cgroup that caps its threads at 1/rate of one core, or null where cgroups cannot be written.
 * add(tid) moves a thread in; close() removes the group once its threads have exited.
 */
export function createWorkerThrottle(rate) {
  if (!existsSync(join(CPU_CGROUP, 'tasks'))) return null;
  const dir = join(CPU_CGROUP, `bench-search-${process.pid}-${rate}`);
  try {
    mkdirSync(dir, {recursive: true});
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US / rate)));
  } catch {
    return null;
  }
  return {
    add(tid) {
      writeFileSync(join(dir, 'tasks'), String(tid));
    },
    close() {
      // A thread that outlived its browser would keep the group; moving it back frees it.
      for (const tid of read(join(dir, 'tasks')).split('\n').filter(Boolean)) {
        try {
          writeFileSync(join(CPU_CGROUP, 'tasks'), tid);
        } catch {
          // the thread exited meanwhile
        }
      }
      try {
        rmdirSync(dir);
      } catch {
        // still busy: left for the OS to clean up with the process
      }
    },
  };
}
