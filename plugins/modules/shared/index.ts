/** The module area's rules both sides use (issue 28): figures, progress, roles and form rules. */
export * from './marks.js';
export * from './progress.js';
export * from './roles.js';
export * from './validation.js';
