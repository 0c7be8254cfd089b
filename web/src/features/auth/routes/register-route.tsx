import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { RegisterForm } from '../components/register-form';
import { REGISTERED } from '../lib/messages';

/** /register: the registration modal over Home. */
export function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      size="md"
      titleAs="h1"
      title="Register your Account"
      onClose={() => navigate('/')}
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      <RegisterForm
        onRegistered={() => {
          navigate('/', { replace: true });
          notify(REGISTERED, 'success');
        }}
      />
    </Dialog>
  );
}
