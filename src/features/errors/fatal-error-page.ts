/** The texts of spec section 8 that replace the page when the app fails before it is stable. */
export const fatalErrorTexts = {
  reported: (errorId: string) => `Something went wrong, ref number: ${errorId}`,
  reportFailed: 'Something went wrong. Please check your internet connection.',
  handlingFailed: 'Something went wrong.',
} as const;

/**
 * Replaces the page body with one heading holding the text, and a way back in. Plain DOM, no
 * React: the React tree may be what failed.
 */
export function replacePageBody(text: string, doc: Document = document): void {
  const main = doc.createElement('main');
  main.className = 'container narrow fatal-error';
  const heading = doc.createElement('h1');
  heading.textContent = text;
  const retry = doc.createElement('p');
  const link = doc.createElement('a');
  link.href = doc.location?.href ?? '/';
  link.textContent = 'Reload the page';
  retry.append(link);
  main.append(heading, retry);
  doc.body.replaceChildren(main);
  doc.title = 'Something went wrong';
}
