import { randomInt } from 'node:crypto';

/** RFC 4648 base32: no 0, 1 or 8, so a reference read out over the phone is not taken for O, I or B. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const RANDOM_LENGTH = 6;

export const SUPPORT_REFERENCE_PATTERN = /^SR-\d{8}-[A-Z2-7]{6}$/;

function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** 'SR-20261122-K7QX2M': the day it arrived (UTC) and 30 random bits (the table refuses a repeat). */
export function newSupportReference(date: Date): string {
  let suffix = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) suffix += BASE32[randomInt(BASE32.length)];
  return `SR-${utcDate(date)}-${suffix}`;
}
