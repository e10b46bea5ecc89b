import { Readiness } from '../../operations/readiness';
import { announceReady, closeOnExitSignals } from '../../process-lifecycle';

// A stand-in for a site process in the supervisor's tests: says one JSON line, announces itself
// ready (unless FIXTURE_NEVER_READY), and exits with a code when told to over IPC.
console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `started ${process.pid}` }));
process.on('message', (message: { exit?: number }) => {
  if (message.exit !== undefined) process.exit(message.exit);
});
// FIXTURE_DRAIN_MS: how long SIGTERM would keep it serving, as DRAIN_SECONDS does a server.
closeOnExitSignals(async () => console.log('closing cleanly'), console.error, {
  readiness: new Readiness(),
  drainMs: Number(process.env.FIXTURE_DRAIN_MS ?? 0),
});
if (process.env.FIXTURE_NEVER_READY) process.exit(3);
else announceReady({ pid: process.pid });
