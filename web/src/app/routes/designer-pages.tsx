import type { DesignerView } from '@contracts/designer-views';
import { ButtonLink } from '../../components/ui/button';
import { BookConsultation } from '../../features/consultations/components/book-consultation';
import { DesignerRoute } from '../../features/designers/routes/designer-route';
import { AllowanceGate } from '../../features/membership/components/allowance-gate';
import { NotFoundRoute } from './not-found-route';

/** What a member can do with a designer beside the profile: ask for a board review from one of their boards. */
function DesignerActions({ designer }: { designer: DesignerView }) {
  return (
    <>
      <h2 style={{ fontSize: 'var(--text-xl)' }}>Work with {designer.firstName}</h2>
      <p data-testid="review-hint">
        <strong>Ask for a board review.</strong> Open one of your saved boards and ask a designer: every plan includes reviews.
      </p>
      <ButtonLink to="/seeBoard" variant="secondary">
        My Boards
      </ButtonLink>
    </>
  );
}

/**
 * /designers/:id: the designers feature's profile with the members' actions beside it; the consultation form says what the
 * member's plan has left (the membership feature), or shows the plans instead.
 */
export function DesignerPage() {
  return (
    <DesignerRoute
      notFound={<NotFoundRoute />}
      actions={(designer) => <DesignerActions designer={designer} />}
      consultation={(designer) => (
        <BookConsultation
          designerId={designer.uid}
          designerName={designer.firstName}
          withAllowance={(form) => <AllowanceGate kind="consultations">{form}</AllowanceGate>}
        />
      )}
    />
  );
}
