import { formatWhen } from '../lib/format';

/** A moment, readable, with its exact value for machines. */
export function Moment({ at }: { at: string }) {
  return <time dateTime={at}>{formatWhen(at)}</time>;
}
