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

  it('escapes what a terminal would act on, in JSON records and in other lines', () => {
    const { out, print } = printed();
    print('api', JSON.stringify({ level: 30, time: 0, msg: 'request \u001b]0;pwned\u0007', url: '/x\u009b2J', ['k\u001b']: '\u202eevil' }));
    print('site', 'boom \u001b[2J\r');
    const text = out.join('');
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain('request \\u001b]0;pwned\\u0007');
    expect(text).toContain('/x\\u009b2J');
    expect(text).toContain('\\u202eevil');
    expect(text).toContain('site        │ boom \\u001b[2J\\u000d\n');
  });
});
