import { Dialog } from '../../../components/ui/dialog';

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The contact modal opened from the footer and the Help Center entry. The contact feature fills in the form. */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  return <Dialog open={open} onClose={onClose} title="Fill the Form Below" size="md" />;
}
