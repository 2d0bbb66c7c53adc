import { describe, expect, it } from 'vitest';
import { embedUrl, parseVideoUrl } from './youtube.ts';

describe('parseVideoUrl', () => {
  it('reads short links, watch links and shorts', () => {
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      id: 'dQw4w9WgXcQ',
      shorts: false,
      start: 0,
    });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual({
      id: 'dQw4w9WgXcQ',
      shorts: false,
      start: 3,
    });
    expect(parseVideoUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      id: 'dQw4w9WgXcQ',
      shorts: false,
      start: 0,
    });
    expect(parseVideoUrl('https://youtube.com/shorts/abcDEF12345')).toEqual({
      id: 'abcDEF12345',
      shorts: true,
      start: 0,
    });
    expect(parseVideoUrl('https://www.youtube-nocookie.com/embed/abcDEF12345')).toEqual({
      id: 'abcDEF12345',
      shorts: false,
      start: 0,
    });
  });

  it('refuses other sites, junk and ids with foreign characters', () => {
    expect(parseVideoUrl('https://vimeo.com/123456')).toBeNull();
    expect(parseVideoUrl('https://youtube.com/watch?v=<script>')).toBeNull();
    expect(parseVideoUrl('https://youtube.com/channel/abcDEF12345')).toBeNull();
    expect(parseVideoUrl('not a url')).toBeNull();
    expect(parseVideoUrl(null)).toBeNull();
  });
});

describe('embedUrl', () => {
  it('points at the privacy-enhanced player', () => {
    expect(embedUrl({ id: 'x1y2z3a4', shorts: false, start: 0 })).toBe(
      'https://www.youtube-nocookie.com/embed/x1y2z3a4?rel=0',
    );
  });

  it('hands the start time of t=1m30s or start=90 to the player, which seeks by itself', () => {
    const video = parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s');
    expect(video?.start).toBe(90);
    expect(embedUrl(video!)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=90');
    expect(parseVideoUrl('https://youtube.com/watch?v=dQw4w9WgXcQ&start=90')?.start).toBe(90);
    expect(parseVideoUrl('https://youtube.com/watch?v=dQw4w9WgXcQ&t=junk')?.start).toBe(0);
  });
});
