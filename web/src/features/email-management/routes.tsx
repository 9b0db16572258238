import type { FeatureRoute, RouteFacts } from '../../lib/route-facts';

// Email Management (spec part 2): the Email Drafts and Templates tabs, and the template editor. Staff only.
const facts: RouteFacts = { access: 'staff', title: 'Email Management', section: 'Email Management' };
const lists = async () => ({ Component: (await import('./email-management-page')).EmailManagementPage });
const editor = async () => ({ Component: (await import('./template-editor-page')).TemplateEditorPage });

export const routes: FeatureRoute[] = [
  {
    path: 'email-management',
    handle: { ...facts, nav: { place: 'menu', label: 'Email Management', order: 2, to: '/email-management' } },
    lazy: lists,
  },
  { path: 'email-management/drafts', handle: facts, lazy: lists },
  { path: 'email-management/drafts/:id', handle: facts, lazy: lists },
  { path: 'email-management/templates', handle: { ...facts, pageSearch: true }, lazy: lists },
  {
    path: 'email-management/templates/new',
    handle: { ...facts, title: 'New Template' },
    lazy: async () => ({ Component: (await import('./new-template-page')).NewTemplatePage }),
  },
  { path: 'email-management/templates/:id', handle: { ...facts, title: 'Template' }, lazy: editor },
];
