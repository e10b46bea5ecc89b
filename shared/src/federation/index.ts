// The federation contract and what derives from it, without React: read by the build configs,
// the shell, the site's server and the release tooling alike.
export {
  embeddedDocumentsId,
  onDemandSingletons,
  remoteEntryFile,
  remoteEntryUrl,
  remotes,
  sharedByEveryRemote,
  shell,
  singletons,
  slotNames,
  type SlotName,
} from './contract';
export { devPortOf, devPorts, devPortVariable } from './dev-ports';
export type { ExposedModule } from './exposed-module';
export { pageForPath } from './page-for-path';
export {
  builtInVersion,
  serverRenderId,
  afterPaintId,
  serverStylesAttribute,
  type OpeningData,
  type RenderedHtml,
  type ServerFederation,
  type ServerFederationPlugin,
  type ServerRenderState,
  type ShellServer,
} from './shell-server';
export { registrySchema, type Registry, type RemoteEntry, type VersionIntegrity, type VersionRef } from './registry';
export {
  isRefusedPreview,
  previewRefusals,
  type PreviewRefusal,
  type RefusedPreview,
  type RegistryPreview,
  type ServedPreview,
} from './preview';
export { devOverrideCookie, overrideParam } from './overrides';
export {
  exposedFileName,
  exposedModules,
  exposesOf,
  findRemote,
  isRemoteName,
  remoteDeclaration,
  remoteNames,
  remoteTitle,
  routedPages,
  slotComponent,
  slotComponents,
  type RemoteModule,
  type SlotComponent,
  type RemoteName,
} from './remotes';
