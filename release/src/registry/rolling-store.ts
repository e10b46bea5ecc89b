import type { Kysely } from 'kysely';
import { canaryOf, type CanaryFigures, type CanaryStore } from './canary-store';
import type { NewEntry } from './history-row';
import { recordChange } from './record-change';
import type { Canary, RollingPlan } from './registry-document';
import { stageOf, type ChangeFacts } from './release-event';
import type { RegistryTables } from './registry-tables';

/** A due step of a rolling release: to its next stage, live for every visitor (at 100), or ended. */
export interface RollingStep {
  to: 'next-stage' | 'live' | 'ended';
  entry: NewEntry;
}

/** A rolling canary whose step is due, as it stands while its remote's row is held. */
export interface DueStep {
  canary: Canary & { plan: RollingPlan };
  live: string | undefined;
  figures: CanaryFigures;
}

/** Rolling releases' steps, on the canaries' rows (canary-store.ts). */
export class RollingStore {
  constructor(
    private readonly db: Kysely<RegistryTables>,
    private readonly canaries: CanaryStore,
  ) {}

  /** Remote → its rolling canary, for those whose next step is due at `now`. */
  async due(now: Date): Promise<Map<string, Canary & { plan: RollingPlan }>> {
    const rows = await this.db.selectFrom('release_canaries').selectAll().where('next_step_at', '<=', now).execute();
    return new Map(rows.flatMap((row) => {
      const canary = canaryOf(row);
      return canary.plan ? [[row.remote, { ...canary, plan: canary.plan }] as const] : [];
    }));
  }

  /**
   * Takes a remote's due step holding its row, as every change of its live pointer or canary
   * does, so that several site instances take it once: `choose` gets the canary and its figures
   * as they are now and answers the step, or undefined to leave it. Undefined when nothing was
   * taken (no step was due any more: another instance took it, or a person moved the canary).
   */
  async step(remote: string, now: Date, choose: (due: DueStep) => RollingStep | undefined): Promise<(DueStep & { step: RollingStep }) | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('release_remotes').select('live_stack').where('remote', '=', remote).forUpdate().executeTakeFirst();
      if (!held) return undefined;
      const row = await trx.selectFrom('release_canaries').selectAll().where('remote', '=', remote).where('next_step_at', '<=', now).forUpdate().executeTakeFirst();
      const canary = row && canaryOf(row);
      if (!canary?.plan) return undefined;
      const { plan } = canary;
      const live = held.live_stack.at(-1);
      const due: DueStep = { canary: { ...canary, plan }, live, figures: await this.canaries.figures(remote, canary, live, trx) };
      const step = choose(due);
      if (!step) return undefined;
      let facts: ChangeFacts;
      if (step.to === 'next-stage') {
        const stage = plan.stage + 1;
        const nextStepAt = new Date(now.getTime() + plan.everySeconds * 1000);
        await trx.updateTable('release_canaries').set({ percent: plan.stages[stage]!, stage, next_step_at: nextStepAt }).where('remote', '=', remote).execute();
        facts = { previous: live, percent: plan.stages[stage]!, stage: stageOf({ ...plan, stage, nextStepAt: nextStepAt.toISOString() }) };
      } else {
        await trx.deleteFrom('release_canaries').where('remote', '=', remote).execute();
        if (step.to === 'live') await trx.updateTable('release_remotes').set({ live_stack: [...held.live_stack, canary.version] }).where('remote', '=', remote).execute();
        const last = step.to === 'live' ? { ...plan, stage: plan.stages.length - 1 } : plan;
        facts = { previous: live, percent: step.to === 'live' ? 100 : 0, stage: stageOf(last, true) };
      }
      await recordChange(trx, remote, step.entry, facts);
      return { ...due, step };
    });
  }
}
