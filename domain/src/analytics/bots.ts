/**
 * Requests whose browser says it is a robot, a crawler, a link preview or a script: their views
 * of a listing are not counted (decision 0049). No user agent at all counts as a robot too.
 * Pure and zod-free.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|archiver|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|telegram|discord|skype|lighthouse|pagespeed|pingdom|uptime|monitor|headless|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python-|python\/|httpx|aiohttp|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

export function isBotUserAgent(ua: string | null | undefined): boolean {
  if (!ua || ua.trim().length < 10) return true;
  return BOT.test(ua);
}
