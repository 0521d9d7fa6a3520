/** The savings check's test data: its answers come typed from src/test/deposit-check-answers.ts. */
export { savingsAnswer, SURVEY_ID, year } from '../../../test/deposit-check-answers';

export const mainProviders = [
  {
    id: '10034',
    name: 'CommBank',
    urlSlug: 'commbank',
    big4: true,
    products: [
      { id: '10034-SV00002', name: 'NetBank Saver', category: 'sv', big4: true },
      { id: '10034-SV00009', name: 'GoalSaver', category: 'sv', big4: true },
      { id: '10034-CC00001', name: 'Low Rate', category: 'cc', big4: true },
    ],
  },
  {
    id: '10050',
    name: 'Partner Bank',
    urlSlug: 'partner-bank',
    big4: false,
    products: [{ id: '10050-SV00001', name: 'Boost Saver', category: 'sv', big4: false }],
  },
];
