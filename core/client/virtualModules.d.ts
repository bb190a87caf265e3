/** Written at build by core/build/usedIconPaths.ts: the paths of the icons the client code names. */
declare module 'virtual:wil-used-icon-paths' {
  const paths: Record<16 | 20, Record<string, string[]>>;
  export default paths;
}

/** Written at build by core/build/formValidators.ts: RJSF's precompiled validators by schema hash. */
declare module 'virtual:wil-form-validators' {
  const validators: Record<string, unknown>;
  export default validators;
}
