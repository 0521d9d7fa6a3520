import {
  type BusinessEvidence,
  type ProductAudienceEvidence,
  businessEvidence,
  isForBusinessCustomers,
} from './business-customers';

function product(overrides: Partial<ProductAudienceEvidence>): ProductAudienceEvidence {
  return { name: 'Product', description: null, addresses: [], eligibility: [], ...overrides };
}

/** Real records of the August 2024 snapshot (names, addresses and wording as the banks publish them). */
const examples: [string, ProductAudienceEvidence, BusinessEvidence | null][] = [
  [
    'CommBank business Low Rate card: filed under /business/',
    product({
      name: 'Low Rate credit card',
      description:
        'Ideal for small business owners looking for a line of credit with a competitive interest rate.',
      addresses: [
        'https://www.commbank.com.au/business/business-credit-cards/business-low-rate-credit-card.html',
      ],
    }),
    'address',
  ],
  [
    'CommBank Interest-Free Days card: filed under /business/',
    product({
      name: 'Interest-Free Days credit card',
      addresses: [
        null,
        'https://www.commbank.com.au/business/business-credit-cards/business-interest-free-days-credit-card.html',
      ],
    }),
    'address',
  ],
  [
    'CommBank personal Low Rate card',
    product({
      name: 'Low Rate credit card',
      description: 'A low variable interest rate on purchases.',
      addresses: ['https://www.commbank.com.au/credit-cards/low-rate.html'],
    }),
    null,
  ],
  [
    'the business card described without its address: the description says business cash flow',
    product({
      name: 'Interest-Free Days credit card',
      description:
        'Up to 55 days interest free on purchases with a competitive interest-free period to help with business cash flow.',
    }),
    'description',
  ],
  ['a name that says business', product({ name: 'Business Visa Credit Card' }), 'name'],
  [
    'Goldfields Money Boss Access: a business transaction account',
    product({
      name: 'Boss Access Account',
      description:
        'Our Boss Access account is a hassle-free business transaction account with zero everyday fees.',
      eligibility: [{ eligibilityType: 'BUSINESS', additionalValue: 'YES', additionalInfo: null }],
    }),
    'description',
  ],
  [
    'Rural Bank Seasonal Account: held in the name of a farming business',
    product({
      name: 'Seasonal Account',
      eligibility: [
        {
          eligibilityType: 'BUSINESS',
          additionalInfo:
            'Account must be held in the name of a farming business and used wholly or predominantly for farming business purposes',
        },
      ],
    }),
    'eligibility',
  ],
  [
    'Community First FIRSTBIZ wording: business members only',
    product({
      name: 'Everyday Access',
      eligibility: [{ eligibilityType: 'OTHER', additionalInfo: 'Business members only' }],
    }),
    'eligibility',
  ],
  [
    'Tyro: an active ABN is required',
    product({
      name: 'Bank Account',
      eligibility: [
        { eligibilityType: 'BUSINESS', additionalValue: '', additionalInfo: 'You must have an active ABN.' },
      ],
    }),
    'eligibility',
  ],
  [
    'Broken Hill Community Credit Union: business owners welcome, not required',
    product({
      name: 'L21 Personal Loan',
      eligibility: [
        {
          eligibilityType: 'BUSINESS',
          additionalInfo: 'Self Employed Members and Business Owners Are Eligible',
        },
      ],
    }),
    null,
  ],
  [
    'Auswide term deposit: available for business use too',
    product({
      name: 'MATURITY TERM DEPOSIT',
      eligibility: [{ eligibilityType: 'BUSINESS', additionalInfo: 'Available for business use' }],
    }),
    null,
  ],
  [
    'SCCU broker home loan: "business introduced through" a broker is not a business customer',
    product({
      name: 'BROKER HOME LOAN OWNER OCCUPIED FIXED RATE 4YR LESS THAN OR EQUAL 80% LVR',
      eligibility: [
        {
          eligibilityType: 'OTHER',
          additionalInfo: ' Only available for business introduced through Broker Channel.',
        },
      ],
    }),
    null,
  ],
  [
    'ME Bank: must not be used for business is a personal account',
    product({
      name: 'Everyday Transaction Account',
      eligibility: [
        {
          eligibilityType: 'NATURAL_PERSON',
          additionalInfo:
            'The account should be used in personal capacity or for personal use. It must not be opened or used for business or trustee purposes',
        },
      ],
    }),
    null,
  ],
  [
    'Hume Bank Community Link: an ABN only for a rewards program',
    product({
      name: 'Community Link',
      eligibility: [
        {
          eligibilityType: 'OTHER',
          additionalInfo: 'Must have an ABN if seeking to participate in the Community Rewards program',
        },
      ],
    }),
    null,
  ],
  [
    'BOQ Specialist: for personal and business needs',
    product({
      name: 'Signature Visa Credit Card',
      description:
        'Whatever your lifestyle, we have a credit card to match your personal and business needs.',
    }),
    null,
  ],
  [
    'Rural Bank Gold Cash Management: a personal or business transaction account',
    product({
      name: 'Gold Cash Management Account',
      description: 'Everyday access and benefits of a day-to-day personal or business transaction account.',
    }),
    null,
  ],
  [
    'a page about personal banking whose address mentions business elsewhere',
    product({
      name: 'Everyday Account',
      addresses: ['https://www.example.com.au/personal/small-business-tips'],
    }),
    null,
  ],
];

describe('businessEvidence', () => {
  it.each(examples)('%s', (_title, record, expected) => {
    expect(businessEvidence(record)).toBe(expected);
    expect(isForBusinessCustomers(record)).toBe(expected !== null);
  });
});
