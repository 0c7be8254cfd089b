/**
 * A designer's engagements (`reviews`, `projects`) by the convention in docs/designer-services.md. When the designer
 * role is revoked, their claimed reviews (and those waiting for their revision) and not-closed projects go back to the
 * queue.
 */
export interface DesignerWork {
  /** Each document in its own transaction that re-checks it is still theirs; answers how many went back. */
  release(designerUid: string): Promise<{ reviews: number; projects: number }>;
}
