import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob } from 'kubernetes-models/batch/v1';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type { IConfigMap, IContainer, IPodSpec, ISecret, IService } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { entryIsThere, imageRoles } from './artifacts/image-roles';
import { baseObjects, objectsOfKind } from './artifacts/kubernetes-objects';
import { listeningPort } from './artifacts/listening-port';
import { REQUIRED_ENVIRONMENT } from './artifacts/required-environment';

const objects = baseObjects();
const deployments = objectsOfKind<IDeployment>(objects, 'Deployment');
const services = objectsOfKind<IService>(objects, 'Service');
const [job] = objectsOfKind<IJob>(objects, 'Job');
const configMaps = objectsOfKind<IConfigMap>(objects, 'ConfigMap');
const secrets = objectsOfKind<ISecret>(objects, 'Secret');
const roles = new Map(imageRoles().map((role) => [role.name, role]));

const podLabels = (deployment: IDeployment) => deployment.spec!.template.metadata!.labels!;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
const onlyContainer = (pod: IPodSpec): IContainer => {
  expect(pod.containers).toHaveLength(1);
  return pod.containers[0]!;
};
const roleOf = (container: IContainer) => container.args?.[0] ?? '';
/** What a container is given: its own env and every ConfigMap and Secret it reads whole. */
function environmentOf(container: IContainer): Record<string, string> {
  const from = (container.envFrom ?? []).map((source) => {
    if (source.configMapRef) return configMaps.find((map) => map.metadata.name === source.configMapRef!.name)?.data;
    return secrets.find((secret) => secret.metadata.name === source.secretRef?.name)?.stringData;
  });
  expect(from, `${container.name} reads only ConfigMaps and Secrets of the base`).not.toContain(undefined);
  return Object.assign({}, ...from, ...(container.env ?? []).map((variable) => ({ [variable.name]: variable.value ?? '(from elsewhere)' })));
}
const portNamed = (container: IContainer, port: string | number | undefined) =>
  container.ports?.find((declared) => declared.name === port || declared.containerPort === port);

describe.each(deployments.map((deployment) => [deployment.metadata.name, deployment] as const))('the Deployment %s', (_name, deployment) => {
  const pod = deployment.spec!.template.spec!;
  const container = onlyContainer(pod);
  const environment = environmentOf(container);

  it('runs a role of the image, whose entry is in the repository', () => {
    const role = roles.get(roleOf(container));
    expect(role, `storefront ${roleOf(container)}`).toBeDefined();
    expect(entryIsThere(role!), role!.entry).toBe(true);
  });

  it('selects its own pods', () => {
    expect(matches(deployment.spec!.selector.matchLabels!, podLabels(deployment))).toBe(true);
  });

  it('declares the port its process listens on with this configuration', () => {
    expect(container.ports?.map((port) => port.containerPort)).toEqual([listeningPort(roleOf(container), environment)]);
  });

  it('is scraped by Prometheus on its own port', () => {
    expect(deployment.spec!.template.metadata!.annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(container.ports?.[0]?.containerPort),
      'prometheus.io/path': '/metrics',
    });
  });

  it('is ready on /ready, alive on /health and given time to start, each on a port it declares', () => {
    const probes = { readinessProbe: '/ready', livenessProbe: '/health', startupProbe: '/health' } as const;
    for (const [probe, path] of Object.entries(probes)) {
      const check = container[probe as keyof typeof probes]?.httpGet;
      expect(check?.path, probe).toBe(path);
      expect(portNamed(container, check?.port), `${probe}'s port`).toBeDefined();
    }
  });

  it('is given every variable its role needs from the ConfigMap and the Secret', () => {
    expect(REQUIRED_ENVIRONMENT[roleOf(container)]!.filter((name) => !environment[name])).toEqual([]);
  });

  it('outlasts its drain and the longest request when stopped', () => {
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(environment.DRAIN_SECONDS) + 30);
  });

  it('runs as a user, read-only, with no privilege to gain, and sets requests and limits', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(pod.enableServiceLinks).toBe(false);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect(container.resources?.requests).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.resources?.limits).toMatchObject({ cpu: expect.anything(), memory: expect.anything() });
  });

  it('has a browser only if it is the release worker', () => {
    expect(String(container.image).includes('worker')).toBe(roleOf(container) === 'release-worker');
  });
});

describe('what points at the Deployments', () => {
  it('every Service selects the pods of one Deployment, on a port their container declares', () => {
    for (const service of services) {
      const targets = deployments.filter((deployment) => matches(service.spec!.selector!, podLabels(deployment)));
      expect(targets.map((deployment) => deployment.metadata.name), service.metadata.name).toHaveLength(1);
      const container = onlyContainer(targets[0]!.spec!.template.spec!);
      for (const port of service.spec!.ports!) expect(portNamed(container, port.targetPort), `${service.metadata.name} → ${String(port.targetPort)}`).toBeDefined();
    }
  });

  it('the site server and the API scale with their load, and keep all but one pod through a disruption', () => {
    const autoscaled = objectsOfKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler').map((autoscaler) => {
      const target = deployments.find((deployment) => deployment.metadata.name === autoscaler.spec!.scaleTargetRef.name);
      expect(target, autoscaler.metadata.name).toBeDefined();
      expect(autoscaler.spec!.minReplicas).toBeGreaterThanOrEqual(2);
      return roleOf(onlyContainer(target!.spec!.template.spec!));
    });
    const budgeted = objectsOfKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget').map((budget) => {
      const targets = deployments.filter((deployment) => matches(budget.spec!.selector!.matchLabels!, podLabels(deployment)));
      expect(targets, budget.metadata.name).toHaveLength(1);
      return roleOf(onlyContainer(targets[0]!.spec!.template.spec!));
    });
    expect(autoscaled.sort()).toEqual(['api', 'site']);
    expect(budgeted.sort()).toEqual(['api', 'site']);
  });

  it('the Ingress sends each host to a Service and port that exist, on the host its public URL names', () => {
    const [ingress] = objectsOfKind<IIngress>(objects, 'Ingress');
    const environment = Object.assign({}, ...configMaps.map((map) => map.data));
    const hosts = ingress!.spec!.rules!.map((rule) => rule.host);
    for (const url of [environment.SITE_PUBLIC_URL, environment.API_PUBLIC_URL, environment.CONSOLE_PUBLIC_URL]) expect(hosts).toContain(new URL(url).host);
    for (const rule of ingress!.spec!.rules!) {
      for (const { backend } of rule.http!.paths) {
        const service = services.find((candidate) => candidate.metadata.name === backend.service?.name);
        expect(service?.spec!.ports!.some((port) => port.name === backend.service!.port!.name), `${rule.host} → ${backend.service?.name}`).toBe(true);
      }
    }
  });

  it('the migrations Job runs `storefront migrate` once, with what it needs, as a user', () => {
    const pod = job!.spec!.template.spec!;
    const container = onlyContainer(pod);
    expect(roleOf(container)).toBe('migrate');
    expect(entryIsThere(roles.get('migrate')!)).toBe(true);
    expect(pod.restartPolicy).toBe('Never');
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(REQUIRED_ENVIRONMENT.migrate!.filter((name) => !environmentOf(container)[name])).toEqual([]);
  });

  it('the Secret holds placeholders only, never a value that could be someone\'s secret', () => {
    for (const secret of secrets) {
      expect(secret.data, 'values in stringData, readable').toBeUndefined();
      for (const [name, value] of Object.entries(secret.stringData ?? {})) expect(value, name).toMatch(/change-me/);
    }
  });
});
