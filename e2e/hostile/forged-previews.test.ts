import { describe, expect, it } from 'vitest';
import { judgePreviews, type PreviewFigures } from './forged-previews';

const live = { versions: { catalog_mfe: '1', account_mfe: '1' }, preview: undefined, scriptOrigins: ['http://a.test'], previewTokened: false };
const refused = (forgery: string, expected: string, served = { ...live, preview: { refused: expected } }, othersUnchanged = true) => ({ forgery, expected, served, othersUnchanged });
const defended: PreviewFigures = {
  real: { ...live, versions: { ...live.versions, account_mfe: '2' }, preview: { remote: 'account_mfe', version: '2' }, expected: { remote: 'account_mfe', version: '2' } },
  before: live,
  forgeries: [refused('made up', 'invalid'), refused('revoked', 'revoked')],
  crossRemote: { refused: true, message: 'unknown version' },
};
const failing = (figures: PreviewFigures) => judgePreviews(figures).filter((row) => !row.pass).map((row) => row.check);

describe('the forged preview links', () => {
  it('pass when a real link opens its version and each forgery the live site with its reason', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fail when a forgery opens another version, says another reason, or changes what others get', () => {
    const opened = { ...live, versions: { ...live.versions, account_mfe: '2' }, preview: { refused: 'invalid' } };
    expect(failing({ ...defended, forgeries: [refused('made up', 'invalid', opened)] })).toEqual(['made up']);
    expect(failing({ ...defended, forgeries: [refused('revoked', 'revoked', { ...live, preview: { refused: 'invalid' } })] })).toEqual(['revoked']);
    expect(failing({ ...defended, forgeries: [refused('made up', 'invalid', undefined, false)] })).toEqual(['made up']);
  });

  it('fail when the real link is counted, widens script-src or does not open, or a cross-remote link is made', () => {
    expect(failing({ ...defended, real: { ...defended.real, previewTokened: true } })).toHaveLength(1);
    expect(failing({ ...defended, real: { ...defended.real, scriptOrigins: ['http://a.test', 'http://dev.test'] } })).toHaveLength(1);
    expect(failing({ ...defended, crossRemote: { refused: false, message: '' } })).toHaveLength(1);
  });
});
