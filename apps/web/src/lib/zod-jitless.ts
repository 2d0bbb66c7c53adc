/**
 * zod without its compiled parsers. On its first schema zod tests whether it may compile code (`new Function`);
 * the Content-Security-Policy refuses that (no 'unsafe-eval'), so zod falls back to plain parsing, but the browser
 * reports the refusal as a violation on every page load (decision 131). This is `z.config({ jitless: true })` made
 * before zod loads: zod keeps its configuration on `globalThis.__zod_globalConfig` and takes one that is already
 * there, and importing zod here would put it in the first load (decision 115). Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
