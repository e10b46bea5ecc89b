import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';

/** A stretch of generated code, by offsets into the whole script, and the source it maps to (null: none). */
export interface GeneratedRange {
  source: string | null;
  start: number;
  end: number;
}

/**
 * The generated code cut at each mapping of its source map: each mapping owns the code up to the
 * next one on its line, or to the line's end. Code before a line's first mapping belongs to none.
 */
export function generatedRanges(code: string, map: SourceMapInput): GeneratedRange[] {
  const lines = code.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const ranges: GeneratedRange[] = [];
  let open: { line: number; column: number; source: string | null } | undefined;
  const close = (endColumn: number) => {
    if (!open) return;
    const start = lineStarts[open.line - 1]! + open.column;
    const end = lineStarts[open.line - 1]! + Math.max(open.column, endColumn);
    if (end > start) ranges.push({ source: open.source, start, end });
  };
  eachMapping(new TraceMap(map), (mapping) => {
    if (open) close(open.line === mapping.generatedLine ? mapping.generatedColumn : lines[open.line - 1]!.length);
    open = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
  });
  if (open) close(lines[open.line - 1]!.length);
  return ranges;
}
