import path from 'node:path';

/** The deploy folder, and the repository it deploys. */
export const deployDir = path.resolve(import.meta.dirname, '../..');
export const repositoryRoot = path.resolve(deployDir, '..');

export const imageDir = path.join(deployDir, 'image');
export const composeDir = path.join(deployDir, 'compose');
export const kubernetesBaseDir = path.join(deployDir, 'kubernetes', 'base');
