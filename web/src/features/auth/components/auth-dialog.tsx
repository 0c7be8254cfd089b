import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { opensAuthDialog, type AuthDialogView } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { REGISTERED } from '../lib/messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export interface AuthDialogProps {
  view: AuthDialogView;
  onClose: () => void;
  /** After a sign-in or a registration (the session is stored). */
  onDone: () => void;
  /** 'h1' on the /login and /register pages; 'h2' (default) over another page. */
  titleAs?: 'h1' | 'h2';
  /** Over another page the Login and Register links switch the modal in place; on the deep-link pages they navigate. */
  inPlace?: boolean;
}

/** The spec's Login modal (with Forgot Password) and Register modal. */
export function AuthDialog({ view, onClose, onDone, titleAs = 'h2', inPlace = false }: AuthDialogProps) {
  const [forgot, setForgot] = useState(false);
  const switchTo = (to: AuthDialogView) => (inPlace ? opensAuthDialog(to) : undefined);

  if (view === 'register') {
    return (
      <Dialog
        key="register"
        open
        size="md"
        titleAs={titleAs}
        title="Register your Account"
        onClose={onClose}
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" onClick={switchTo('login')}>
              Login
            </Link>
          </>
        }
      >
        <RegisterForm
          onRegistered={() => {
            onDone();
            notify(REGISTERED, 'success');
          }}
        />
      </Dialog>
    );
  }
  if (forgot) {
    return (
      <Dialog
        key="forgot"
        open
        size="sm"
        titleAs={titleAs}
        title="Forgot Password"
        description="Enter the email of your account and we will send you a link to choose a new password."
        onClose={() => setForgot(false)}
      >
        <ForgotPasswordForm onCancel={() => setForgot(false)} onDone={() => setForgot(false)} />
      </Dialog>
    );
  }
  return (
    <Dialog
      key="login"
      open
      size="sm"
      titleAs={titleAs}
      title="Hello! Welcome back"
      description="Log in to save boards and manage your account."
      onClose={onClose}
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/register" onClick={switchTo('register')}>
            Register
          </Link>
        </>
      }
    >
      <LoginForm onForgotPassword={() => setForgot(true)} onSignedIn={onDone} />
    </Dialog>
  );
}
