import { userInfo } from 'node:os';

/** Who is acting: `--by`, else the operating-system user. */
export function actor(by: string | undefined): string {
  if (by && by.trim() !== '') return by.trim();
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
