import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { getSiteModel } from './site-model-cache';

const templateFile = (name: string) => path.resolve(__dirname, '..', 'src', 'templates', `${name}.tsx`);

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  const model = getSiteModel();
  for (const warning of model.warnings) reporter.verbose(`Reference data: ${warning}`);
  for (const page of model.pages) {
    actions.createPage({ path: page.path, component: templateFile(page.template), context: page.context });
  }
  reporter.info(`Created ${model.pages.length} pages from reference data`);
};

/** Hand-written pages in src/pages get their data through page context, never through the bundle. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = getSiteModel().pageContexts[page.path];
  if (!context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
