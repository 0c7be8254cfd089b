// The app's one route table, as plain data: each page's address, document title, prerendered page or shell, and
// first API read. The router (app/routes.tsx, which gives each id its element), the titles (app/layout), the build
// (vite.config.ts) and the entry's early reads (lib/early-requests.ts) all derive from it. No imports: the entry
// (main.tsx) and the build's Node config load it.

const SITE_NAME = 'Roomboard';

/** 'Page · Roomboard'; the site's name alone for none. */
export function titled(page: string | null | undefined): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

export const NOT_FOUND_TITLE = titled('Page not found');

/** What the address says: its parameters (as written, not decoded), its query and the history entry's state. */
interface RouteAddress {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  signedIn: boolean;
  historyState: unknown;
}

export interface RouteEntry {
  /** The router's path (matched case-insensitively, as the router does); '*' for every other address. */
  path: string;
  /** The document title until the page's own data refines it; from the parameters where they name the page. */
  title: string | ((params: Readonly<Record<string, string>>) => string);
  /** Outside the site's layout (no top bar, footer or notices). */
  bare?: true;
  /**
   * Prerendered by the build as `<path>.html` (index.html for '/'): its content does not depend on who visits.
   * `modules`: the source of its lazy page, whose scripts the HTML lists.
   */
  prerender?: { modules: string[] };
  /**
   * Its own copy of the unrendered shell (`<static part of the path>.html`), for a page opened by address often: the
   * layout around it painted before any script runs, and its chunks (`modules`) listed with the app's. `loading`: an
   * address whose render is the page's loading state (with the place of its first picture); without it, the layout
   * around an empty page.
   */
  shell?: { modules: string[]; loading?: string };
  /**
   * Served by the api function (firebase.json rewrites the path to it) with the page's data in its HTML: the build
   * prerenders the page in its loading state with the template of its data part (lib/page-template.tsx) as
   * `pages/<id>.html`, which the function fills with the current data (so it is never stale, unlike a page prerendered
   * with data). `modules` as for `prerender`.
   */
  filled?: { modules: string[] };
  /** The API reads the page starts with (`GET /api/<read>`, in the form its API module asks), sent by the entry. */
  firstReads?: (address: RouteAddress) => string[];
  /** The page's largest picture when the address alone names it. */
  firstPicture?: (address: RouteAddress) => string | null;
  /** Who sees the page itself (others are sent to sign in or shown another page): the browser test signs in as such. */
  access?: 'member' | 'admin' | 'designer';
  /** The page's own data always refines the title (an article's): the browser test checks that it has one of its own. */
  titledByPage?: true;
}

/** A parameter as the page's API module sends it (decoded, then encoded); null when it is not valid percent-encoding. */
function encodedParam(value: string | undefined): string | null {
  try {
    return value === undefined ? null : encodeURIComponent(decodeURIComponent(value));
  } catch {
    return null;
  }
}

/**
 * Every page of the app, by id. Paths match case-insensitively, so '/Steps' also serves the '/steps' links. First
 * reads follow the API modules they stand in for: features/boards/api/get-board.ts,
 * features/generation/api/get-generation.ts, features/catalogue/api/get-products.ts, features/boards/api/get-boards.ts,
 * features/profile/api/get-profile.ts.
 */
export const ROUTES = {
  home: {
    path: '/',
    title: 'Roomboard · Home design and interior inspiration',
    prerender: { modules: ['src/app/routes/home-route.tsx'] },
  },
  aboutUs: {
    path: '/about-us',
    title: titled('About Us'),
    prerender: { modules: ['src/features/marketing/routes/about-us-route.tsx'] },
  },
  inspirations: {
    path: '/inspirations',
    title: titled('Inspirations'),
    prerender: { modules: ['src/app/routes/inspirations-page.tsx'] },
    firstReads: () => ['get_products_all/?page=1&page_size=3'],
  },
  myBoards: {
    path: '/seeBoard',
    title: titled('My Boards'),
    shell: { modules: ['src/app/routes/user-space-pages.tsx'] },
    firstReads: ({ signedIn }) => (signedIn ? ['get_products_by_email/?page=1&page_size=3', 'get-profile'] : []),
    access: 'member',
  },
  memberBoards: { path: '/seeBoard/:uid', title: titled('Member boards') },
  admin: { path: '/admin', title: titled('Admin'), access: 'admin' },
  adminMember: { path: '/admin/members/:uid', title: titled('Member'), access: 'admin' },
  blog: {
    path: '/blog',
    title: titled('Our Blogs'),
    prerender: { modules: ['src/features/marketing/routes/blog-route.tsx'] },
  },
  blogDetails: {
    path: '/blog-details',
    title: titled('Blog'),
    prerender: { modules: ['src/app/routes/blog-details-page.tsx'] },
    titledByPage: true,
  },
  getStarted: {
    path: '/get-started',
    title: titled('Get Started'),
    prerender: { modules: ['src/features/generation/routes/get-started-route.tsx'] },
  },
  saveBoard: { path: '/board', title: titled('Save your board') },
  login: { path: '/login', title: titled('Login') },
  register: { path: '/register', title: titled('Register') },
  loginPage: { path: '/loginPage', title: titled('Login') },
  editProfile: { path: '/edit-profile', title: titled('Edit Profile') },
  accountManagement: { path: '/account-management', title: titled('Account Management') },
  steps: {
    path: '/Steps',
    title: titled('How It Works'),
    prerender: { modules: ['src/features/generation/routes/steps-route.tsx'] },
  },
  selectedProducts: {
    path: '/SelectedProducts',
    title: titled('Choose your products'),
    shell: {
      modules: ['src/features/catalogue/routes/selected-products-route.tsx', 'src/features/generation/components/board-generation.tsx'],
      loading: '/SelectedProducts',
    },
    // Opened by address (not from the Steps screen, whose room choice picks another tab): the All tab's first page.
    firstReads: ({ query, historyState }) =>
      (historyState as { usr?: unknown } | null)?.usr != null || query.has('function') ? [] : ['products?page=1'],
  },
  boardAccording: { path: '/BoardAccording', title: titled('Save your board') },
  boardDetail: {
    path: '/BoardDetail',
    title: titled('Your new board'),
    shell: { modules: ['src/app/routes/board-detail-page.tsx'], loading: '/BoardDetail?id=loading' },
    firstReads: ({ query, signedIn }) => {
      const id = query.get('id');
      return signedIn && id ? [`generations/${encodeURIComponent(id)}`] : [];
    },
  },
  loader: { path: '/Loader', title: titled('Creating Board') },
  userBoards: { path: '/UserBoard', title: titled('Board') },
  userBoard: {
    path: '/UserBoard/:id',
    title: titled('Board'),
    shell: { modules: ['src/app/routes/board-pages.tsx'], loading: '/UserBoard/loading' },
    firstReads: ({ params }) => {
      const id = encodedParam(params.id);
      return id === null ? [] : [`boards/${id}`];
    },
    // A public board's, as a visitor sees it (the server's boardImageUrl); an owner's address carries a key, so none
    // is guessed for a signed-in reader.
    firstPicture: ({ params, signedIn }) => (signedIn ? null : `/api/boards/${params.id}/image`),
  },
  ourClients: {
    path: '/OurClients',
    title: titled('Our Clients'),
    prerender: { modules: ['src/features/marketing/routes/our-clients-route.tsx'] },
  },
  membershipSuccess: { path: '/membership/success', title: titled('Membership confirmed') },
  membershipCancel: { path: '/membership/cancel', title: titled('Checkout cancelled') },
  invite: { path: '/invite/:id', title: titled('Accept invitation') },
  notifications: { path: '/notifications', title: titled('Notifications'), access: 'member' },
  /** The member's reviews, consultations, projects and messages in one place (the account menu's Design services). */
  designServices: { path: '/design-services', title: titled('Design services'), access: 'member' },
  messages: { path: '/messages', title: titled('Messages'), access: 'member' },
  thread: { path: '/messages/:kind/:id', title: titled('Messages'), access: 'member' },
  projects: { path: '/projects', title: titled('Design projects'), access: 'member' },
  project: { path: '/projects/:id', title: titled('Design project'), access: 'member' },
  designers: {
    path: '/designers',
    title: titled('Designers'),
    filled: { modules: ['src/features/designers/routes/designers-route.tsx'] },
  },
  designer: {
    path: '/designers/:id',
    title: titled('Designer'),
    filled: { modules: ['src/app/routes/designer-pages.tsx'] },
  },
  designForRoomboard: {
    path: '/design-for-roomboard',
    title: titled('Design for Roomboard'),
    prerender: { modules: ['src/app/routes/design-for-roomboard-page.tsx'] },
  },
  workspace: { path: '/designer', title: titled('Designer workspace'), access: 'designer' },
  workspaceSection: {
    path: '/designer/:section',
    title: ({ section }) => titled(section?.toLowerCase() === 'reviews' ? 'Board reviews' : 'Designer workspace'),
    access: 'designer',
  },
  consultations: { path: '/consultations', title: titled('Consultations'), access: 'member' },
  notFound: { path: '*', title: NOT_FOUND_TITLE },
  /** A board's Export: a printable sheet without the site's top bar and footer. */
  userBoardPrint: { path: '/UserBoard/:id/print', title: titled('Board'), bare: true },
  /** Export of a board not saved yet: the same sheet, from the generation. */
  boardDetailPrint: { path: '/BoardDetail/print', title: titled('Export your board'), bare: true },
} satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

export const routeIds = Object.keys(ROUTES) as RouteId[];

const entry = (id: RouteId): RouteEntry => ROUTES[id];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route at `pathname` and its parameters, as the router picks it: paths match case-insensitively, a trailing
 * slash is ignored, and a static segment outranks a parameter (app/routes.test.ts checks both agree on every route).
 */
export function matchRoute(pathname: string): { id: RouteId; params: Record<string, string> } {
  const parts = segments(pathname);
  let best: { id: RouteId; params: Record<string, string>; rank: number } = { id: 'notFound', params: {}, rank: -1 };
  for (const id of routeIds) {
    const pattern = segments(entry(id).path);
    if (entry(id).path === '*' || pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let rank = 0;
    const matches = pattern.every((segment, index) => {
      const part = parts[index]!;
      if (segment.startsWith(':')) params[segment.slice(1)] = part;
      else rank += 1;
      return segment.startsWith(':') || segment.toLowerCase() === part.toLowerCase();
    });
    if (matches && rank > best.rank) best = { id, params, rank };
  }
  return { id: best.id, params: best.params };
}

/** The title of the page at `pathname` (a page with its own data, a board or an article, refines it). */
export function documentTitle(pathname: string): string {
  const { id, params } = matchRoute(pathname);
  const { title } = entry(id);
  return typeof title === 'string' ? title : title(params);
}

function addressOf(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean, historyState: unknown) {
  const { id, params } = matchRoute(location.pathname);
  return { route: entry(id), address: { params, query: new URLSearchParams(location.search), signedIn, historyState } };
}

/** The reads the page at this address starts with (see RouteEntry.firstReads). */
export function firstReads(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean, historyState: unknown): string[] {
  const { route, address } = addressOf(location, signedIn, historyState);
  return route.firstReads?.(address) ?? [];
}

/** The page's largest picture when the address names it (see RouteEntry.firstPicture). */
export function firstPicture(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean): string | null {
  const { route, address } = addressOf(location, signedIn, null);
  return route.firstPicture?.(address) ?? null;
}

/** The file the build writes for a prerendered page or a shell: the path's static part ('/UserBoard/:id' → UserBoard.html). */
function htmlFile(id: RouteId): string {
  const name = segments(entry(id).path)
    .filter((segment) => !segment.startsWith(':'))
    .join('/');
  return `${name || 'index'}.html`;
}

/** The prerendered pages, for the build. */
export const prerendered = () =>
  routeIds.flatMap((id) => {
    const { path, prerender } = entry(id);
    return prerender ? [{ id, path, html: htmlFile(id), modules: prerender.modules }] : [];
  });

/** The pages the api function fills with their data, for the build. */
export const filledPages = () =>
  routeIds.flatMap((id) => {
    const { filled } = entry(id);
    return filled ? [{ id, modules: filled.modules }] : [];
  });

/** The pages with a shell of their own, for the build. */
export const shells = () =>
  routeIds.flatMap((id) => {
    const { shell } = entry(id);
    return shell ? [{ id, html: htmlFile(id), modules: shell.modules, loading: shell.loading }] : [];
  });
