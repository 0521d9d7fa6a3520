import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import { getSiteModel } from './site-model-cache';

const templateFile = (name: string) => path.resolve(__dirname, '..', 'src', 'templates', `${name}.tsx`);

export function createDataPages({ actions, reporter }: CreatePagesArgs): void {
  const model = getSiteModel();
  for (const warning of model.warnings) reporter.verbose(`Reference data: ${warning}`);
  for (const page of model.pages) {
    actions.createPage({ path: page.path, component: templateFile(page.template), context: page.context });
  }
  // Large tables' full rows, fetched by the browser after load; the name carries a content hash.
  const publicDir = path.resolve(__dirname, '..', 'public');
  for (const file of model.tableFiles) {
    const target = path.join(publicDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(file.rows));
  }
  reporter.info(
    `Created ${model.pages.length} pages and ${model.tableFiles.length} table files from reference data`,
  );
}

/** Hand-written pages in src/pages get their data through page context, never through the bundle. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = getSiteModel().pageContexts[page.path];
  if (!context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
