import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { SUBSCRIBE_FAILED, SUBSCRIBED, subscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './membership-banner.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

interface MembershipBannerProps {
  /** Replaces the newsletter call (tests, other lists). */
  onSubscribe?: (email: string) => Promise<void>;
}

/** 'Become a member today': the newsletter sign-up strip above the footer. */
export function MembershipBanner({ onSubscribe = subscribeNewsletter }: MembershipBannerProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await onSubscribe(email.trim());
      setStatus({ kind: 'done' });
      setEmail('');
    } catch (error) {
      const fromServer = error instanceof ApiError && error.status < 500 && error.status !== 404 ? error.message : '';
      setStatus({ kind: 'error', message: fromServer || SUBSCRIBE_FAILED });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="membership-banner-title">
      <Container>
        <div className={styles.banner}>
          <div className={styles.text}>
            <h2 id="membership-banner-title" className={styles.title}>
              Become a member today
            </h2>
            <p className={styles.subtitle}>Join our design community</p>
          </div>
          <form className={styles.form} onSubmit={submit} noValidate={false}>
            <label htmlFor="membership-banner-email" className="visually-hidden">
              Email address
            </label>
            <input
              id="membership-banner-email"
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="Enter your email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (status.kind === 'error' || status.kind === 'done') setStatus({ kind: 'idle' });
              }}
              aria-describedby="membership-banner-status"
              aria-invalid={status.kind === 'error' ? true : undefined}
            />
            <Button type="submit" variant="light" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? 'Submitting...' : 'Submit'}
            </Button>
            <p id="membership-banner-status" className={styles.status} aria-live="polite">
              {status.kind === 'done' ? SUBSCRIBED : status.kind === 'error' ? status.message : ''}
            </p>
          </form>
        </div>
      </Container>
    </section>
  );
}
