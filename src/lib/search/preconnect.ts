/** Minimal view of `document` needed to add a preconnect hint. */
export interface HeadDocument {
  readonly head: {
    querySelector: (selector: string) => unknown;
    appendChild: (node: never) => unknown;
  };
  createElement: (tag: 'link') => {rel: string; href: string; crossOrigin: string | null};
}

/** Adds `<link rel="preconnect" crossorigin>` to `origin` once. Returns whether it added one. */
export function addPreconnect(doc: HeadDocument, origin: string): boolean {
  const selector = `link[rel="preconnect"][href="${origin.replace(/"/g, '\\"')}"]`;
  if (doc.head.querySelector(selector)) return false;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.appendChild(link as never);
  return true;
}
