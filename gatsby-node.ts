import type { GatsbyNode } from 'gatsby';
import { createPages as createDataPages, onCreatePage } from './gatsby/create-pages';
import { createRedirects } from './gatsby/redirects';

export const createPages: GatsbyNode['createPages'] = async (args, options, callback) => {
  await createDataPages?.(args, options, callback);
  await createRedirects?.(args, options, callback);
};

export { onCreatePage };
