/** A rolling release as a person plans it: shares of visitors, and how long each lasts at least. */
export interface StagePlan {
  /** Ascending whole percents; the last is 100, where the canary goes live for every visitor. */
  stages: number[];
  everySeconds: number;
}

export const MAX_STAGES = 10;
const MAX_EVERY_SECONDS = 7 * 24 * 3600;
const UNITS = { h: 3600, m: 60, s: 1 } as const;

/** Why a plan cannot run, or undefined when it can. */
export function stagePlanProblem({ stages, everySeconds }: StagePlan): string | undefined {
  if (stages.length < 2 || stages.length > MAX_STAGES) return `A rolling release has 2 to ${MAX_STAGES} stages, not ${stages.length}.`;
  if (stages.at(-1) !== 100) return `A rolling release's last stage is 100 (live for every visitor), not ${stages.at(-1)}.`;
  if (!stages.slice(0, -1).every((stage) => Number.isInteger(stage) && stage >= 1 && stage <= 99)) {
    return `Each stage before the last is a whole percent from 1 to 99: ${stages.join(', ')}.`;
  }
  if (stages.some((stage, index) => index > 0 && stage <= stages[index - 1]!)) return `Stages go up: ${stages.join(', ')}.`;
  if (!Number.isInteger(everySeconds) || everySeconds < 1 || everySeconds > MAX_EVERY_SECONDS) {
    return `A stage lasts from 1 s to 7 days, not ${everySeconds} s.`;
  }
  return undefined;
}

/** `10,50,100` → [10, 50, 100]; undefined unless every part is a whole number. */
export function parseStages(text: string): number[] | undefined {
  const parts = text.split(',').map((part) => part.trim());
  return parts.every((part) => /^\d{1,3}$/.test(part)) ? parts.map(Number) : undefined;
}

/** `45s`, `10m`, `1h30m` → seconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || text.trim() === '') return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * UNITS.h + Number(minutes) * UNITS.m + Number(seconds) * UNITS.s;
}

/** 600 → `10m`, 5400 → `1h30m`, 45 → `45s`. */
export function formatDuration(totalSeconds: number): string {
  let rest = totalSeconds;
  const parts = Object.entries(UNITS).flatMap(([unit, size]) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return count > 0 ? [`${count}${unit}`] : [];
  });
  return parts.join('') || '0s';
}

/** `10 → 50 → 100 %, a stage every 10m`. */
export const describePlan = (plan: StagePlan) => `${plan.stages.join(' → ')} %, a stage every ${formatDuration(plan.everySeconds)}`;

/** `stage 2 of 3 (50 %)`: `stage` counts from 0. */
export const describeStage = (stages: readonly number[], stage: number) => `stage ${stage + 1} of ${stages.length} (${stages[stage]} %)`;
