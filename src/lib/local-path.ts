/**
 * Whether a path from the address bar (a `redirect` or `from` query) leads to a page of this site: it
 * starts with '/', and not with '//' or '/\', which browsers treat as another host.
 */
export function isLocalPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  );
}
