import { render, screen, waitFor } from '@testing-library/react';
import { createHashRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseCode, readCodeFromUrl } from './code-param.ts';
import { useCodeParam } from './use-code-param.ts';

function Probe() {
  useCodeParam();
  const location = useLocation();
  return <p>Маршрут: {`${location.pathname}${location.search}`}</p>;
}

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createHashRouter([{ path: '*', element: <Probe /> }]);
  render(<RouterProvider router={router} />);
}

function storedCode(): unknown {
  const raw = window.sessionStorage.getItem('codeParam');
  return raw === null ? null : JSON.parse(raw);
}

describe('the code parameter of a referral link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is taken from the query string, stored with spaces and removed from the address', async () => {
    openAt('/?code=123-45-678#/');

    await waitFor(() => expect(storedCode()).toBe('123 45 678'));
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/');
    expect(screen.getByText('Маршрут: /')).toBeInTheDocument();
  });

  it("is taken from the hash's query, keeping the other parameters", async () => {
    openAt('/#/?code=123%5Cu002045-678&from=qr');

    await waitFor(() => expect(screen.getByText('Маршрут: /?from=qr')).toBeInTheDocument());
    expect(storedCode()).toBe('123 45 678');
    expect(window.location.hash).toBe('#/?from=qr');
  });

  it('leaves the address and the storage alone when there is no code', async () => {
    openAt('/?utm=mail#/?from=qr');

    expect(await screen.findByText('Маршрут: /?from=qr')).toBeInTheDocument();
    expect(storedCode()).toBeNull();
    expect(window.location.search).toBe('?utm=mail');
  });
});

describe('normaliseCode', () => {
  it('turns dashes and unicode escapes into single spaces', () => {
    expect(normaliseCode('123-45-678')).toBe('123 45 678');
    expect(normaliseCode('123\\u002045%u0020678')).toBe('123 45 678');
    expect(normaliseCode(' 12--3 ')).toBe('12 3');
  });

  it('prefers the query string when both parts of the address carry a code', () => {
    expect(readCodeFromUrl('?code=111-11-111', '#/register?code=222-22-222')).toEqual({
      code: '111 11 111',
      search: '',
      hashPath: '/register',
    });
  });
});
