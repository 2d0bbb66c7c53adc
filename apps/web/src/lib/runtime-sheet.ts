/**
 * Style rules that libraries make at run time (react-select's emotion, the scroll lock of Radix's dialogs), kept in
 * a style sheet built through CSSOM and adopted by the document instead of a `<style>` element: the
 * Content-Security-Policy refuses inline style elements, and it does not govern constructed style sheets
 * (decision 131). vite.config.ts puts emotion-sheet.ts and style-singleton.ts in place of the libraries' modules.
 */
export interface RuntimeSheet {
  /** Adds one rule at the end; a rule this browser does not know (another engine's prefix) is skipped. */
  insertRule(rule: string): void;
  /** Replaces all the rules with these. */
  replace(css: string): void;
  /** Takes the rules off the page. */
  remove(): void;
}

function constructable(): boolean {
  return (
    typeof document !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

function adoptedSheet(): RuntimeSheet {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    insertRule(rule) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // Emotion writes prefixed rules for every engine; each engine refuses the others', as emotion expects.
      }
    },
    replace(css) {
      sheet.replaceSync(css);
    },
    remove() {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    },
  };
}

/**
 * A style element, as the libraries make, where constructed style sheets are missing (Safari before 16.4, jsdom).
 * The policy refuses it there: the select then has the browser's own look, and the page behind a dialog scrolls.
 */
function styleElement(): RuntimeSheet {
  const element = document.createElement('style');
  document.head.append(element);
  return {
    insertRule(rule) {
      element.append(rule);
    },
    replace(css) {
      element.textContent = css;
    },
    remove() {
      element.remove();
    },
  };
}

export function runtimeSheet(): RuntimeSheet {
  return constructable() ? adoptedSheet() : styleElement();
}
