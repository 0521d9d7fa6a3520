/**
 * Gatsby 5 bundles its own fork of Reach Router without type declarations; its API is Reach
 * Router 1.3's, whose types (@types/reach__router) Gatsby's own declarations already use.
 */
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router';
}
