/**
 * The public demo login, printed by `pnpm start` and used by end-to-end tests. The password is
 * here only so people can be told what to type: the credential store holds nothing but its hash
 * (see user-directory.ts).
 */
export const DEMO_ACCOUNT = {
  id: 1,
  name: 'Demo Customer',
  email: 'demo@smarthome.example',
  password: 'SmartHome#2026',
} as const;
