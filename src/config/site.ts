/** Site-wide constants shared by the build, the pages and the server. */
export const site = {
  name: 'StaySmart',
  shortName: 'StaySmart',
  tagline: 'Stay or switch? Know what your card really costs.',
  description:
    'Compare Australian credit cards, home loans, personal and car loans, savings accounts and term deposits, and see whether staying with your bank or switching saves you money.',
  siteUrl: 'https://www.staysmart.com.au',
  themeColor: '#0b5c4d',
  backgroundColor: '#ffffff',
  contactEmail: 'help@staysmart.com.au',
} as const;

/** The client data version of spec section 4: a change clears stored state and caches. */
export const DATA_VERSION = '006';
