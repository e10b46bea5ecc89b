import type { ConsoleActionResult, ConsoleOperation } from '@storefront/release';

/** What an action did, in a sentence (the result as the release commands answer it). */
export function describeOutcome(operation: ConsoleOperation, result: ConsoleActionResult): string {
  const get = (key: string) => (result as unknown as Record<string, unknown>)[key];
  const forced = get('forced') === true ? ' (forced past the gate)' : '';
  switch (operation) {
    case 'promote':
      return `${get('to')} is live${forced}.`;
    case 'canary':
      return `${get('version')} runs for ${get('percent')} % of visitors${forced}.`;
    case 'complete':
      return `${get('version')} is live for every visitor; the canary has ended${forced}.`;
    case 'rollback':
      return get('action') === 'end-canary' ? `The canary of ${get('version')} has ended; ${get('live')} stays live.` : `Rolled back: ${get('to')} is live${forced}.`;
    case 'withdraw':
      return `${get('version')} is withdrawn: it will never be served again.`;
    case 'reset-figures':
      return `${get('version')}'s figures start afresh (set aside: ${get('before')}).`;
    case 'verify':
      return `${get('version')} passes the gate${(get('skipped') as string[] | undefined)?.length ? ', without the smoke render' : ''}.`;
  }
}
