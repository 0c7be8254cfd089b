import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, routeIds, type RouteId } from '../config/routes';
import { linkFeatureReads } from './link-reads';
import { DocumentTitle, RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';

linkFeatureReads();

/** React.lazy for a named export, so every page is its own chunk. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * A page that reads server data: loaded together with the query cache (lib/react-query) and wrapped in its provider.
 * Pages without data, Home first, do not load the query library.
 */
function dataPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../lib/react-query')]);
    const Page = module[name] as ComponentType;
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
}

const HomeRoute = lazy(() => import('./routes/home-route').then((m) => ({ default: m.HomeRoute })));
const BlogDetailsPage = page(() => import('./routes/blog-details-page'), 'BlogDetailsPage');
const AboutUsRoute = page(() => import('../features/marketing/routes/about-us-route'), 'AboutUsRoute');
const BlogRoute = page(() => import('../features/marketing/routes/blog-route'), 'BlogRoute');
const OurClientsRoute = page(() => import('../features/marketing/routes/our-clients-route'), 'OurClientsRoute');
const LoginRoute = page(() => import('../features/auth/routes/login-route'), 'LoginRoute');
const RegisterRoute = page(() => import('../features/auth/routes/register-route'), 'RegisterRoute');
const EditProfileRoute = dataPage(() => import('../features/profile/routes/edit-profile-route'), 'EditProfileRoute');
/** The billing address form with the membership feature's current plan and payments under it. */
const AccountManagementRoute = lazy(async () => {
  const [{ AccountManagementRoute: Account }, { CurrentMembership }, { SignInDetails }, { QueryProvider }] = await Promise.all([
    import('../features/profile/routes/account-management-route'),
    import('../features/membership/components/current-membership'),
    import('../features/auth/components/sign-in-details'),
    import('../lib/react-query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <Account>
          <CurrentMembership />
          <SignInDetails />
        </Account>
      </QueryProvider>
    ),
  };
});
const StepsRoute = page(() => import('../features/generation/routes/steps-route'), 'StepsRoute');
const GetStartedRoute = page(() => import('../features/generation/routes/get-started-route'), 'GetStartedRoute');
const LoaderRoute = page(() => import('../features/generation/routes/loader-route'), 'LoaderRoute');
const BoardDetailRoute = dataPage(() => import('./routes/board-detail-page'), 'BoardDetailPage');
const BoardDetailPrintRoute = dataPage(() => import('../features/generation/routes/board-detail-print-route'), 'BoardDetailPrintRoute');
/**
 * Product selection from the catalogue feature, its Proceed wired to board generation, whose Loader waits with the
 * e-mail verification feature when a paid board needs a verified address (features do not import each other).
 */
const SelectedProductsRoute = lazy(async () => {
  const [{ SelectedProductsRoute: Selection }, { BoardGeneration }, { VerificationWait }, { QueryProvider }] = await Promise.all([
    import('../features/catalogue/routes/selected-products-route'),
    import('../features/generation/components/board-generation'),
    import('../features/email-verification/components/verification-wait'),
    import('../lib/react-query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <BoardGeneration verifyEmail={(onVerified) => <VerificationWait onVerified={onVerified} />}>
          {(start) => <Selection onProceed={start} />}
        </BoardGeneration>
      </QueryProvider>
    ),
  };
});
const InspirationsRoute = dataPage(() => import('./routes/inspirations-page'), 'InspirationsPage');
const AdminPage = dataPage(() => import('./routes/admin-page'), 'AdminPage');
const AdminMemberRoute = dataPage(() => import('../features/service-console/routes/member-route'), 'MemberRoute');
const SeeBoardPage = dataPage(() => import('./routes/user-space-pages'), 'SeeBoardPage');
const BoardSavePage = dataPage(() => import('./routes/board-save-page'), 'BoardSavePage');
/** The board view with the designer feature's room designer under it, composed in routes/board-pages. */
const UserBoardPage = dataPage(() => import('./routes/board-pages'), 'UserBoardPage');
const UserBoardPrintRoute = dataPage(() => import('../features/boards/routes/user-board-print-route'), 'UserBoardPrintRoute');
const MembershipSuccessRoute = dataPage(() => import('../features/membership/routes/membership-success-route'), 'MembershipSuccessRoute');
const InvitePage = dataPage(() => import('./routes/invite-page'), 'InvitePage');
/** The member's design services from the reviews, consultations, projects, messages and membership features. */
const DesignServicesPage = dataPage(() => import('./routes/design-services-page'), 'DesignServicesPage');
const NotificationsRoute = dataPage(() => import('../features/notifications/routes/notifications-route'), 'NotificationsRoute');
const MessagesRoute = dataPage(() => import('../features/messages/routes/messages-route'), 'MessagesRoute');
const ThreadRoute = dataPage(() => import('../features/messages/routes/thread-route'), 'ThreadRoute');
/** The projects feature's page, its brief gated by the membership feature's allowances (routes/projects-page). */
const ProjectsPage = dataPage(() => import('./routes/projects-page'), 'ProjectsPage');
const ProjectPage = dataPage(() => import('./routes/project-page'), 'ProjectPage');
const DesignersRoute = dataPage(() => import('../features/designers/routes/designers-route'), 'DesignersRoute');
/** A designer's profile with the members' actions (reviews, consultations) composed in routes/designer-pages. */
const DesignerPage = dataPage(() => import('./routes/designer-pages'), 'DesignerPage');
/** The designer's workspace, its sections composed from the features in routes/designer-workspace-page. */
const DesignerWorkspacePage = dataPage(() => import('./routes/designer-workspace-page'), 'DesignerWorkspacePage');
/** The designer applications feature's page, with the e-mail verification feature's Resend. */
const DesignForRoomboardPage = dataPage(() => import('./routes/design-for-roomboard-page'), 'DesignForRoomboardPage');
const ConsultationsRoute = dataPage(() => import('../features/consultations/routes/consultations-route'), 'ConsultationsRoute');
const MembershipCancelRoute = page(() => import('../features/membership/routes/membership-cancel-route'), 'MembershipCancelRoute');

/** A modal route: Home stays visible (inert) behind the dialog. */
function withHomeBehind(Modal: ComponentType) {
  return (
    <>
      <HomeRoute behindModal />
      <Modal />
    </>
  );
}

/** Each route's element: the type asks for one per id of the table (config/routes.ts), and for no other. */
const ELEMENTS: Record<RouteId, ReactNode> = {
  home: <HomeRoute />,
  aboutUs: <AboutUsRoute />,
  inspirations: <InspirationsRoute />,
  myBoards: <SeeBoardPage />,
  memberBoards: <SeeBoardPage />,
  admin: <AdminPage />,
  adminMember: <AdminMemberRoute />,
  blog: <BlogRoute />,
  blogDetails: <BlogDetailsPage />,
  getStarted: <GetStartedRoute />,
  saveBoard: <BoardSavePage />,
  login: withHomeBehind(LoginRoute),
  register: withHomeBehind(RegisterRoute),
  loginPage: withHomeBehind(LoginRoute),
  editProfile: <EditProfileRoute />,
  accountManagement: <AccountManagementRoute />,
  steps: <StepsRoute />,
  selectedProducts: <SelectedProductsRoute />,
  boardAccording: <BoardSavePage />,
  boardDetail: <BoardDetailRoute />,
  loader: <LoaderRoute />,
  userBoards: <UserBoardPage />,
  userBoard: <UserBoardPage />,
  ourClients: <OurClientsRoute />,
  membershipSuccess: <MembershipSuccessRoute />,
  membershipCancel: <MembershipCancelRoute />,
  invite: <InvitePage />,
  notifications: <NotificationsRoute />,
  designServices: <DesignServicesPage />,
  messages: <MessagesRoute />,
  thread: <ThreadRoute />,
  projects: <ProjectsPage />,
  project: <ProjectPage />,
  designers: <DesignersRoute />,
  designer: <DesignerPage />,
  designForRoomboard: <DesignForRoomboardPage />,
  workspace: <DesignerWorkspacePage />,
  workspaceSection: <DesignerWorkspacePage />,
  consultations: <ConsultationsRoute />,
  notFound: <NotFoundRoute />,
  userBoardPrint: (
    <Suspense fallback={null}>
      <UserBoardPrintRoute />
    </Suspense>
  ),
  boardDetailPrint: (
    <Suspense fallback={null}>
      <BoardDetailPrintRoute />
    </Suspense>
  ),
};

const routeOf = (id: RouteId): RouteObject => ({ path: ROUTES[id].path, element: ELEMENTS[id] });
const bare = (id: RouteId) => 'bare' in ROUTES[id];

/**
 * Every page of the app, from the route table: the site's pages inside its layout, the bare ones (a board's printable
 * sheet) on their own with the route's title. The browser router (boot.tsx) and the build's prerender (prerender.tsx)
 * both use it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: routeIds.filter((id) => !bare(id)).map(routeOf),
  },
  ...routeIds.filter(bare).map((id): RouteObject => ({
    ...routeOf(id),
    errorElement: <RouteError />,
    element: (
      <>
        <DocumentTitle />
        {ELEMENTS[id]}
      </>
    ),
  })),
];
