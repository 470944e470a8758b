/** Where the API lives, relative to the app (the server serves both). */
export const API_BASE_URL = '/api/v1';
