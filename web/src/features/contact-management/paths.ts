/** Contact Management's path, the tabs' and merges' base. */
export const BASE = '/contact-management';
