import { useNavigate } from 'react-router-dom';
import { AuthDialog } from '../components/auth-dialog';

/** /login and /loginPage (deep links, and the target after session expiry): the login modal over Home. */
export function LoginRoute() {
  const navigate = useNavigate();
  return <AuthDialog view="login" titleAs="h1" onClose={() => navigate('/')} onDone={() => navigate('/', { replace: true })} />;
}
