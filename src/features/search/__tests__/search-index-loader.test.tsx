import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setUpMswServer } from '../../../test/msw-server';
import { SearchIndexLoader } from '../search-index-loader';
import type { SearchDoc } from '../search-docs';

const DOCS_URL = 'http://localhost/search/docs.json';
const docs: SearchDoc[] = [
  {
    id: 'p1',
    kind: 'provider',
    title: 'CommBank',
    provider: 'CommBank',
    category: 'Provider',
    href: '/providers/commbank/',
  },
  {
    id: 'c1',
    kind: 'product',
    title: 'Low Rate Mastercard',
    provider: 'CommBank',
    category: 'Credit cards',
    href: '/credit-cards/commbank/low-rate/',
  },
];
let failuresLeft = 0;
setUpMswServer(
  http.get(DOCS_URL, () =>
    failuresLeft-- > 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(docs),
  ),
);

beforeEach(() => {
  failuresLeft = 0;
  window.history.replaceState(null, '', '/search/');
});

function renderLoader() {
  render(<SearchIndexLoader url={DOCS_URL} count={docs.length} synonyms={{ cba: 'commbank' }} />);
  return screen.getByLabelText('Search banks, cards, loans and accounts');
}

test('loads the index and the search engine, then finds what is typed', async () => {
  const user = userEvent.setup();
  const box = renderLoader();
  await user.type(box, 'cba');
  expect(await screen.findByRole('link', { name: 'CommBank' })).toHaveAttribute(
    'href',
    '/providers/commbank/',
  );
  expect(screen.getByRole('link', { name: 'Low Rate Mastercard' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 results for “cba”');
});

test('says when the index cannot be loaded, keeps what was typed, and loads it on a retry', async () => {
  failuresLeft = 1;
  const user = userEvent.setup();
  const box = renderLoader();
  await user.type(box, 'cba');
  expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the search index.');
  expect(box).toHaveValue('cba');
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(await screen.findByRole('link', { name: 'CommBank' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
