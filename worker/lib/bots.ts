/**
 * User agents that are not a person (scanning a code, reading an article): crawlers, link-preview fetchers (chat apps
 * unfurling a shared link), monitoring and command-line clients, headless browsers. In-app
 * browsers of chat and social apps are people, so only their preview fetchers are listed.
 */
export const botPattern =
  /bot\b|crawl|spider|slurp|scrap|preview|facebookexternalhit|facebookcatalog|embedly|whatsapp|slack|vkshare|curl|wget|httpie|python-|go-http|java\/|okhttp|axios|node-fetch|undici|headless|lighthouse|pagespeed|pingdom|uptime|monitor|phantom|selenium|puppeteer|playwright/i;

export const isBot = (userAgent: string | undefined | null) => !userAgent || botPattern.test(userAgent);
