/**
 * The configuration builder's generator: from the reader's choices to config.py, .env, settings.py
 * and the pip line. Pure, so the unit test can run every combination and check each field written
 * against the extracted reference.
 */
import {RELEASE, djangoConfigDefault, hasExtra} from './facts';

export type Database = 'sqlite' | 'postgres';
export type Cache = 'none' | 'redis';
export type EmailBackend = 'console' | 'smtp';

/** Built-in apps switched by an `enable_*` boolean on DjangoConfig. */
export const APPS = [
  {id: 'accounts', field: 'enable_accounts', label: 'Accounts (OTP sign-in, custom user)'},
  {id: 'support', field: 'enable_support', label: 'Support tickets'},
  {id: 'newsletter', field: 'enable_newsletter', label: 'Newsletter'},
  {id: 'leads', field: 'enable_leads', label: 'Leads (contact forms)'},
  {id: 'knowbase', field: 'enable_knowbase', label: 'Knowledge base'},
  {id: 'agents', field: 'enable_agents', label: 'AI agents'},
  {id: 'maintenance', field: 'enable_maintenance', label: 'Maintenance mode (Cloudflare)'},
] as const;

export const INTEGRATIONS = [
  {id: 'payments', label: 'Payments (NowPayments)'},
  {id: 'centrifugo', label: 'Centrifugo real-time'},
  {id: 'grpc', label: 'gRPC server'},
  {id: 'rq', label: 'Django-RQ task queue'},
  {id: 'telegram', label: 'Telegram notifications'},
  {id: 'twilio', label: 'Twilio SMS and verification'},
] as const;

export type AppId = (typeof APPS)[number]['id'];
export type IntegrationId = (typeof INTEGRATIONS)[number]['id'];

export interface Choices {
  database: Database;
  cache: Cache;
  email: EmailBackend;
  apps: AppId[];
  integrations: IntegrationId[];
}

export const DEFAULT_CHOICES: Choices = {
  database: 'sqlite',
  cache: 'none',
  email: 'console',
  apps: ['support'],
  integrations: [],
};

/** Every subset of `items`, each in the order of `items`. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => [...acc, ...acc.map((s) => [...s, item])], [[]]);
}

/**
 * Every set of choices the form offers: two databases, two caches, two email backends and any
 * subset of the apps and of the integrations. scripts/builder/export.mts writes the output of each,
 * and tests/python/test_builder.py runs it against the pinned django-cfg.
 */
export function allCombinations(): Choices[] {
  const combos: Choices[] = [];
  const appSets = subsets(APPS.map((a) => a.id));
  const integrationSets = subsets(INTEGRATIONS.map((i) => i.id));
  for (const database of ['sqlite', 'postgres'] as const)
    for (const cache of ['none', 'redis'] as const)
      for (const email of ['console', 'smtp'] as const)
        for (const apps of appSets)
          for (const integrations of integrationSets) combos.push({database, cache, email, apps, integrations});
  return combos;
}

/** A Python value the builder writes, typed enough for the test to check it against the annotation. */
export type PyValue =
  | {kind: 'str'; py: string}
  | {kind: 'bool'; py: string}
  | {kind: 'int'; py: string}
  | {kind: 'model'; model: string; args: Assignment[]}
  | {kind: 'databases'; py: string};

/** One `field=value` the builder writes; `owner` is the model whose field it is. */
export interface Assignment {
  owner: string;
  field: string;
  value: PyValue;
  /** Declared on the subclass because DjangoConfig itself has no such field (twilio). */
  subclassOnly?: boolean;
}

interface EnvVar {
  name: string;
  /** Name of the Env class attribute (pydantic-settings matches it to the variable, ignoring case). */
  attr: string;
  pyType: 'str' | 'int' | 'bool';
  example: string;
  default?: string;
}

export interface BuildOutput {
  configPy: string;
  env: string;
  settingsPy: string;
  pip: string;
  assignments: Assignment[];
  extras: string[];
}

/** The project package (Django's `startproject api .`), as in the rest of the docs. */
export const PROJECT_PACKAGE = 'api';

const str = (py: string): PyValue => ({kind: 'str', py});
const envStr = (attr: string): PyValue => ({kind: 'str', py: `env.${attr}`});
const bool = (value: boolean): PyValue => ({kind: 'bool', py: value ? 'True' : 'False'});

export function buildProject(choices: Choices): BuildOutput {
  const vars: EnvVar[] = [
    {
      name: 'SECRET_KEY',
      attr: 'secret_key',
      pyType: 'str',
      example: 'change-me-to-at-least-fifty-random-characters-0123456789',
    },
    {name: 'DEBUG', attr: 'debug', pyType: 'bool', example: 'true', default: 'False'},
  ];
  const on = (id: IntegrationId) => choices.integrations.includes(id);
  const root: Assignment[] = [
    {owner: 'DjangoConfig', field: 'project_name', value: str('"My Project"')},
    {owner: 'DjangoConfig', field: 'secret_key', value: envStr('secret_key')},
    {owner: 'DjangoConfig', field: 'debug', value: {kind: 'bool', py: 'env.debug'}},
    // Emitted as ROOT_URLCONF and WSGI_APPLICATION only when set; Django serves nothing without the first.
    {owner: 'DjangoConfig', field: 'root_urlconf', value: str(`"${PROJECT_PACKAGE}.urls"`)},
    {owner: 'DjangoConfig', field: 'wsgi_application', value: str(`"${PROJECT_PACKAGE}.wsgi.application"`)},
  ];
  const imports = new Set(['DjangoConfig', 'DatabaseConfig']);

  if (choices.database === 'postgres') {
    vars.push({
      name: 'DATABASE_URL',
      attr: 'database_url',
      pyType: 'str',
      example: 'postgresql://app:secret@localhost:5432/app',
    });
    root.push({owner: 'DjangoConfig', field: 'databases', value: {kind: 'databases', py: 'env.database_url'}});
  } else {
    root.push({owner: 'DjangoConfig', field: 'databases', value: {kind: 'databases', py: '"sqlite:///db.sqlite3"'}});
  }

  if (choices.cache === 'redis' || on('rq')) {
    vars.push({name: 'REDIS_URL', attr: 'redis_url', pyType: 'str', example: 'redis://localhost:6379/0'});
    root.push({owner: 'DjangoConfig', field: 'redis_url', value: envStr('redis_url')});
  }

  if (choices.email === 'smtp') {
    imports.add('EmailConfig');
    vars.push(
      {name: 'EMAIL_HOST', attr: 'email_host', pyType: 'str', example: 'smtp.example.com'},
      {name: 'EMAIL_PORT', attr: 'email_port', pyType: 'int', example: '587', default: '587'},
      {name: 'EMAIL_USERNAME', attr: 'email_username', pyType: 'str', example: 'mailer@example.com'},
      {name: 'EMAIL_PASSWORD', attr: 'email_password', pyType: 'str', example: 'smtp-password'},
      {name: 'EMAIL_FROM', attr: 'email_from', pyType: 'str', example: 'noreply@example.com'},
    );
    root.push({
      owner: 'DjangoConfig',
      field: 'email',
      value: {
        kind: 'model',
        model: 'EmailConfig',
        args: [
          {owner: 'EmailConfig', field: 'backend', value: str('"smtp"')},
          {owner: 'EmailConfig', field: 'host', value: envStr('email_host')},
          {owner: 'EmailConfig', field: 'port', value: {kind: 'int', py: 'env.email_port'}},
          {owner: 'EmailConfig', field: 'username', value: envStr('email_username')},
          {owner: 'EmailConfig', field: 'password', value: envStr('email_password')},
          {owner: 'EmailConfig', field: 'use_tls', value: bool(true)},
          {owner: 'EmailConfig', field: 'default_from', value: envStr('email_from')},
        ],
      },
    });
  }

  for (const app of APPS) {
    const wanted = choices.apps.includes(app.id);
    // Written only when the choice differs from the field's default (enable_support is on by default).
    if ((wanted ? 'True' : 'False') !== djangoConfigDefault(app.field)) {
      root.push({owner: 'DjangoConfig', field: app.field, value: bool(wanted)});
    }
  }

  if (choices.apps.includes('knowbase') || choices.apps.includes('agents')) {
    imports.add('ApiKeys');
    vars.push({
      name: 'OPENAI_API_KEY',
      attr: 'openai_api_key',
      pyType: 'str',
      // ApiKeys rejects a key that does not start with sk- or is shorter than 20 characters.
      example: 'sk-replace-with-your-openai-key',
    });
    root.push({
      owner: 'DjangoConfig',
      field: 'api_keys',
      value: {
        kind: 'model',
        model: 'ApiKeys',
        args: [{owner: 'ApiKeys', field: 'openai', value: envStr('openai_api_key')}],
      },
    });
  }

  if (on('payments')) {
    imports.add('PaymentsConfig').add('NowPaymentsConfig');
    vars.push(
      {name: 'NOWPAYMENTS_API_KEY', attr: 'nowpayments_api_key', pyType: 'str', example: 'your-nowpayments-key'},
      {name: 'NOWPAYMENTS_IPN_SECRET', attr: 'nowpayments_ipn_secret', pyType: 'str', example: 'your-ipn-secret'},
    );
    root.push({
      owner: 'DjangoConfig',
      field: 'payments',
      value: {
        kind: 'model',
        model: 'PaymentsConfig',
        args: [
          {owner: 'PaymentsConfig', field: 'enabled', value: bool(true)},
          {
            owner: 'PaymentsConfig',
            field: 'nowpayments',
            value: {
              kind: 'model',
              model: 'NowPaymentsConfig',
              args: [
                {owner: 'NowPaymentsConfig', field: 'api_key', value: envStr('nowpayments_api_key')},
                {owner: 'NowPaymentsConfig', field: 'ipn_secret', value: envStr('nowpayments_ipn_secret')},
                {owner: 'NowPaymentsConfig', field: 'sandbox', value: bool(true)},
              ],
            },
          },
        ],
      },
    });
  }

  if (on('centrifugo')) {
    imports.add('DjangoCfgCentrifugoConfig');
    vars.push(
      {
        name: 'CENTRIFUGO_URL',
        attr: 'centrifugo_url',
        pyType: 'str',
        example: 'ws://localhost:8002/connection/websocket',
      },
      {name: 'CENTRIFUGO_API_URL', attr: 'centrifugo_api_url', pyType: 'str', example: 'http://localhost:8002/api'},
      {name: 'CENTRIFUGO_API_KEY', attr: 'centrifugo_api_key', pyType: 'str', example: 'centrifugo-http-api-key'},
      {
        name: 'CENTRIFUGO_TOKEN_HMAC_SECRET',
        attr: 'centrifugo_token_hmac_secret',
        pyType: 'str',
        example: 'centrifugo-token-secret',
      },
    );
    root.push({
      owner: 'DjangoConfig',
      field: 'centrifugo',
      value: {
        kind: 'model',
        model: 'DjangoCfgCentrifugoConfig',
        args: [
          {owner: 'DjangoCfgCentrifugoConfig', field: 'enabled', value: bool(true)},
          {owner: 'DjangoCfgCentrifugoConfig', field: 'centrifugo_url', value: envStr('centrifugo_url')},
          {owner: 'DjangoCfgCentrifugoConfig', field: 'centrifugo_api_url', value: envStr('centrifugo_api_url')},
          {owner: 'DjangoCfgCentrifugoConfig', field: 'centrifugo_api_key', value: envStr('centrifugo_api_key')},
          {
            owner: 'DjangoCfgCentrifugoConfig',
            field: 'centrifugo_token_hmac_secret',
            value: envStr('centrifugo_token_hmac_secret'),
          },
        ],
      },
    });
  }

  if (on('grpc')) {
    imports.add('GRPCConfig');
    root.push({
      owner: 'DjangoConfig',
      field: 'grpc',
      value: {
        kind: 'model',
        model: 'GRPCConfig',
        args: [
          {owner: 'GRPCConfig', field: 'enabled', value: bool(true)},
          {owner: 'GRPCConfig', field: 'port', value: {kind: 'int', py: '50051'}},
        ],
      },
    });
  }

  if (on('rq')) {
    imports.add('DjangoRQConfig');
    root.push({
      owner: 'DjangoConfig',
      field: 'django_rq',
      value: {
        kind: 'model',
        model: 'DjangoRQConfig',
        args: [{owner: 'DjangoRQConfig', field: 'enabled', value: bool(true)}],
      },
    });
  }

  if (on('telegram')) {
    imports.add('TelegramConfig');
    vars.push(
      {
        name: 'TELEGRAM_BOT_TOKEN',
        attr: 'telegram_bot_token',
        pyType: 'str',
        // TelegramConfig wants a numeric bot id, a colon and at least 30 characters after it.
        example: '123456789:replace-with-the-token-from-botfather',
      },
      {name: 'TELEGRAM_CHAT_ID', attr: 'telegram_chat_id', pyType: 'int', example: '-1001234567890'},
    );
    root.push({
      owner: 'DjangoConfig',
      field: 'telegram',
      value: {
        kind: 'model',
        model: 'TelegramConfig',
        args: [
          {owner: 'TelegramConfig', field: 'bot_token', value: envStr('telegram_bot_token')},
          {owner: 'TelegramConfig', field: 'chat_id', value: {kind: 'int', py: 'env.telegram_chat_id'}},
        ],
      },
    });
  }

  if (on('twilio')) {
    imports.add('TwilioConfig');
    vars.push(
      // TwilioConfig wants AC plus 32 lowercase hex characters, and a token of exactly 32 characters.
      {
        name: 'TWILIO_ACCOUNT_SID',
        attr: 'twilio_account_sid',
        pyType: 'str',
        example: 'AC0123456789abcdef0123456789abcdef',
      },
      {
        name: 'TWILIO_AUTH_TOKEN',
        attr: 'twilio_auth_token',
        pyType: 'str',
        example: 'replace-with-32-char-auth-token0',
      },
    );
    root.push({
      owner: 'DjangoConfig',
      field: 'twilio',
      subclassOnly: true,
      value: {
        kind: 'model',
        model: 'TwilioConfig',
        args: [
          {owner: 'TwilioConfig', field: 'account_sid', value: envStr('twilio_account_sid')},
          {owner: 'TwilioConfig', field: 'auth_token', value: envStr('twilio_auth_token')},
        ],
      },
    });
  }

  const extras = ['django52'];
  if (on('centrifugo')) extras.push('centrifugo');
  if (on('grpc')) extras.push('grpc');
  if (on('rq')) extras.push('rq');
  if (choices.apps.includes('agents')) extras.push('ai');
  const unknown = extras.filter((e) => !hasExtra(e));
  if (unknown.length) throw new Error(`django-cfg ${RELEASE} declares no extra ${unknown.join(', ')}`);

  return {
    configPy: renderConfig(root, imports, vars),
    env: renderEnv(vars),
    settingsPy: 'from .config import config\n\nglobals().update(config.get_all_settings())\n',
    pip: `pip install 'django-cfg[${extras.join(',')}]==${RELEASE}'`,
    assignments: root,
    extras,
  };
}

/** The Python annotation the builder writes for a DjangoConfig field it overrides. */
function annotation(a: Assignment): string {
  switch (a.value.kind) {
    case 'str':
      return a.field === 'redis_url' ? 'str | None' : 'str';
    case 'bool':
      return 'bool';
    case 'int':
      return 'int';
    case 'databases':
      return 'dict[str, DatabaseConfig]';
    case 'model':
      return `${a.value.model} | None`;
  }
}

function renderValue(value: PyValue, indent: string): string {
  switch (value.kind) {
    case 'str':
    case 'int':
    case 'bool':
      return value.py;
    case 'databases':
      return `{\n${indent}    "default": DatabaseConfig.from_url(${value.py}),\n${indent}}`;
    case 'model': {
      const inner = `${indent}    `;
      const args = value.args.map((a) => `${inner}${a.field}=${renderValue(a.value, inner)},`).join('\n');
      return `${value.model}(\n${args}\n${indent})`;
    }
  }
}

function renderConfig(root: Assignment[], imports: Set<string>, vars: EnvVar[]): string {
  const names = [...imports].sort();
  const envFields = vars
    .map((v) => `    ${v.attr}: ${v.pyType}${v.default !== undefined ? ` = ${v.default}` : ''}`)
    .join('\n');
  const body = root
    .map((a) => {
      const note = a.subclassOnly
        ? '    # Not declared on DjangoConfig: the Twilio module reads it from your subclass.\n'
        : '';
      const value = renderValue(a.value, '    ');
      return `${note}    ${a.field}: ${annotation(a)} = ${value}`;
    })
    .join('\n');
  return `from pydantic_settings import BaseSettings, SettingsConfigDict

from django_cfg import (
${names.map((n) => `    ${n},`).join('\n')}
)


class Env(BaseSettings):
    """Values from the environment or from .env next to manage.py."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

${envFields}


env = Env()


class ProjectConfig(DjangoConfig):
${body}


config = ProjectConfig()
`;
}

function renderEnv(vars: EnvVar[]): string {
  return `${vars.map((v) => `${v.name}=${v.example}`).join('\n')}\n`;
}
