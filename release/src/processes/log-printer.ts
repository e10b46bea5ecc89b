import PinoPretty from 'pino-pretty';

export interface LogPrinterOptions {
  /** Colours for a terminal. */
  color: boolean;
  write: (text: string) => void;
}

/**
 * Turns the JSON lines each process writes into one readable stream: the process's name, then
 * the line as pino-pretty shows it. Lines that are not JSON (a crash's stack trace) pass as written.
 */
export function createLogPrinter({ color, write }: LogPrinterOptions): (name: string, line: string) => void {
  const pretty = PinoPretty.prettyFactory({ colorize: color, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,name' });
  return (name, line) => {
    const prefix = `${name.padEnd(12)}│ `;
    let text = line;
    if (line.startsWith('{')) {
      try {
        text = pretty(JSON.parse(line) as object).trimEnd();
      } catch {
        // Not JSON after all: shown as it is.
      }
    }
    write(`${text.split('\n').map((part) => `${prefix}${part}`).join('\n')}\n`);
  };
}
