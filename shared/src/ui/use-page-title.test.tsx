import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './use-page-title';

function Page({ name }: { name: string | undefined }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  beforeEach(() => {
    document.title = 'Before';
  });

  it('names the page after the site', () => {
    render(<Page name="Smart Locks" />);
    expect(document.title).toBe('Smart Locks | SecureHome Automation');
  });

  it('shows the site name alone while the page name is unknown', () => {
    render(<Page name={undefined} />);
    expect(document.title).toBe('SecureHome Automation');
  });

  it('follows the page name when it changes', () => {
    const { rerender } = render(<Page name={undefined} />);
    rerender(<Page name="Privacy Policy" />);
    expect(document.title).toBe('Privacy Policy | SecureHome Automation');
  });
});

describe('pageTitle', () => {
  it('ignores a blank page name', () => {
    expect(pageTitle('  ')).toBe('SecureHome Automation');
  });
});
