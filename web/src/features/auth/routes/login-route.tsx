import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';

/** /login and /loginPage: the login modal over Home, which switches to Forgot Password and back. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const close = () => navigate('/');

  if (view === 'forgot') {
    return (
      <Dialog
        key="forgot"
        open
        size="sm"
        titleAs="h1"
        title="Forgot Password"
        description="Enter the email of your account and we will send you a link to choose a new password."
        onClose={() => setView('login')}
      >
        <ForgotPasswordForm onCancel={() => setView('login')} onDone={() => setView('login')} />
      </Dialog>
    );
  }
  return (
    <Dialog
      key="login"
      open
      size="sm"
      titleAs="h1"
      title="Hello! Welcome back"
      description="Log in to save boards and manage your account."
      onClose={close}
      footer={
        <>
          Don't have an account? <Link to="/register">Register</Link>
        </>
      }
    >
      <LoginForm onForgotPassword={() => setView('forgot')} onSignedIn={() => navigate('/', { replace: true })} />
    </Dialog>
  );
}
