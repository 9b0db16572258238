// The Microsoft sign-in starts at the API, which returns to /outlook-connect?state=<path> (spec part 1 section 7).
export function outlookLoginUrl(returnPath: string): string {
  return `/api/auth/login_with_ms/?state=${encodeURIComponent(returnPath)}`;
}

export function openOutlookLogin(returnPath: string): void {
  window.open(outlookLoginUrl(returnPath), '_blank', 'noopener');
}
