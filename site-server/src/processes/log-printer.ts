import { escapeUnprintable } from '@storefront/platform';
import PinoPretty from 'pino-pretty';

export interface LogPrinterOptions {
  /** Colours for a terminal. */
  color: boolean;
  write: (text: string) => void;
}

/** Every string in a log record with its unprintable characters escaped (keys included). */
function escapeStrings(value: unknown): unknown {
  if (typeof value === 'string') return escapeUnprintable(value);
  if (Array.isArray(value)) return value.map(escapeStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [escapeUnprintable(key), escapeStrings(entry)]));
  }
  return value;
}

/**
 * Turns the JSON lines each process writes into one readable stream: the process's name, then
 * the line as pino-pretty shows it. Lines that are not JSON (a crash's stack trace) pass as written.
 * Logs carry what visitors sent (paths, headers, messages): whatever in them a terminal would act
 * on is shown escaped, before the printer adds colours of its own.
 */
export function createLogPrinter({ color, write }: LogPrinterOptions): (name: string, line: string) => void {
  const pretty = PinoPretty.prettyFactory({ colorize: color, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,name' });
  return (name, line) => {
    const prefix = `${name.padEnd(12)}│ `;
    let text = escapeUnprintable(line);
    if (line.startsWith('{')) {
      try {
        text = pretty(escapeStrings(JSON.parse(line)) as object).trimEnd();
      } catch {
        // Not JSON after all: shown as it is.
      }
    }
    write(`${text.split('\n').map((part) => `${prefix}${part}`).join('\n')}\n`);
  };
}
