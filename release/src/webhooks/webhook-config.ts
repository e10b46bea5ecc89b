/** Where events go and the key they are signed with (RELEASE_WEBHOOK_URLS, RELEASE_WEBHOOK_SECRET). */
export interface WebhookConfig {
  urls: string[];
  secret: string;
}

/** A key a receiver can keep secret but nobody can guess. */
const MIN_SECRET_LENGTH = 16;

/** The webhooks from the environment; none without RELEASE_WEBHOOK_URLS. Unsigned ones are refused. */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv): WebhookConfig {
  const urls = (env.RELEASE_WEBHOOK_URLS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  const secret = env.RELEASE_WEBHOOK_SECRET?.trim() ?? '';
  for (const url of urls) {
    if (!/^https?:$/.test(URL.parse(url)?.protocol ?? '')) throw new Error(`Invalid RELEASE_WEBHOOK_URLS entry "${url}": an http(s) URL is needed.`);
  }
  if (urls.length > 0 && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`RELEASE_WEBHOOK_URLS is set: set RELEASE_WEBHOOK_SECRET too, at least ${MIN_SECRET_LENGTH} characters, to sign what is sent.`);
  }
  return { urls: [...new Set(urls)], secret };
}
