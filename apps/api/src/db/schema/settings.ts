import { bigint, boolean, date, integer, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import { DEFAULT_PREMIUM_DAYS } from '@pdr/contract/constants';

/** Operator settings: a single row (id 1), seeded on first start. */
export const settings = pgTable('settings', {
  id: smallint('id').primaryKey(),
  subscriptionPrice: integer('subscription_price').notNull().default(299),
  premiumDays: integer('premium_days').notNull().default(DEFAULT_PREMIUM_DAYS),
  /**
   * A real former price the operator sets (`npm run admin -- price`): the Premium card strikes it through only
   * when it is above the current price; null shows no former price (decision 092).
   */
  formerPrice: integer('former_price'),
  /**
   * Goes up with every statement that writes themes, questions or answers (database triggers added by the
   * content-version migration; docs/decisions/021-learning-content-cache.md), so each API process can tell when its
   * content cache is stale.
   */
  contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
});

/** A seller's details as the content pack gives them (site.json). */
export interface SellerDetails {
  legal_name: string;
  tax_id: string;
  address: string;
  email: string;
}

/** A figure about the service that the operator states in the content pack (site.json). */
export interface SiteFigure {
  value: string;
  label: string;
}

/** The operator's messenger addresses (site.json), the only ones the contact block shows. */
export interface SiteContacts {
  telegram?: string;
  viber?: string;
}

/**
 * What the content pack says about the site (site.json; decision 093): a single row (id 1), absent until a pack
 * with site.json is imported. Claims and figures are shown only as the operator states them here.
 */
export const siteInfo = pgTable('site_info', {
  id: smallint('id').primaryKey(),
  demo: boolean('demo').notNull(),
  officialQuestions: boolean('official_questions').notNull(),
  seller: jsonb('seller').$type<SellerDetails>(),
  agreementDate: date('agreement_date', { mode: 'string' }),
  figures: jsonb('figures').$type<SiteFigure[]>().notNull().default([]),
  contacts: jsonb('contacts').$type<SiteContacts>().notNull().default({}),
});
