/**
 * The few facts the builder needs from the reference JSON, kept here so the page's chunk does not
 * carry the whole reference (about 40 KB gzip). facts.test.ts fails when any of them differs from
 * src/data/reference/django-cfg-<version>.json, so refreshing the JSON forces an update here.
 */

export const RELEASE = '1.5.108';

/** Defaults of the DjangoConfig flags the builder can switch, as Python source. */
export const DJANGO_CONFIG_DEFAULTS: Readonly<Record<string, 'True' | 'False'>> = {
  enable_support: 'True',
  enable_accounts: 'False',
  enable_newsletter: 'False',
  enable_leads: 'False',
  enable_knowbase: 'False',
  enable_agents: 'False',
  enable_maintenance: 'False',
};

/** The optional-dependency extras the builder may put on the pip line. */
export const EXTRAS: readonly string[] = ['django52', 'ai', 'grpc', 'centrifugo', 'rq'];

export function djangoConfigDefault(field: string): string {
  const value = DJANGO_CONFIG_DEFAULTS[field];
  if (value === undefined) throw new Error(`No default recorded for DjangoConfig.${field}`);
  return value;
}

export function hasExtra(name: string): boolean {
  return EXTRAS.includes(name);
}
