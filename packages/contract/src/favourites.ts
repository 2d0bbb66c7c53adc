import { z } from 'zod';
import { idParamSchema } from './fields.ts';
import { acrossThemesResultBodySchema } from './learning.ts';
import { localized } from './language.ts';

/**
 * 'Обрані' (issue 51, item 2): the questions a learner keeps to come back to. `PUT /api/favourites/{questionId}` and
 * `DELETE /api/favourites/{questionId}` star and unstar (both idempotent), `GET /api/favourites` lists them.
 */
export const FAVOURITES_MAX = 1000;

/** Most questions one favourites run ('Пройти обрані') serves. */
export const FAVOURITES_RUN_SIZE = 20;

export const favouriteMessages = localized({
  uk: {
    tooMany: `В обраних може бути до ${FAVOURITES_MAX} питань: приберіть якісь, щоб додати нові`,
    questionGone: 'Такого питання немає',
    nothingToRun: 'В обраних немає питань, які можна пройти: додайте їх зірочкою під питанням',
    notInFavourites: 'Цього питання немає серед обраних, які можна пройти',
  },
  en: {
    tooMany: `Favourites hold up to ${FAVOURITES_MAX} questions: remove some to add new ones`,
    questionGone: 'There is no such question',
    nothingToRun: 'Your favourites have no questions to run: add some with the star under a question',
    notInFavourites: 'This question is not among the favourites you can run',
  },
});

export const favouriteParamsSchema = z.object({ questionId: idParamSchema() });

/** A starred question with its theme, as the list shows it (the question's text in the request's language). */
export const favouriteSchema = z
  .object({
    question_id: z.number().int(),
    theme_id: z.number().int(),
    theme_number: z.number().int(),
    theme_title: z.string(),
    text: z.string(),
    /** The question's picture, an absolute address, or null. */
    image: z.string().nullable(),
    /** When it was starred (ISO). */
    created_at: z.string(),
  })
  .meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * Newest first. Questions the learner's active category no longer has are left out; `count` is how many are
 * listed.
 */
export const favouritesResponseSchema = z
  .object({ favourites: z.array(favouriteSchema), count: z.number().int() })
  .meta({ id: 'Favourites' });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

/**
 * The answer to a star or an unstar: the question's state now, and how many the learner keeps (what
 * FAVOURITES_MAX counts, another category's questions among them).
 */
export const favouriteStateSchema = z
  .object({ question_id: z.number().int(), favourite: z.boolean(), count: z.number().int() })
  .meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/**
 * `GET /api/favourites/ids`: every question the learner keeps, newest first, so that a screen shows each star's
 * state without the list.
 */
export const favouriteIdsResponseSchema = z
  .object({ question_ids: z.array(z.number().int()) })
  .meta({ id: 'FavouriteIds' });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

/**
 * `POST /api/favourites/result`: the favourites run's result, like the due review's (no theme or block: its
 * questions span themes). Counts like a retest: every answer given, and passed with no mistake.
 */
export const favouritesResultBodySchema = acrossThemesResultBodySchema('favourites');
export type FavouritesResultBody = z.infer<typeof favouritesResultBodySchema>;
