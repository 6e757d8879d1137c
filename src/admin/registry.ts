import type { ComponentType } from 'react';
import type { DictKey } from '@i18n';

/** What every screen receives: the route's `:params`. */
export interface ScreenProps {
  params: Record<string, string>;
}

export interface ScreenEntry {
  /** Route pattern under /admin; `:name` segments become `params.name`. */
  path: string;
  /** Sidebar label (dictionary key). */
  label: DictKey;
  /** The lazily loaded screen. */
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  /** Routed but not listed in the sidebar (reached from another screen, e.g. a static page of a menu item). */
  hidden?: boolean;
}

export interface ScreenGroup {
  label: DictKey;
  screens: ScreenEntry[];
}

/**
 * THE registry of admin screens: the router and the sidebar both read it. To add a screen, give its
 * entry (one line with its `load`; see kit/README.md).
 */
export const groups: ScreenGroup[] = [
  {
    label: 'admin.group.association',
    screens: [
      { path: '/admin/dashboard', label: 'admin.nav.dashboard', load: () => import('./screens/dashboard/Dashboard') },
      { path: '/admin/link', label: 'admin.nav.link', load: () => import('./screens/menus/MenusScreen') },
      { path: '/admin/add-news', label: 'admin.nav.add-news', load: () => import('./screens/news/AddNews') },
      { path: '/admin/update-news', label: 'admin.nav.update-news', load: () => import('./screens/news/UpdateNews') },
      { path: '/admin/social-links', label: 'admin.nav.social-links', load: () => import('./screens/menus/SocialLinksScreen') },
      { path: '/admin/edit-static/:cid', label: 'admin.nav.edit-static', hidden: true, load: () => import('./screens/menus/EditStatic') },
      { path: '/admin/slides', label: 'admin.nav.slides', load: () => import('./screens/home/SlidesScreen') },
      { path: '/admin/accounts', label: 'admin.nav.accounts', load: () => import('./screens/accounts/AccountsScreen') },
      { path: '/admin/audit', label: 'admin.nav.audit', load: () => import('./screens/audit/AuditScreen') },
      { path: '/admin/request-list', label: 'admin.nav.request-list', load: () => import('./screens/requests/RequestsScreen') },
      {
        path: '/admin/update-assessment',
        label: 'admin.nav.update-assessment',
        load: () => import('./screens/assessment/UpdateAssessmentScreen'),
      },
      {
        path: '/admin/assessment-result',
        label: 'admin.nav.assessment-result',
        load: () => import('./screens/assessment/AssessmentResultScreen'),
      },
      {
        path: '/admin/assessment-member-result',
        label: 'admin.nav.assessment-member-result',
        load: () => import('./screens/assessment/MemberResultScreen'),
      },
      { path: '/admin/document', label: 'admin.nav.document', load: () => import('./screens/documents/DocumentScreen') },
      { path: '/admin/video', label: 'admin.nav.video', load: () => import('./screens/videos/VideoScreen') },
      { path: '/admin/report', label: 'admin.nav.report', load: () => import('./screens/reports/ReportScreen') },
      { path: '/admin/add-report', label: 'admin.nav.add-report', load: () => import('./screens/reports/AddReport') },
      {
        path: '/admin/sustainable-mining',
        label: 'admin.nav.sustainable-mining',
        load: () => import('./screens/sustainable-mining/MiningScreen'),
      },
      { path: '/admin/trade', label: 'admin.nav.trade', load: () => import('./screens/trade/TradeScreen') },
      { path: '/admin/about', label: 'admin.nav.about', load: () => import('./screens/about/AboutScreen') },
      { path: '/admin/auditor', label: 'admin.nav.auditor', load: () => import('./screens/about/AuditorScreen') },
      { path: '/admin/membership', label: 'admin.nav.membership', load: () => import('./screens/membership/MembershipScreen') },
      { path: '/admin/companies', label: 'admin.nav.companies', load: () => import('./screens/membership/CompaniesScreen') },
      {
        path: '/admin/translations',
        label: 'admin.translations.nav',
        load: () => import('./screens/translations/TranslationsScreen'),
      },
    ],
  },
  {
    label: 'admin.group.event',
    screens: [
      { path: '/admin/week/link', label: 'admin.nav.week.link', load: () => import('./screens/event/site/MenuScreen') },
      { path: '/admin/week/social-link', label: 'admin.nav.week.social-link', load: () => import('./screens/event/site/SocialLinkScreen') },
      { path: '/admin/week/footer', label: 'admin.nav.week.footer', load: () => import('./screens/event/site/FooterScreen') },
      { path: '/admin/week/home', label: 'admin.nav.week.home', load: () => import('./screens/event/site/Unavailable') },
      { path: '/admin/week/add-news', label: 'admin.nav.week.add-news', load: () => import('./screens/event/site/Unavailable') },
      { path: '/admin/week/update-news', label: 'admin.nav.week.update-news', load: () => import('./screens/event/site/Unavailable') },
      {
        path: '/admin/week/register',
        label: 'admin.nav.week.register',
        load: () => import('./screens/event/registrations/RegisterScreen'),
      },
      {
        path: '/admin/week/new-register',
        label: 'admin.nav.week.new-register',
        load: () => import('./screens/event/registrations/NewRegisterScreen'),
      },
      {
        path: '/admin/week/presenters',
        label: 'admin.nav.week.presenters',
        load: () => import('./screens/event/program/PresentersScreen'),
      },
      { path: '/admin/week/agenda', label: 'admin.nav.week.agenda', load: () => import('./screens/event/program/AgendaScreen') },
      { path: '/admin/week/sessions', label: 'admin.nav.week.sessions', load: () => import('./screens/event/program/SessionsScreen') },
      { path: '/admin/week/event-date', label: 'admin.nav.week.event-date', load: () => import('./screens/event/site/Unavailable') },
      { path: '/admin/week/presentation', label: 'admin.nav.week.presentation', load: () => import('./screens/event/site/Unavailable') },
      { path: '/admin/week/gallery', label: 'admin.nav.week.gallery', load: () => import('./screens/event/gallery/GalleryScreen') },
      {
        path: '/admin/week/exhibitors',
        label: 'admin.nav.week.exhibitors',
        load: () => import('./screens/event/exhibitors/ExhibitorsScreen'),
      },
    ],
  },
  {
    label: 'admin.group.directory',
    screens: [
      { path: '/admin/yellow/request', label: 'admin.nav.yellow.request', load: () => import('./screens/directory/RequestScreen') },
      {
        path: '/admin/yellow/list-company',
        label: 'admin.nav.yellow.list-company',
        load: () => import('./screens/directory/ListCompanyScreen'),
      },
      {
        path: '/admin/yellow/list-consultant',
        label: 'admin.nav.yellow.list-consultant',
        load: () => import('./screens/directory/ListConsultantScreen'),
      },
      { path: '/admin/yellow/add', label: 'admin.nav.yellow.add', load: () => import('./screens/directory/add/AddScreen') },
      { path: '/admin/yellow/category', label: 'admin.nav.yellow.category', load: () => import('./screens/directory/CategoryScreen') },
      {
        path: '/admin/yellow/new-category',
        label: 'admin.nav.yellow.new-category',
        load: () => import('./screens/directory/NewCategoryScreen'),
      },
      { path: '/admin/yellow/banner', label: 'admin.nav.yellow.banner', load: () => import('./screens/directory/BannerScreen') },
      { path: '/admin/yellow/add-user', label: 'admin.nav.yellow.add-user', load: () => import('./screens/meetings/AddUserScreen') },
      {
        path: '/admin/yellow/meeting-users',
        label: 'admin.nav.yellow.meeting-users',
        load: () => import('./screens/meetings/MeetingUsersScreen'),
      },
      {
        path: '/admin/yellow/meeting-list',
        label: 'admin.nav.yellow.meeting-list',
        load: () => import('./screens/meetings/MeetingListScreen'),
      },
      {
        path: '/admin/yellow/meeting-info',
        label: 'admin.nav.yellow.meeting-info',
        load: () => import('./screens/meetings/MeetingInfoScreen'),
      },
      {
        path: '/admin/yellow/meeting-checkin',
        label: 'meetings.organiser.checkInTitle',
        load: () => import('./screens/meetings/organiser/CheckInScreen'),
      },
    ],
  },
];

export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin/dashboard';
