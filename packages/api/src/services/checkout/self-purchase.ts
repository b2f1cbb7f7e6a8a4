/** Someone who would earn from the sale (the reseller) or receive it (the producer). */
export interface SaleParty {
  userId: string;
  email: string;
}

/** Who is buying: the signed-in user, if any, and the email typed on the checkout form. */
export interface Buyer {
  sessionUserId: string | null;
  email: string;
}

/**
 * A purchase earns no commission when the buyer is the reseller or the producer: signed in as either, or
 * buying with either's account email (case-insensitive), so nobody earns on their own purchase.
 */
export function isSelfPurchase(buyer: Buyer, parties: SaleParty[]): boolean {
  const email = buyer.email.trim().toLowerCase();
  return parties.some(
    (party) => party.userId === buyer.sessionUserId || party.email.trim().toLowerCase() === email,
  );
}
