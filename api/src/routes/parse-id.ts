/** Path ids are positive decimal integers; anything else (e.g. "abc", "1e3", "-1") matches nothing. */
export function parseId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}
