import { RemoteSlot } from '../remotes/remote-slot';
import { PlainSearchForm } from './plain-search-form';

/** The header's search: the catalog team's component (federation contract slot), else the shell's plain form. */
export function HeaderSearchArea() {
  return <RemoteSlot slot="header-search" fallback={<PlainSearchForm />} />;
}
