import { describe, expect, it } from 'vitest';
import { LATEST_END, LATEST_START, latestResultsMarkdown, replaceLatestSection } from './latest-section';
import type { BenchReport } from './report';

const document = [
  '# Performance',
  '',
  'How the bench measures.',
  '',
  '## Latest results',
  '',
  LATEST_START,
  '',
  '| figure | old |',
  '|---|---|',
  '| LCP | 1.19 s |',
  '',
  LATEST_END,
  '',
  '## What was found to matter',
  '',
  'Kept as written.',
  '',
].join('\n');

const report: BenchReport = {
  date: '2026-11-28T04:00:00.000Z',
  commit: 'abc1234',
  profile: 'Fast 4G.',
  runs: 9,
  rows: [
    { metric: 'home: Lighthouse LCP', unit: 'ms', federated: 1190, clientRendered: 3120, monolith: 1220 },
    { metric: 'detail: Lighthouse LCP', unit: 'ms', federated: 1200, clientRendered: 3160, monolith: 1210 },
    { metric: 'build of one remote (catalog)', unit: 's', federated: 0.9 },
  ],
  targets: [
    { name: 'CLS, worst route', measured: '0', limit: '≤ 0.05', pass: true },
    { name: 'warm route change between remotes, worst step', measured: '237 ms', limit: '≤ 150 ms', pass: false },
  ],
  lighthouseRuns: {},
  details: {},
};

describe('the latest-results section of docs/performance.md', () => {
  it('replaces what is between the markers and keeps the text around them', () => {
    const updated = replaceLatestSection(document, 'NEW RESULTS');
    const [before, rest] = updated.split(LATEST_START);
    const [inside, after] = rest!.split(LATEST_END);
    expect(before).toBe(document.split(LATEST_START)[0]);
    expect(after).toBe(document.split(LATEST_END)[1]);
    expect(inside).toBe('\n\nNEW RESULTS\n\n');
    expect(updated).not.toContain('1.19 s');
  });

  it('gives the same document when run twice with the same results', () => {
    const once = replaceLatestSection(document, 'NEW RESULTS');
    expect(replaceLatestSection(once, 'NEW RESULTS')).toBe(once);
  });

  it('refuses a document without both markers in order, or with two sections', () => {
    expect(() => replaceLatestSection('# Performance\n', 'x')).toThrow(/no/);
    expect(() => replaceLatestSection(`${LATEST_END}\n${LATEST_START}\n`, 'x')).toThrow(/before/);
    expect(() => replaceLatestSection(`${document}\n${LATEST_START}\n${LATEST_END}\n`, 'x')).toThrow(/more than one/);
  });

  it('writes one table: each figure across routes, then every target with its verdict', () => {
    const markdown = latestResultsMarkdown(report);
    expect(markdown).toContain('Run of 2026-11-28T04:00:00.000Z, commit `abc1234`: medians of 9 runs');
    const table = markdown.split('\n').filter((line) => line.startsWith('|'));
    const cells = table.map((line) => line.slice(1, -1).split(/(?<!\\)\|/).map((text) => text.trim()));
    expect(cells).toEqual([
      ['figure', 'server-rendered', 'client-rendered', 'SSR monolith', 'target'],
      [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/)],
      ['Lighthouse LCP, home / detail (ms)', '1190 / 1200', '3120 / 3160', '1220 / 1210', ''],
      ['build of one remote (catalog) (s)', '0.9', '', '', ''],
      ['CLS, worst route', '', '', '', '≤ 0.05: met (0)'],
      ['warm route change between remotes, worst step', '', '', '', '≤ 150 ms: **not met** (237 ms)'],
    ]);
    // Padded as Prettier pads a table: every line as long as the others.
    expect(new Set(table.map((line) => [...line].length)).size).toBe(1);
  });
});
