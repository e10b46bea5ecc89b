import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormDraft } from './use-form-draft';

const KEY = 'test-form-draft';
const EMPTY = { email: '', message: '' };
const saved = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { values: Record<string, string> } | null;

describe('useFormDraft', () => {
  it('keeps what is typed and gives it back to the next page view', () => {
    const first = renderHook(() => useFormDraft(KEY, EMPTY));
    expect(first.result.current.values).toEqual(EMPTY);
    let answered = {};
    act(() => {
      answered = first.result.current.update({ email: 'asha@example.in' });
    });
    act(() => {
      first.result.current.update({ message: 'The lock blinks red.' });
    });
    expect(answered).toEqual({ email: 'asha@example.in', message: '' });
    expect(saved()?.values).toEqual({ email: 'asha@example.in', message: 'The lock blinks red.' });
    first.unmount();

    const again = renderHook(() => useFormDraft(KEY, EMPTY));
    expect(again.result.current.values).toEqual({ email: 'asha@example.in', message: 'The lock blinks red.' });
  });

  it('writes nothing for a form nobody typed into', () => {
    renderHook(() => useFormDraft(KEY, EMPTY));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('clear empties the form and the draft; forget only the draft', () => {
    const { result } = renderHook(() => useFormDraft(KEY, EMPTY));
    act(() => {
      result.current.update({ email: 'asha@example.in' });
    });
    act(() => result.current.forget());
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(result.current.values.email).toBe('asha@example.in');

    act(() => {
      result.current.update({ message: 'Hello' });
    });
    act(() => result.current.clear());
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(result.current.values).toEqual(EMPTY);
  });

  it('never keeps a password, even when a form asks', () => {
    const { result, unmount } = renderHook(() => useFormDraft(KEY, { email: '', password: '', newPassword: '' }));
    act(() => {
      result.current.update({ email: 'asha@example.in', password: 'SmartHome#2026', newPassword: 'Other#2027' });
    });
    expect(result.current.values.password).toBe('SmartHome#2026');
    expect(sessionStorage.getItem(KEY)).not.toContain('SmartHome#2026');
    expect(sessionStorage.getItem(KEY)).not.toContain('Other#2027');
    unmount();

    // Nor takes one back from storage that someone else wrote.
    sessionStorage.setItem(KEY, JSON.stringify({ values: { email: 'a@b.in', password: 'planted' } }));
    const again = renderHook(() => useFormDraft(KEY, { email: '', password: '' }));
    expect(again.result.current.values).toEqual({ email: 'a@b.in', password: '' });
  });

  it('takes back only text for its own fields from a damaged draft', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ values: { email: 42, message: 'Hi', admin: 'yes' } }));
    const first = renderHook(() => useFormDraft(KEY, EMPTY));
    expect(first.result.current.values).toEqual({ email: '', message: 'Hi' });
    first.unmount();

    sessionStorage.setItem(KEY, '{not json');
    expect(renderHook(() => useFormDraft(KEY, EMPTY)).result.current.values).toEqual(EMPTY);
  });

  it('still works when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useFormDraft(KEY, EMPTY));
    act(() => {
      result.current.update({ email: 'asha@example.in' });
    });
    expect(result.current.values.email).toBe('asha@example.in');
  });
});
