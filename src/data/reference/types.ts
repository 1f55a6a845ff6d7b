/**
 * The shapes of the configuration reference (see ./index.ts) and the helpers that need no data, so
 * components can render reference data passed to them without bundling the JSON.
 */
export interface FieldConstraints {
  gt?: number | string;
  ge?: number | string;
  lt?: number | string;
  le?: number | string;
  min_length?: number | string;
  max_length?: number | string;
  pattern?: string;
  literal?: (string | number | boolean | null)[];
  enum?: string;
}

export interface ModelField {
  name: string;
  type: string;
  required: boolean;
  /** Python source of the default (`'console'`, `None`, `[]`), or null when required. */
  default: string | null;
  description: string;
  constraints: FieldConstraints;
  validators: {name: string; doc: string}[];
  modelRefs: string[];
  /**
   * Django settings (or keys inside a setting, dotted: `CACHES.default.TIMEOUT`) that change when this
   * field changes, measured by building the settings of a minimal config twice. `PARENT.*` stands
   * for more than eight keys under one parent. Empty and `measured` means it changes no setting.
   */
  settings: string[];
  /** Whether a changed value of the field could be built and its settings compared. */
  measured: boolean;
  /** Why it could not be (`model not reachable from DjangoConfig`, or the validation error). */
  unmeasured?: string;
  /** The same measurement in another situation, where the answer differs (`openapi_client is set`). */
  settingsWhen?: {when: string; settings: string[]}[];
  /** For a field that changes no setting: files outside the generators that read `.<field>` by name. */
  readIn?: string[];
  alias?: string;
}

export interface ConfigModel {
  name: string;
  module: string;
  file: string;
  line: number;
  doc: string;
  bases: string[];
  fields: ModelField[];
  /** Fields inherited from project base classes, copied whole, with the base they come from. */
  inheritedFields: (ModelField & {from: string})[];
  methods: string[];
  settingsMethods: string[];
  exportedAs: string[];
  exported: boolean;
  consumed: {used: boolean; via: string | null};
  modelConfig: Record<string, string | number | boolean | null>;
  /** Whether a DjangoConfig (or a subclass attribute such as `jwt`) can hold this model. */
  reachable: boolean;
  /** Where it sits in the config that measured it: `config.cache_default`, `config.databases["default"]`. */
  path: string | null;
}

export interface Export {
  name: string;
  module: string;
  attribute: string;
  registry: string;
  alsoIn: string[];
  resolves: boolean;
  problem: string | null;
  definedIn: string | null;
  kind: 'class' | 'function' | 'value';
  moduleExists: boolean;
}

export interface EnumInfo {
  name: string;
  module: string;
  file: string;
  doc: string;
  members: {name: string; value: string | number | null}[];
  exportedAs: string[];
}

export interface SubclassAttribute {
  name: string;
  model: string | null;
  readIn: string[];
  settings: string[];
}

export interface ManagementCommand {
  name: string;
  file: string;
  bases: string[];
  help: string;
  options: string[][];
}

export interface CliCommand {
  name: string;
  file: string;
  params: string[][];
  help: string;
}

export interface Reference {
  schemaVersion: number;
  package: string;
  version: string;
  source: {repository: string; packagePath: string};
  exports: Export[];
  djangoConfig: string;
  subclassAttributes: SubclassAttribute[];
  generators: {file: string; reads: string[]; settings: string[]}[];
  models: Record<string, ConfigModel>;
  enums: Record<string, EnumInfo>;
  extras: Record<string, string[]>;
  commands: ManagementCommand[];
  cli: CliCommand[];
}

/** A model's own fields followed by those it inherits from project base classes. */
export function allFields(model: ConfigModel): ModelField[] {
  return [...model.fields, ...model.inheritedFields];
}

/** The short class name of a dotted key (django_cfg.models.x.CacheConfig -> CacheConfig). */
export function shortName(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** What <ModelReference> renders: one model and the release it comes from (plugins/reference-data passes it). */
export interface ModelData {
  model: ConfigModel;
  version: string;
  packagePath: string;
}
