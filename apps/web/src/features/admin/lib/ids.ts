const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a UUID (the server refuses a user id filter that is not one). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** The first block of an id, enough to tell rows apart on a phone. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
