// Preloaded (`node --import`) into a child process by the CLI benches: at exit, appends the process's own CPU time
// (user + system, ms) and peak RSS (MiB) as one JSON line to the file named by PV_USAGE_FILE. Worker threads share
// the process, so their CPU and memory are included.
import { appendFileSync } from 'node:fs';

const file = process.env.PV_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const u = process.resourceUsage();
    appendFileSync(file, `${JSON.stringify({ cpuMs: Math.round((u.userCPUTime + u.systemCPUTime) / 1000), peakRssMb: Math.round(u.maxRSS / 102.4) / 10 })}\n`);
  });
}
