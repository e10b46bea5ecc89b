import { describe, expect, it } from 'vitest';
import { createLogPrinter } from './log-printer';

describe('createLogPrinter', () => {
  const printed = () => {
    const out: string[] = [];
    return { out, print: createLogPrinter({ color: false, write: (text) => out.push(text) }) };
  };

  it("shows a JSON log line readably, behind the process's name", () => {
    const { out, print } = printed();
    print('api', JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 23, 9, 5, 7), pid: 1, hostname: 'h', name: 'api', msg: 'request', status: 200 }));
    expect(out.join('')).toMatch(/^api {9}│ \[\d\d:\d\d:\d\d\] INFO: request\napi {9}│ {5}status: 200\n$/);
  });

  it('passes other lines as written, each behind the name', () => {
    const { out, print } = printed();
    print('site', 'TypeError: boom');
    print('site', '{not json');
    expect(out).toEqual(['site        │ TypeError: boom\n', 'site        │ {not json\n']);
  });
});
