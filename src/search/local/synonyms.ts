// Reader words → the words the docs use for the same thing. Query-time only: a query word also
// searches its synonyms, at a lower weight than the word itself. One line per reader word, and only
// where the docs name the thing differently from how people ask for it. Every target must be a word
// the pages use (tests/e2e/search-relevance.spec.ts checks both maps against the built index).

type SynonymMap = Readonly<Record<string, readonly string[]>>;

/** From issue 17 and from misses in the development half of tests/search-eval, never the held-out half. */
const FROM_MISSES: SynonymMap = {
  // real-time messaging is done with Centrifugo; text messages go through Twilio
  websocket: ['centrifugo'],
  sms: ['twilio'],
  // scheduling and operations vocabulary
  cron: ['schedule', 'scheduling'],
  metrics: ['monitoring'],
  helpdesk: ['support', 'tickets'],
  // configuration vocabulary
  env: ['environment'],
  smtp: ['email'],
  redis: ['cache'],
  move: ['migrate', 'migration'],
  // AI vocabulary
  image: ['vision'],
  // round 2 of the development queries
  task: ['job'],
  tasks: ['jobs'],
  async: ['background'],
  offline: ['maintenance'],
  mailing: ['newsletter'],
  sdk: ['client', 'clients'],
  live: ['centrifugo', 'realtime'],
  directory: ['folder'],
  cleanup: ['clean'],
  // questions about a problem are answered by the troubleshooting pages
  error: ['troubleshooting'],
  errors: ['troubleshooting'],
  // rounds 3 and 3b of the development queries
  monitoring: ['tracking'],
  autoreload: ['reload'],
  wallet: ['balance'],
  layout: ['structure'],
  samples: ['examples'],
  dotenv: ['env', 'environment'],
  // round 4 of the development queries
  var: ['variable', 'variables'],
  vars: ['variables'],
  crontab: ['cron'],
};

/**
 * Words readers bring from other stacks and from everyday speech that no page uses, each mapped to
 * the pages' own words for the thing. Written from the docs alone, without reading any query or
 * search result (design/reader-glossary.md); a word some page uses does not belong here.
 */
export const READER_WORDS: SynonymMap = {
  // Ruby on Rails
  actioncable: ['centrifugo', 'websocket', 'publish'],
  actionmailer: ['email', 'smtp'],
  activeadmin: ['admin', 'declarative', 'unfold'],
  activejob: ['jobs', 'enqueue', 'rq'],
  capistrano: ['deploy', 'release', 'systemd'],
  devise: ['accounts', 'otp', 'jwt'],
  figaro: ['environment', 'env', 'secrets'],
  foreman: ['procfile', 'systemd'],
  kaminari: ['pagination'],
  lograge: ['logging', 'structured'],
  minitest: ['testing', 'pytest'],
  puma: ['gunicorn', 'uvicorn'],
  rake: ['commands', 'management'],
  rspec: ['testing', 'pytest'],
  sidekiq: ['rq', 'worker', 'queues'],
  turnout: ['maintenance', 'cloudflare'],
  // Laravel
  artisan: ['commands', 'management'],
  cashier: ['payments', 'nowpayments'],
  filament: ['admin', 'unfold'],
  forge: ['deploy', 'nginx', 'systemd'],
  horizon: ['rq', 'queues', 'workers'],
  mailable: ['email', 'templated'],
  nova: ['admin', 'unfold'],
  pusher: ['centrifugo', 'publish'],
  reverb: ['centrifugo', 'websocket'],
  sail: ['docker', 'compose', 'development'],
  sanctum: ['jwt', 'tokens'],
  socialite: ['oauth', 'github'],
  tinker: ['shell'],
  // PHP
  phpunit: ['testing', 'pytest'],
  // Node.js
  agenda: ['schedules', 'cron'],
  bullmq: ['rq', 'queues', 'jobs'],
  helmet: ['hsts', 'security', 'headers'],
  nodemailer: ['email', 'smtp'],
  nodemon: ['reloads', 'runserver'],
  orval: ['openapi', 'typescript', 'clients'],
  passport: ['jwt', 'oauth'],
  pino: ['logging', 'structured'],
  pm2: ['systemd', 'procfile', 'workers'],
  socketio: ['centrifugo', 'websocket'],
  winston: ['logging'],
  // Spring
  actuator: ['health', 'metrics'],
  flyway: ['migrations', 'migrator'],
  hikaricp: ['pooling', 'connections'],
  junit: ['testing', 'pytest'],
  liquibase: ['migrations', 'migrator'],
  logback: ['logging'],
  micrometer: ['metrics', 'prometheus'],
  quartz: ['schedules', 'cron'],
  springdoc: ['openapi', 'spectacular', 'schema'],
  // .NET
  hangfire: ['rq', 'jobs', 'schedules'],
  serilog: ['logging', 'structured'],
  signalr: ['centrifugo', 'websocket'],
  // Go
  asynq: ['rq', 'queues', 'jobs'],
  buf: ['proto', 'protoc'],
  godotenv: ['env', 'environment'],
  goose: ['migrations', 'migrator'],
  // plain Django and its packages
  allauth: ['accounts', 'otp', 'oauth'],
  apscheduler: ['schedules', 'cron'],
  decouple: ['environment', 'env', 'secrets'],
  djoser: ['accounts', 'jwt'],
  grappelli: ['unfold', 'theme'],
  huey: ['rq', 'queues', 'jobs'],
  loguru: ['logging', 'structured'],
  structlog: ['logging', 'structured'],
  // Python tooling
  aiogram: ['telegram'],
  alembic: ['migrations', 'migrator'],
  crewai: ['orchestration', 'agents'],
  langchain: ['agents', 'toolsets'],
  llamaindex: ['knowbase', 'embeddings'],
  // Celery
  flower: ['rq', 'monitoring'],
  // everyday words and hosted services
  baremetal: ['systemd', 'nginx'],
  bruteforce: ['axes', 'lockouts'],
  cashout: ['withdrawals', 'balance'],
  certbot: ['tls', 'ssl'],
  cloudflared: ['ngrok', 'tunnel'],
  codegen: ['openapi', 'clients', 'typescript'],
  cronjob: ['cron', 'schedules'],
  deepl: ['translation', 'llm'],
  dlq: ['failures', 'retries'],
  fail2ban: ['axes', 'lockouts'],
  killswitch: ['maintenance', 'cloudflare'],
  magiclink: ['otp', 'passwordless'],
  mailhog: ['email', 'smtp', 'testing'],
  memcached: ['cache', 'redis'],
  mfa: ['otp', 'verify'],
  multiagent: ['orchestration', 'agents'],
  multidb: ['routing'],
  multistage: ['docker', 'build'],
  pagerduty: ['alerts', 'prometheus'],
  paypal: ['payments', 'nowpayments'],
  pinecone: ['pgvector', 'embeddings'],
  postmark: ['smtp', 'sendgrid', 'mailgun'],
  pubsub: ['centrifugo', 'publish'],
  ratelimit: ['throttling', 'limits'],
  readyz: ['health', 'probes', 'readiness'],
  rollbar: ['sentry', 'exceptions'],
  sharding: ['routing', 'router'],
  skin: ['theme', 'unfold'],
  sse: ['centrifugo', 'publish'],
  typings: ['typescript', 'clients'],
  valkey: ['redis', 'cache'],
  vectordb: ['pgvector', 'embeddings'],
  vonage: ['twilio', 'sms'],
};

export const SYNONYMS: SynonymMap = {...FROM_MISSES, ...READER_WORDS};
