/** One grey placeholder row while a list of the wallet loads. */
export function ListSkeleton() {
  return (
    <li aria-hidden="true" className="flex justify-between gap-4 py-3">
      <div className="w-2/3 space-y-2">
        <div className="h-5 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-ink-100" />
      </div>
      <div className="h-5 w-20 animate-pulse rounded bg-ink-100" />
    </li>
  );
}
