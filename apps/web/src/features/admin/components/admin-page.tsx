import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { OPERATOR_ROLE_ID } from '@pdr/contract/constants';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useUser } from '@/hooks/use-user.ts';
import { useToken } from '@/lib/session.ts';
import { NotFoundRoute } from '@/app/routes/not-found.tsx';
import { AuditPage } from './audit-page.tsx';
import { ContentPage } from './content-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';
import { OrdersPage } from './orders-page.tsx';
import { ReportsPage } from './reports-page.tsx';
import { TariffPage } from './tariff-page.tsx';
import styles from './admin.module.css';

const SECTIONS = [
  { value: 'reports', label: 'Повідомлення', Page: ReportsPage },
  { value: 'feedback', label: 'Відгуки', Page: FeedbackPage },
  { value: 'orders', label: 'Замовлення', Page: OrdersPage },
  { value: 'tariff', label: 'Тариф', Page: TariffPage },
  { value: 'content', label: 'Зміст', Page: ContentPage },
  { value: 'audit', label: 'Журнал', Page: AuditPage },
] as const;

/**
 * /admin, the operator's console (issue 29). Anyone but an operator sees the app's not-found screen: the console
 * is not advertised; the server refuses its calls to them as well (401/403).
 */
export function AdminPage() {
  const token = useToken();
  const user = useUser();
  const [tab, setTab] = useState<string>('reports');
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
            <Page />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
