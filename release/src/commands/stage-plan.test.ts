import { describe, expect, it } from 'vitest';
import { describePlan, describeStage, formatDuration, parseDuration, parseStages, stagePlanProblem } from './stage-plan';

describe('a rolling release plan', () => {
  it('takes ascending whole percents ending at 100, and a stage from 1 s to 7 days', () => {
    expect(stagePlanProblem({ stages: [10, 50, 100], everySeconds: 600 })).toBeUndefined();
    expect(stagePlanProblem({ stages: [1, 100], everySeconds: 1 })).toBeUndefined();
    expect(stagePlanProblem({ stages: [100], everySeconds: 600 })).toMatch('2 to 10 stages, not 1');
    expect(stagePlanProblem({ stages: [10, 50], everySeconds: 600 })).toMatch('last stage is 100 (live for every visitor), not 50');
    expect(stagePlanProblem({ stages: [0, 50, 100], everySeconds: 600 })).toMatch('whole percent from 1 to 99');
    expect(stagePlanProblem({ stages: [10, 12.5, 100], everySeconds: 600 })).toMatch('whole percent from 1 to 99');
    expect(stagePlanProblem({ stages: [50, 10, 100], everySeconds: 600 })).toMatch('Stages go up: 50, 10, 100');
    expect(stagePlanProblem({ stages: [50, 50, 100], everySeconds: 600 })).toMatch('Stages go up');
    expect(stagePlanProblem({ stages: [10, 100], everySeconds: 0 })).toMatch('from 1 s to 7 days, not 0 s');
    expect(stagePlanProblem({ stages: [10, 100], everySeconds: 8 * 24 * 3600 })).toMatch('from 1 s to 7 days');
  });

  it('reads stages and durations as typed, and says them back', () => {
    expect(parseStages('10,50,100')).toEqual([10, 50, 100]);
    expect(parseStages(' 5, 25 ,100')).toEqual([5, 25, 100]);
    for (const bad of ['10;50', '10,,100', '-10,100', '10.5,100', '']) expect(parseStages(bad)).toBeUndefined();
    expect([parseDuration('45s'), parseDuration('10m'), parseDuration('1h30m'), parseDuration('2h')]).toEqual([45, 600, 5400, 7200]);
    for (const bad of ['', '10', 'm', '10 minutes', '1d', '-5m']) expect(parseDuration(bad)).toBeUndefined();
    expect([formatDuration(45), formatDuration(600), formatDuration(5400), formatDuration(3661)]).toEqual(['45s', '10m', '1h30m', '1h1m1s']);
    expect(describePlan({ stages: [10, 50, 100], everySeconds: 600 })).toBe('10 → 50 → 100 %, a stage every 10m');
    expect(describeStage([10, 50, 100], 1)).toBe('stage 2 of 3 (50 %)');
  });
});
