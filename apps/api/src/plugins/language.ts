import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  setLanguageSource,
  type Language,
} from '@pdr/contract/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: the account's, else `Accept-Language`, else Ukrainian. */
    language: Language;
  }
}

/** The request's language, changed once the session names the account's (answerInAccountLanguage). */
const context = new AsyncLocalStorage<{ language: Language }>();

/** The language a request asks for by `Accept-Language` (`en-GB` is English), Ukrainian when it names neither. */
export function requestedLanguage(acceptLanguage: string | string[] | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGUAGES]);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * A signed-in learner is answered in their account's language, whatever the header says (auth.ts calls this when
 * the session is found). Messages read before it, a body's field errors on a route that looks its session up
 * after validation, follow the header, which the web app sets to the same language.
 */
export function answerInAccountLanguage(request: FastifyRequest, language: string): void {
  if (!isLanguage(language)) return;
  request.language = language;
  const store = context.getStore();
  if (store) store.language = language;
}

/**
 * Every message the API sends a person is read in the request's language (decision 170): the contract's
 * catalogs read it from this request's context, which the rest of the request (validation, handlers, the error
 * handler) runs inside. Outside a request (the command line, jobs) it is Ukrainian.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    setLanguageSource(() => context.getStore()?.language ?? DEFAULT_LANGUAGE);
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    // A callback hook, so that every later stage of the request runs inside `context.run`.
    app.addHook('onRequest', (request, _reply, done) => {
      const language = requestedLanguage(request.headers['accept-language']);
      request.language = language;
      context.run({ language }, done);
    });
  },
  { name: 'language' },
);
