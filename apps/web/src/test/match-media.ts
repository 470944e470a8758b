/** A `window.matchMedia` for jsdom (which has none): each query matches when `matches` says so. */
export function fakeMatchMedia(
  matches: (query: string) => boolean = () => false,
): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
