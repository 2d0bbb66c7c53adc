import { adminOfferResponseSchema, adminOfferSchema } from '@pdr/contract/admin';
import { CONSOLE_TAGS as TAGS, consoleErrors as errors, type ConsoleRoutes } from '../admin/routes.ts';
import { offer, setOffer } from './console.ts';

/** The console's free-Premium offer, registered inside the console (modules/admin/routes.ts). */
export const premiumAdminRoutes: ConsoleRoutes = async (app, { operator: op }) => {
  app.get(
    '/admin/offer',
    {
      schema: {
        tags: TAGS,
        summary: 'Пропозиція безкоштовного Преміуму',
        response: { 200: adminOfferResponseSchema, ...errors },
      },
    },
    async () => offer(app.db),
  );

  app.put(
    '/admin/offer',
    {
      schema: {
        tags: TAGS,
        summary: 'Змінити пропозицію безкоштовного Преміуму',
        body: adminOfferSchema,
        response: { 200: adminOfferResponseSchema, ...errors },
      },
    },
    async (request) => setOffer(op(request), request.body),
  );
};
