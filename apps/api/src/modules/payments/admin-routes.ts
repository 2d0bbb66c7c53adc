import {
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundResponseSchema,
  adminTariffSchema,
} from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { orderDetails, ordersList, refundOrder, setTariff, tariff } from './console.ts';

/** The console's orders, refund and tariff, registered inside the console (modules/admin/routes.ts). */
export const paymentsAdminRoutes: ConsoleRoutes = async (app, { operator: op }) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        tags: TAGS,
        summary: 'Замовлення за телефоном і станом',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ordersList(app.db, request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Замовлення та його останнє повідомлення від платіжного сервісу',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => orderDetails(app.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags: TAGS,
        summary: 'Повернення: замовлення позначається поверненим, дні Преміуму забираються',
        params: adminOrderParamsSchema,
        response: { 200: adminRefundResponseSchema, ...errors },
      },
    },
    async (request) => refundOrder(op(request), request.params.id),
  );

  app.get(
    '/admin/tariff',
    {
      schema: { tags: TAGS, summary: 'Тариф', response: { 200: adminTariffSchema, ...errors } },
    },
    async () => tariff(app.db),
  );

  app.put(
    '/admin/tariff',
    {
      schema: {
        tags: TAGS,
        summary: 'Змінити тариф',
        body: adminTariffSchema,
        response: { 200: adminTariffSchema, ...errors },
      },
    },
    async (request) => setTariff(op(request), request.body),
  );
};
