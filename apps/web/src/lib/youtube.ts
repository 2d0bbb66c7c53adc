export interface VideoRef {
  id: string;
  /** YouTube Shorts are upright and get a tall player. */
  shorts: boolean;
  /** Where the address asks the video to start (t=90, t=1m30s, start=90), in seconds; 0 from the beginning. */
  start: number;
}

/** '90', '90s', '1m30s', '1h2m3s' -> seconds; anything else -> 0. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (!match) return 0;
  const [, h = '0', m = '0', sec = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(sec);
}

const ID = /^[\w-]{6,20}$/;

/** The YouTube id of a youtu.be, watch?v=, shorts or embed address; null for anything else. */
export function parseVideoUrl(url: string | null | undefined): VideoRef | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const parts = parsed.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  let shorts = false;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = parsed.searchParams.get('v');
    else if (parts[0] === 'shorts') {
      id = parts[1] ?? null;
      shorts = true;
    } else if (parts[0] === 'embed') id = parts[1] ?? null;
  }
  const start = startSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  return id && ID.test(id) ? { id, shorts, start } : null;
}

/**
 * The privacy-enhanced player address. A start time goes to the player as `start`: the player seeks by itself,
 * so the page never drives a seek or waits for one (decision 142, the spec's 3-second seek timeout).
 */
export function embedUrl(video: VideoRef): string {
  const start = video.start > 0 ? `&start=${video.start}` : '';
  return `https://www.youtube-nocookie.com/embed/${video.id}?rel=0${start}`;
}
