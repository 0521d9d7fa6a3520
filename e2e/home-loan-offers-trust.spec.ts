import { expect, test } from './support/content-security-policy';
import { surveyAsRefinancer } from './support/home-loan-survey';
import { expectAccessiblePage } from './support/axe';

/** Dollars in a text, as cents. */
function cents(text: string): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

test.describe('home-loan offers a visitor can trust', () => {
  test('no first-home-buyer loan, one row per loan with a keyboard term chooser, no two rows alike, best match first, state fees in the costs, the membership question by keyboard', async ({
    page,
  }) => {
    await surveyAsRefinancer(page);

    // Deal versus market: "best match" is the lowest total cost, and nothing also close costs less.
    await expect(page.getByRole('heading', { name: 'Your loan against the market' })).toBeVisible();
    for (const group of await page.locator('.hl-group').all()) {
      const best = cents((await group.locator('.hl-group__measure').textContent()) ?? '');
      const others = group.locator('.hl-group__others');
      if ((await others.count()) === 0) continue;
      const text = (await others.textContent()) ?? '';
      for (const [, amount] of text.matchAll(/\$([\d,]+\.\d{2}) in total/g)) {
        expect(Math.round(Number((amount ?? '').replace(/,/g, '')) * 100)).toBeGreaterThanOrEqual(best);
      }
    }
    await expectAccessiblePage(page);

    await page.getByRole('link', { name: 'See loans that could save you money' }).click();
    await expect(page).toHaveURL(/\/home-loans\/offers\/$/);
    const switches = page.getByRole('region', { name: 'Switch: loans from other lenders' });
    await expect(switches.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Sorted by what each loan would save you/)).toBeVisible();

    // A refinancer never sees a loan for first home buyers.
    const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.filter((title) => /first home|fhb|guarantee/i.test(title))).toEqual([]);
    // One row per loan: no title twice (Up's fixed terms used to fill four places).
    expect(new Set(titles).size).toBe(titles.length);

    // No two rows with the same figures (every figure of a row: those shown and those behind Details).
    const figures = await switches
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) =>
          Array.from(article.querySelectorAll('dl'), (list) => list.textContent ?? '').join(' | '),
        ),
      );
    expect(new Set(figures).size).toBe(figures.length);

    // A term chooser, its every rate with the comparison rate beside it, changes the figures shown
    // when the visitor picks another term with the arrow keys.
    const row = switches
      .getByRole('article')
      .filter({ has: page.getByRole('group', { name: /^Rate and term for / }) })
      .first();
    const chooser = row.getByRole('group', { name: /^Rate and term for / });
    await expect(chooser).toBeVisible();
    const options = chooser.getByRole('radio');
    const optionCount = await options.count();
    expect(optionCount).toBeGreaterThan(1);
    await expect(
      chooser.getByRole('radio', {
        name: /^(Variable|Fixed for [\w ]+): \d+\.\d\d% p\.a\., (\d+\.\d\d% p\.a\. comparison rate|comparison rate not published)$/,
      }),
    ).toHaveCount(optionCount);
    const before = await row.locator('dl').first().textContent();
    const picked = chooser.getByRole('radio', { checked: true });
    const pickedName = await picked.getAttribute('value');
    await picked.focus();
    await page.keyboard.press('ArrowDown');
    await expect(chooser.getByRole('radio', { checked: true })).not.toHaveAttribute(
      'value',
      pickedName ?? '',
    );
    await expect(chooser.getByRole('radio', { checked: true })).toBeFocused();
    await expect(row.locator('dl').first()).not.toHaveText(before ?? '');
    await expect(row.locator('dl').first()).toContainText(/comparison rate\*/);

    // The other figures wait behind Details.
    const details = row.getByRole('button', { name: /^Details of / });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(row.getByText('Switching costs', { exact: true })).toBeHidden();
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByText('Switching costs', { exact: true })).toBeVisible();
    await expectAccessiblePage(page);

    // The state government's fees are lines of their own in the switching costs.
    await row.getByRole('link', { name: /^See the working/ }).click();
    await expect(page).toHaveURL(/\/home-loans\/offer-details\/.+/);
    const working = page.getByRole('table', { name: /What staying and switching cost/ });
    await expect(
      working.getByRole('rowheader', { name: /NSW government fee to discharge your mortgage/ }),
    ).toBeVisible();
    await expect(
      working.getByRole('rowheader', { name: /NSW government fee to register the new mortgage/ }),
    ).toBeVisible();
    await expect(page.getByText(/NSW government fees for 2024–25 from /)).toBeVisible();
    await expectAccessiblePage(page);

    // The membership question, by keyboard: ticking a group keeps the visitor's place and brings
    // that group's loans into the lists; "Show all loans" lists the rest with the reason.
    await page.getByRole('link', { name: 'Back to your offers' }).click();
    await expect(page).toHaveURL(/\/home-loans\/offers\/$/);
    const question = page.getByRole('group', {
      name: 'Are you a member of, or eligible to join, any of these?',
    });
    await expect(question).toBeVisible();
    const hidden = page.getByText(/^\d+ loans? that would save you money (is|are) hidden/);
    const hiddenBefore = Number.parseInt((await hidden.textContent()) ?? '', 10);
    const police = question.getByRole('checkbox', { name: 'Police (serving or former)' });
    await police.focus();
    await page.keyboard.press('Space');
    await expect(police).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(police).toBeFocused();
    await expect(hidden).not.toHaveText(new RegExp(`^${hiddenBefore} `));
    const showAll = page.getByRole('button', { name: 'Show all loans' });
    await showAll.press('Enter');
    await expect(showAll).toHaveAttribute('aria-pressed', 'true');
    const unavailable = page.getByRole('region', { name: 'Loans you may not be able to get' });
    await expect(unavailable.getByRole('article').first()).toContainText(/Members only: /);
    await expectAccessiblePage(page);
  });
});
