import { CONSULTATIONS_LIST_KEY } from '@contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { Container } from '../../../components/ui/container';
import { ListState } from '../../../components/ui/list-state';
import { RequireSignIn } from '../../../components/ui/require-profile';
import { myConsultationsQueryOptions } from '../api/get-consultations';
import { ConsultationCard } from '../components/consultation-card';
import styles from '../components/consultations.module.css';

/** /consultations: the member's consultations, upcoming and past, with the designer's notes after each call. */
export function ConsultationsRoute() {
  const query = useQuery(myConsultationsQueryOptions());
  const consultations = query.data?.[CONSULTATIONS_LIST_KEY] ?? [];

  return (
    <Container size="narrow" as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your designer's time</p>
        <h1 className={styles.title}>Consultations</h1>
        <p className={styles.lede}>Reschedule or cancel until 24 hours before. Your designer's notes stay here after the call.</p>
      </header>
      <RequireSignIn prompt="Log in to see your consultations.">
        <ListState
          query={query}
          loading="Loading consultations…"
          isEmpty={!consultations.length}
          empty={<p>No consultations yet. Gold and Platinum members book one from a designer's page.</p>}
        >
          <ul className={styles.list} aria-label="Your consultations">
            {consultations.map((consultation) => (
              <ConsultationCard key={consultation.id} consultation={consultation} />
            ))}
          </ul>
        </ListState>
      </RequireSignIn>
    </Container>
  );
}
