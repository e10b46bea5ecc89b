/**
 * A number in [0, 1) fixed by a product id and a purpose (salt): the generated catalogue is the
 * same on every run and every machine, without a random generator's state to carry around.
 */
export function seededNumber(id: number, salt: number): number {
  let hash = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

/** A whole number from min to max inclusive, fixed by the id and the salt. */
export function seededInteger(id: number, salt: number, min: number, max: number): number {
  return min + Math.floor(seededNumber(id, salt) * (max - min + 1));
}
