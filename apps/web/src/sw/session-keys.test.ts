import { describe, expect, it } from 'vitest';
import {
  ClientSessions,
  SESSION_PARAM,
  isPublicPicture,
  keyFor,
  pictureKeyFor,
  sessionTag,
  tagOfKey,
} from './session-keys.ts';

const THEORY = 'https://pdr.example.ua/api/theories/1/content/101';
const SIGNED = 'https://pdr.example.ua/images/theory/abc123.png?expires=1800000000&sig=xyz';

describe("the service worker's session keys", () => {
  it('gives no tag to a request without a token, and one tag per token that never contains it', async () => {
    expect(await sessionTag(null)).toBeNull();
    expect(await sessionTag('')).toBeNull();
    const a = await sessionTag('Bearer token-a');
    const b = await sessionTag('Bearer token-b');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toBe(await sessionTag('Bearer token-a'));
    expect(b).not.toBe(a);
    expect(keyFor(THEORY, a!)).not.toContain('token-a');
  });

  it("keys a theory read by address and session, so another session's key never matches", async () => {
    const a = (await sessionTag('Bearer token-a'))!;
    const b = (await sessionTag('Bearer token-b'))!;
    expect(keyFor(THEORY, a)).not.toBe(keyFor(THEORY, b));
    expect(keyFor(THEORY, a)).not.toBe(THEORY);
    expect(tagOfKey(keyFor(THEORY, a))).toBe(a);
    expect(new URL(keyFor(`${THEORY}?page=2`, a)).searchParams.get('page')).toBe('2');
    expect(tagOfKey(THEORY)).toBeNull();
  });

  it("keeps one copy of a signed picture per session, whatever hour's signature its address has", () => {
    const later = SIGNED.replace('1800000000', '1800003600').replace('xyz', 'uvw');
    expect(pictureKeyFor(SIGNED, 'aa')).toBe(pictureKeyFor(later, 'aa'));
    expect(pictureKeyFor(SIGNED, 'aa')).not.toBe(pictureKeyFor(SIGNED, 'bb'));
    const key = new URL(pictureKeyFor(SIGNED, 'aa'));
    expect([...key.searchParams.keys()]).toEqual([SESSION_PARAM]);
  });

  it('counts question pictures as public and every other picture as private', () => {
    expect(isPublicPicture(new URL('https://pdr.example.ua/images/question/q-1.png'))).toBe(true);
    expect(isPublicPicture(new URL(SIGNED))).toBe(false);
    expect(isPublicPicture(new URL('https://pdr.example.ua/images/other/x.png'))).toBe(false);
    expect(isPublicPicture(new URL('https://pdr.example.ua/images/question/q.png?sig=1'))).toBe(false);
  });
});

describe('the sessions of open pages', () => {
  it("ties a page's pictures to the session of its last API request, and to none after one without a token", async () => {
    const pages = new ClientSessions();
    expect(await pages.of('page-1')).toBeNull();
    pages.learn('page-1', 'Bearer token-a');
    pages.learn('page-2', null);
    expect(await pages.of('page-1')).toBe(await sessionTag('Bearer token-a'));
    expect(await pages.of('page-2')).toBeNull();
    pages.learn('page-1', null);
    expect(await pages.of('page-1')).toBeNull();
  });

  it('forgets every page of a session the server refused', async () => {
    const pages = new ClientSessions();
    pages.learn('page-1', 'Bearer token-a');
    pages.learn('page-2', 'Bearer token-a');
    pages.learn('page-3', 'Bearer token-b');
    await pages.forget((await sessionTag('Bearer token-a'))!);
    expect(await pages.of('page-1')).toBeNull();
    expect(await pages.of('page-2')).toBeNull();
    expect(await pages.of('page-3')).toBe(await sessionTag('Bearer token-b'));
  });

  it('keeps no more pages than its limit, the oldest going first', async () => {
    const pages = new ClientSessions(2);
    pages.learn('page-1', 'Bearer a');
    pages.learn('page-2', 'Bearer b');
    pages.learn('page-3', 'Bearer c');
    expect(await pages.of('page-1')).toBeNull();
    expect(await pages.of('page-3')).toBe(await sessionTag('Bearer c'));
  });
});
