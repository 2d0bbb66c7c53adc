import { Fragment } from 'react';
import { matchesWord, wordsOf } from '@pdr/contract/search-words';

/** A text with the words the query's words begin marked (<mark>: a screen reader reads the text as it is). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const w of wordsOf(text)) {
    if (!matchesWord(w.word, words)) continue;
    if (w.start > at) parts.push({ text: text.slice(at, w.start), mark: false });
    parts.push({ text: text.slice(w.start, w.end), mark: true });
    at = w.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <>
      {parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}
