import * as React from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../components/navigation/link';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { GeneralAdviceWarning } from '../components/ui/general-advice-warning';
import { paths } from '../config/paths';
import { ContinueBanner } from '../features/resume/continue-banner';

interface LandingContext {
  cardCount: number;
  providerCount: number;
}

export default function CreditCardsLandingPage({ pageContext }: PageProps<object, LandingContext>) {
  return (
    <Layout>
      <section className="hero">
        <div className="container">
          <h1>Is your credit card still the right one?</h1>
          <p className="lead">
            Most people never review their card. In about two minutes we’ll estimate what yours costs you each
            year, and whether a better card at your own bank (a product transfer) or a switch to one of{' '}
            {pageContext.cardCount} cards from {pageContext.providerCount} providers would save you money.
          </p>
          <p>
            <Link className="button" to={paths.cardSurvey()}>
              Start with my card
            </Link>
          </p>
          <ContinueBanner only="credit_card" />
        </div>
      </section>
      <div className="container narrow">
        <h2>How it works</h2>
        <ol>
          <li>
            <strong>Pick your card.</strong> Choose your bank and the card you hold. You can add a second
            card.
          </li>
          <li>
            <strong>Tell us how you use it.</strong> Roughly what you spend a month, what you repay, and any
            balance you carry.
          </li>
          <li>
            <strong>See your true cost.</strong> Annual fee, interest and the value of your rewards, added up
            in dollars.
          </li>
          <li>
            <strong>Stay or switch.</strong> We put product transfers at your bank beside cards from other
            providers, ranked by what they would save you, with our working shown.
          </li>
        </ol>
        <h2>Why staying can win</h2>
        <p>
          A product transfer keeps your account, card history and often your card number’s bank, without a new
          credit application. Switching can unlock balance-transfer offers and sign-up bonuses, but a new
          application appears on your credit report. We show both so you can choose with the numbers in front
          of you.
        </p>
        <p>
          Want the detail first? Read{' '}
          <Link to={paths.guide('stay-or-switch-credit-card')}>stay or switch</Link> and{' '}
          <Link to={paths.guide('valuing-reward-points')}>what your points are really worth</Link>, or{' '}
          <Link to={paths.category('cc')}>compare every card</Link>.
        </p>
        <GeneralAdviceWarning />
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Stay or switch your credit card"
    description="Find out what your credit card really costs you a year, and whether a product transfer at your bank or a switch would save you more."
    pathname={location.pathname}
  />
);
