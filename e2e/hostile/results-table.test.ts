import { describe, expect, it } from 'vitest';
import { brokenRow, formatTable, toMarkdown, type Row } from './results-table';

const rows: Row[] = [
  {
    scenario: 'beacon',
    check: 'forged reports counted',
    figure: '0 of 200',
    target: '0',
    pass: true,
  },
  {
    scenario: 'sessions',
    check: 'cookie | flags',
    figure: 'not HttpOnly',
    target: 'HttpOnly',
    pass: false,
  },
];

describe('the results table', () => {
  it('pads every column to its widest cell and says FAIL where a target was missed', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^scenario +check +figure +target +verdict$/);
    expect(lines[2]).toMatch(/pass$/);
    expect(lines[3]).toMatch(/FAIL$/);
    expect(lines[2]!.indexOf('forged')).toBe(lines[3]!.indexOf('cookie'));
  });

  it('writes Markdown with the lines about the run, pipes escaped', () => {
    const markdown = toMarkdown(rows, ['Machine: 2 cores']);
    expect(markdown).toContain('Machine: 2 cores');
    expect(markdown).toContain('| sessions | cookie \\| flags | not HttpOnly | HttpOnly | FAIL |');
  });

  it('turns a scenario that broke into a failing row with the first line of its error', () => {
    expect(brokenRow('login', new Error('connect ECONNREFUSED\nstack'))).toMatchObject({
      scenario: 'login',
      figure: 'connect ECONNREFUSED',
      pass: false,
    });
  });
});
