import { trackGetStarted } from '../tracking/interaction-events';
import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { missingCardIssuers } from '../../domain/cards/missing-card-issuers';
import { useAppSelector } from '../../store/hooks';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { FiguresDateLine } from '../visit/figures-date-line';
import { CardStep } from './card-step';
import { Loading } from '../../components/ui/request-failed';
import { ReviewStep } from './review-step';
import { StartAgain } from './start-again';
import { cardLabel, useCardCatalogue } from './use-card-catalogue';
import { UsageStep } from './usage-step';
import './card-journey.css';
import { selectSurvey } from '../survey/survey-slice';

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];

/** `?enter=american-express` (from search): the issuer whose card the visitor came to enter by hand. */
function issuerToEnter(search: string | undefined): string | null {
  const id = new URLSearchParams(search ?? '').get('enter');
  return missingCardIssuers.find((issuer) => issuer.id === id)?.name ?? null;
}

/** /credit-cards/survey/: the visitor's cards and how they use them, kept in the survey slice. */
export function SurveyScreen({ location }: RouteComponentProps) {
  const { drafts, step } = useAppSelector((state) => selectSurvey(state));
  const catalogue = useCardCatalogue();
  React.useEffect(() => trackGetStarted('card'), []);
  const stepKey = `${step.index}-${step.stage}`;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(stepKey);
  const screenHeadingRef = useScreenHeading();
  const draft = drafts[step.index] ?? drafts[0]!;
  const index = drafts[step.index] ? step.index : 0;
  const which = drafts.length > 1 || index > 0 ? `your ${ordinals[index] ?? 'next'} card` : 'your card';
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1}>
      {text}
    </h2>
  );

  let body: React.ReactNode;
  if (catalogue.status === 'failed') {
    body = (
      <div role="alert">
        <p className="notice notice--warning">{catalogue.error ?? 'We couldn’t load the list of banks.'}</p>
        <p>
          <a href={typeof window === 'undefined' ? '/' : window.location.href}>Reload the page</a> to try
          again.
        </p>
      </div>
    );
  } else if (catalogue.status === 'pending') {
    body = <Loading what="Loading the list of banks…" />;
  } else if (step.stage === 'review') {
    body = <ReviewStep drafts={drafts} catalogue={catalogue} heading={heading('Your cards')} />;
  } else if (step.stage === 'usage') {
    const product = draft.entered
      ? undefined
      : catalogue.products.find((item) => item.id === draft.productId);
    body = (
      <UsageStep
        step={{ index, stage: 'usage' }}
        draft={draft}
        cardName={cardLabel(catalogue.products, draft)}
        asksEarnRate={product?.asksEarnRate ?? null}
        heading={heading(`How you use ${which}`)}
      />
    );
  } else {
    const hasReview =
      drafts.length > 1 ||
      drafts.some((candidate) => (candidate.productId || candidate.entered) && candidate !== draft);
    body = (
      <CardStep
        key={index}
        step={{ index, stage: 'card' }}
        draft={draft}
        catalogue={catalogue}
        backTo={hasReview ? { index: 0, stage: 'review' } : null}
        heading={heading(`Which is ${which}?`)}
        enterByHandFor={!draft.productId && !draft.entered ? issuerToEnter(location?.search) : null}
      />
    );
  }

  return (
    <div className="container narrow">
      <h1 ref={screenHeadingRef} tabIndex={-1}>
        Check your credit cards
      </h1>
      <p>Tell us which cards you have and how you use them. We’ll work out what they cost you a year.</p>
      <FiguresDateLine />
      {body}
      <StartAgain />
    </div>
  );
}
