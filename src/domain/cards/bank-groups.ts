/**
 * Brands whose cards come from the same lender. A bank will not take a balance transfer from a card
 * it (or a sister brand on the same books) issued, so a switch inside a group gets no balance
 * transfer offer. Product transfers ("Stay") are decided by provider id alone, not by group: a
 * Westpac customer moving to a St.George card applies to another brand.
 *
 * Curated by hand from the card issuers' balance-transfer conditions; provider ids and names are
 * those of `data/providers.json` (a test checks they still match). Where a brand's own rules are
 * looser than its group's (Bank of Melbourne accepts Westpac balances), the group is kept whole:
 * blocking a transfer that might be allowed understates a saving, never invents one. CommBank and
 * Bankwest accept each other's balances, so they are not grouped.
 */

export interface BankGroup {
  id: string;
  name: string;
  members: readonly { providerId: string; name: string }[];
}

export const BANK_GROUPS: readonly BankGroup[] = [
  {
    id: 'westpac',
    name: 'Westpac Group',
    members: [
      { providerId: '10105', name: 'Westpac' },
      { providerId: '10089', name: 'St.George Bank' },
      { providerId: '10018', name: 'BankSA' },
      { providerId: '10015', name: 'Bank of Melbourne' },
    ],
  },
  {
    // Citigroup Pty Ltd issues these brands' cards (NAB has owned it since 2022); each refuses
    // balances from the others.
    id: 'citigroup-issued',
    name: 'Cards issued by Citigroup',
    members: [
      { providerId: '10031', name: 'Citi' },
      { providerId: '10033', name: 'Coles' },
      { providerId: '10062', name: 'Kogan Money' },
      { providerId: '10076', name: 'Qantas Premier' },
      { providerId: '10103', name: 'Virgin Money' },
      { providerId: '10025', name: 'BOQ' },
      { providerId: '10091', name: 'Suncorp Bank' },
    ],
  },
  {
    // Divisions of one lender, Teachers Mutual Bank Limited.
    id: 'teachers-mutual',
    name: 'Teachers Mutual Bank Limited',
    members: [
      { providerId: '10092', name: 'Teachers Mutual Bank' },
      { providerId: '10099', name: 'UniBank' },
      { providerId: '10042', name: 'Firefighters Mutual Bank' },
      { providerId: '10051', name: 'Health Professionals Bank' },
    ],
  },
  {
    // Merged in 2024 into Heritage and People's Choice Limited.
    id: 'heritage-peoples-choice',
    name: "Heritage and People's Choice",
    members: [
      { providerId: '10053', name: 'Heritage Bank' },
      { providerId: '10073', name: "People's Choice" },
    ],
  },
];

const groupOfProvider: ReadonlyMap<string, string> = new Map(
  BANK_GROUPS.flatMap((group) => group.members.map((member) => [member.providerId, group.id] as const)),
);

export type SameGroup = (providerIdA: string, providerIdB: string) => boolean;

/** True for the same provider, or two providers in one group of `BANK_GROUPS`. */
export const sameBankGroup: SameGroup = (providerIdA, providerIdB) => {
  if (providerIdA === providerIdB) return true;
  const group = groupOfProvider.get(providerIdA);
  return group !== undefined && group === groupOfProvider.get(providerIdB);
};
