import { lazy, Suspense, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { AuditPage } from './audit-page.tsx';
import { ContentPage } from './content-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { HardQuestionsPage } from './hard-questions-page.tsx';
import { OrdersPage } from './orders-page.tsx';
import { ReportsPage } from './reports-page.tsx';
import { SchoolsPage } from './schools-page.tsx';
import { TariffPage } from './tariff-page.tsx';
import styles from './admin.module.css';

// The app's own not-found screen, loaded as the router loads it: a static import would fold that route's chunk
// into the console's and the route would have no chunk of its own to measure (scripts/web-sizes.ts).
const LazyNotFound = lazy(async () => ({
  default: (await import('@/app/routes/not-found.tsx')).NotFoundRoute,
}));
function NotFoundRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyNotFound />
    </Suspense>
  );
}

const SECTIONS = [
  // The two that lead one to the other are drawn with their props below.
  { value: 'reports', label: 'Повідомлення', Page: null },
  { value: 'hard', label: 'Складні питання', Page: null },
  { value: 'feedback', label: 'Відгуки', Page: FeedbackPage },
  { value: 'orders', label: 'Замовлення', Page: OrdersPage },
  { value: 'tariff', label: 'Тариф', Page: TariffPage },
  { value: 'schools', label: 'Автошколи', Page: SchoolsPage },
  { value: 'content', label: 'Зміст', Page: ContentPage },
  { value: 'audit', label: 'Журнал', Page: AuditPage },
] as const;

/**
 * /admin, the operator's console (decision 145). Anyone but an operator sees the app's not-found screen: the console
 * is not advertised; the server refuses its calls to them as well (401/403).
 */
export function AdminPage() {
  const token = useToken();
  const user = useUser();
  const [tab, setTab] = useState<string>('reports');
  // 'Складні питання' leads to one question's reports.
  const [reportsOf, setReportsOf] = useState<number | null>(null);
  if (!token) return <NotFoundRoute />;
  if (!user) return <Spinner />;
  if (user.role_id !== OPERATOR_ROLE_ID) return <NotFoundRoute />;
  return (
    <div className={styles.page}>
      <PageTitle>Консоль оператора</PageTitle>
      <Tabs.Root value={tab} onValueChange={setTab} className={styles.tabs}>
        <Tabs.List className={styles.tabList} aria-label="Розділи консолі">
          {SECTIONS.map((s) => (
            <Tabs.Trigger key={s.value} value={s.value} className={styles.tab}>
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map(({ value, Page }) => (
          <Tabs.Content key={value} value={value}>
            {value === 'reports' ? (
              <ReportsPage questionId={reportsOf} onAllQuestions={() => setReportsOf(null)} />
            ) : value === 'hard' ? (
              <HardQuestionsPage
                onReports={(id) => {
                  setReportsOf(id);
                  setTab('reports');
                }}
              />
            ) : Page ? (
              <Page />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
