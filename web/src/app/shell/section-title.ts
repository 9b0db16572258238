// The section a path belongs to: used by the print header and the mobile banner.
const SECTION_TITLES: Record<string, string> = {
  '': 'Dashboard',
  dashboard: 'Dashboard',
  contacts: 'Contacts',
  projects: 'Projects',
  task: 'Tasks',
  calendar: 'Calendar',
  search: 'Search',
  'email-management': 'Email Management',
  'contact-management': 'Contact Management',
  activity: 'Contact Activity',
  preferences: 'Preferences',
  'edit-multiple-contacts': 'Edit Contacts',
  print: 'Print',
  'outlook-connect': 'Outlook',
};

export function sectionTitle(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return SECTION_TITLES[first] ?? 'Not Found';
}
