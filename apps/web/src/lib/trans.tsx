import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';

interface TransProps {
  id: string;
  /** The message's figures; a React element (a bold time, a phone number kept on one line) stands as it is. */
  values?: Record<string, ReactNode>;
  /** The elements of the message's `<0>…</0>` tags (a link), given their words from the message. */
  components?: Record<number, ReactElement>;
}

const PART = /(<\d+>[\s\S]*?<\/\d+>|\uE000\d+\uE000)/;
const TAG = /^<(\d+)>([\s\S]*?)<\/\1>$/;
const ELEMENT = /^\uE000(\d+)\uE000$/;

/**
 * A message with elements inside it: Lingui's `Trans`, for the flat tags our messages use (`<0>…</0>`, no nesting).
 * Ours because Lingui's lives in @lingui/react's main module, which the first load imports for `useLingui`: its
 * rich-text code came along, 1.1 KB of the first load of `/` that no first screen uses.
 */
export function Trans({ id, values = {}, components = {} }: TransProps) {
  const { _ } = useLingui();
  const elements: ReactNode[] = [];
  const text: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isValidElement(value)) text[name] = value;
    else {
      text[name] = `\uE000${elements.length}\uE000`;
      elements.push(value);
    }
  }
  return (
    <>
      {_(id, text)
        .split(PART)
        .map((part, i) => {
          const tag = TAG.exec(part);
          if (tag) {
            const element = components[Number(tag[1])];
            return element ? cloneElement(element, { key: i }, tag[2]) : tag[2];
          }
          const placed = ELEMENT.exec(part);
          return placed ? <Fragment key={i}>{elements[Number(placed[1])]}</Fragment> : part;
        })}
    </>
  );
}
