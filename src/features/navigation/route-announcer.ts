/**
 * Gatsby 5 renders a live region (#gatsby-announcer) and fills it one animation frame after a
 * route change with "Navigated to" plus the first h1 or the title. On client-only app screens the
 * h1 can change after that frame (a screen that loads its data first), so the text is checked
 * again once the route-change delay has passed.
 */
export const ANNOUNCER_ID = 'gatsby-announcer';

export function announcementFor(doc: Document = document): string | null {
  const heading = doc.querySelector('#gatsby-focus-wrapper h1, main h1')?.textContent?.trim();
  const name = heading || doc.title.trim();
  return name ? `Navigated to ${name}` : null;
}

export function refreshRouteAnnouncement(doc: Document = document): void {
  const announcer = doc.getElementById(ANNOUNCER_ID);
  const text = announcementFor(doc);
  if (announcer && text && announcer.textContent !== text) announcer.textContent = text;
}
