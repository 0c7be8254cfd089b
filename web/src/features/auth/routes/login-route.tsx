import { useLocation, useNavigate } from 'react-router-dom';
import { returnPlace } from '../../../lib/return-place';
import { AuthDialog } from '../components/auth-dialog';

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
