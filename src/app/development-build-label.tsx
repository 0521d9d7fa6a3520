import * as React from 'react';
import { clientEnv } from '../config/env';

/**
 * The build's label ("Site version dev"), for developers only: shown by the development server
 * (`npm run develop`) and never in a built site, where it would tell visitors nothing true about
 * the product. Every build still sends its label with the visit (client-info.ts).
 */
export function DevelopmentBuildLabel({
  developmentBuild = clientEnv.developmentBuild,
}: {
  developmentBuild?: boolean;
}) {
  if (!developmentBuild) return null;
  return <p className="container legal">{`Site version ${clientEnv.buildLabel}`}</p>;
}
