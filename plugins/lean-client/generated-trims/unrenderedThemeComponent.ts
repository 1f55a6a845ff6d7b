// Stand-in, in the browser bundle, for a theme component that no page of this build renders
// (unrenderedThemeComponents.ts decides from the pages' generated metadata and sources), so this never runs.
export default function UnrenderedThemeComponent(): never {
  throw new Error(
    'lean-client: a theme component left out of the browser bundle was rendered; see plugins/lean-client/generated-trims/unrenderedThemeComponents.ts',
  );
}
