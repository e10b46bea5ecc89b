import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeDir } from './artifacts/deploy-paths';
import { haproxyFile } from './artifacts/haproxy-config';

// The load balancer's and the CDN's configurations, read by the programs themselves where this
// machine has them (CI installs Debian's HAProxy and nginx for the cluster test).
const installed = (program: string) => spawnSync(program, ['-v'], { stdio: 'ignore' }).status === 0;
const scratch = mkdtempSync(path.join(tmpdir(), 'proxy-configs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the compose topology\'s proxies', () => {
  it.skipIf(!installed('haproxy'))('HAProxy accepts the load balancer\'s configuration', () => {
    const check = spawnSync('haproxy', ['-c', '-f', haproxyFile], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it.skipIf(!installed('nginx'))('nginx accepts the CDN\'s configuration', () => {
    // Its cache where this test may write; everything else as the container has it.
    const cdn = readFileSync(path.join(composeDir, 'cdn.conf'), 'utf8').replace('/var/cache/nginx/releases', path.join(scratch, 'cache'));
    writeFileSync(path.join(scratch, 'cdn.conf'), cdn);
    writeFileSync(
      path.join(scratch, 'nginx.conf'),
      `pid ${scratch}/nginx.pid;\nerror_log ${scratch}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${scratch}/cdn.conf;\n}\n`,
    );
    expect(() => execFileSync('nginx', ['-t', '-q', '-p', scratch, '-c', path.join(scratch, 'nginx.conf')], { stdio: 'pipe' })).not.toThrow();
  });
});
