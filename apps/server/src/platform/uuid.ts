/** A uuid's text (any version); matched without regard to case. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/**
 * Whether `text` is a uuid. PostgreSQL refuses anything else for a `uuid` column with an error,
 * so an id from a request is checked first and answered as not found.
 */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
