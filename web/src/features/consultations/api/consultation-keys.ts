/** The query keys of the consultations feature, one place so that a consultation refreshes every list that shows it. */
export const consultationKeys = {
  all: ['consultations'] as const,
  slots: (designerId: string) => ['consultations', 'slots', designerId] as const,
  mine: ['consultations', 'mine'] as const,
  calendar: ['consultations', 'calendar'] as const,
  availability: ['consultations', 'availability'] as const,
  boards: ['consultations', 'my-public-boards'] as const,
};
