import { sampleLatency, type LatencySample } from './static-latency';

// A process of its own that measures static files (see sampleInOwnProcess): the attack's sockets
// in the suite's process never delay a measured answer, so what is measured is the origin.
const { urls, count } = JSON.parse(process.argv[2]!) as {
  urls: Record<string, string>;
  count?: number;
};
let going = true;
process.once('message', () => {
  going = false;
});
const samples: Record<string, LatencySample> = {};
process.send!('ready');
await Promise.all(
  Object.entries(urls).map(async ([name, url]) => {
    samples[name] = await sampleLatency(url, { going: () => going, count });
  }),
);
process.send!(samples, () => process.disconnect());
