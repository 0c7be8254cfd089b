import { Container } from '../../../components/ui/container';
import { MessagesSection } from '../components/messages-section';
import styles from '../components/messages.module.css';

/**
 * /designer/messages: the designer workspace's Messages section on a page of its own, until the workspace shell
 * (app/routes/designer-workspace-page.tsx, built in parallel) takes MessagesSection into its sections.
 */
export function DesignerMessagesRoute() {
  return (
    <Container size="narrow" as="div" className={styles.page}>
      <MessagesSection />
    </Container>
  );
}
