import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import { myBookingsQueryOptions } from '../api/get-bookings';
import { ConsultationCard } from '../components/consultation-card';
import styles from '../components/consultations.module.css';

/** /consultations: the member's consultations, upcoming and past, with the designer's notes after each call. */
export function ConsultationsRoute() {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const query = useQuery(myBookingsQueryOptions());
  const bookings = query.data?.bookings ?? [];

  return (
    <Container size="narrow" as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your designer's time</p>
        <h1 className={styles.title}>Consultations</h1>
        <p className={styles.lede}>Reschedule or cancel until 24 hours before. Your designer's notes stay here after the call.</p>
      </header>
      {!signedIn ? (
        <EmptyState>
          <p>Log in to see your consultations.</p>
          <ButtonLink to="/login" onClick={opensAuthDialog('login')} size="sm">
            Login
          </ButtonLink>
        </EmptyState>
      ) : query.isPending ? (
        <p role="status" className={styles.muted}>
          Loading consultations…
        </p>
      ) : query.error ? (
        <p role="alert" className={styles.error}>
          {query.error.message}
        </p>
      ) : bookings.length ? (
        <ul className={styles.list} aria-label="Your consultations">
          {bookings.map((booking) => (
            <ConsultationCard key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : (
        <EmptyState>
          <p>No consultations yet. Gold and Platinum members book one from a designer's page.</p>
        </EmptyState>
      )}
    </Container>
  );
}
