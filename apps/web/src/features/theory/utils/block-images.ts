const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;

function pathOf(src: string): string {
  try {
    return decodeURIComponent(new URL(src, 'http://local.invalid/').pathname);
  } catch {
    return src;
  }
}

/**
 * The block's pictures that its HTML does not already show. Content authors put a picture both in the text and in
 * the block's list (the demo pack does so for every one); showing it twice would only push the text apart.
 */
export function imagesOutsideHtml(images: string[], html: string): string[] {
  const shown = new Set([...html.matchAll(IMG_SRC)].map((match) => pathOf(match[1] ?? '')));
  return images.filter((src) => !shown.has(pathOf(src)));
}
