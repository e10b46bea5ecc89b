// The image's health check: `node health-check.mjs <port> [path]` exits 0 when that role's process
// answers 2xx on this container's loopback, 1 otherwise (a slim image has no curl).
import { get } from 'node:http';
import process from 'node:process';

const [port = '8080', path = '/health'] = process.argv.slice(2);
const request = get({ host: '127.0.0.1', port: Number(port), path, timeout: 2_500 }, (answer) => {
  answer.resume();
  process.exit(answer.statusCode >= 200 && answer.statusCode < 300 ? 0 : 1);
});
request.on('timeout', () => request.destroy());
request.on('error', () => process.exit(1));
