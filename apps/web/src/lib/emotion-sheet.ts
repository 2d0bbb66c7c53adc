import { runtimeSheet, type RuntimeSheet } from './runtime-sheet.ts';

/** The options emotion's cache passes (those of @emotion/sheet). */
interface Options {
  nonce?: string;
  key: string;
  container: Node;
  speedy?: boolean;
  prepend?: boolean;
  insertionPoint?: HTMLElement;
}

/**
 * @emotion/sheet's StyleSheet, with the same fields and methods, that writes emotion's rules (react-select's styles)
 * into a constructed style sheet instead of `<style>` elements (runtime-sheet.ts, decision 131). vite.config.ts
 * puts this module in place of @emotion/sheet.
 */
export class StyleSheet {
  isSpeedy = true;
  ctr = 0;
  /** Style elements given by `hydrate` (server-rendered emotion styles; this app renders none). */
  tags: HTMLStyleElement[] = [];
  container: Node;
  key: string;
  nonce: string | undefined;
  prepend: boolean | undefined;
  before: Element | null = null;
  insertionPoint: HTMLElement | undefined;
  private sheet: RuntimeSheet | null = null;

  constructor(options: Options) {
    this.key = options.key;
    this.container = options.container;
    this.nonce = options.nonce;
    this.prepend = options.prepend;
    this.insertionPoint = options.insertionPoint;
  }

  hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }

  insert(rule: string): void {
    this.sheet ??= runtimeSheet();
    this.sheet.insertRule(rule);
    this.ctr += 1;
  }

  flush(): void {
    this.sheet?.remove();
    this.sheet = null;
    for (const tag of this.tags) tag.remove();
    this.tags = [];
    this.ctr = 0;
  }
}
