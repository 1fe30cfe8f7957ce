// Stand-in for the local search plugin's worker client in the hosted mode,
// where that plugin is not loaded (see src/plugins/search). The dialog uses
// Algolia then and never calls these.
const unavailable = (): Promise<never> =>
  Promise.reject(new Error('This site was built with Algolia search; the local index is not available.'));

export const fetchIndexesByWorker = unavailable;
export const searchByWorker = unavailable;
