import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addRemoteToContract } from './add-to-contract';
import { newRemoteNames } from './remote-names';

const entry = { container: 'reviews_mfe', folder: 'reviews-mfe', devPort: 3004, pageModule: 'ReviewsPage', path: '/reviews' };

describe('addRemoteToContract', () => {
  it('appends the remote to the contract, keeping every other line as it was', () => {
    const file = path.resolve(import.meta.dirname, '../../shared/src/federation/contract.ts');
    const source = readFileSync(file, 'utf8');
    const changed = addRemoteToContract(source, entry);
    const block = [
      '  reviews_mfe: {',
      "    folder: 'reviews-mfe',",
      '    devPort: 3004,',
      "    pages: [{ module: 'ReviewsPage', path: '/reviews' }],",
      '  },',
      '',
    ].join('\n');
    // The block sits at the end of `remotes`, and nothing else changed.
    expect(changed).toContain(`${block}} as const satisfies`);
    expect(changed.replace(block, '')).toBe(source);
  });

  it('adds the comma a last entry without one needs', () => {
    const source = "export const remotes = {\n  a_mfe: { folder: 'a-mfe', devPort: 1, pages: [] }\n} as const;\n";
    expect(addRemoteToContract(source, entry)).toBe(
      "export const remotes = {\n  a_mfe: { folder: 'a-mfe', devPort: 1, pages: [] },\n  reviews_mfe: {\n    folder: 'reviews-mfe',\n    devPort: 3004,\n    pages: [{ module: 'ReviewsPage', path: '/reviews' }],\n  },\n} as const;\n",
    );
  });

  it('refuses a file without a remotes object', () => {
    expect(() => addRemoteToContract('export const other = {};', entry)).toThrow('no `export const remotes');
  });
});

describe('newRemoteNames', () => {
  it('derives every name from the one the team chose', () => {
    for (const input of ['order-history', 'order-history-mfe', 'order_history_mfe']) {
      expect(newRemoteNames(input)).toEqual({
        folder: 'order-history-mfe',
        container: 'order_history_mfe',
        title: 'Order history',
        pageModule: 'OrderHistoryPage',
        pageFolder: 'order-history',
      });
    }
  });

  it.each(['', 'Reviews', '1reviews', 'reviews--x', 'rev iews', '../reviews'])('refuses %j', (input) => {
    expect(() => newRemoteNames(input)).toThrow('is not a remote name');
  });
});
