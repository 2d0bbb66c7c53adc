export interface VideoRef {
  id: string;
  /** YouTube Shorts are upright and get a tall player. */
  shorts: boolean;
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
  return id && ID.test(id) ? { id, shorts } : null;
}

/** The privacy-enhanced player address. */
export function embedUrl(video: VideoRef): string {
  return `https://www.youtube-nocookie.com/embed/${video.id}?rel=0`;
}
