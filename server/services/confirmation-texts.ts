/**
 * Confirmations sent by text message, in our words only: the product and lender names come from
 * our data and the reference from us; nothing the visitor typed goes into them.
 */

/** An accepted home-loan offer, texted to the mobile number the registration confirmed by code. */
export function homeLoanAcceptedSms(reference: string, productName: string, providerName: string): string {
  return (
    `StaySmart: you chose the ${productName} from ${providerName}. Your reference is ${reference}; ` +
    'quote it if you contact us. The next steps are on our site.'
  );
}
