import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { InfoPage } from '../components/layout/info-page';
import { Seo } from '../components/seo/seo';
import { privacyPage } from '../content/pages/privacy';
import { RecordingChoicePanel } from '../features/tracking/recording-choice-panel';

export default function PrivacyPage() {
  return (
    <InfoPage content={privacyPage}>
      <RecordingChoicePanel />
    </InfoPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={privacyPage.title} description={privacyPage.description} pathname={location.pathname} />
);
