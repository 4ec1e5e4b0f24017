import type { App, ModuleOptions } from '../../http/types';
import { robotsTxt, sitemapXml } from './seo.service';

/** /sitemap.xml and /robots.txt (open scope, no prefix): real routes, ahead of the page route `/*`. */
export async function seoRoutes(app: App, { ctx }: ModuleOptions) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(ctx)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(ctx)),
  );
}
