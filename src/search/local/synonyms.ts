// Reader words → the words the docs use for the same thing. Query-time only: a query word also
// searches its synonyms, at a lower weight than the word itself. Keep it small, one line per idea,
// and only where the docs name the thing differently from how people ask for it. (Entries come
// from issue 17 and from misses in the development half of tests/search-eval, never the held-out half.)
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
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
