import { useNavigate } from 'react-router-dom';
import { AuthDialog } from '../components/auth-dialog';

/** /register (a deep link): the registration modal over Home. */
export function RegisterRoute() {
  const navigate = useNavigate();
  return <AuthDialog view="register" titleAs="h1" onClose={() => navigate('/')} onDone={() => navigate('/', { replace: true })} />;
}
