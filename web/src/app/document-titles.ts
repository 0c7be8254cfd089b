import { titled } from '../lib/document-title';

/** Each route's document title (paths match case-insensitively, as the routes do). Pages with their own data refine it. */
const TITLES: Record<string, string> = {
  '/': 'Roomboard · Home design and interior inspiration',
  '/about-us': titled('About Us'),
  '/inspirations': titled('Inspirations'),
  '/seeboard': titled('My Boards'),
  '/blog': titled('Our Blogs'),
  '/blog-details': titled('Blog'),
  '/get-started': titled('Get Started'),
  '/board': titled('Save your board'),
  '/boardaccording': titled('Save your board'),
  '/login': titled('Login'),
  '/loginpage': titled('Login'),
  '/register': titled('Register'),
  '/edit-profile': titled('Edit Profile'),
  '/account-management': titled('Account Management'),
  '/steps': titled('How It Works'),
  '/selectedproducts': titled('Choose your products'),
  '/boarddetail': titled('Your new board'),
  '/boarddetail/print': titled('Export your board'),
  '/loader': titled('Creating Board'),
  '/userboard': titled('Board'),
  '/ourclients': titled('Our Clients'),
  '/membership/success': titled('Membership confirmed'),
  '/membership/cancel': titled('Checkout cancelled'),
  '/admin': titled('Review queue'),
  '/notifications': titled('Notifications'),
  '/messages': titled('Messages'),
  '/designer/reviews': titled('Board reviews'),
  '/projects': titled('Design projects'),
  '/designers': titled('Designers'),
  '/designer': titled('Designer workspace'),
  '/consultations': titled('Consultations'),
};

/** Routes with a parameter: the first segment names the page until the page's own data refines it. */
const PREFIXED: Record<string, string> = {
  '/userboard/': titled('Board'),
  '/seeboard/': titled('Member boards'),
  '/invite/': titled('Accept invitation'),
  '/messages/': titled('Messages'),
  '/projects/': titled('Design project'),
  '/designers/': titled('Designer'),
  '/designer/': titled('Designer workspace'),
};

export const NOT_FOUND_TITLE = titled('Page not found');

/** The title of the page at `pathname`; a board's own address, /UserBoard/:id, reads 'Board' until the board is loaded. */
export function documentTitle(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (TITLES[path]) return TITLES[path];
  const prefix = Object.keys(PREFIXED).find((start) => path.startsWith(start));
  return (prefix && PREFIXED[prefix]) || NOT_FOUND_TITLE;
}
