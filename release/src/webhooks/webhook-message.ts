import { findRemote, remoteDeclaration } from '@storefront/shared/federation';
import type { ReleaseEvent } from '../registry/release-event';

/** What a webhook receives: a sentence a chat tool shows (`text`), and the event's fields. */
export interface WebhookBody extends ReleaseEvent {
  text: string;
  /** ISO 8601: when the change was made. */
  at: string;
}

// A chat tool reads `<…>` as a link or a mention and `&` as an entity; names come from people.
const escapeForChat = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const folderOf = (remote: string) => {
  const name = findRemote(remote);
  return name ? remoteDeclaration(name).folder : remote;
};

function sentence(event: ReleaseEvent): string {
  const { version, percent, stage } = event;
  const remote = folderOf(event.remote);
  const previous = event.previous ?? 'nothing';
  const ofPlan = stage ? `stage ${stage.number} of ${stage.of}` : '';
  switch (event.event) {
    case 'promote':
      return `${remote} ${version} is live for every visitor (was ${previous})`;
    case 'rollback':
      return `${remote} rolled back to ${version} for every visitor (from ${previous})`;
    case 'complete':
      return `${remote} ${version} is live for every visitor: its ${stage ? 'rolling release' : 'canary'} completed (was ${previous})`;
    case 'canary':
    case 'canary-stage':
      return stage
        ? `${remote} ${version} is live for ${percent} % of visitors (${ofPlan})`
        : `${remote} ${version} runs for ${percent} % of visitors as a canary; ${previous} stays live for the rest`;
    case 'end-canary':
      return `${remote}'s canary ${version} ended${stage ? ` at ${ofPlan}` : ''}; ${previous} stays live for every visitor`;
    case 'auto-rollback':
      return `${remote}'s canary ${version} rolled back by itself${stage ? ` at ${ofPlan}` : ''}; ${previous} stays live for every visitor`;
  }
}

/** The JSON a webhook receives for an event made at `at`. */
export function webhookBody(event: ReleaseEvent, at: Date): WebhookBody {
  const text = escapeForChat(`${sentence(event)} — by ${event.by}`);
  return { text, ...event, remote: folderOf(event.remote), at: at.toISOString() };
}
