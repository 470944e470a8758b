import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address (`?status=open&page=2`), so going back from a
 * detail finds the list as it was, and a filtered list can be linked to. A filter at its default
 * is left out of the address; an empty one that differs from its default (`?status=`: all) stays.
 */
export function useListParams<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const filters = { ...defaults };
  for (const name of Object.keys(defaults) as Array<keyof F & string>) {
    const value = params.get(name);
    if (value !== null) filters[name] = value as F[typeof name];
  }
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  function write(next: F, nextPage: number) {
    const out = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value !== defaults[name]) out.set(name, value);
    }
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  }

  return {
    filters,
    page,
    /** New filters start again at page 1. */
    apply: (next: F) => write(next, 1),
    setPage: (next: number) => write(filters, next),
    clear: () => write(defaults, 1),
  };
}

/**
 * The filter form's own copy of the filters: edited freely, applied on submit, and reset when
 * the address changes under it (back, a link, "clear").
 */
export function useFilterDraft<F extends Record<string, string>>(filters: F) {
  const key = JSON.stringify(filters);
  const [draft, setDraft] = useState(filters);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setDraft(filters);
  }
  return {
    draft,
    set: <K extends keyof F>(name: K, value: F[K]) => setDraft({ ...draft, [name]: value }),
  };
}
