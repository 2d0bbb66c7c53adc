import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureCodeParam } from './code-param.ts';

describe('captureCodeParam at start', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stores the code of a link that opens the registration screen and cleans the address', () => {
    window.history.replaceState(null, '', '/?code=123-45-678#/register');
    const store = vi.fn();
    expect(captureCodeParam(store)).toBe('123 45 678');
    expect(store).toHaveBeenCalledWith('123 45 678');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/register');
  });

  it("reads a code in the hash's query and keeps the other parameters", () => {
    window.history.replaceState(null, '', '/#/register?code=12345678&from=qr');
    const store = vi.fn();
    captureCodeParam(store);
    expect(store).toHaveBeenCalledWith('12345678');
    expect(window.location.hash).toBe('#/register?from=qr');
  });

  it('does nothing to an address without a code', () => {
    window.history.replaceState(null, '', '/?utm=x#/learn');
    const store = vi.fn();
    expect(captureCodeParam(store)).toBeNull();
    expect(store).not.toHaveBeenCalled();
    expect(window.location.href).toMatch(/\/\?utm=x#\/learn$/);
  });
});
