/**
 * The local-storage key of the chosen API server (as on the earlier site), on
 * its own so that the driver pages' sidebar can tell whether a choice is
 * stored without loading ./apiServer.ts.
 */
export const API_SERVER_STORAGE_KEY = 'api_name';
