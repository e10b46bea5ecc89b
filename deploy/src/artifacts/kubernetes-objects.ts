import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { kubernetesBaseDir } from './deploy-paths';

/** A Kubernetes object as written, with the file it came from. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  file: string;
}

const readYaml = (file: string): unknown[] =>
  parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS();
  });

export const kustomization = () => readYaml(path.join(kubernetesBaseDir, 'kustomization.yaml'))[0] as { resources: string[] };

/** The YAML files of the base, besides its kustomization. */
export const baseFiles = () => readdirSync(kubernetesBaseDir).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');

/** Every object the base's kustomization lists. */
export function baseObjects(): KubernetesObject[] {
  return kustomization().resources.flatMap((file) =>
    readYaml(path.join(kubernetesBaseDir, file)).map((object) => ({ ...(object as Omit<KubernetesObject, 'file'>), file })),
  );
}

/** The objects of one kind, typed as the Kubernetes models declare them (the schema test holds them to it). */
export const objectsOfKind = <T>(objects: KubernetesObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as (T & { metadata: { name: string }; file: string })[];
