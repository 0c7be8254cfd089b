import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';

/** /register: the registration modal over Home. The auth feature fills in the form. */
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
    />
  );
}
