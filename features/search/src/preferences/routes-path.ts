/** The search preferences API, shared by the server routes and the browser. */
export const PREFERENCES_PATH = '/search/api/preferences';
