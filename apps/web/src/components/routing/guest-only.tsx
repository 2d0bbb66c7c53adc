import type { ReactNode } from 'react';
import { useToken } from '@/lib/session.ts';
import { Redirect } from './redirect.tsx';

/**
 * A screen for guests only (password recovery): a signed-in viewer is sent home, as /login does (decision 140). Its
 * 'Назад' buttons then belong to guests, and no Back on it can sign anyone out.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? <Redirect to="/" /> : children;
}
