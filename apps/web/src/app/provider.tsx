import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n, onLanguageChange } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // What the server said in the other language (its messages, the bank's texts) is asked for again.
  useEffect(() => onLanguageChange(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}
