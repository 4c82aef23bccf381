// Preloaded (`node -r dist-node/test/bench/rss.js …`) into every process the benchmark measures: at
// exit, its own peak resident set size and CPU time (user + system, all threads) go to file
// descriptor 3 as one JSON line, so that nothing
// is added to the process's stdout or stderr and no /usr/bin/time is needed.
import * as fs from 'fs';

process.on('exit', (code) => {
  try {
    const u = process.resourceUsage();
    fs.writeSync(3, JSON.stringify({ maxRssKb: u.maxRSS, cpuUs: u.userCPUTime + u.systemCPUTime, code }) + '\n');
  } catch {
    // No fd 3 (run by hand): nothing to report.
  }
});
