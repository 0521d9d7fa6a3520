/** Gatsby's navigate for component tests: a recorded navigation. */
export const navigate = jest.fn();

export const graphql = () => '';
export const withPrefix = (path: string) => path;
