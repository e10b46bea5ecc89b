import type { HistoryAction, RollingPlan } from './registry-document';

/** The history actions webhooks are told of: every live change and every move of a canary. */
export const NOTIFIED_ACTIONS = ['promote', 'rollback', 'complete', 'canary', 'canary-stage', 'end-canary', 'auto-rollback'] as const satisfies readonly HistoryAction[];

export type ReleaseEventName = (typeof NOTIFIED_ACTIONS)[number];

/** Where a rolling release stands after an event: stage `number` (from 1) `of` all. */
export interface EventStage {
  number: number;
  of: number;
  stages: number[];
  /** When the next stage is due; null once the plan is over. */
  nextStepAt: string | null;
}

/** A change as webhooks are told of it (webhooks/webhook-message.ts adds its time and a sentence). */
export interface ReleaseEvent {
  event: ReleaseEventName;
  /** The remote's container name. */
  remote: string;
  /** The version the event is about: the one now live, the canary's, or the one rolled back to. */
  version: string;
  /** What was live before a live change; for a canary, the live version the other visitors run. */
  previous: string | null;
  /** The share of visitors that runs `version` from now on: 100 once live, 0 once a canary ended. */
  percent: number;
  by: string;
  reason: string | null;
  /** Set while a rolling release runs, and on the event that ends its plan. */
  stage?: EventStage;
}

/** What a change tells webhooks besides its history entry. */
export interface ChangeFacts {
  previous: string | undefined;
  percent: number;
  stage?: EventStage;
}

export const isNotified = (action: HistoryAction): action is ReleaseEventName => (NOTIFIED_ACTIONS as readonly string[]).includes(action);

/** A rolling plan as an event names it; `over` when this event ended it (live for everyone, or rolled back). */
export function stageOf(plan: RollingPlan, over = false): EventStage {
  return { number: plan.stage + 1, of: plan.stages.length, stages: plan.stages, nextStepAt: over ? null : plan.nextStepAt };
}
