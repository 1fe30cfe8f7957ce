/**
 * Which kind of page the document began on, kept on `<html data-tool-document>`
 * by src/clientModules/toolIsolation.ts. A document that began on an ordinary
 * page may have run third-party scripts and carries the ordinary pages'
 * Content-Security-Policy: nothing of a tool (its form, the API-server
 * selector above it) renders in it; the isolation reloads into a fresh
 * document instead.
 */

export function markToolDocument(doc: Document, startedOnTool: boolean): void {
  doc.documentElement.dataset.toolDocument = String(startedOnTool);
}

/** False only in a document that began on an ordinary page; true on the server and where unmarked (unit tests). */
export function documentAllowsTools(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.toolDocument !== 'false';
}
