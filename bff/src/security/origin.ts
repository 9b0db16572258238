/**
 * Whether a WebSocket upgrade may proceed. Browsers always send Origin on WebSocket upgrades, so a missing Origin
 * is a non-browser client (internal tools), which cross-site hijacking cannot use.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return allowedOrigins.includes(url.origin);
}
