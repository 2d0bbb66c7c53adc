import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAuditResponse,
  AdminFeedbackResponse,
  AdminOffer,
  AdminOrder,
  AdminPackReport,
  AdminReportsResponse,
  AdminResolveBody,
  AdminSchoolsResponse,
  AdminTariff,
} from '@pdr/contract/admin';
import type { ReportReason, ReportState } from '@pdr/contract/reports';
import { apiRequest } from '@/lib/api-client.ts';

/** The operator's console calls (decision 145); the server checks the role on every one. */
const contract = () => import('@pdr/contract/admin');
export const adminKeys = {
  all: ['admin'] as const,
  reports: (state: ReportState, reason: ReportReason | '') => ['admin', 'reports', state, reason] as const,
  feedback: (state: 'new' | 'done') => ['admin', 'feedback', state] as const,
  orders: (phone: string, status: string) => ['admin', 'orders', phone, status] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  tariff: ['admin', 'tariff'] as const,
  content: ['admin', 'content'] as const,
  audit: ['admin', 'audit'] as const,
};

export function useAdminReports(state: ReportState, reason: ReportReason | '') {
  return useQuery({
    queryKey: adminKeys.reports(state, reason),
    queryFn: () =>
      apiRequest<AdminReportsResponse>('/admin/reports', {
        query: { state, reason: reason || undefined },
        schema: () => contract().then((m) => m.adminReportsResponseSchema),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: AdminResolveBody }) =>
      apiRequest<{ resolved: number; message: string }>(`/admin/reports/${questionId}/resolve`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminFeedback(state: 'new' | 'done') {
  return useQuery({
    queryKey: adminKeys.feedback(state),
    queryFn: () =>
      apiRequest<AdminFeedbackResponse>('/admin/feedback', {
        query: { state },
        schema: () => contract().then((m) => m.adminFeedbackResponseSchema),
      }),
  });
}

export function useFeedbackDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/feedback/${id}/done`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminOrders(phone: string, status: string) {
  return useQuery({
    queryKey: adminKeys.orders(phone, status),
    queryFn: () =>
      apiRequest<{ orders: AdminOrder[] }>('/admin/orders', {
        query: { phone: phone || undefined, status: status || undefined },
        schema: () => contract().then((m) => m.adminOrdersResponseSchema),
      }),
    retry: false,
  });
}

export interface AdminOrderDetails {
  order: AdminOrder & { paid_at: string | null; reversed_at: string | null; last_callback: unknown };
}

export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: () => apiRequest<AdminOrderDetails>(`/admin/orders/${id}`),
    enabled: id !== null,
  });
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string; premium_until: string | null }>(`/admin/orders/${id}/refund`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useTariff() {
  return useQuery({
    queryKey: adminKeys.tariff,
    queryFn: () =>
      apiRequest<AdminTariff>('/admin/tariff', { schema: () => contract().then((m) => m.adminTariffSchema) }),
  });
}

export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTariff) => apiRequest<AdminTariff>('/admin/tariff', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export interface AdminContent {
  content_version: number;
  themes: number;
  questions: number;
  retired: number;
  per_category: { code: string; questions: number }[];
  demo: boolean | null;
}

export function useAdminContent() {
  return useQuery({ queryKey: adminKeys.content, queryFn: () => apiRequest<AdminContent>('/admin/content') });
}

export function useAudit() {
  return useQuery({
    queryKey: adminKeys.audit,
    queryFn: () =>
      apiRequest<AdminAuditResponse>('/admin/audit', {
        schema: () => contract().then((m) => m.adminAuditResponseSchema),
      }),
  });
}

export function useSchools(code: string) {
  return useQuery({
    queryKey: ['admin', 'schools', code] as const,
    queryFn: () =>
      apiRequest<AdminSchoolsResponse>('/admin/schools', {
        query: { code: code || undefined },
        schema: () => contract().then((m) => m.adminSchoolsResponseSchema),
      }),
    retry: false,
  });
}

/** A school or group change: the command's lines come back to be shown. */
export function useSchoolChange(
  path:
    | '/admin/schools'
    | '/admin/groups'
    | '/admin/groups/teacher'
    | '/admin/groups/close'
    | '/admin/pupils/move',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<{ lines: string[] }>(path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useOffer() {
  return useQuery({
    queryKey: ['admin', 'offer'] as const,
    queryFn: () =>
      apiRequest<{ offer: AdminOffer | null }>('/admin/offer', {
        schema: () => contract().then((m) => m.adminOfferResponseSchema),
      }),
  });
}

export function useSaveOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOffer) =>
      apiRequest<{ offer: AdminOffer | null }>('/admin/offer', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Preview (nothing changes) or import of a content pack archive (.tar.gz). */
export function usePackUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) =>
      apiRequest<AdminPackReport>(`/admin/content/${apply ? 'import' : 'preview'}`, {
        method: 'POST',
        file,
        headers: { 'Content-Type': 'application/gzip' },
        schema: () => contract().then((m) => m.adminPackReportSchema),
      }),
    onSuccess: (report) => {
      if (report.imported) void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
