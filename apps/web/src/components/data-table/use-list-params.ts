import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** Page number and size in the URL, every value `.catch`ed so a hand-edited link never breaks the screen. */
export function listParamsSchema<S extends z.ZodRawShape>(paging: { pageSizes: readonly number[]; defaultPageSize: number }, filters: S) {
  return z.object({
    pageNumber: z.coerce.number().int().min(1).catch(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => paging.pageSizes.includes(size))
      .catch(paging.defaultPageSize),
    ...filters,
  });
}

type Scalar = string | number | boolean | null | undefined;

/**
 * A list's page and filters, read from and written to the URL's search params (docs/list-pattern.md):
 * back/forward, reload and a shared link restore the view. Values equal to their default stay out of
 * the URL; changing anything but `pageNumber` goes back to page 1. Filters need a `.catch(default)`.
 */
export function useListParams<T extends z.ZodObject>(schema: T) {
  type Params = z.output<T>;
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo(() => schema.parse({}) as Record<string, Scalar>, [schema]);
  const params = useMemo(() => schema.parse(Object.fromEntries(search)) as Params, [schema, search]);

  // What the last change wrote, and from which render's URL. The router renders a navigation as a
  // transition, so a second change made before that render (a status picked, then a date cleared at
  // once) would otherwise start from the stale URL and put the first change back.
  const written = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);

  const setParams = useCallback(
    (patch: Partial<Params>) => {
      const base = written.current?.from === search ? written.current.to : search;
      const current = schema.parse(Object.fromEntries(base)) as Record<string, Scalar>;
      const resetsPage = Object.keys(patch).some((key) => key !== 'pageNumber');
      const next: Record<string, Scalar> = { ...current, ...(resetsPage ? { pageNumber: 1 } : {}), ...(patch as Record<string, Scalar>) };
      const out = new URLSearchParams();
      for (const [key, value] of base) if (!(key in schema.shape)) out.append(key, value);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
        out.set(key, String(value));
      }
      // Nothing changed: no history entry (Back would seem to do nothing).
      if (out.toString() === base.toString()) return;
      written.current = { from: search, to: out };
      setSearch(out);
    },
    [schema, defaults, search, setSearch],
  );

  return [params, setParams] as const;
}
