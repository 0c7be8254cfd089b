import { useLocation, useNavigate } from 'react-router-dom';
import { AuthDialog } from '../components/auth-dialog';

interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** The page a session expiry came from (the API client puts it in the state of /loginPage), if it is one of ours. */
export function returnPlace(state: unknown): Place | null {
  const from = (state as { from?: Partial<Place> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (/^\/(login|loginpage|register)$/i.test(pathname)) return null;
  return {
    pathname,
    search: typeof from?.search === 'string' ? from.search : '',
    hash: typeof from?.hash === 'string' ? from.hash : '',
    state: from?.state ?? null,
  };
}

/**
 * /login and /loginPage (deep links, and the target after session expiry): the login modal over Home. Signing in
 * after an expiry goes back to the page the user was on; otherwise, as the spec has it, to /.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const back = returnPlace(useLocation().state);
  const done = () =>
    back
      ? navigate({ pathname: back.pathname, search: back.search, hash: back.hash }, { replace: true, state: back.state })
      : navigate('/', { replace: true });
  return <AuthDialog view="login" titleAs="h1" onClose={() => navigate('/')} onDone={done} />;
}
