// The card labels are shared with the server's emails and receipts: one definition, in @afilia/validators.
export { cardBrandLabel, cardLabel } from '@afilia/validators/constants';
