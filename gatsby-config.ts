import type { GatsbyConfig } from 'gatsby';
import { site } from './src/config/site';
import { buildAppKey } from './src/domain/app-key';

// Compiled into the site (Gatsby inlines GATSBY_* variables): the key the server expects.
process.env.GATSBY_APP_KEY = buildAppKey(process.env);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description,
        start_url: '/',
        scope: '/',
        lang: 'en-AU',
        background_color: site.backgroundColor,
        theme_color: site.themeColor,
        display: 'standalone',
        icon: 'src/images/icon.png',
        cache_busting_mode: 'query',
      },
    },
    // Must come after the manifest so the manifest is cached by the service worker.
    {
      resolve: 'gatsby-plugin-offline',
      options: {
        precachePages: [],
        workboxConfig: {
          // Pages and their data always go to the network first, so a new deploy is seen at once.
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkFirst' },
            { urlPattern: /^https?:.*\/api\//, handler: 'NetworkOnly' },
            {
              urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|svg|gif|ico|json|woff|woff2)$/,
              handler: 'StaleWhileRevalidate',
            },
            // Page loads (addresses without a file extension, or .html) go to the network first too: the
            // plugin would otherwise answer them with its cached app shell, which keeps a visitor on the
            // previous deploy until a reload. Offline, the last copy of the page is used. This route is
            // registered before the plugin's own navigation route, so it wins.
            {
              urlPattern: /^https?:\/\/[^/]+(?:\/[^/?#.]*)*(?:\/|\.html)?(?:[?#].*)?$/,
              handler: 'NetworkFirst',
            },
          ],
        },
      },
    },
  ],
};

export default config;
