import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeServices, readEnvFile, type ComposeService } from './artifacts/compose-project';
import { composeDir, repositoryRoot } from './artifacts/deploy-paths';
import { bindPortOf, haproxySections, serversOf } from './artifacts/haproxy-config';
import { entryIsThere, imageRoles } from './artifacts/image-roles';
import { listeningPort } from './artifacts/listening-port';
import { REQUIRED_ENVIRONMENT } from './artifacts/required-environment';

const services = composeServices();
const roles = new Map(imageRoles().map((role) => [role.name, role]));
const ours = Object.entries(services).filter(([, service]) => service.build);
const roleOf = (service: ComposeService) => service.command?.[0] ?? '';
const environmentOf = (service: ComposeService) => ({ ...(service.env_file ? readEnvFile(service.env_file) : {}), ...service.environment });
const named = (role: string) => ours.filter(([, service]) => roleOf(service) === role).map(([name]) => name);
const env = readEnvFile('storefront.env');
const sections = haproxySections();

describe('the compose topology', () => {
  it('runs PostgreSQL, a store behind a CDN, two site servers and two APIs behind a load balancer, the console, the release worker and the migrations', () => {
    expect(named('site')).toHaveLength(2);
    expect(named('api')).toHaveLength(2);
    expect(named('console')).toHaveLength(1);
    expect(named('release-worker')).toHaveLength(1);
    expect(named('migrate')).toEqual(['migrations']);
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'store', 'cdn', 'load-balancer']));
  });

  it('names every image it pulls by a version, never latest', () => {
    for (const [name, service] of Object.entries(services).filter(([, service]) => !service.build)) {
      expect(service.image, name).toMatch(/^[\w./-]+:(?!latest$)[\w.-]*\d[\w.-]*$/);
    }
  });

  it.each(ours)('%s runs a role of the image built from this repository, with every variable it needs', (_name, service) => {
    const role = roles.get(roleOf(service));
    expect(role, `storefront ${roleOf(service)}`).toBeDefined();
    expect(entryIsThere(role!), role!.entry).toBe(true);
    expect(path.resolve(composeDir, service.build!.context)).toBe(repositoryRoot);
    expect(readFileSync(path.join(repositoryRoot, service.build!.dockerfile), 'utf8')).toMatch(new RegExp(`^FROM .* AS ${service.build!.target}$`, 'm'));
    expect(service.build!.target === 'release-worker').toBe(role!.name === 'release-worker');
    expect(REQUIRED_ENVIRONMENT[role!.name]!.filter((variable) => !environmentOf(service)[variable])).toEqual([]);
  });

  it.each(ours.filter(([name]) => name !== 'migrations'))('%s starts once the migrations are done, and is checked on /ready on its own port', (_name, service) => {
    expect(service.depends_on?.migrations).toEqual({ condition: 'service_completed_successfully' });
    expect(service.healthcheck?.test).toEqual(['CMD', 'node', '/app/deploy/image/health-check.mjs', String(listeningPort(roleOf(service), environmentOf(service))), '/ready']);
  });

  it.each(ours.filter(([name]) => name !== 'migrations'))('%s is given longer to stop than its drain and the longest request', (_name, service) => {
    expect(Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1])).toBeGreaterThan(Number(environmentOf(service).DRAIN_SECONDS) + 30);
  });

  it('migrates once PostgreSQL answers, a job with no health to check', () => {
    expect(services.migrations!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.migrations!.healthcheck).toEqual({ disable: true });
  });

  it('gives the processes the database and the store as those services are set up', () => {
    const database = new URL(env.DATABASE_URL!);
    expect(services.postgres!.environment).toMatchObject({ POSTGRES_USER: database.username, POSTGRES_PASSWORD: database.password, POSTGRES_DB: database.pathname.slice(1) });
    expect(database.host).toBe('postgres:5432');
    expect(services.store!.environment).toEqual({ MINIO_ROOT_USER: env.AWS_ACCESS_KEY_ID, MINIO_ROOT_PASSWORD: env.AWS_SECRET_ACCESS_KEY });
    const bucket = new URL(env.RELEASE_STORE!).host;
    expect(services['store-bucket']!.command!.join(' ')).toContain(`mc mb --ignore-existing store/${bucket}`);
    expect(new URL(env.AWS_ENDPOINT_URL_S3!).hostname).toBe('store');
  });
});

describe('the load balancer and the CDN of the compose topology', () => {
  it('send each backend only to servers of the compose file, on the port their role listens on, while /ready says so', () => {
    for (const backend of sections.filter((section) => section.kind === 'backend')) {
      expect(backend.lines, backend.name).toContain('option httpchk GET /ready');
      const servers = serversOf(backend);
      expect(servers.length, backend.name).toBeGreaterThan(0);
      for (const server of servers) {
        const service = services[server.host];
        expect(service, `${backend.name} → ${server.host}`).toBeDefined();
        expect(server.port).toBe(listeningPort(roleOf(service!), environmentOf(service!)));
      }
    }
  });

  it('serve the public URLs the processes are given, at the names browsers and containers both reach', () => {
    const balancer = services['load-balancer']!;
    const frontends = sections.filter((section) => section.kind === 'frontend' && section.name !== 'health');
    for (const variable of ['SITE_PUBLIC_URL', 'API_PUBLIC_URL', 'CONSOLE_PUBLIC_URL']) {
      const url = new URL(env[variable]!);
      expect(balancer.networks?.default?.aliases, variable).toContain(url.hostname);
      expect(balancer.ports, variable).toContain(`${url.port}:${url.port}`);
      expect(frontends.map(bindPortOf), variable).toContain(Number(url.port));
    }
    const cdn = new URL(env.RELEASE_PUBLIC_URL!);
    expect(services.cdn!.networks?.default?.aliases).toContain(cdn.hostname);
    expect(services.cdn!.ports).toContain(`${cdn.port}:${cdn.port}`);
  });

  it("lets the site's pages read the remotes from the CDN, which reads the bucket the store is given", () => {
    const config = readFileSync(path.join(composeDir, 'cdn.conf'), 'utf8');
    expect(config).toContain(`add_header Access-Control-Allow-Origin "${new URL(env.SITE_PUBLIC_URL!).origin}" always;`);
    expect(config).toContain(`listen ${new URL(env.RELEASE_PUBLIC_URL!).port};`);
    expect(config).toContain(`rewrite ^/(.*)$ /${new URL(env.RELEASE_STORE!).host}/$1 break;`);
    expect(config).toMatch(/set \$store store:9000;/);
    expect(services.cdn!.volumes).toContain('./cdn.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(services['load-balancer']!.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });
});
