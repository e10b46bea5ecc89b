import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { deployDir } from './artifacts/deploy-paths';
import { baseFiles, baseObjects, kustomization } from './artifacts/kubernetes-objects';

// Each kind the manifests use, with the model whose JSON schema (Kubernetes' own) it must meet.
const models = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

const kubectl = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the Kubernetes manifests', () => {
  it('list every file of the base in its kustomization, and nothing that is not there', () => {
    expect([...kustomization().resources].sort()).toEqual(baseFiles().sort());
  });

  it.each(baseObjects().map((object) => [`${object.file}: ${object.kind} ${object.metadata.name}`, object] as const))(
    '%s meets the Kubernetes schema of its kind',
    (_name, { file: _file, ...object }) => {
      const Model = models[`${object.apiVersion} ${object.kind}` as keyof typeof models];
      expect(Model, `${object.apiVersion} ${object.kind} is a kind this test knows`).toBeDefined();
      expect(() => new Model(object as never).validate()).not.toThrow();
    },
  );

  it('name each object once per kind', () => {
    const names = baseObjects().map((object) => `${object.kind}/${object.metadata.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it.skipIf(!kubectl)('build with kustomize, the example overlay setting the images', () => {
    const built = execFileSync('kubectl', ['kustomize', path.join(deployDir, 'kubernetes/overlays/example')], { encoding: 'utf8' });
    expect(built).toContain('image: registry.example/storefront:');
    expect(built).toContain('image: registry.example/storefront-worker:');
    expect(built).not.toMatch(/image: storefront(-worker)?$/m);
  });
});
