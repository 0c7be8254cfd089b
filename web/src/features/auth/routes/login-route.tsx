import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';

/** /login and /loginPage: the login modal over Home. The auth feature fills in the form. */
export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="sm"
      titleAs="h1"
      title="Hello! Welcome back"
      onClose={() => navigate('/')}
      footer={
        <>
          Don't have an account? <Link to="/register">Register</Link>
        </>
      }
    />
  );
}
