// The built web app's chunks as Vite's manifest lists them: used by the home page built into index.html
// (apps/web/vite.config.ts, decision 117) and by the first-load sizes (scripts/web-sizes.ts).

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads before it runs: its own JS and CSS and those of the chunks it imports statically. */
export function chunkFiles(
  manifest: Manifest,
  key: string,
  into: Set<string>,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, into, seen);
  return into;
}

/** The manifest's entry: index.html's script. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}
