/**
 * The notification's link when it is a path of this app (`/wallet`, `/fortune-results?…`); null
 * for anything that would leave it (`//host`, `https://…`, `javascript:`).
 */
export function inAppLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) {
    return null;
  }
  return link;
}
