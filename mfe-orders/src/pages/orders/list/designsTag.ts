import type { designsTag } from '@pod/contracts';

type DesignsTagText = ReturnType<typeof designsTag>;

/**
 * How the Designs column shows the server's `design_status` (already reduced by contracts
 * `designsTag`: Error > Processing > Pending > View). Only View opens the design review; an
 * unknown value shows as Pending, never as a clickable View.
 */
export interface DesignsTagView {
  text: DesignsTagText;
  color: 'red' | 'processing' | 'orange' | 'green';
  /** View is a link to the designs; the others are states to wait for or fix. */
  opensDesigns: boolean;
}

const VIEWS: Record<DesignsTagText, DesignsTagView> = {
  Error: { text: 'Error', color: 'red', opensDesigns: false },
  Processing: { text: 'Processing', color: 'processing', opensDesigns: false },
  Pending: { text: 'Pending', color: 'orange', opensDesigns: false },
  View: { text: 'View', color: 'green', opensDesigns: true },
};

export function designsTagView(designStatus: string): DesignsTagView {
  return VIEWS[designStatus as DesignsTagText] ?? VIEWS.Pending;
}
