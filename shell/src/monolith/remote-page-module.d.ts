// What every `@remote-exposes/*` module is to the shell's type checker: a page component. The
// remotes type-check their own code; the shell only needs this contract.
import type { ComponentType } from 'react';

declare const Page: ComponentType;
export default Page;
