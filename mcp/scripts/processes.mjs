// The server's process and the pyright language servers it starts, read
// from /proc (Linux): for the benchmark and the tests that bound them.
import {readdirSync, readFileSync} from 'node:fs';

/** Resident memory of a process in MB, 0 once it has ended. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The running pyright processes `parent` started, by pid. */
export function pyrightChildren(parent) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pyright');
      } catch {
        return false; // It ended between the listing and the read.
      }
    });
}

/**
 * Samples a server every 100 ms until `stop()`: the most pyright processes
 * it ran at once, and the most memory it and they held together.
 */
export function samplePeaks(server) {
  const peak = {pyrightProcesses: 0, rssMb: 0};
  const sample = () => {
    const children = pyrightChildren(server);
    peak.pyrightProcesses = Math.max(peak.pyrightProcesses, children.length);
    const rss = [server, ...children].reduce((sum, pid) => sum + rssMb(pid), 0);
    peak.rssMb = Math.max(peak.rssMb, rss);
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
