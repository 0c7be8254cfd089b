import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';

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
const BoardDetailRoute = dataPage(() => import('../features/generation/routes/board-detail-route'), 'BoardDetailRoute');
/**
 * Product selection from the catalogue feature, its Proceed wired to board generation, whose Loader offers the auth
 * feature's e-mail verification when a paid board needs it (features do not import each other).
 */
const SelectedProductsRoute = lazy(async () => {
  const [{ SelectedProductsRoute: Selection }, { BoardGeneration }, { VerifyEmailPanel }, { QueryProvider }] = await Promise.all([
    import('../features/catalogue/routes/selected-products-route'),
    import('../features/generation/components/board-generation'),
    import('../features/auth/components/verify-email-panel'),
    import('../lib/react-query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <BoardGeneration verifyEmail={(props) => <VerifyEmailPanel {...props} />}>
          {(start) => <Selection onProceed={start} />}
        </BoardGeneration>
      </QueryProvider>
    ),
  };
});
const InspirationsRoute = dataPage(() => import('./routes/inspirations-page'), 'InspirationsPage');
const AdminPage = dataPage(() => import('./routes/admin-page'), 'AdminPage');
const SeeBoardPage = dataPage(() => import('./routes/user-space-pages'), 'SeeBoardPage');
const BoardSavePage = dataPage(() => import('./routes/board-pages'), 'BoardSavePage');
/** The board view with the designer feature's room designer under it, composed in routes/board-pages. */
const UserBoardPage = dataPage(() => import('./routes/board-pages'), 'UserBoardPage');
const UserBoardPrintRoute = dataPage(() => import('../features/boards/routes/user-board-print-route'), 'UserBoardPrintRoute');
const MembershipSuccessRoute = dataPage(() => import('../features/membership/routes/membership-success-route'), 'MembershipSuccessRoute');
const InvitePage = dataPage(() => import('./routes/invite-page'), 'InvitePage');
const NotificationsRoute = dataPage(() => import('../features/notifications/routes/notifications-route'), 'NotificationsRoute');
const MessagesRoute = dataPage(() => import('../features/messages/routes/messages-route'), 'MessagesRoute');
const ThreadRoute = dataPage(() => import('../features/messages/routes/thread-route'), 'ThreadRoute');
const ProjectsRoute = dataPage(() => import('../features/projects/routes/projects-route'), 'ProjectsRoute');
const ProjectPage = dataPage(() => import('./routes/project-page'), 'ProjectPage');
const DesignersRoute = dataPage(() => import('../features/designers/routes/designers-route'), 'DesignersRoute');
/** A designer's profile with the members' actions (reviews, consultations) composed in routes/designer-pages. */
const DesignerPage = dataPage(() => import('./routes/designer-pages'), 'DesignerPage');
/** The designer's workspace, its sections composed from the features in routes/designer-workspace-page. */
const DesignerWorkspacePage = dataPage(() => import('./routes/designer-workspace-page'), 'DesignerWorkspacePage');
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

/**
 * Every page of the app. The browser router (router.tsx) and the build's prerender (prerender.tsx) both use this table.
 * Paths match case-insensitively, so '/Steps' also serves the '/steps' links.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/about-us', element: <AboutUsRoute /> },
      { path: '/inspirations', element: <InspirationsRoute /> },
      { path: '/seeBoard', element: <SeeBoardPage /> },
      { path: '/seeBoard/:uid', element: <SeeBoardPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/blog', element: <BlogRoute /> },
      { path: '/blog-details', element: <BlogDetailsPage /> },
      { path: '/get-started', element: <GetStartedRoute /> },
      { path: '/board', element: <BoardSavePage /> },
      { path: '/login', element: withHomeBehind(LoginRoute) },
      { path: '/register', element: withHomeBehind(RegisterRoute) },
      { path: '/loginPage', element: withHomeBehind(LoginRoute) },
      { path: '/edit-profile', element: <EditProfileRoute /> },
      { path: '/account-management', element: <AccountManagementRoute /> },
      { path: '/Steps', element: <StepsRoute /> },
      { path: '/SelectedProducts', element: <SelectedProductsRoute /> },
      { path: '/BoardAccording', element: <BoardSavePage /> },
      { path: '/BoardDetail', element: <BoardDetailRoute /> },
      { path: '/Loader', element: <LoaderRoute /> },
      { path: '/UserBoard', element: <UserBoardPage /> },
      { path: '/UserBoard/:id', element: <UserBoardPage /> },
      { path: '/OurClients', element: <OurClientsRoute /> },
      { path: '/membership/success', element: <MembershipSuccessRoute /> },
      { path: '/membership/cancel', element: <MembershipCancelRoute /> },
      { path: '/invite/:id', element: <InvitePage /> },
      { path: '/notifications', element: <NotificationsRoute /> },
      { path: '/messages', element: <MessagesRoute /> },
      { path: '/messages/:kind/:id', element: <ThreadRoute /> },
      { path: '/projects', element: <ProjectsRoute /> },
      { path: '/projects/:id', element: <ProjectPage /> },
      { path: '/designers', element: <DesignersRoute /> },
      { path: '/designers/:id', element: <DesignerPage /> },
      { path: '/designer', element: <DesignerWorkspacePage /> },
      { path: '/designer/:section', element: <DesignerWorkspacePage /> },
      { path: '/consultations', element: <ConsultationsRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  /** A board's Export: a printable sheet without the site's top bar and footer. */
  {
    path: '/UserBoard/:id/print',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={null}>
        <UserBoardPrintRoute />
      </Suspense>
    ),
  },
];
