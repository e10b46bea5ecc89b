import http from 'node:http';
import { send } from './http-client';

// The login flood as a process of its own (login-flood.ts lowers its priority): an attacker from
// each of `addresses` sends wrong passwords for one account for `seconds`, each attempt as soon
// as the last was answered. Its result: how many answers of each status came.
const { loginUrl, email, addresses, seconds } = JSON.parse(process.argv[2]!) as {
  loginUrl: string;
  email: string;
  addresses: string[];
  seconds: number;
};
const answers: Record<number, number> = {};
const until = Date.now() + seconds * 1000;

async function attacker(from: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let guess = 0; Date.now() < until; guess += 1) {
      const body = JSON.stringify({ email, password: `wrong-${from}-${guess}` });
      const headers = { 'content-type': 'application/json' };
      const status = await send(loginUrl, { method: 'POST', from, agent, headers, body }).then(
        (answer) => answer.status,
        () => 0,
      );
      answers[status] = (answers[status] ?? 0) + 1;
    }
  } finally {
    agent.destroy();
  }
}

process.send!('ready');
await Promise.all(addresses.map(attacker));
process.send!(answers, () => process.disconnect());
